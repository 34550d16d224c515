//! Go problems: a position, a goal (capture or save a string) and a tree of answers.
//!
//! - [`model`]: the problem as data ([`Problem`], [`Step`], [`Category`]).
//! - [`fact`]: what a move does in Go terms, as short codes the page puts into words;
//!   [`explain`] reads them off the board for every move of a problem.
//! - [`from_game`]: a position of a game as a problem when the search finds one clearly
//!   best answer: the criteria of the tool's problems from games, and the page's problems
//!   from the player's own mistakes.
//! - [`sgf`]: problems as SGF files, Tengen's and other collections' conventions.
//! - [`attempt`]: a problem being solved, one value with one `act`: the learner's
//!   moves down the tree, replies, refutations, hints, the answer, Try again.
//! - [`progress`]: what the learner did with each problem, and a Glicko-2 rating.
//! - [`daily`]: the problem of the day; [`rush`]: three minutes of rising problems.
//! - [`pack`]: the shipped problems in a compact form, read without the SGF parser.
//! - [`shelf`]: the shipped collections and the learner's imported ones, with ids.
//!
//! What the page uses, no more: the tool that makes and checks the shipped problems
//! (the tactical reader, the exact check, the makers, the deep searches) is
//! `src/bin/tengen-problems/`; what both use (the facts, the criteria of a problem from
//! a game) is here.
//!
//! Plain Rust: no web crates here.

pub mod attempt;
pub mod daily;
pub mod explain;
pub mod fact;
pub mod from_game;
pub mod model;
pub mod pack;
pub mod progress;
pub mod rush;
pub mod sgf;
pub mod shelf;

pub use attempt::{Action, Attempt, Hint, Outcome, Shown, Why};
pub use model::{Category, Goal, Position, Problem, SetupRefused, Step, Verdict};
