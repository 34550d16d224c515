//! Problems from professional games: positions screened cheaply (the engine's tactical
//! facts, then the raw network), the short list searched deeply, and a position kept
//! when one move is clearly better than every other
//! ([`clearly_better`](tengen::problems::from_game::clearly_better), the criteria the
//! page's problems from the player's mistakes share) and the fight is local.
//!
//! - [`records`]: the records' positions.
//! - [`screen`]: the cheap screen (no search).
//! - [`deep`]: the deep search of one position, and the problem it makes.
//! - [`run`]: the resumable runs over a folder of records.

pub mod deep;
pub mod records;
pub mod run;
pub mod screen;

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
