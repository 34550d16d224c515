//! Other tabs: a game they saved or deleted, and the list they changed.

use super::Library;
use crate::ui::browser::on_storage_change;
use crate::ui::session::Session;
use leptos::prelude::*;

// What another tab changed is taken in by code that comes with the saved games' part,
// fetched at the first change (which only a second tab makes).
crate::part!(saved, take_storage_event(library: Library, key: Option<String>, value: Option<String>) => load_storage_event -> (), {
    library.storage_event(key, value)
});

impl Library {
    /// Takes in what other tabs change in storage, in the order they change it
    /// ([`Library::storage_event`]).
    pub(super) fn listen_to_other_tabs(self) {
        on_storage_change(move |key, value| {
            leptos::task::spawn_local(async move {
                let _ = load_storage_event(self, key, value).await;
            });
        });
    }

    /// Another tab deleted this open game: stop saving it and take it off the list.
    pub(super) fn deleted_elsewhere(&self, session: Session) {
        session.deleted_elsewhere.set(true);
        let id = session.id.get_value();
        self.entries.update(|list| list.retain(|e| e.id() != id));
    }

    /// Another tab changed storage: show the newer version of open games and the list.
    pub fn storage_event(&self, key: Option<String>, new_value: Option<String>) {
        use crate::saved::{storage_change, StorageChange};
        let mut list_changed = false;
        for session in self.sessions.get_untracked() {
            let (id, revision) = (session.id.get_value(), session.revision.get_value());
            let change = storage_change(&id, revision, key.as_deref(), new_value.as_deref());
            if session.deleted_elsewhere.get_untracked() {
                // Back again (the other tab's Undo): saved as usual from now on.
                if key.as_deref() == Some(&crate::saved::game_key(&id)) && new_value.is_some() {
                    match change {
                        StorageChange::Newer { .. } => self.reload(session),
                        // Its moves here since are saved by its effect.
                        _ => session.saved_changes.set_value(None),
                    }
                    session.deleted_elsewhere.set(false);
                }
                continue;
            }
            match change {
                StorageChange::Newer { .. } => {
                    self.reload(session);
                    list_changed = true;
                }
                StorageChange::ListChanged => list_changed = true,
                // A game never saved (revision 0) has nothing to lose.
                StorageChange::Deleted if revision > 0 => self.deleted_elsewhere(session),
                StorageChange::Deleted | StorageChange::Unrelated => {}
            }
        }
        if list_changed
            || key
                .as_deref()
                .is_none_or(|k| k.starts_with(crate::saved::PREFIX))
        {
            self.refresh();
        }
    }
}
