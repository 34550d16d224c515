//! Go problems: a position, a goal (capture or save a string) and a tree of answers.
//!
//! - [`model`]: the problem as data ([`Problem`], [`Step`], [`Category`]).
//! - [`sgf`]: problems as SGF files, Tengen's and other collections' conventions.
//! - [`reading`]: the tactical reader on the engine's board (GNU Go-style attack and
//!   defence on a string's liberties), which proves a problem's answers.
//! - [`check`]: a problem checked exactly with the reader: one right first move, every
//!   other legal move failing, each wrong try refuted as the tree says.
//! - [`generate`]: beginner problems made from random small positions, kept only
//!   when the check proves them, and snapbacks planted on purpose.
//! - [`pro`]: problems from professional games, found by the network and the search.
//! - [`attempt`]: a problem being solved, one value with one `act`: the learner's
//!   moves down the tree, replies, refutations, hints, the answer, Try again.
//! - [`progress`]: what the learner did with each problem, and a Glicko-2 rating.
//! - [`daily`]: the problem of the day; [`rush`]: three minutes of rising problems.
//! - [`shelf`]: the shipped collections and the learner's imported ones, with ids.
//!
//! Plain Rust: no web crates here.

pub mod attempt;
pub mod check;
pub mod daily;
pub mod generate;
pub mod model;
pub mod pro;
pub mod progress;
pub mod reading;
pub mod rush;
pub mod sgf;
pub mod shelf;

pub use attempt::{Action, Attempt, Hint, Outcome, Shown, Why};
pub use check::{check, Checked, Fault};
pub use model::{Category, Goal, Position, Problem, SetupRefused, Step, Verdict};
pub use reading::{FirstMove, Reader, Status};
