//! Every game on this device: the saved games in localStorage and the sessions open
//! from them. A session is the one source of truth for its game; one effect per
//! session saves it after every change (and a new game at once): nothing else writes a
//! session's game, and a failed save is the session's `save_fault`, which the screens
//! show. Saved games are loaded only when a screen opens them, so the list reads the
//! small index alone.

use super::browser::{game_storage, note, now_ms, GameStorage};
use super::session::Session;
use crate::engine::SetupError;
use crate::i18n::tr;
use crate::saved::analysis::GameAnalysis;
use crate::saved::{Deleted, ListEntry, LoadError, SaveError, SavedGame, StorageError, Store};
use crate::sgf::Imported;
use crate::table::NewGame;
use crate::table::{Action, Seat, Table};
use crate::tr;
use crate::ui::words::records as words;
use leptos::prelude::*;

mod deleting;
mod tabs;

pub use deleting::Toast;

/// The games on this device.
#[derive(Clone, Copy)]
pub struct Library {
    /// Games opened since the page loaded, most recent first.
    pub sessions: RwSignal<Vec<Session>>,
    /// The saved-games list: games newest first, then damaged values.
    pub entries: RwSignal<Vec<ListEntry>>,
    /// Why nothing is kept on this device, when storage is unavailable.
    pub unavailable: RwSignal<Option<StorageError>>,
    pub toast: RwSignal<Option<Toast>>,
    store: StoredValue<Store<GameStorage>, LocalStorage>,
    /// Games deleted a moment ago, for Undo.
    deleted: StoredValue<Vec<Deleted>>,
    /// The app's root owner: sessions outlive the screen that created them.
    owner: StoredValue<Owner>,
}

impl Library {
    /// Re-reads the list of saved games (the index, repaired if needed).
    pub fn refresh(&self) {
        let list = self
            .store
            .try_update_value(|s| s.list())
            .and_then(Result::ok);
        self.entries.set(list.unwrap_or_default());
    }

    /// Starts a game and adds it to the library (its effect saves it).
    pub fn start(&self, setup: &NewGame) -> Result<Session, SetupError> {
        let id = self.fresh_id();
        let table = Table::start(setup, now_ms())?;
        Ok(self.add(id, table, 0))
    }

    /// Keeps a game made elsewhere under its own id (a game by link: the id both devices
    /// share); its effect saves it.
    pub fn begin(&self, id: String, table: Table) -> Session {
        self.add(id, table, 0)
    }

    /// A new game from an imported SGF record (its effect saves it).
    pub fn import(&self, imported: &Imported) -> Result<Session, String> {
        let name = |n: &str, default: String| {
            if n.trim().is_empty() {
                default
            } else {
                n.to_string()
            }
        };
        let now = now_ms();
        let mut saved = SavedGame::new(
            self.fresh_id(),
            imported.record.clone(),
            imported.preset_id,
            name(&imported.names[0], tr("saved-name-black")),
            name(&imported.names[1], tr("saved-name-white")),
            now,
        );
        saved.title = imported.title.clone();
        saved.computer = Seat::computer_of_names(&imported.names[0], &imported.names[1]);
        let table = Table::replay(&saved).map_err(|e| words::replay_error(&e))?;
        Ok(self.add(saved.id, table, 0))
    }

    /// The open session of a game, loading it from storage the first time.
    pub fn open(&self, id: &str) -> Result<Session, LoadError> {
        if let Some(s) = self.find(id) {
            return Ok(s);
        }
        let (saved, game) =
            self.store
                .with_value(|s| s.load_replayed(id))
                .map_err(|e| match e {
                    // Storage off: only the games of this page exist.
                    LoadError::Storage(_) => LoadError::NotFound(id.to_string()),
                    e => e,
                })?;
        let table = Table::open(&saved, game);
        Ok(self.add(saved.id, table, saved.revision))
    }

    /// An open session, without loading.
    pub fn find(&self, id: &str) -> Option<Session> {
        self.sessions
            .with_untracked(|all| all.iter().find(|s| s.id.with_value(|i| i == id)).copied())
    }

    /// Writes a session, for its effect alone. A newer version saved by another tab
    /// wins: the session is reloaded from storage and the player told. With storage
    /// off, nothing is said (the banner already does). An error is in the player's words.
    fn write(&self, session: Session) -> Result<(), String> {
        session
            .saved_changes
            .set_value(Some(session.table.with_untracked(Table::changes)));
        let mut saved = session.to_saved();
        let stored = session.table.with_untracked(|t| {
            self.store
                .try_update_value(|s| s.save_replayed(&mut saved, t.game()))
        });
        match stored {
            Some(Ok(summary)) => {
                session.revision.set_value(saved.revision);
                self.entries.update(|list| {
                    list.retain(|e| e.id() != summary.id);
                    list.insert(0, ListEntry::Game(summary));
                });
                Ok(())
            }
            Some(Err(SaveError::Storage(StorageError::Unavailable))) | None => Ok(()),
            Some(Err(e @ SaveError::NewerRevisionStored { .. })) => {
                self.reload(session);
                self.say(words::save_error(&e));
                Err(words::save_error(&e))
            }
            Some(Err(SaveError::DeletedElsewhere)) => {
                self.deleted_elsewhere(session);
                Ok(())
            }
            Some(Err(e)) => Err(tr!("storage-not-saved", reason = words::save_error(&e))),
        }
    }

    /// Saves a game another tab deleted again, as a new game under its id (its effect
    /// writes it; a failure is its `save_fault`).
    pub fn keep(&self, session: Session) {
        session.revision.set_value(0);
        session.saved_changes.set_value(None);
        session.deleted_elsewhere.set(false);
        self.say(tr("saved-kept-again"));
    }

