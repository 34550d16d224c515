//! One `kata-raw-nn` answer as KataGo prints it (White's view): the tests that compare
//! our network with KataGo's own numbers read it and measure ours against it here, within
//! [`Bounds`].

// Each test file uses a part.
#![allow(dead_code)]

use tengen::ai::Evaluation;
use tengen::engine::Color;

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

    /// The largest deviation of each quantity (policy, win/loss, lead, ownership) of
    /// `ours`, for a position with `to_move` to play, from this answer; a point this
    /// answer forbids must have no policy in ours.
    pub fn deviations(&self, ours: &Evaluation, to_move: Color) -> [f32; 4] {
        let white = to_move == Color::White;
        let (win, loss) = if white {
            (ours.win, ours.loss)
        } else {
            (ours.loss, ours.win)
        };
        let sign = if white { 1.0 } else { -1.0 };
        let mut policy = (ours.policy[ours.policy.len() - 1] - self.pass).abs();
        for (i, want) in self.policy.iter().enumerate() {
            match want {
                Some(w) => policy = policy.max((ours.policy[i] - w).abs()),
                None => assert_eq!(ours.policy[i], 0.0, "forbidden point {i} has policy"),
            }
        }
        let own = ours
            .ownership
            .iter()
            .zip(&self.ownership)
            .fold(0f32, |m, (o, w)| m.max((sign * o - w).abs()));
        [
            policy,
            (win - self.white_win)
                .abs()
                .max((loss - self.white_loss).abs()),
            (sign * ours.lead - self.white_lead).abs(),
            own,
        ]
    }
}

/// The largest deviation allowed for each quantity of [`RawNn::deviations`].
#[derive(Clone, Copy)]
pub struct Bounds {
    pub policy: f32,
    pub win_loss: f32,
    pub lead: f32,
    pub ownership: f32,
}

/// KataGo's own tolerances for its FP32 outputs: an f32 net against KataGo.
pub const KATAGO: Bounds = Bounds {
    policy: 1e-4,
    win_loss: 1e-3,
    lead: 0.02,
    ownership: 2e-3,
};

/// What an f16 blob keeps against its f32 net (`tests/ai_nn_blob.rs` measures it for b6c96).
pub const F16: Bounds = Bounds {
    policy: 2e-3,
    win_loss: 3e-3,
    lead: 0.12,
    ownership: 1e-2,
};

impl Bounds {
    /// Whether the deviations `d` ([`RawNn::deviations`]) are within these bounds.
    pub fn hold(&self, d: [f32; 4]) -> bool {
        d[0] <= self.policy && d[1] <= self.win_loss && d[2] <= self.lead && d[3] <= self.ownership
    }
}

/// Prints the deviations `d` of `what` and fails if one is out of `bounds`.
pub fn check(what: &str, d: [f32; 4], bounds: Bounds) {
    println!(
        "{what}: policy {:.1e} win/loss {:.1e} lead {:.4} ownership {:.1e}",
        d[0], d[1], d[2], d[3]
    );
    assert!(d[0] <= bounds.policy, "{what}: policy off by {}", d[0]);
    assert!(d[1] <= bounds.win_loss, "{what}: win/loss off by {}", d[1]);
    assert!(d[2] <= bounds.lead, "{what}: lead off by {}", d[2]);
    assert!(
        d[3] <= bounds.ownership,
        "{what}: ownership off by {}",
        d[3]
    );
}

/// The largest of each deviation over several.
pub fn largest(all: &[[f32; 4]]) -> [f32; 4] {
    all.iter().fold([0f32; 4], |m, d| {
        [
            m[0].max(d[0]),
            m[1].max(d[1]),
            m[2].max(d[2]),
            m[3].max(d[3]),
        ]
    })
}
