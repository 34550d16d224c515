//! The games open on this device: each a [`Session`], one reactive [`Table`] plus where
//! it is stored. Every view of a game derives from its table; the library's one effect
//! per session saves the table whenever it changes, and only there.

use crate::engine::{Color, MoveError};
use crate::saved::SavedGame;
use crate::table::{Action, Outcome, Table, TableError};
use crate::ui::browser::now_ms;
use leptos::prelude::*;

/// One game being played or reviewed.
#[derive(Clone, Copy)]
pub struct Session {
    pub id: StoredValue<String>,
    pub table: RwSignal<Table>,
    /// The stored revision this session was loaded at or last saved as.
    pub revision: StoredValue<u64>,
    /// The table's [`Table::changes`] when it was last saved or loaded; None while it is
    /// due to be saved whatever its changes (a new game, or one kept again).
    pub saved_changes: StoredValue<Option<u64>>,
    /// Another tab deleted this game: it is no longer saved until the player keeps it.
    pub deleted_elsewhere: RwSignal<bool>,
    /// Why the last save failed, in the player's words; None once a save works.
    pub save_fault: RwSignal<Option<String>>,
}

impl Session {
    /// A session for a table stored under `id` at `revision`, or (revision 0) to be
    /// stored there.
    pub fn new(id: String, table: Table, revision: u64) -> Session {
        Session {
            id: StoredValue::new(id),
            saved_changes: StoredValue::new((revision > 0).then(|| table.changes())),
            table: RwSignal::new(table),
            revision: StoredValue::new(revision),
            deleted_elsewhere: RwSignal::new(false),
            save_fault: RwSignal::new(None),
        }
    }

    /// What a player does at the board (or another tab, or the screen), now: the one
    /// place the UI changes a table. A session whose screen is gone (a timer firing
    /// late) refuses as a finished game would.
    pub fn act(&self, action: Action) -> Result<Outcome, TableError> {
        self.table
            .try_update(|t| t.act(action, now_ms()))
            .unwrap_or(Err(TableError::Move(MoveError::GameOver)))
    }

    /// The game as it is saved: its record, names, clocks and revision.
    pub fn to_saved(&self) -> SavedGame {
        self.table
            .with_untracked(|t| t.to_saved(self.id.get_value(), self.revision.get_value()))
    }

    /// The name of the player of `color` (tracked).
    pub fn name(&self, color: Color) -> String {
        self.table
            .with(|t| crate::ui::levels::seat_name(t.player(color)))
    }
}
