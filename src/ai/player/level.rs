//! The levels: named presets of [`SearchParams`], one table, weakest first.
//!
//! Weak levels play the network's own candidates without reading (one visit: its first
//! instinct), each overlooking the likely moves in turn as a person of that strength does
//! ([`SearchParams::oversight`]); strong levels search with more visits. No level plays a
//! move chosen at random among the legal moves. Each level carries its name and
//! description as catalogue keys and what it measured (`scripts/measure.sh levels`).
//! The strongest level's budget is what the browser does in about 2 s per move on 9x9
//! and 5 s on 19x19 on one core, as a visit count, so native matches measure the
//! browser's strength; in the browser the two strongest levels spend those seconds
//! instead ([`Level::timed_params`]), so a faster device reads more.

use crate::ai::search::{Resign, SearchParams};

/// Milliseconds per visit of the search in the browser (wasm, one thread, batch 8):
/// the network's measured 3.18 ms (9x9) and 12.22 ms (19x19) per position
/// (`measure.sh nn`: wasm32-wasip1 with SIMD128 in Node 20 on this two-core machine, best
/// of 5 rounds) plus about 0.2 ms of tree work and input features. A browser's own wasm
/// engine may differ by some percent: `measure.sh worker` found 3.2 and 11.9 ms a visit in
/// headless Chromium (the release worker at opt-level 3).
pub const BROWSER_MS_PER_VISIT_9X9: f32 = 3.4;
pub const BROWSER_MS_PER_VISIT_19X19: f32 = 12.5;

/// Seconds per move the strongest level spends in the browser.
pub const STRONGEST_SECONDS_9X9: f32 = 2.0;
pub const STRONGEST_SECONDS_19X19: f32 = 5.0;

/// One level of play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// Stable id for GTP (`tengen-level N` counts from 1) and saved settings.
    pub id: &'static str,
    /// Its name and what playing it is like, as keys of the catalogues (`crate::i18n`).
    pub words: LevelWords,
    /// The search; `params.visits` is the budget on 9x9.
    pub params: SearchParams,
    /// The budget on 19x19; sizes between get a geometric mean by area.
    pub visits_19x19: u32,
    /// In the browser, seconds per move on 9x9 and on 19x19 instead of the visit budget
    /// ([`Level::timed_params`]): a faster device reads more. The budgets are what this
    /// machine's browser reads in those seconds, so native matches, which count visits,
    /// measure the browser's strength.
    pub seconds: Option<(f32, f32)>,
    /// How it played when measured.
    pub measured: Measured,
}

/// A level's words: catalogue keys.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelWords {
    pub name: &'static str,
    pub description: &'static str,
}

/// Games won of games played against one opponent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Record {
    pub won: u16,
    pub games: u16,
}

/// GNU Go 3.8's levels a level was measured against, weakest first.
pub const GNUGO_LEVELS: [u8; 5] = [0, 2, 5, 8, 10];

/// What a level measured on 9x9 (komi 7.5, area rules, colours alternating; GNU Go with
/// `--chinese-rules`; `scripts/measure.sh levels` and `strength`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// Against GNU Go at each of [`GNUGO_LEVELS`]; None where not measured.
    pub gnugo: [Option<Record>; 5],
    /// Against the level below it (None for the weakest).
    pub below: Option<Record>,
    /// Mean points lost per move, as the strongest level's search (150 visits) judges the
    /// moves of its games against GNU Go level 5 (`scripts/levels.py`).
    pub points_lost: Option<f32>,
    /// On 19x19 against GNU Go level 10, where measured.
    pub gnugo_10_19x19: Option<Record>,
}

/// A level's strength beside GNU Go's levels, from its measured games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Beside {
    /// It lost most games even to GNU Go's weakest level.
    Weaker,
    /// It won about half its games against GNU Go at this level (the measured level
    /// whose share of wins is nearest one half).
    About(u8),
    /// It won most games even against GNU Go's strongest level.
    Stronger,
}

impl Measured {
    /// The games against GNU Go at `level`, if measured.
    pub fn against_gnugo(&self, level: u8) -> Option<Record> {
        let i = GNUGO_LEVELS.iter().position(|&l| l == level)?;
        self.gnugo[i]
    }

