//! What the ladder measured (`scripts/measure.sh ladder`, fitted by `scripts/ladder.py`):
//! 9x9, komi 7.5, area rules, colours alternating, GNU Go 3.8 as referee. Ratings are on
//! the ladder's own Elo scale, the weakest rung fixed at [`ORIGIN`]: an origin only, no
//! rank (no player of known rank was measured); GNU Go's levels are placed on the same
//! scale by their games against rungs.

use crate::ai::player::level::Record;

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
/// (the AGA preset's handicap: no stone placed, komi 0.5) against a stronger rung.
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

/// A rung against a weaker one on a larger board: few games, a check of the order only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LargerBoard {
    pub size: u8,
    pub rung: u8,
    pub against: u8,
    /// Won by `rung`.
    pub record: Record,
}

const fn won(won: u16, games: u16) -> Option<Record> {
    Some(Record { won, games })
}

const fn measured(elo: f32, within: f32, below: Option<Record>) -> Option<RungMeasured> {
    Some(RungMeasured { elo, within, below })
}

/// Each rung's measurement, weakest first (scripts/measure.sh ladder): its rating, the
/// half-width of its 95% interval against the weakest rung, and its games against the rung
/// below. Rungs 1 to 11 from the first run (2026-12-06, 40 to 60 games a pair); rungs 12 to
/// 14 from a second run of 40 to 42 games a pair among rungs 11 to 16 as they were then
/// (`--span "11 16" --hold "11 1706 248"`: rung 11 held at its rating from the first run).
/// Rungs 15 to 17 (the top re-spaced, 2026-12-07): 40 games a pair among rungs 14 to 17
/// (`--span "14 17" --hold "14 2007 311"`), then rung 15 moved up from 239 to 275 visits and
/// 80 games against rung 14 and 48 against rung 16 (`--span "14 16"`, the same hold); the
/// ratings fitted on every game of the top in `docs/ladder/` together (with those of the
/// former rungs at 239 and 294 visits as players of their own), which is why the ratings'
/// steps differ from the records' shares alone.
pub(super) const RUNGS: [Option<RungMeasured>; 17] = [
    measured(ORIGIN, 0.0, None),
    measured(589.0, 73.0, won(43, 60)),
    measured(695.0, 117.0, won(39, 60)),
    measured(817.0, 145.0, won(40, 60)),
    measured(914.0, 160.0, won(38, 60)),
    measured(1041.0, 178.0, won(42, 60)),
    measured(1138.0, 189.0, won(40, 60)),
    measured(1249.0, 203.0, won(42, 60)),
    measured(1370.0, 202.0, won(43, 60)),
    measured(1527.0, 230.0, won(29, 40)),
    measured(1706.0, 248.0, won(30, 40)),
    measured(1806.0, 271.0, won(27, 42)),
    measured(1941.0, 293.0, won(29, 42)),
    measured(2007.0, 311.0, won(25, 42)),
    measured(2092.0, 319.0, won(51, 80)),
    measured(2238.0, 324.0, won(35, 48)),
    measured(2375.0, 331.0, won(26, 40)),
];

/// GNU Go 3.8 at levels 0 and 10 (its games against rungs 3, 5 and 7).
pub const GNUGO: &[Anchor] = &[
    Anchor {
        gnugo: 0,
        elo: 779.0,
        within: 192.0,
        record: Record { won: 10, games: 30 },
    },
    Anchor {
        gnugo: 10,
        elo: 916.0,
        within: 195.0,
        record: Record { won: 15, games: 30 },
    },
];

/// A handicap stone's worth at three rungs, weakest first.
pub const STONES: &[StoneWorth] = &[
    StoneWorth {
        rung: 3,
        against: 5,
        elo: 102.0,
        within: 155.0,
        record: Record { won: 14, games: 42 },
    },
    StoneWorth {
        rung: 6,
        against: 8,
        elo: 53.0,
        within: 160.0,
        record: Record { won: 12, games: 42 },
    },
    StoneWorth {
        rung: 8,
        against: 11,
        elo: 119.0,
        within: 338.0,
        record: Record { won: 1, games: 11 },
    },
];

const fn larger(size: u8, rung: u8, against: u8, won: u16, games: u16) -> LargerBoard {
    LargerBoard {
        size,
        rung,
        against,
        record: Record { won, games },
    }
}

/// Rungs against weaker ones on 13x13 and 19x19 (a few games each).
pub const LARGER_BOARDS: &[LargerBoard] = &[
    larger(13, 3, 2, 5, 5),
    larger(13, 7, 6, 2, 5),
    larger(13, 11, 9, 2, 3),
    larger(19, 3, 2, 4, 5),
    larger(19, 7, 6, 3, 5),
    larger(19, 11, 9, 3, 3),
];
