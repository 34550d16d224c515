//! Problems from professional games: positions screened cheaply (the engine's tactical
//! facts, then the raw network), the short list searched deeply, and a position kept
//! when one move is clearly better than every other ([`clearly_better`]) and the fight
//! is local.
//!
//! - [`records`]: the records' positions.
//! - [`screen`]: the cheap screen (no search).
//! - [`deep`]: the deep search of one position, and the problem it makes.
//! - [`run`]: the resumable runs over a folder of records.

pub mod deep;
pub mod records;
pub mod run;
pub mod screen;

use tengen::ai::search::Value;

/// How far the answer's score must beat another move's, in points (the search's
/// expected lead of the player to move)...
pub const MARGIN: f32 = 8.0;
/// ...or its win rate (0 to 1): a few points decide a close game, and a win rate near 0
/// or 1 hides big differences in score, so either margin is enough.
pub const WIN_MARGIN: f32 = 0.25;

/// Whether a move worth `best` is clearly better than one worth `other` (both in the
/// solver's view): by [`MARGIN`] points of score or [`WIN_MARGIN`] of win rate.
pub fn clearly_better(best: Value, other: Value) -> bool {
    best.lead - other.lead >= MARGIN || best.win_rate - other.win_rate >= WIN_MARGIN
}

/// The credit the records ask for (Debian `goban-original-games`, its copyright file).
pub const CREDIT: &str = "Game record from the Goban collection (Debian goban-original-games), \
                          © 1994-1997 William Shubert, GPL-2+";

/// The credit of the games Tengen played against itself for the shipped collections
/// (`scripts/strength.py` between neighbouring levels; `make-pro --credit`).
pub const SELF_PLAY_CREDIT: &str = "Played by Tengen against itself for this collection (MIT).";

/// What making problems from games asks.
#[derive(Clone, Copy, Debug)]
pub struct ProOrder {
    /// Visits of the search of a short-listed position; a wrong try gets a quarter.
    pub visits: u32,
    /// The most positions of one game short-listed.
    pub per_game: usize,
    pub seed: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn worth(win_rate: f32, lead: f32) -> Value {
        Value {
            utility: 0.0,
            win_rate,
            lead,
        }
    }

    /// Eight points of score or a quarter of the win rate make a move clearly better;
    /// less of both does not.
    #[test]
    fn clearly_better_by_score_or_win_rate() {
        assert!(clearly_better(worth(0.9, 20.0), worth(0.85, 11.0)));
        assert!(clearly_better(worth(0.6, 2.0), worth(0.3, -1.0)));
        assert!(!clearly_better(worth(0.6, 2.0), worth(0.4, -4.0)));
    }
}