    /// Where the measured games place it beside GNU Go's levels; None if none measured.
    pub fn beside_gnugo(&self) -> Option<Beside> {
        let shares: Vec<(u8, f32)> = GNUGO_LEVELS
            .iter()
            .zip(&self.gnugo)
            .filter_map(|(&level, r)| {
                r.map(|r| (level, f32::from(r.won) / f32::from(r.games.max(1))))
            })
            .collect();
        let (&(weakest, lowest), &(strongest, highest)) = (shares.first()?, shares.last()?);
        Some(if weakest == 0 && lowest < 0.35 {
            Beside::Weaker
        } else if strongest == 10 && highest > 0.65 {
            Beside::Stronger
        } else {
            // Of levels equally near, the strongest: GNU Go's levels differ little on 9x9.
            let nearest = shares
                .iter()
                .rev()
                .min_by(|a, b| (a.1 - 0.5).abs().total_cmp(&(b.1 - 0.5).abs()))?;
            Beside::About(nearest.0)
        })
    }
}

impl Level {
    /// The search parameters for a board of this size.
    pub fn params(&self, size: u8) -> SearchParams {
        let (v9, v19) = (self.params.visits as f32, self.visits_19x19 as f32);
        let visits = by_area(size, v9, v19);
        self.params.with_visits(visits.round().max(1.0) as u32)
    }

    /// The search parameters in the browser: a timed level ([`Level::seconds`]) searches
    /// for its seconds, up to [`TIMED_VISITS`] times its visit budget; others as
    /// [`Level::params`].
    pub fn timed_params(&self, size: u8) -> SearchParams {
        let params = self.params(size);
        match self.seconds {
            Some((s9, s19)) => SearchParams {
                seconds: Some(f64::from(by_area(size, s9, s19))),
                ..params.with_visits(params.visits.saturating_mul(TIMED_VISITS))
            },
            None => params,
        }
    }

    /// A level by its number, 1 (weakest) to [`levels`]`().len()`.
    pub fn by_number(n: usize) -> Option<&'static Level> {
        n.checked_sub(1).and_then(|i| LEVELS.get(i))
    }
}

/// A timed level reads at most this many times its visit budget: a device that fast
/// still answers at once, and the tree stays within the worker's memory.
pub const TIMED_VISITS: u32 = 4;

/// `at_9x9` on 9x9, `at_19x19` on 19x19, and their geometric mean by area between.
fn by_area(size: u8, at_9x9: f32, at_19x19: f32) -> f32 {
    let t = ((size as f32 * size as f32).ln() - 81f32.ln()) / (361f32.ln() - 81f32.ln());
    at_9x9 * (at_19x19 / at_9x9).powf(t.clamp(0.0, 1.0))
}

/// Every level, weakest first.
pub fn levels() -> &'static [Level] {
    &LEVELS
}

/// The strongest level's visits: the browser's budget at the measured speed.
const fn browser_visits(seconds: f32, ms_per_visit: f32) -> u32 {
    (seconds * 1000.0 / ms_per_visit) as u32
}

/// The strongest level's visit budgets on 9x9 and 19x19.
pub const STRONGEST_VISITS_9X9: u32 =
    browser_visits(STRONGEST_SECONDS_9X9, BROWSER_MS_PER_VISIT_9X9);
pub const STRONGEST_VISITS_19X19: u32 =
    browser_visits(STRONGEST_SECONDS_19X19, BROWSER_MS_PER_VISIT_19X19);

/// The raw policy's pick, sampled: no search at all.
const INSTINCT: SearchParams = SearchParams {
    visits: 1,
    batch: 1,
    random_symmetry: true,
    resign: None,
    ..SearchParams::FULL
};

/// A search that resigns a lost game: the reading levels' (and the ladder's).
pub(super) const SEARCH: SearchParams = SearchParams {
    resign: Some(Resign {
        win_rate: 0.03,
        moves: 4,
    }),
    ..SearchParams::FULL
};

