//! The levels: named presets of [`SearchParams`], one table, weakest first.
//!
//! Weak levels sample the raw policy (one visit: the network's first instinct) with a
//! temperature among fewer candidates and play a share of random moves (deliberate
//! slack); strong levels search with more visits.
//! The strongest level's budget is what the browser does in about 2 s per move on 9x9
//! and 5 s on 19x19 on one core, as a visit count, so native matches measure the
//! browser's strength.

use super::search::{Resign, SearchParams};

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
    /// What playing it is like.
    pub name: &'static str,
    pub description: &'static str,
    /// The search; `params.visits` is the budget on 9x9.
    pub params: SearchParams,
    /// The budget on 19x19; sizes between get a geometric mean by area.
    pub visits_19x19: u32,
}

impl Level {
    /// The search parameters for a board of this size.
    pub fn params(&self, size: u8) -> SearchParams {
        let (v9, v19) = (self.params.visits as f32, self.visits_19x19 as f32);
        let t = ((size as f32 * size as f32).ln() - 81f32.ln()) / (361f32.ln() - 81f32.ln());
        let visits = v9 * (v19 / v9).powf(t.clamp(0.0, 1.0));
        self.params.with_visits(visits.round().max(1.0) as u32)
    }

    /// A level by its number, 1 (weakest) to [`levels`]`().len()`.
    pub fn by_number(n: usize) -> Option<&'static Level> {
        n.checked_sub(1).and_then(|i| LEVELS.get(i))
    }
}

/// Every level, weakest first.
pub fn levels() -> &'static [Level] {
    &LEVELS
}

/// The strongest level's visits: the browser's budget at the measured speed.
const fn browser_visits(seconds: f32, ms_per_visit: f32) -> u32 {
    (seconds * 1000.0 / ms_per_visit) as u32
}

const STRONGEST_9X9: u32 = browser_visits(STRONGEST_SECONDS_9X9, BROWSER_MS_PER_VISIT_9X9);
const STRONGEST_19X19: u32 = browser_visits(STRONGEST_SECONDS_19X19, BROWSER_MS_PER_VISIT_19X19);

/// The raw policy's pick, sampled: no search at all.
const INSTINCT: SearchParams = SearchParams {
    visits: 1,
    batch: 1,
    random_symmetry: true,
    resign: None,
    ..SearchParams::FULL
};

const SEARCH: SearchParams = SearchParams {
    resign: Some(Resign {
        win_rate: 0.03,
        moves: 4,
    }),
    ..SearchParams::FULL
};

/// How many levels there are: what the table and saved games need to know of them.
pub const LEVEL_COUNT: u8 = 7;

static LEVELS: [Level; LEVEL_COUNT as usize] = [
    Level {
        id: "first-game",
        name: "First game",
        description: "Plays half its moves at random: for someone who has just learnt the rules.",
        params: SearchParams {
            temperature: 1.0,
            random_moves: 0.5,
            ..INSTINCT
        },
        visits_19x19: 1,
    },
    Level {
        id: "beginner",
        name: "Beginner",
        description: "Knows shapes but blunders often: a quarter of its moves are random.",
        params: SearchParams {
            temperature: 1.0,
            candidates: 20,
            random_moves: 0.25,
            ..INSTINCT
        },
        visits_19x19: 1,
    },
    Level {
        id: "casual",
        name: "Casual",
        description: "Plays by instinct, now and then carelessly.",
        params: SearchParams {
            temperature: 0.7,
            candidates: 8,
            random_moves: 0.08,
            ..INSTINCT
        },
        visits_19x19: 1,
    },
    Level {
        id: "club",
        name: "Club player",
        description: "The network's first instinct every move, without reading.",
        params: SearchParams {
            temperature: 0.0,
            resign: SEARCH.resign,
            ..INSTINCT
        },
        visits_19x19: 1,
    },
    Level {
        id: "strong-club",
        name: "Strong club player",
        description: "Reads a few variations before each move.",
        // 16 visits won only 10 of 20 games against the raw policy on 9x9: too few.
        params: SearchParams {
            visits: 48,
            ..SEARCH
        },
        visits_19x19: 32,
    },
    Level {
        id: "expert",
        name: "Expert",
        description: "Reads a quarter as much as the strongest level.",
        params: SearchParams {
            visits: STRONGEST_9X9 / 4,
            ..SEARCH
        },
        visits_19x19: STRONGEST_19X19 / 4,
    },
    Level {
        id: "strongest",
        name: "Strongest",
        description:
            "Everything the browser can read in about 2 seconds (9x9) to 5 seconds (19x19) a move.",
        params: SearchParams {
            visits: STRONGEST_9X9,
            ..SEARCH
        },
        visits_19x19: STRONGEST_19X19,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Levels grow stronger: visits never fall, random moves and temperature never rise.
    #[test]
    fn levels_are_ordered() {
        for pair in levels().windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(a.params.visits <= b.params.visits, "{}", b.id);
            assert!(a.visits_19x19 <= b.visits_19x19, "{}", b.id);
            assert!(a.params.random_moves >= b.params.random_moves, "{}", b.id);
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
