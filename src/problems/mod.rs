//! Go problems: a position, a goal (capture or save a string) and a tree of answers.
//!
//! - [`model`]: the problem as data ([`Problem`], [`Step`], [`Category`]).
//! - [`sgf`]: problems as SGF files, Tengen's and other collections' conventions.
//! - [`reading`]: the tactical reader on the engine's board (GNU Go-style attack and
//!   defence on a string's liberties), which proves a problem's answers.
//!
//! Plain Rust: no web crates here.

pub mod model;
pub mod reading;
pub mod sgf;

pub use model::{Category, Goal, Position, Problem, SetupRefused, Step, Verdict};
pub use reading::{FirstMove, Reader, Status};