// What each level measured (scripts/measure.sh levels, 2026-12-02; the strongest level's
// 19x19 games against GNU Go level 10 are an earlier session's `measure.sh strength`).
const MEASURED_1: Measured = Measured {
    gnugo: [
        Some(Record { won: 2, games: 20 }),
        Some(Record { won: 1, games: 10 }),
        Some(Record { won: 1, games: 10 }),
        Some(Record { won: 1, games: 10 }),
        Some(Record { won: 1, games: 10 }),
    ],
    below: None,
    points_lost: Some(1.76),
    gnugo_10_19x19: None,
};
const MEASURED_2: Measured = Measured {
    gnugo: [
        Some(Record { won: 6, games: 10 }),
        Some(Record { won: 5, games: 10 }),
        Some(Record { won: 6, games: 10 }),
        Some(Record { won: 2, games: 10 }),
        Some(Record { won: 5, games: 10 }),
    ],
    below: Some(Record { won: 25, games: 30 }),
    points_lost: Some(1.49),
    gnugo_10_19x19: None,
};
const MEASURED_3: Measured = Measured {
    gnugo: [
        Some(Record { won: 8, games: 10 }),
        Some(Record { won: 9, games: 10 }),
        Some(Record { won: 8, games: 10 }),
        Some(Record { won: 8, games: 10 }),
        Some(Record { won: 8, games: 10 }),
    ],
    below: Some(Record { won: 27, games: 30 }),
    points_lost: Some(0.62),
    gnugo_10_19x19: None,
};
const MEASURED_4: Measured = Measured {
    gnugo: [
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 9, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
    ],
    below: Some(Record { won: 27, games: 30 }),
    points_lost: Some(0.37),
    gnugo_10_19x19: None,
};
const MEASURED_5: Measured = Measured {
    gnugo: [
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
    ],
    below: Some(Record { won: 14, games: 20 }),
    points_lost: Some(0.35),
    gnugo_10_19x19: None,
};
const MEASURED_6: Measured = Measured {
    gnugo: [
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
        Some(Record { won: 10, games: 10 }),
    ],
    below: Some(Record { won: 18, games: 20 }),
    // Points lost: six more games against GNU Go level 5 (2026-12-03), all won.
    points_lost: Some(0.15),
    gnugo_10_19x19: None,
};
const MEASURED_7: Measured = Measured {
    // Against GNU Go level 10: an earlier session's `measure.sh strength` (50 games);
    // against level 5 and the points lost: six games (2026-12-03).
    gnugo: [
        None,
        None,
        Some(Record { won: 6, games: 6 }),
        None,
        Some(Record { won: 50, games: 50 }),
    ],
    below: Some(Record { won: 15, games: 20 }),
    points_lost: Some(0.13),
    gnugo_10_19x19: Some(Record { won: 10, games: 10 }),
};

/// How many levels there are: what the table and saved games need to know of them.
pub const LEVEL_COUNT: u8 = 7;

