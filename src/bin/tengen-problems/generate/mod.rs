//! Beginner problems made from random small positions and kept only when the reader
//! proves them: exactly one right first move, every other legal move failing. Snapbacks
//! are planted on purpose ([`snapback`]): random stones hardly ever make one that passes.
//!
//! Deterministic: the same seed makes the same collection. Black is always to play:
//! to capture a white string, or to save a black one.

mod classify;
mod frame;
pub mod life;
mod position;
pub mod snapback;
mod symmetry;
mod tree;

use crate::check::{check, reading_depth, shows_failure, tier, unique_answer};
use crate::reading::Reader;
use std::collections::{BTreeMap, HashSet};
use tengen::engine::rng::Rng;
use tengen::engine::{Board, Color};
use tengen::problems::{Category, Goal, Position, Problem};

/// How many wrong tries each problem refutes at most (two at least).
const WRONG_TRIES: usize = 3;

/// What making a collection asks: the seed, how many problems per category, and how
/// many candidates to look at at most.
#[derive(Clone, Copy, Debug)]
pub struct Order {
    pub seed: u64,
    pub per_category: usize,
    pub candidates: usize,
    /// The one tier `make-learner` keeps (None: 3).
    pub tier: Option<u8>,
    /// The life makers stop looking after this many minutes (and write what they made).
    pub minutes: Option<u64>,
}

/// The collection made, and what was looked at on the way.
#[derive(Default)]
pub struct Made {
    pub problems: Vec<Problem>,
    pub looked_at: usize,
    /// Why candidates were turned away, and how many for each reason.
    pub rejected: BTreeMap<String, usize>,
}

impl Made {
    /// Keeps a problem made from the candidate just looked at, its source naming `maker`
    /// and the seed, and gives it back; or counts why the candidate was turned away.
    pub fn take(
        &mut self,
        outcome: Result<Problem, String>,
        maker: &str,
        seed: u64,
    ) -> Option<&mut Problem> {
        match outcome {
            Ok(mut problem) => {
                problem.source = format!("{maker}, seed {seed}, candidate {}", self.looked_at);
                self.problems.push(problem);
                self.problems.last_mut()
            }
            Err(why) => {
                *self.rejected.entry(why).or_insert(0) += 1;
                None
            }
        }
    }
}

/// Makes beginner problems until every category has its share or the candidates run out.
pub fn make_beginner(order: Order) -> Made {
    make_graded(order, "make-beginner", |_| Ok(()))
}

/// The most stones a learner's problem shows: a corner or a side, not a whole board.
pub const LEARNER_STONES: usize = 25;

/// Problems made for learners past the first steps: the same small positions, proved
/// the same way, kept only at the order's tier (3 unless it says: the reading's depth)
/// and when the position is small (at most [`LEARNER_STONES`] stones).
pub fn make_learner(order: Order) -> Made {
    let tier = order.tier.unwrap_or(3);
    make_graded(order, "make-learner", move |p| {
        let stones = p.position.black.len() + p.position.white.len();
        if p.tier.unwrap_or(0) < tier {
            Err(format!("reads too shallow for tier {tier}"))
        } else if p.tier.unwrap_or(0) > tier {
            Err(format!("reads deeper than tier {tier}"))
        } else if stones > LEARNER_STONES {
            Err(format!("more than {LEARNER_STONES} stones"))
        } else {
            Ok(())
        }
    })
}

/// Makes problems that `keep` accepts until every category has its share or the
/// candidates run out; `maker` names the command in each problem's source.
fn make_graded(order: Order, maker: &str, keep: impl Fn(&Problem) -> Result<(), String>) -> Made {
    let mut rng = Rng::new(order.seed);
    let mut made = Made {
        problems: Vec::new(),
        looked_at: 0,
        rejected: BTreeMap::new(),
    };
    let mut seen = HashSet::new();
    let mut per_category: BTreeMap<Category, usize> = BTreeMap::new();
    let full = |counts: &BTreeMap<Category, usize>, c| {
        counts.get(&c).copied().unwrap_or(0) >= order.per_category
    };
    while made.looked_at < order.candidates
        && !Category::BEGINNER.iter().all(|&c| full(&per_category, c))
    {
        made.looked_at += 1;
        let outcome = position::random(&mut rng)
            .ok_or_else(|| "no white string to capture or black one to save".to_string())
            .and_then(|c| {
                let key = symmetry::canonical(&c.board, c.goal.target());
                if !seen.insert(key) {
                    return Err("the same position again".into());
                }
                make_one(&c.board, c.goal)
            })
            .and_then(|p| match p.category {
                Some(c) if full(&per_category, c) => Err(format!("{} has its share", c.words())),
                _ => keep(&p).map(|()| p),
            });
        if let Some(problem) = made.take(outcome, &format!("Tengen {maker}"), order.seed) {
            let category = problem.category.unwrap_or(Category::Escape);
            let n = per_category.entry(category).or_insert(0);
            *n += 1;
            problem.name = format!("{} {n}", category.words());
        }
    }
    made.problems.sort_by_key(|p| (p.category, p.tier));
    made
}