    /// Closes a game another tab deleted: this page forgets it too.
    pub fn forget(&self, id: &str) {
        self.sessions
            .update(|all| all.retain(|s| s.id.with_value(|i| i != id)));
    }

    /// Puts the stored version of a game into its session (another tab saved it); it is
    /// not saved back.
    pub fn reload(&self, session: Session) {
        let id = session.id.get_value();
        if let Ok((saved, game)) = self.store.with_value(|s| s.load_replayed(&id)) {
            let newer = Table::open(&saved, game);
            let _ = session.act(Action::Reopen(Box::new(newer)));
            session.revision.set_value(saved.revision);
            session
                .saved_changes
                .set_value(Some(session.table.with_untracked(Table::changes)));
        }
    }

    /// A saved game as stored now (an open session is the newest version).
    pub fn saved_game(&self, id: &str) -> Option<SavedGame> {
        match self.find(id) {
            Some(s) => Some(s.to_saved()),
            None => self.store.with_value(|s| s.load(id)).ok(),
        }
    }

    /// The computer's review of a game, if one is kept.
    pub fn analysis(&self, id: &str) -> Option<GameAnalysis> {
        self.store.with_value(|s| s.load_analysis(id))
    }

    /// Keeps the computer's review of a game; the refusal in words if the storage refused
    /// (what was kept before stays).
    pub fn save_analysis(&self, id: &str, analysis: &GameAnalysis) -> Result<(), String> {
        self.store
            .try_update_value(|s| s.save_analysis(id, analysis))
            .unwrap_or(Ok(()))
            .map_err(|e| {
                let key = crate::storage::keys::analysis_key(id);
                crate::ui::stored::refused_words(&key, e)
            })
    }

    /// The stored text of a game (for a damaged value's export).
    pub fn raw(&self, id: &str) -> Option<String> {
        self.store.with_value(|s| s.raw(id)).ok().flatten()
    }

    /// Gives a game a title (empty removes it): an open game's at its table (its effect
    /// saves it), another's in storage.
    pub fn rename(&self, id: &str, title: String) -> Result<(), String> {
        let title = Some(title.trim().to_string()).filter(|t| !t.is_empty());
        match self.find(id) {
            Some(session) => {
                let _ = session.act(Action::Rename(title));
            }
            None => {
                self.store
                    .try_update_value(|s| s.rename(id, title))
                    .transpose()
                    .map_err(|e| words::save_error(&e))?;
                self.refresh();
            }
        }
        Ok(())
    }

    /// The most recently played unfinished game.
    pub fn latest_unfinished(&self) -> Option<String> {
        self.entries.with(|all| {
            all.iter().find_map(|e| match e {
                ListEntry::Game(s) if !s.is_finished() => Some(s.id.clone()),
                _ => None,
            })
        })
    }

    /// Opens a session under the app's root owner (it outlives the screen that opened
    /// it), with the one effect that saves it: whenever its table changes, when it is
    /// new (revision 0) and when it is kept again; never while another tab has deleted
    /// it (the play screen says so until the player keeps it or leaves).
    fn add(&self, id: String, table: Table, revision: u64) -> Session {
        let library = *self;
        let session = self.owner.with_value(|o| {
            o.with(|| {
                let session = Session::new(id, table, revision);
                Effect::new(move |_| {
                    let changes = session.table.with(Table::changes);
                    let deleted = session.deleted_elsewhere.get();
                    if !deleted && session.saved_changes.get_value() != Some(changes) {
                        let fault = library.write(session).err();
                        if fault.is_some() || session.save_fault.with_untracked(Option::is_some) {
                            session.save_fault.set(fault);
                        }
                    }
                });
                session
            })
        });
        self.sessions.update(|all| all.insert(0, session));
        session
    }

    /// An id neither stored nor open in this page.
    fn fresh_id(&self) -> String {
        let base = self.store.with_value(|s| s.new_id(now_ms()));
        let mut id = base.clone();
        let mut n = 2;
        while self.find(&id).is_some() {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    }
}

// The adoption reads the presets to name each game's rules: it comes with the friend part,
// which only a device that kept games by link the old way fetches for it.
crate::part!(friend, adopt_old_games => load_adoption -> Option<crate::saved::Adopted>, {
    Store::new(game_storage()).adopt_games_by_link(now_ms()).ok()
});

impl Library {
    /// Makes the games by link kept the old way saved games (once; a damaged one is set
    /// aside and said), then lists them with the others.
    fn adopt_games_by_link(&self) {
        let library = *self;
        leptos::task::spawn_local(async move {
            if let Ok(Some(adopted)) = load_adoption().await {
                adopted.notices.into_iter().for_each(|n| note(Some(n)));
                library.refresh();
            }
        });
    }
}

/// Creates the library under the current (root) owner, reads the list of saved games
/// and listens for other tabs. A storage failure never stops the app.
pub fn provide_library() -> Library {
    let store = Store::new(game_storage());
    let old_games_by_link = store.has_old_games_by_link();
    let unavailable = match store.check_available() {
        Err(e @ StorageError::Unavailable) => Some(e),
        _ => None,
    };
    let library = Library {
        sessions: RwSignal::new(Vec::new()),
        entries: RwSignal::new(Vec::new()),
        unavailable: RwSignal::new(unavailable),
        toast: RwSignal::new(None),
        store: StoredValue::new_local(store),
        deleted: StoredValue::new(Vec::new()),
        owner: StoredValue::new(Owner::current().unwrap_or_default()),
    };
    library.refresh();
    if old_games_by_link {
        library.adopt_games_by_link();
    }
    provide_context(library);
    library.listen_to_other_tabs();
    library
}

pub fn use_library() -> Library {
    use_context::<Library>().unwrap_or_else(provide_library)
}
