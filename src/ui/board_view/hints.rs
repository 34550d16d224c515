//! The computer's hints on a board: numbered on it and said in words. The play screen's
//! Hint button and the lessons' hints show them the same way.

use super::BoardModel;
use crate::ai::hint::Reason;
use crate::engine::Point;
use crate::i18n::tr;
use crate::tr;

/// Visits for hints: enough for the top moves to be worth showing.
pub const HINT_VISITS: u32 = 200;
/// At most this many hints.
pub const HINTS: usize = 3;
/// Numbers the hints on the board, the best 1.
pub fn draw_hints(hints: &[(Point, Reason)], m: &mut BoardModel) {
    for (rank, (p, _)) in hints.iter().enumerate() {
        m.at(*p).hint = Some(rank as u8 + 1);
    }
}

/// The hints in words: "1. C3: captures a stone · 2. …", or that there is none.
pub fn hint_words(hints: &[(Point, Reason)], size: u8) -> String {
    if hints.is_empty() {
        return tr("play-hint-none");
    }
    hints
        .iter()
        .enumerate()
        .map(|(i, (p, r))| {
            tr!(
                "play-hint-line",
                rank = i as i64 + 1,
                point = p.to_gtp(size),
                reason = reason_words(*r)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn reason_words(reason: Reason) -> String {
    match reason {
        Reason::Captures(n) => tr!("play-hint-captures", count = n as i64),
        Reason::Saves(n) => tr!("play-hint-saves", count = n as i64),
        Reason::Choice => tr("play-hint-choice"),
    }
}
