//! Saving, loading, listing and deleting games over any [`KeyValue`] storage.

use super::analysis::{analysis_key, GameAnalysis};
use super::damage::Damage;
use super::migrate::{parse_replayed, peek, CURRENT_SCHEMA};
use super::summary::Summary;
use super::{game_key, KeyValue, SavedGame, StorageError, GAME_PREFIX, INDEX_KEY};
use crate::engine::{Game, ReplayError};
use crate::storage::DamageReason;
use std::fmt;

/// Why a game was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Storage(StorageError),
    /// Another tab saved this game since this tab loaded it: reload it.
    NewerRevisionStored {
        stored: u64,
        loaded: u64,
    },
    /// The game was saved before and is gone now: another tab deleted it (or storage
    /// was cleared). It is not written back unless the player asks to keep it.
    DeletedElsewhere,
    /// The stored value was written by a newer version of Tengen: it is left alone.
    WrittenByNewerVersion(u32),
    /// The record does not replay (a bug in the caller): nothing was written.
    DoesNotReplay(ReplayError),
    /// The stored game does not open, so it cannot be changed.
    Damaged(DamageReason),
    /// A game needs a non-empty id.
    EmptyId,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Storage(e) => e.fmt(f),
            SaveError::NewerRevisionStored { .. } => write!(
                f,
                "This game was changed in another tab: reloading the newer version."
            ),
            SaveError::DeletedElsewhere => write!(
                f,
                "This game was deleted in another tab. It is no longer saved on this device."
            ),
            SaveError::WrittenByNewerVersion(v) => write!(
                f,
                "This game was saved by a newer version of Tengen (format {v}) and is not overwritten."
            ),
            SaveError::DoesNotReplay(e) => write!(f, "The game could not be saved: {e}"),
            SaveError::Damaged(reason) => write!(f, "The game could not be saved: {reason}"),
            SaveError::EmptyId => write!(f, "The game could not be saved: it has no id."),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<StorageError> for SaveError {
    fn from(e: StorageError) -> Self {
        SaveError::Storage(e)
    }
}

