//! The learner's problems on this device: each problem tried, and a personal rating that
//! moves with each first attempt against the problem's difficulty (Glicko-2, as Lichess
//! rates its puzzles). The UI stores it in localStorage as JSON ([`crate::json`]).

use super::model::Problem;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A Glicko-2 rating on the Glicko scale: the rating, its deviation and its volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new learner: the easiest tier's rating, and as unsure as Glicko-2 starts anyone.
    fn default() -> Rating {
        Rating {
            rating: tier_rating(1),
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// The deviation given to a problem's difficulty: known, though not exactly.
const PROBLEM_DEVIATION: f64 = 80.0;

/// The rating a tier's problems stand for: 700 for capture in one, 300 more a tier.
pub fn tier_rating(tier: u8) -> f64 {
    700.0 + 300.0 * f64::from(tier.max(1) - 1)
}

/// A problem's difficulty as a rating: its own (`rating` in `GC`), else its tier's (a
/// problem without either counts as the middle of the beginners').
pub fn difficulty(problem: &Problem) -> f64 {
    difficulty_of(problem.tier, problem.rating)
}

/// The difficulty of a problem of this tier and rating (see [`difficulty`]).
pub fn difficulty_of(tier: Option<u8>, rating: Option<u16>) -> f64 {
    match rating {
        Some(r) => f64::from(r),
        None => tier_rating(tier.unwrap_or(2)),
    }
}

/// What the learner did with one problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The problem's id ([`crate::problems::shelf`]).
    pub id: String,
    /// Attempts that ended: solved, a wrong move, or the answer shown.
    pub attempts: u32,
    pub solved: bool,
    /// Solved at the first attempt, without a wrong move, a hint or the answer.
    pub first_try: bool,
}

/// Every problem tried on this device, and the rating.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProblemProgress {
    pub rating: Rating,
    pub records: Vec<Record>,
}

/// How an attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Solved without a wrong move, a hint or the answer.
    Clean,
    /// Solved after a hint or a wrong try.
    Helped,
    /// A wrong move, or the answer shown.
    Failed,
}

impl ProblemProgress {
    /// The record of a problem, if the learner has tried it.
    pub fn record(&self, id: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.id == id)
    }

    pub fn is_solved(&self, id: &str) -> bool {
        self.record(id).is_some_and(|r| r.solved)
    }

    /// Records how an attempt at problem `id` of difficulty `rated` ended. The first
    /// attempt at a problem moves the rating (a win only when clean); returns the
    /// rating's change then, None for a later attempt.
    pub fn finish(&mut self, id: &str, rated: f64, ending: Ending) -> Option<f64> {
        let first = self.record(id).is_none();
        if first {
            self.records.push(Record {
                id: id.to_string(),
                ..Record::default()
            });
        }
        let record = self.records.iter_mut().find(|r| r.id == id)?;
        record.attempts = record.attempts.saturating_add(1);
        record.solved |= ending != Ending::Failed;
        record.first_try |= first && ending == Ending::Clean;
        if !first {
            return None;
        }
        let before = self.rating.rating;
        self.rating = rate(self.rating, rated, ending == Ending::Clean);
        Some(self.rating.rating - before)
    }

    /// How many of `ids` are solved.
    pub fn solved_among<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> usize {
        ids.into_iter().filter(|id| self.is_solved(id)).count()
    }

    /// The problem for the learner now, among `problems` (id and difficulty, in the
    /// collection's order): one never tried, nearest the rating; once all were tried, one
    /// not solved yet, nearest the rating; None when every one is solved.
    pub fn next_for_me<'a>(&self, problems: &[(&'a str, f64)]) -> Option<&'a str> {
        let nearest = |keep: &dyn Fn(&str) -> bool| {
            problems
                .iter()
                .filter(|(id, _)| keep(id))
                .min_by(|a, b| {
                    let gap = |x: f64| (x - self.rating.rating).abs();
                    gap(a.1).total_cmp(&gap(b.1))
                })
                .map(|(id, _)| *id)
        };
        nearest(&|id| self.record(id).is_none()).or_else(|| nearest(&|id| !self.is_solved(id)))
    }
}

impl Rating {
    /// Whether every number is one Glicko-2 can go on from (stored data may be anything).
    pub(crate) fn is_sane(&self) -> bool {
        [self.rating, self.deviation, self.volatility]
            .iter()
            .all(|x| x.is_finite())
            && self.deviation > 0.0
            && self.volatility > 0.0
    }
}

/// The learner's rating after one problem of difficulty `rated`, solved or not.
pub fn rate(learner: Rating, rated: f64, won: bool) -> Rating {
    let outcome = if won { Outcomes::WIN } else { Outcomes::LOSS };
    rate_against(learner, rated, PROBLEM_DEVIATION, outcome)
}

/// The learner's rating after one game (or problem) against an opponent rated `rated`
/// known to within `deviation`, as Glicko-2 moves it.
pub fn rate_against(learner: Rating, rated: f64, deviation: f64, outcome: Outcomes) -> Rating {
    let me = Glicko2Rating {
        rating: learner.rating,
        deviation: learner.deviation,
        volatility: learner.volatility,
    };
    let opponent = Glicko2Rating {
        rating: rated,
        deviation,
        volatility: 0.06,
    };
    let (after, _) = glicko2(&me, &opponent, &outcome, &Glicko2Config::new());
    Rating {
        rating: after.rating,
        deviation: after.deviation,
        volatility: after.volatility,
    }
}

crate::json_struct!(Rating {
    rating,
    deviation,
    volatility
});
crate::json_struct!(Record {
    id,
    attempts,
    solved,
    first_try
});
crate::json_struct!(ProblemProgress { rating, records });
crate::stored_json!(ProblemProgress, check = rating_is_sane);

/// Glicko-2 can go on from the rating (finite, positive deviation and volatility).
fn rating_is_sane(progress: &ProblemProgress) -> Result<(), crate::storage::DamageReason> {
    if progress.rating.is_sane() {
        Ok(())
    } else {
        Err(crate::storage::DamageReason::Absurd("the rating".into()))
    }
}

#[cfg(test)]
mod tests;
