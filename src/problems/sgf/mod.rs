//! Problems as SGF (FF[4]), one game per problem, any number in a collection.
//!
//! ## What Tengen writes
//!
//! Root: `GM[1] FF[4] CA[UTF-8] AP[Tengen:version] SZ GN SO GC PL AB AW C`: the name
//! (`GN[Ladder 3]`), where it comes from (`SO`), the problem's data (`GC`, below), the
//! player to move, the stones, and the question in words (`C`). Then one variation per
//! first move tried: the answer marked with FF[4]'s own **`TE[1]`** ("tesuji") on each
//! of the solver's moves of the right line, a wrong try with **`BM[1]`** ("bad move")
//! on the move where the line goes wrong, and every move with a `C[]` saying what
//! happens. Sabaki and other editors open the files as they are.
//!
//! `GC` holds the data as `key: value` pairs separated by `;`, in this order:
//!
//! ```text
//! GC[category: ladder; tier: 2; goal: capture; target: cc]
//! ```
//!
//! - `category`: one of `capture-in-one`, `atari`, `ladder`, `net`, `snapback`,
//!   `capturing-race`, `connect-to-save`, `escape` ([`Category::key`]);
//! - `tier`: 1 (easiest) and up, from the reading's depth;
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
