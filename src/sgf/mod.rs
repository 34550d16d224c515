//! SGF (FF[4]) records: export, import (FF[3] and FF[4], via `sgf-parse`) and share links.
//!
//! ## What Tengen writes
//!
//! Root: `GM[1] FF[4] CA[UTF-8] AP[Tengen:version] SZ KM RU HA` (when the handicap is
//! 1 or more; `HA[1]` is a one-stone handicap: no stones, reduced komi), `AB` (handicap
//! and setup stones), `AW` (setup), `PL` (when the first player is not the usual one),
//! `PB PW DT GN RE`. Then one node per move, `B[dd]`/`W[dd]`, a pass as `B[]`, and for a
//! setup during play a node of its own with `AB`/`AW`/`AE` (and `PL` when it names the
//! player to move); import applies such nodes too, before the move of the same node.
//! `RU` names the preset (table in [`ruleset`]); `KM` is the komi of this handicap.
//!
//! ## Settling, dead stones and the end
//!
//! - **`TG`** (private, "Tengen game events"): every event that is not a placement or a
//!   pass, on the node of the move it follows (the root if none), in order, each value
//!   a compact token: `Ddd` dead mark toggled on the string at `dd`, `A..` marks agreed,
//!   `R..` play resumed, `TB.`/`TW.` Black's/White's time ran out, `B!R`/`W!R`
//!   resignation. Replaying them restores settling exactly. (`TE` is taken: it is the
//!   standard "tesuji" annotation.)
//! - On the last node, once the players settle or the board was counted: **`TB`/`TW`**
//!   the territory of each side (dead stones' points included, as CGoban and KGS
//!   write it) and **`MA`** the stones marked dead, so other programs show the count.
//!   Import ignores these three: `TG` is the truth.
//! - A record without `TG` whose `RE` says `B+R`/`W+T` (resignation, time) gets the
//!   matching resignation or timeout event at its end.

mod date;
mod export;
mod import;
pub mod ruleset;
mod scan;
pub mod share;
mod warning;

pub use date::{civil_day, date_of};
pub use export::{export, export_with, GameInfo};
/// What problems (`crate::problems`) read and write as game records do.
pub(crate) use export::{push_points, text as escape_text};
pub(crate) use import::{board_size, move_of, parse_games, player_to_move, points};
pub use import::{import, Imported, SgfError, MAX_BYTES, MAX_DEPTH};
pub use warning::{ImportWarning, SyntaxFault};

/// The private property holding settling events.
pub const SETTLE_PROPERTY: &str = "TG";

#[cfg(test)]
mod tests;
