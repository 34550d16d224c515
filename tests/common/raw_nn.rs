//! One `kata-raw-nn` answer as KataGo prints it (White's view): the tests that compare
//! our network with KataGo's own numbers read it here.

/// The numbers of one answer; `None` in the policy marks a point KataGo's position
/// forbids (occupied, ko).
#[derive(Default)]
pub struct RawNn {
    pub white_win: f32,
    pub white_loss: f32,
    pub white_lead: f32,
    pub policy: Vec<Option<f32>>,
    pub pass: f32,
    pub ownership: Vec<f32>,
}

impl RawNn {
    /// Reads the answer's lines up to (not including) a blank line, the next
    /// `symmetry` line or an `end` line.
    pub fn read<'a>(lines: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>) -> RawNn {
        let mut r = RawNn::default();
        let mut section = "";
        while let Some(l) = lines.peek() {
            let l = l.trim();
            if l.is_empty() || l.contains("symmetry") || l == "end" {
                break;
            }
            lines.next();
            let mut words = l.split_whitespace();
            let first = words.next().unwrap_or("");
            let number = |w: Option<&str>| w.expect("a value").parse::<f32>().expect("a number");
            match first {
                "whiteWin" => r.white_win = number(words.next()),
                "whiteLoss" => r.white_loss = number(words.next()),
                "whiteLead" => r.white_lead = number(words.next()),
                "policyPass" => r.pass = number(words.next()),
                "policy" | "whiteOwnership" => section = first,
                _ if first.starts_with(|c: char| c.is_alphabetic()) && first != "NAN" => {}
                _ if section == "policy" => r.policy.extend(
                    l.split_whitespace()
                        .map(|w| (w != "NAN").then(|| w.parse().expect("a number"))),
                ),
                _ if section == "whiteOwnership" => r.ownership.extend(
                    l.split_whitespace()
                        .map(|w| w.parse::<f32>().expect("a number")),
                ),
                _ => {}
            }
        }
        r
    }
}
