//! Problems as SGF (FF[4]), one game per problem, any number in a collection.
//!
//! ## What Tengen writes
//!
//! Root: `GM[1] FF[4] CA[UTF-8] AP[Tengen:version] SZ GN SO GC VW PL AB AW C`: the name
//! (`GN[Ladder 3]`), where it comes from (`SO`: for a problem from a game the players,
//! the date, the record's file, the move and the records' credit), the problem's data
//! (`GC`, below), the part of the board that matters (`VW`, FF[4]'s own view property,
//! written as one rectangle `VW[aj:is]`, only on boards of 13x13 and up: a viewer zooms
//! to it), the player to move, the stones, and the question in words (`C`). Then one variation per
//! first move tried: the answer marked with FF[4]'s own **`TE[1]`** ("tesuji") on each
//! of the solver's moves of the right line, a wrong try with **`BM[1]`** ("bad move")
//! on the move where the line goes wrong, and on the moves a learner reads what they do
//! in Go terms as an SGF private property, `FACT[cap 3 dd][vital]` (one value a fact,
//! [`crate::problems::fact`]), which the page says in the learner's language. A move may
//! also carry a `C[]` (an imported file's own words). Sabaki and other editors open the
//! files as they are and keep the private property.
//!
//! `GC` holds the data as `key: value` pairs separated by `;`, in this order:
//!
//! ```text
//! GC[category: ladder; tier: 2; goal: capture; target: cc]
//! ```
//!
//! - `category`: one of `capture-in-one`, `atari`, `ladder`, `net`, `snapback`,
//!   `capturing-race`, `connect-to-save`, `escape`, and for problems from games also
//!   `life-and-death` (the move decides whether a group of three stones or more lives:
//!   its ownership changes sign against the best wrong try), `cut-or-connect` (the move
//!   touches two strings of one colour) and `endgame` (a move on the first two lines
//!   after move 150) ([`Category::key`]);
//! - `tier`: 1 (easiest) and up: 1 to 3 from the exact reading's depth (beginners'
//!   problems), 4 to 7 for problems from games, from the answer's rank in the network's
//!   policy and its prior (4: its first choice with 30 % or more; 5: first or second;
//!   6: third to fifth; 7: further down), one tier more when the line is seven moves
//!   or longer;
//! - `rating`: the difficulty on the Glicko scale (1500 is a problem of average
//!   difficulty, as Lichess rates puzzles): `1500 + 200 log2(0.5 / prior) + 25 (depth -
//!   4)`, clamped to 800..2900, for problems from games;
//! - `goal`: `capture` (the opponent's string) or `save` (the player's own);
//! - `target`: a stone of that string, as an SGF point.
//!
//! Parts in another form are prose and are skipped; a known key with a value that does
//! not read is an error.
//!
//! ## What Tengen reads
//!
//! The same, and the conventions of other collections ([`marks`]): `TE`/`BM`; a
//! comment starting "Correct" or "Right" (right) or "Wrong" or "Incorrect" (wrong);
//! goproblems' "RIGHT" anywhere in a comment; and, if nothing in a problem is marked,
//! its main line as the answer. A line is right when it or a move after it is marked
//! right; once anything is marked, the lines marked nowhere are wrong. Every move is
//! played out on the board: any input, however broken, gives a [`ReadError`] in words.
//!
//! [`Category::key`]: crate::problems::Category::key

mod info;
pub mod marks;
mod read;
#[cfg(test)]
mod tests;
mod write;

pub use read::{read, ProblemError, ReadError, MAX_STEPS};
pub use write::{write, write_one};