static LEVELS: [Level; LEVEL_COUNT as usize] = [
    Level {
        id: "first-game",
        words: LevelWords {
            name: "computer-level-first-game",
            description: "computer-level-first-game-about",
        },
        params: SearchParams {
            oversight: 0.9,
            ..INSTINCT
        },
        visits_19x19: 1,
        seconds: None,
        measured: MEASURED_1,
    },
    Level {
        id: "beginner",
        words: LevelWords {
            name: "computer-level-beginner",
            description: "computer-level-beginner-about",
        },
        params: SearchParams {
            oversight: 0.6,
            ..INSTINCT
        },
        visits_19x19: 1,
        seconds: None,
        measured: MEASURED_2,
    },
    Level {
        id: "casual",
        words: LevelWords {
            name: "computer-level-casual",
            description: "computer-level-casual-about",
        },
        params: SearchParams {
            oversight: 0.3,
            ..INSTINCT
        },
        visits_19x19: 1,
        seconds: None,
        measured: MEASURED_3,
    },
    Level {
        id: "club",
        words: LevelWords {
            name: "computer-level-club",
            description: "computer-level-club-about",
        },
        params: SearchParams {
            temperature: 0.0,
            resign: SEARCH.resign,
            ..INSTINCT
        },
        visits_19x19: 1,
        seconds: None,
        measured: MEASURED_4,
    },
    Level {
        id: "strong-club",
        words: LevelWords {
            name: "computer-level-strong-club",
            description: "computer-level-strong-club-about",
        },
        // 16 visits won only 10 of 20 games against the raw policy on 9x9: too few.
        params: SearchParams {
            visits: 48,
            ..SEARCH
        },
        visits_19x19: 32,
        seconds: None,
        measured: MEASURED_5,
    },
    Level {
        id: "expert",
        words: LevelWords {
            name: "computer-level-expert",
            description: "computer-level-expert-about",
        },
        params: SearchParams {
            visits: STRONGEST_VISITS_9X9 / 4,
            ..SEARCH
        },
        visits_19x19: STRONGEST_VISITS_19X19 / 4,
        seconds: Some((STRONGEST_SECONDS_9X9 / 4.0, STRONGEST_SECONDS_19X19 / 4.0)),
        measured: MEASURED_6,
    },
    Level {
        id: "strongest",
        words: LevelWords {
            name: "computer-level-strongest",
            description: "computer-level-strongest-about",
        },
        params: SearchParams {
            visits: STRONGEST_VISITS_9X9,
            ..SEARCH
        },
        visits_19x19: STRONGEST_VISITS_19X19,
        seconds: Some((STRONGEST_SECONDS_9X9, STRONGEST_SECONDS_19X19)),
        measured: MEASURED_7,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A timed level searches for its seconds in the browser, with room for a device
    /// faster than the one measured; the others and every native search count visits.
    #[test]
    fn the_strongest_levels_spend_time_in_the_browser() {
        let strongest = levels().last().expect("levels");
        for size in [9, 13, 19] {
            let (counted, timed) = (strongest.params(size), strongest.timed_params(size));
            assert_eq!(counted.seconds, None);
            assert_eq!(timed.visits, counted.visits * TIMED_VISITS);
            let seconds = timed.seconds.expect("timed");
            assert!(
                (f64::from(STRONGEST_SECONDS_9X9)..=f64::from(STRONGEST_SECONDS_19X19))
                    .contains(&seconds)
            );
        }
        let nine = strongest.timed_params(9).seconds;
        assert_eq!(nine, Some(f64::from(STRONGEST_SECONDS_9X9)));
        let first = &levels()[0];
        assert_eq!(first.timed_params(19), first.params(19));
    }

    /// Levels grow stronger: visits never fall, oversight and temperature never rise.
    #[test]
    fn levels_are_ordered() {
        for pair in levels().windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(a.params.visits <= b.params.visits, "{}", b.id);
            assert!(a.visits_19x19 <= b.visits_19x19, "{}", b.id);
            assert!(a.params.oversight >= b.params.oversight, "{}", b.id);
            assert!(a.params.temperature >= b.params.temperature, "{}", b.id);
        }
        assert!(levels().len() >= 6);
        assert_eq!(Level::by_number(1).map(|l| l.id), Some("first-game"));
        assert_eq!(Level::by_number(0), None);
        assert_eq!(
            Level::by_number(levels().len()).map(|l| l.id),
            Some("strongest")
        );
    }

    /// The ladder as measured: each level won at least 65% of 20 or more 9x9 games against
    /// the one below, and the weakest lost most of its games to GNU Go's weakest level.
    #[test]
    fn the_measured_ladder_is_ordered() {
        for level in &levels()[1..] {
            let r = level
                .measured
                .below
                .expect("measured against the level below");
            assert!(r.games >= 20, "{}", level.id);
            assert!(
                f32::from(r.won) >= 0.65 * f32::from(r.games),
                "{}",
                level.id
            );
        }
        let weakest = levels()[0].measured.against_gnugo(0).expect("measured");
        assert!(2 * weakest.won < weakest.games);
        assert_eq!(levels()[0].measured.beside_gnugo(), Some(Beside::Weaker));
    }

    /// GNU Go's nearest level is the one won nearest half the games, the strongest of equals.
    #[test]
    fn beside_gnugo_takes_the_nearest_half() {
        let r = |won| Some(Record { won, games: 10 });
        let measured = |gnugo| Measured {
            gnugo,
            below: None,
            points_lost: None,
            gnugo_10_19x19: None,
        };
        let beside = |gnugo| measured(gnugo).beside_gnugo();
        assert_eq!(
            beside([r(9), r(7), r(5), r(3), r(1)]),
            Some(Beside::About(5))
        );
        assert_eq!(
            beside([r(6), r(5), r(6), r(2), r(5)]),
            Some(Beside::About(10))
        );
        assert_eq!(beside([r(2), r(1), r(1), r(1), r(0)]), Some(Beside::Weaker));
        assert_eq!(
            beside([r(10), r(10), r(10), r(9), r(9)]),
            Some(Beside::Stronger)
        );
        assert_eq!(beside([None; 5]), None);
    }

    /// Beginner levels never resign.
    #[test]
    fn beginners_never_resign() {
        for l in &levels()[..3] {
            assert_eq!(l.params.resign, None, "{}", l.id);
        }
    }

    /// The budget follows the board: 9x9 and 19x19 as the table says, 13x13 between.
    #[test]
    fn budget_by_size() {
        let top = levels().last().expect("levels");
        assert_eq!(top.params(9).visits, top.params.visits);
        assert_eq!(top.params(19).visits, top.visits_19x19);
        let mid = top.params(13).visits;
        assert!(mid <= top.params.visits.max(top.visits_19x19));
        assert!(mid >= top.params.visits.min(top.visits_19x19));
        assert_eq!(levels()[0].params(19).visits, 1);
    }
}