/// A problem from a position and a goal, if the reader proves it; else why not.
pub fn make_one(board: &Board, goal: Goal) -> Result<Problem, String> {
    make_with(board, goal, false)
}

/// [`make_one`]; with `wide`, when the usual tempting moves give fewer than two wrong
/// tries, the points within two steps of the string are tried too (a snapback's string
/// sits in a tight shape with few empty points around it).
fn make_with(board: &Board, goal: Goal, wide: bool) -> Result<Problem, String> {
    if other_atari(board, goal) {
        return Err("another string is in atari".into());
    }
    let mut reader = Reader::new();
    let answer = unique_answer(&mut reader, board, goal, Color::Black)
        .map_err(|fault| fault.kind().to_string())?;
    let mut after = board.clone();
    let _ = after.play(answer.at, Color::Black);
    let line = reader.line(&after, goal.target(), Color::White);
    let category = classify::category(board, goal, answer.at, &line);
    let mut solution = vec![tree::answer(
        &mut reader,
        board,
        goal,
        answer.at,
        category,
        &line,
    )];
    // A try whose refutation is a move elsewhere, or stops before it shows what went
    // wrong, shows nothing: the next one is shown.
    let mut tries = tree::tempting(board, goal, answer.at, usize::MAX);
    if wide {
        tries.extend(tree::near(board, goal, answer.at, &tries));
    }
    let refuted = tries
        .into_iter()
        .map(|at| tree::wrong_try(&mut reader, board, goal, at));
    solution.extend(
        refuted
            .filter(|s| !s.next.is_empty() && shows_failure(board, goal, s))
            .take(WRONG_TRIES),
    );
    if solution.len() < 3 {
        return Err("fewer than two wrong tries to refute".into());
    }
    let problem = Problem {
        name: String::new(),
        position: Position::of(board, Color::Black),
        goal: Some(goal),
        category: Some(category),
        tier: Some(tier(reading_depth(&mut reader, board, goal, answer))),
        rating: None,
        view: None,
        source: String::new(),
        statement: statement(board, goal),
        solution,
    };
    check(&problem, &mut reader)
        .map_err(|fault| format!("fails its own check: {}", fault.kind()))?;
    Ok(problem)
}

/// Whether a string other than the goal's and those touching it is in atari: a
/// beginner would rightly look there first.
fn other_atari(board: &Board, goal: Goal) -> bool {
    let target = goal.target();
    let touching = crate::reading::touching(board, target);
    board
        .strings_in_atari()
        .iter()
        .any(|s| !s.stones.contains(&target) && !touching.iter().any(|t| t.stones == s.stones))
}

/// The question: "Black to play: capture the two white stones at C3 and D3."
fn statement(board: &Board, goal: Goal) -> String {
    let stones = board.string_stones(goal.target());
    let size = board.size();
    let mut at: Vec<String> = stones.iter().map(|p| p.to_gtp(size)).collect();
    let last = at.pop().unwrap_or_default();
    let places = if at.is_empty() {
        last
    } else {
        format!("{} and {last}", at.join(", "))
    };
    let (verb, color) = match goal {
        Goal::Capture(_) => ("capture", "white"),
        Goal::Save(_) => ("save", "black"),
    };
    let what = match stones.len() {
        1 => format!("the {color} stone"),
        n => format!(
            "the {} {color} stones",
            tree::count(n, "stone").trim_end_matches(" stones")
        ),
    };
    format!("Black to play: {verb} {what} at {places}.")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The problems `maker` makes for `order`, made twice: the same both times (the same
    /// candidates looked at) and each proved by the check.
    pub fn made_twice(maker: fn(Order) -> Made, order: Order) -> Vec<Problem> {
        let (a, b) = (maker(order), maker(order));
        assert_eq!(a.problems, b.problems);
        assert_eq!(a.looked_at, b.looked_at);
        let mut reader = Reader::new();
        for p in &a.problems {
            assert!(check(p, &mut reader).is_ok(), "{}", p.name);
        }
        a.problems
    }

    /// The same seed makes the same problems, each proved by the check.
    #[test]
    fn same_seed_same_problems() {
        let order = Order {
            seed: 5,
            per_category: 1,
            candidates: 1500,
            tier: None,
            minutes: None,
        };
        assert!(!made_twice(make_beginner, order).is_empty());
    }
}
