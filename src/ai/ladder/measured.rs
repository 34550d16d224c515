//! What the ladder measured (`scripts/measure.sh ladder`, fitted by `scripts/ladder.py`):
//! 9x9, komi 7.5, area rules, colours alternating, GNU Go 3.8 as referee. Ratings are on
//! the ladder's own Elo scale, the weakest rung fixed at [`ORIGIN`]: an origin only, no
//! rank (no player of known rank was measured); GNU Go's levels are placed on the same
//! scale by their games against rungs.

#[allow(unused_imports)]
use crate::ai::level::Record;

/// The weakest rung's rating, the scale's origin.
pub const ORIGIN: f32 = 500.0;

/// What one rung measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RungMeasured {
    /// Its rating, fitted by maximum likelihood (Bradley–Terry, as BayesElo and Ordo).
    pub elo: f32,
    /// Half the width of the rating's 95% interval, against the weakest rung.
    pub within: f32,
    /// Its 9x9 games against the rung below (None for the weakest).
    pub below: Option<Record>,
}

/// GNU Go 3.8 at one level on the ladder's scale, from its games against rungs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Anchor {
    pub gnugo: u8,
    pub elo: f32,
    pub within: f32,
    /// Games played against rungs, and how many GNU Go won.
    pub record: Record,
}

/// One handicap stone's worth, measured at one rung: the rung took Black with one stone
/// (the AGA preset's handicap: no stone placed, komi 0.5) against the rung two above.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoneWorth {
    pub rung: u8,
    pub against: u8,
    /// The stone's worth in Elo, fitted with the even games, and half its 95% interval.
    pub elo: f32,
    pub within: f32,
    /// The handicap games: won by the rung taking the stone.
    pub record: Record,
}

/// A rung against the one below on a larger board: few games, a check of the order only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LargerBoard {
    pub size: u8,
    pub rung: u8,
    pub record: Record,
}

/// Each rung's measurement, weakest first (scripts/measure.sh ladder).
pub(super) const RUNGS: [Option<RungMeasured>; 15] = [None; 15];

/// GNU Go 3.8 at levels 0 and 10.
pub const GNUGO: &[Anchor] = &[];

/// A handicap stone's worth at three rungs, weakest first.
pub const STONES: &[StoneWorth] = &[];

/// Rungs against the rung below on 13x13 and 19x19.
pub const LARGER_BOARDS: &[LargerBoard] = &[];
