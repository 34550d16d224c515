//! Games by link were kept apart before they became saved games with a link: one
//! [`Kept`] under `tengen.friend.<id>` each, listed under `tengen.friend`. They are
//! adopted into the saved games once, at start: each becomes a saved game under its own
//! id, and its old key goes only after the saved game is written. A damaged one is set
//! aside and said; nothing is lost.

use super::{DamageReason, KeyValue, SavedGame, StorageError, Store};
use crate::post::Kept;
use crate::storage::keys::{FRIEND_LIST, FRIEND_PREFIX};
use crate::storage::{read, set_aside, Notice, ReadError};

/// What adopting the games by link kept the old way did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Adopted {
    /// The games that are saved games now.
    pub games: Vec<String>,
    /// Damaged ones set aside, or writes refused (the old key then stays for next time).
    pub notices: Vec<Notice>,
}

impl<B: KeyValue> Store<B> {
    /// Whether anything is kept the old way (a game by link or their list).
    pub fn has_old_games_by_link(&self) -> bool {
        (self.backend().keys().unwrap_or_default().iter())
            .any(|k| k.starts_with(FRIEND_PREFIX) || k == FRIEND_LIST)
    }

    /// Makes every game by link kept the old way a saved game with its link.
    pub fn adopt_games_by_link(&mut self, now_ms: f64) -> Result<Adopted, StorageError> {
        let old: Vec<String> = (self.backend().keys()?.into_iter())
            .filter(|k| k.starts_with(FRIEND_PREFIX))
            .collect();
        let mut adopted = Adopted::default();
        for key in &old {
            match read::<Kept>(self.backend(), key) {
                Ok(kept) => match self.adopt(&kept, now_ms) {
                    Ok(()) => {
                        let _ = self.backend_mut().remove(key);
                        adopted.games.push(kept.link.game.clone());
                    }
                    Err(error) => adopted.notices.push(Notice::Refused {
                        key: key.clone(),
                        error,
                    }),
                },
                Err(ReadError::Damaged { raw, reason }) => {
                    adopted
                        .notices
                        .push(self.set_aside(key, &raw, reason, true));
                }
                Err(ReadError::Missing) => {}
                Err(ReadError::Storage(e)) => return Err(e),
            }
        }
        // The old list indexes nothing once its games are saved games (the saved games'
        // index lists them); a damaged one is kept aside all the same.
        let left = (self.backend().keys()?.iter()).any(|k| k.starts_with(FRIEND_PREFIX));
        match read::<Vec<String>>(self.backend(), FRIEND_LIST) {
            Ok(_) if !left => {
                let _ = self.backend_mut().remove(FRIEND_LIST);
            }
            Err(ReadError::Damaged { raw, reason }) => {
                adopted
                    .notices
                    .push(self.set_aside(FRIEND_LIST, &raw, reason, !left));
            }
            _ => {}
        }
        Ok(adopted)
    }

    /// Keeps the damaged text `raw` of `key` aside (and removes it from `key` if `remove`
    /// and it was kept), with the notice that says so.
    fn set_aside(&mut self, key: &str, raw: &str, reason: DamageReason, remove: bool) -> Notice {
        let kept_as = set_aside(self.backend_mut(), key, raw).ok();
        if kept_as.is_some() && remove {
            let _ = self.backend_mut().remove(key);
        }
        Notice::SetAside {
            key: key.to_string(),
            reason,
            kept_as,
            bytes: raw.len(),
        }
    }

    /// Saves `kept` as a saved game under its game's id, unless it is one already.
    fn adopt(&mut self, kept: &Kept, now_ms: f64) -> Result<(), StorageError> {
        let id = &kept.link.game;
        if self.load(id).is_ok_and(|s| s.link.is_some()) {
            return Ok(());
        }
        let preset = crate::engine::preset_of(kept.game().rules()).map_or("", |p| p.id);
        let [black, white] = kept.names.clone();
        let mut saved = SavedGame::new(
            id.clone(),
            kept.record().clone(),
            preset,
            black,
            white,
            now_ms,
        );
        saved.link = Some(kept.link.clone());
        match self.save_replayed(&mut saved, kept.game()) {
            Ok(_) => Ok(()),
            Err(super::SaveError::Storage(e)) => Err(e),
            Err(e) => Err(StorageError::Other(e.to_string())),
        }
    }
}
