//! Problems from professional games: positions screened cheaply (the engine's tactical
//! facts, then the raw network), the short list searched deeply, and a position kept
//! when one move beats every other by [`MARGIN`] points of score and the fight is local.
//!
//! - [`records`]: the records' positions.
//! - [`screen`]: the cheap screen (no search).
//! - [`judge`]: the deep search of one position, and the problem it makes.
//! - [`words`]: what each move does, in words.

pub mod judge;
pub mod records;
pub mod screen;
pub mod words;

/// How far the answer's score must beat every other move's, in points (the search's
/// expected lead of the player to move). Score rather than win rate: the records' komi
/// varies from none to 6.5, and a win rate near 0 or 1 hides big differences.
pub const MARGIN: f32 = 8.0;

/// The credit the records ask for (Debian `goban-original-games`, its copyright file).
pub const CREDIT: &str = "Game record from the Goban collection (Debian goban-original-games), \
                          © 1994-1997 William Shubert, GPL-2+";

/// What making problems from games asks.
#[derive(Clone, Copy, Debug)]
pub struct ProOrder {
    /// Visits of the search of a short-listed position; a wrong try gets a quarter.
    pub visits: u32,
    /// The most positions of one game short-listed.
    pub per_game: usize,
    pub seed: u64,
}