/// Why a game could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// No game with this id (deleted in another tab?).
    NotFound(String),
    Damaged(Damage),
    Storage(StorageError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotFound(_) => write!(f, "This game is no longer saved."),
            LoadError::Damaged(d) => d.fmt(f),
            LoadError::Storage(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

/// One line of the list: a game, or a damaged value that can be exported or deleted.
#[derive(Clone, Debug, PartialEq)]
pub enum ListEntry {
    Game(Summary),
    Damaged(Damage),
}

impl ListEntry {
    pub fn id(&self) -> &str {
        match self {
            ListEntry::Game(s) => &s.id,
            ListEntry::Damaged(d) => &d.id,
        }
    }
}

/// A deleted game, kept by the UI for a few seconds so [`Store::restore`] can undo.
#[derive(Clone, Debug, PartialEq)]
pub struct Deleted {
    pub id: String,
    /// The stored text exactly as it was.
    pub raw: String,
    /// Its index line, if it had one.
    index_line: Option<String>,
    /// The computer's review of it, as stored, if it had one.
    analysis: Option<String>,
}

/// Saved games over a key-value storage.
pub struct Store<B: KeyValue> {
    backend: B,
}

impl<B: KeyValue> Store<B> {
    pub fn new(backend: B) -> Store<B> {
        Store { backend }
    }

    pub fn backend(&self) -> &B {
        &self.backend
    }

    pub fn backend_mut(&mut self) -> &mut B {
        &mut self.backend
    }

    /// Whether saving works at all; `Err(Unavailable)` means show a banner and play on.
    pub fn check_available(&self) -> Result<(), StorageError> {
        self.backend.keys().map(|_| ())
    }

    /// An id no stored game uses, from the time (base 36 milliseconds).
    pub fn new_id(&self, now_ms: f64) -> String {
        let base = base36(finite(now_ms).max(0.0) as u64);
        let mut id = base.clone();
        let mut n = 2;
        while matches!(self.backend.get(&game_key(&id)), Ok(Some(_))) {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    }

    /// Saves a game (call after every change). Only its own key and its index line are
    /// written. On success `game.revision` is bumped and the new summary returned;
    /// a stored revision newer than `game.revision` is never overwritten, and a game
    /// saved before (revision 1 or more) that is no longer stored is never re-created:
    /// to keep it, save it again from revision 0.
    pub fn save(&mut self, game: &mut SavedGame) -> Result<Summary, SaveError> {
        let replayed = game.game().map_err(SaveError::DoesNotReplay)?;
        self.save_replayed(game, &replayed)
    }

    /// [`Store::save`] for a caller that holds the game `saved.record` replays to (the
    /// table does): nothing is replayed.
    pub fn save_replayed(
        &mut self,
        game: &mut SavedGame,
        replayed: &Game,
    ) -> Result<Summary, SaveError> {
        if game.id.is_empty() {
            return Err(SaveError::EmptyId);
        }
        let key = game_key(&game.id);
        let stored = self.backend.get(&key)?;
        if stored.is_none() && game.revision > 0 {
            return Err(SaveError::DeletedElsewhere);
        }
        if let Some(raw) = stored {
            if let Some((schema, stored)) = peek(&raw) {
                if schema > CURRENT_SCHEMA {
                    return Err(SaveError::WrittenByNewerVersion(schema));
                }
                if stored > game.revision {
                    return Err(SaveError::NewerRevisionStored {
                        stored,
                        loaded: game.revision,
                    });
                }
            }
        }
        let mut next = game.clone();
        next.schema = CURRENT_SCHEMA;
        next.revision = game.revision + 1;
        next.created_ms = finite(next.created_ms);
        next.updated_ms = finite(next.updated_ms);
        let json = next.to_json();
        self.backend.set(&key, &json)?;
        *game = next;
        let summary = Summary::of(game, replayed, json.len());
        // The game itself is safe; a failed index write is repaired by the next `list`.
        let _ = self.write_index_line(&game.id, Some(summary_line(&summary)));
        Ok(summary)
    }

    /// Opens a saved game, migrated to the current format.
    pub fn load(&self, id: &str) -> Result<SavedGame, LoadError> {
        self.load_replayed(id).map(|(saved, _)| saved)
    }

    /// [`Store::load`], with the game the record replays to (replayed once).
    pub fn load_replayed(&self, id: &str) -> Result<(SavedGame, Game), LoadError> {
        let raw = self
            .backend
            .get(&game_key(id))
            .map_err(LoadError::Storage)?
            .ok_or_else(|| LoadError::NotFound(id.to_string()))?;
        parse_replayed(&raw).map_err(|reason| {
            LoadError::Damaged(Damage {
                id: id.to_string(),
                raw,
                reason,
            })
        })
    }

    /// The stored text of a game, for exporting a damaged value.
    pub fn raw(&self, id: &str) -> Result<Option<String>, StorageError> {
        self.backend.get(&game_key(id))
    }

    /// Every saved game, newest first, then the damaged values. Reads the index and
    /// the key list; only games missing from the index (or damaged) are read in full.
    pub fn list(&mut self) -> Result<Vec<ListEntry>, StorageError> {
        let ids: Vec<String> = self
            .backend
            .keys()?
            .into_iter()
            .filter_map(|k| k.strip_prefix(GAME_PREFIX).map(str::to_string))
            .collect();
        let mut index = self.read_index()?;
        let before = index.len();
        index.retain(|(_, s)| ids.contains(&s.id));
        let mut dirty = index.len() != before;
        let mut damaged = Vec::new();
        for id in ids {
            if index.iter().any(|(_, s)| s.id == id) {
                continue;
            }
            let Some(raw) = self.backend.get(&game_key(&id))? else {
                continue;
            };
            match parse_replayed(&raw) {
                Ok((saved, game)) => {
                    let summary = Summary::of(&saved, &game, raw.len());
                    index.push((summary_line(&summary), summary));
                    dirty = true;
                }
                Err(reason) => damaged.push(Damage { id, raw, reason }),
            }
        }
        if dirty {
            let text: Vec<&str> = index.iter().map(|(line, _)| line.as_str()).collect();
            // The list is still right if the repaired index cannot be written.
            let _ = self.backend.set(INDEX_KEY, &text.join("\n"));
        }
        // Newest first; ties in id order. Each put in its place: Home reads the list in
        // the first download, where a sort written out for this one list weighed more.
        let mut games: Vec<Summary> = Vec::with_capacity(index.len());
        for (_, summary) in index {
            let at = games.partition_point(|g| {
                summary
                    .updated_ms
                    .total_cmp(&g.updated_ms)
                    .then_with(|| g.id.cmp(&summary.id))
                    .is_lt()
            });
            games.insert(at, summary);
        }
        Ok(games
            .into_iter()
            .map(ListEntry::Game)
            .chain(damaged.into_iter().map(ListEntry::Damaged))
            .collect())
    }

    /// Gives a game a title (None removes it); returns the game as now saved.
    pub fn rename(&mut self, id: &str, title: Option<String>) -> Result<SavedGame, SaveError> {
        let (mut game, replayed) = self.load_replayed(id).map_err(|e| match e {
            LoadError::Storage(s) => SaveError::Storage(s),
            LoadError::NotFound(_) => SaveError::DeletedElsewhere,
            LoadError::Damaged(d) => SaveError::Damaged(d.reason),
        })?;
        game.title = title.filter(|t| !t.trim().is_empty());
        self.save_replayed(&mut game, &replayed)?;
        Ok(game)
    }

    /// Deletes a game or a damaged value; keep the answer to [`Store::restore`] it.
    /// `Ok(None)` if nothing was stored under this id.
    pub fn delete(&mut self, id: &str) -> Result<Option<Deleted>, StorageError> {
        let key = game_key(id);
        let Some(raw) = self.backend.get(&key)? else {
            return Ok(None);
        };
        let index_line = self.index_line(id)?;
        let analysis = self.backend.get(&analysis_key(id)).ok().flatten();
        self.backend.remove(&key)?;
        let _ = self.write_index_line(id, None);
        let _ = self.backend.remove(&analysis_key(id));
        Ok(Some(Deleted {
            id: id.to_string(),
            raw,
            index_line,
            analysis,
        }))
    }

    /// Puts a deleted game back, unless a game with its id was saved since.
    pub fn restore(&mut self, deleted: Deleted) -> Result<(), StorageError> {
        let key = game_key(&deleted.id);
        if self.backend.get(&key)?.is_some() {
            return Ok(());
        }
        self.backend.set(&key, &deleted.raw)?;
        if let Some(line) = deleted.index_line {
            let _ = self.write_index_line(&deleted.id, Some(line));
        }
        if let Some(text) = deleted.analysis {
            let _ = self.backend.set(&analysis_key(&deleted.id), &text);
        }
        Ok(())
    }

    /// The computer's review of a game, if one is stored and readable (an unreadable
    /// one is as none: the review starts again).
    pub fn load_analysis(&self, id: &str) -> Option<GameAnalysis> {
        let text = self.backend.get(&analysis_key(id)).ok().flatten()?;
        crate::json::from_str(&text)
    }

    /// Keeps the computer's review of a game beside it.
    pub fn save_analysis(&mut self, id: &str, analysis: &GameAnalysis) -> Result<(), StorageError> {
        self.backend
            .set(&analysis_key(id), &crate::json::to_string(analysis))
    }

    /// Deletes every finished game (damaged values stay); returns them for undo.
    pub fn delete_finished(&mut self) -> Result<Vec<Deleted>, StorageError> {
        let mut out = Vec::new();
        for entry in self.list()? {
            if let ListEntry::Game(s) = entry {
                if s.is_finished() {
                    out.extend(self.delete(&s.id)?);
                }
            }
        }
        Ok(out)
    }

    // ----- the index: one JSON summary per line, each starting with its id -----

    /// The index's summaries with their lines, one per game (a later line for the same
    /// game wins). A list, not a map: Home reads it in the first download, where a map's
    /// code written out for this one use weighed more than a search through the ids.
    fn read_index(&self) -> Result<Vec<(String, Summary)>, StorageError> {
        let text = self.backend.get(INDEX_KEY)?.unwrap_or_default();
        let mut index: Vec<(String, Summary)> = Vec::new();
        for line in text.lines() {
            // A damaged line is dropped; `list` rebuilds it from the game.
            if let Some(s) = crate::json::from_str::<Summary>(line) {
                index.retain(|(_, old)| old.id != s.id);
                index.push((line.to_string(), s));
            }
        }
        Ok(index)
    }

    fn index_line(&self, id: &str) -> Result<Option<String>, StorageError> {
        let text = self.backend.get(INDEX_KEY)?.unwrap_or_default();
        let start = line_start(id);
        Ok(text
            .lines()
            .find(|l| l.starts_with(&start))
            .map(str::to_string))
    }

    /// Replaces (or removes) one game's line without parsing the others.
    fn write_index_line(&mut self, id: &str, line: Option<String>) -> Result<(), StorageError> {
        let text = self.backend.get(INDEX_KEY)?.unwrap_or_default();
        let start = line_start(id);
        let mut lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with(&start))
            .collect();
        if let Some(line) = &line {
            lines.push(line);
        }
        self.backend.set(INDEX_KEY, &lines.join("\n"))
    }
}

/// How a game's index line starts: `{"id":"<id>",`.
fn line_start(id: &str) -> String {
    format!("{{\"id\":{},", crate::json::to_string(&id.to_string()))
}

fn summary_line(s: &Summary) -> String {
    crate::json::to_string(s)
}

/// NaN and infinities would be written as `null` and break the value.
fn finite(x: f64) -> f64 {
    if x.is_finite() {
        x
    } else {
        0.0
    }
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}
