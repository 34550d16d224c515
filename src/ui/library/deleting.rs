//! Deleting games with a few seconds to undo, and the short messages (toasts) at the
//! bottom of the screen.

use super::Library;
use crate::i18n::tr;
use crate::saved::Deleted;
use crate::tr;
use crate::ui::words::records as words;
use leptos::prelude::*;

/// How long a deleted game can be brought back.
const UNDO_MS: u64 = 6_000;

/// A short message at the bottom of the screen, with an Undo button after a delete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toast {
    pub text: String,
    pub undo: bool,
    /// Tells a newer toast from the one a timer was set for.
    serial: u32,
}

impl Library {
    /// Deletes a game (or a damaged value); Undo brings it back for a few seconds.
    pub fn delete(&self, id: &str) {
        match self.store.try_update_value(|s| s.delete(id)) {
            Some(Ok(Some(d))) => self.deleted_now(vec![d], tr("saved-game-deleted")),
            Some(Err(e)) => self.say(words::storage_error(&e)),
            _ => {}
        }
    }

    /// Deletes every finished game; Undo brings them all back.
    pub fn delete_finished(&self) {
        match self.store.try_update_value(|s| s.delete_finished()) {
            Some(Ok(gone)) if !gone.is_empty() => {
                let text = tr!("saved-finished-deleted", count = gone.len() as i64);
                self.deleted_now(gone, text);
            }
            Some(Ok(_)) => self.say(tr("saved-no-finished")),
            Some(Err(e)) => self.say(words::storage_error(&e)),
            None => {}
        }
    }

    fn deleted_now(&self, gone: Vec<Deleted>, text: String) {
        self.sessions
            .update(|all| all.retain(|s| s.id.with_value(|id| !gone.iter().any(|d| &d.id == id))));
        self.deleted.set_value(gone);
        self.refresh();
        let serial = self.show(Toast {
            text,
            undo: true,
            serial: 0,
        });
        let library = *self;
        set_timeout(
            move || {
                if library
                    .toast
                    .with_untracked(|t| t.as_ref().map(|t| t.serial))
                    == Some(serial)
                {
                    library.deleted.set_value(Vec::new());
                    library.toast.set(None);
                }
            },
            std::time::Duration::from_millis(UNDO_MS),
        );
    }

    /// Brings back the games just deleted.
    pub fn undo_delete(&self) {
        let gone = self
            .deleted
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        for d in gone {
            let _ = self.store.try_update_value(|s| s.restore(d));
        }
        self.refresh();
        self.toast.set(None);
    }

    /// Shows a message for a few seconds.
    pub fn say(&self, text: String) {
        let serial = self.show(Toast {
            text,
            undo: false,
            serial: 0,
        });
        let toast = self.toast;
        set_timeout(
            move || {
                if toast.with_untracked(|t| t.as_ref().map(|t| t.serial)) == Some(serial) {
                    toast.set(None);
                }
            },
            std::time::Duration::from_millis(UNDO_MS),
        );
    }

    fn show(&self, mut toast: Toast) -> u32 {
        let serial = self
            .toast
            .with_untracked(|t| t.as_ref().map_or(0, |t| t.serial))
            + 1;
        toast.serial = serial;
        self.toast.set(Some(toast));
        serial
    }
}
