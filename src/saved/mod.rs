//! Saved games: one localStorage key per game plus a small index, all under `tengen.`.
//!
//! Plain Rust: the browser backend lives in [`web`] and is compiled only
//! for wasm32; native tests use [`MemoryStorage`].
//!
//! - `tengen.game.<id>`: one [`SavedGame`] as JSON, always with its `schema` version.
//!   The game is its record (rules, setup, events), never the position.
//! - `tengen.index`: a list of [`Summary`] values (names, preset, status, a packed
//!   position for the thumbnail), so opening the list reads one key. The index is a
//!   cache: [`Store::list`] repairs it from the game keys when they disagree.
//!
//! Values under other keys are never read or written. A value under `tengen.game.*`
//! that does not parse is listed as damaged with its raw text; a value written by a
//! newer version is never overwritten.
//!
//! Two tabs: every save bumps [`SavedGame::revision`]; [`Store::save`] refuses to
//! overwrite a stored revision newer than the one the caller loaded, never re-creates a
//! game that was saved and is gone (another tab deleted it: [`SaveError::DeletedElsewhere`];
//! saving from revision 0 keeps it on purpose), and [`storage_change`] tells whether a
//! `storage` event concerns an open game.

pub mod analysis;
pub mod bench;
mod by_link;
mod clock;
mod damage;
mod export;
mod migrate;
mod position;
mod shapes;
mod store;
mod summary;
mod sync;
#[cfg(all(feature = "web", target_arch = "wasm32"))]
pub mod web;

pub use crate::storage::DamageReason;
pub use crate::storage::{KeyValue, MemoryStorage, StorageError};
pub use by_link::Adopted;
pub use clock::{ClockMark, ClockRecord};
pub use damage::Damage;
pub use export::export_reviewed;
pub use migrate::{parse_replayed, parse_saved, CURRENT_SCHEMA};
pub use position::{pack_position, unpack_position};
pub use store::{Deleted, ListEntry, LoadError, SaveError, Store};
pub use summary::{ByLink, Stage, Summary};
pub use sync::{storage_change, StorageChange};
#[cfg(all(feature = "web", target_arch = "wasm32"))]
pub use web::LocalStorage;

use crate::engine::{Color, Game, GameRecord, ReplayError};
use crate::post::Link;

pub use crate::storage::keys::{game_key, GAME_PREFIX, INDEX as INDEX_KEY, PREFIX};

/// One saved game as the current version writes it (schema 2).
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The shape of this value; loading brings older shapes forward.
    pub schema: u32,
    /// Unique among saved games; the key is `tengen.game.<id>`.
    pub id: String,
    /// Rules, setup and every event (moves, dead marks, agreement, timeouts).
    pub record: GameRecord,
    /// The preset the game was started from (`aga`, `japanese`, ...).
    pub preset_id: String,
    pub black_name: String,
    pub white_name: String,
    /// Milliseconds since the Unix epoch (JavaScript `Date.now()`).
    pub created_ms: f64,
    pub updated_ms: f64,
    /// The game clock, if the game is timed.
    pub clock: Option<ClockRecord>,
    /// A name the players gave the game.
    pub title: Option<String>,
    /// Bumped by every save; a tab never overwrites a newer revision.
    pub revision: u64,
    /// The colour the computer player plays and its rung, in a game against it
    /// (absent in records written before the computer player, which are games between people).
    pub computer: Option<ComputerSeat>,
    /// A game by link: the other player sits at another device (absent in other games).
    pub link: Option<Link>,
    /// A move was taken back against the computer (absent when none was).
    pub took_back: bool,
}

/// Where the computer sits in a saved game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerSeat {
    pub color: Color,
    /// 1 (weakest) to the ladder's top (`crate::ai::player::ladder::rungs`). Games saved before
    /// the ladder stored one of the seven levels as `level`, read as the rung it became.
    pub rung: u8,
}

impl SavedGame {
    /// A new saved game at revision 0 (the first save writes revision 1).
    pub fn new(
        id: impl Into<String>,
        record: GameRecord,
        preset_id: impl Into<String>,
        black_name: impl Into<String>,
        white_name: impl Into<String>,
        now_ms: f64,
    ) -> SavedGame {
        SavedGame {
            schema: CURRENT_SCHEMA,
            id: id.into(),
            record,
            preset_id: preset_id.into(),
            black_name: black_name.into(),
            white_name: white_name.into(),
            created_ms: now_ms,
            updated_ms: now_ms,
            clock: None,
            title: None,
            revision: 0,
            computer: None,
            link: None,
            took_back: false,
        }
    }

    /// Replays the record into a playable game.
    pub fn game(&self) -> Result<Game, ReplayError> {
        Game::replay(&self.record)
    }

    /// The JSON written under the game's key.
    pub fn to_json(&self) -> String {
        crate::json::to_string(self)
    }
}

#[cfg(test)]
mod tests;
