//! `kata-analyze [COLOR] [INTERVAL] [maxmoves N] [ownership true]`: the search on the
//! current position, reported every INTERVAL centiseconds as KataGo prints it, until the
//! controller sends the next command ([`crate::gtp::run`] streams it), so Sabaki, Lizzie
//! or KaTrain can show Tengen's analysis:
//!
//! ```text
//! info move D4 visits 31 utility 0.08 winrate 0.54 scoreMean 1.2 scoreStdev 0 scoreLead 1.2
//! scoreSelfplay 1.2 prior 0.21 lcb 0.54 utilityLcb 0.08 order 0 pv D4 Q16 …
//! ```
//!
//! (one line, an `info` per move). Win rates and leads are the player to move's, as
//! KataGo reports them by default.

use super::computer::clock;
use super::{args, Session};
use crate::ai::search::Search;
use crate::engine::{Color, Move};
use crate::worker::analysis::{self, MOVES};
use std::fmt::Write;

/// The search stops growing here (memory); the report stays until the next command.
const MAX_VISITS: u32 = 100_000;

/// An analysis in progress.
pub struct Analysing {
    search: Search,
    /// Seconds between reports.
    pub interval: f64,
    max_moves: usize,
    ownership: bool,
}

impl Session {
    /// Starts `kata-analyze`; the answer's `=` line comes before the first report.
    pub fn start_analysis(&mut self, a: &[String]) -> Result<Analysing, String> {
        let mut rest = a;
        if let Some(first) = rest.first() {
            if args::color(first).is_ok() {
                rest = &rest[1..];
            }
        }
        let mut interval = 1.0;
        if let Some(first) = rest.first().and_then(|t| t.parse::<f64>().ok()) {
            interval = (first / 100.0).max(0.01);
            rest = &rest[1..];
        }
        let (mut max_moves, mut ownership) = (MOVES, false);
        for pair in rest.chunks(2) {
            match (pair[0].as_str(), pair.get(1).map(String::as_str)) {
                ("maxmoves", Some(n)) => {
                    max_moves = n.parse().map_err(|_| format!("not a number: {n}"))?
                }
                ("ownership", Some(v)) => ownership = v == "true",
                (key, _) => return Err(format!("unknown kata-analyze key {key}")),
            }
        }
        if self.player.is_none() {
            return Err("no network".into());
        }
        let params = analysis::params(self.game.size(), MAX_VISITS);
        let seed = self.rng.next_u64();
        Ok(Analysing {
            search: Search::new(&self.game, params, seed),
            interval,
            max_moves,
            ownership,
        })
    }

    /// Searches for one interval (less if the search is complete) and gives the report.
    pub fn analyse_step(&mut self, a: &mut Analysing) -> String {
        if let Some(player) = self.player.as_mut() {
            let end = clock() + a.interval;
            a.search
                .run(player.evaluator(), &clock, &mut |_| clock() < end);
        }
        report(a, self.game.to_move(), self.game.size())
    }
}

/// The `info` line of an analysis.
fn report(a: &Analysing, to_move: Color, size: u8) -> String {
    let seen = analysis::analysis(&a.search);
    // The report speaks for the player to move; the analysis for Black.
    let mine = |black_wins: f32, black_lead: f32| match to_move {
        Color::Black => (black_wins, black_lead),
        Color::White => (1.0 - black_wins, -black_lead),
    };
    let mut out = String::new();
    let moves = seen
        .moves
        .iter()
        .filter(|c| c.visits > 0 && c.mv != Move::Resign)
        .take(a.max_moves);
    for (order, c) in moves.enumerate() {
        let (winrate, lead) = mine(c.black_wins, c.black_lead);
        let utility = 2.0 * winrate - 1.0;
        let pv: Vec<String> = c.pv.iter().map(|m| m.to_gtp(size)).collect();
        let _ = write!(
            out,
            "{}info move {} visits {} utility {utility:.6} winrate {winrate:.6} scoreMean {lead:.6} \
             scoreStdev 0 scoreLead {lead:.6} scoreSelfplay {lead:.6} prior {:.6} lcb {winrate:.6} \
             utilityLcb {utility:.6} order {order} pv {}",
            if out.is_empty() { "" } else { " " },
            c.mv.to_gtp(size),
            c.visits,
            c.prior,
            pv.join(" "),
        );
    }
    if a.ownership {
        let sign = if to_move == Color::Black { 1.0 } else { -1.0 };
        out.push_str(" ownership");
        for o in &seen.ownership {
            let _ = write!(out, " {:.6}", sign * f32::from(*o) / 100.0);
        }
    }
    out
}
