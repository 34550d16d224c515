//! localStorage: the saved games' storage, this app's other values (through
//! [`crate::storage`]: one read and one write path), and other tabs' changes.

use crate::storage::{self, Notice, StorageError, Stored};
use std::cell::RefCell;

/// The saved games' storage: localStorage in a browser, memory in native tests.
#[cfg(target_arch = "wasm32")]
pub type GameStorage = crate::saved::web::LocalStorage;
#[cfg(not(target_arch = "wasm32"))]
pub type GameStorage = crate::saved::MemoryStorage;

pub fn game_storage() -> GameStorage {
    #[cfg(target_arch = "wasm32")]
    {
        GameStorage::open()
    }
    #[cfg(not(target_arch = "wasm32"))]
    GameStorage::new()
}

/// The value kept under `key`, or its default when none is (or storage is off). A
/// damaged value is set aside, never overwritten, and its notice waits for the screen that
/// owns it ([`take_notices`]).
pub fn load_value<T: Stored + Default>(key: &str) -> T {
    let (value, notice) = storage::load(&mut game_storage(), key);
    note(notice);
    value
}

/// Keeps `value` under `key`: the one write path. A refused write (full, off, private
/// mode) is the error, for the screen that wrote to say; nothing stored is lost.
pub fn save_value<T: Stored>(key: &str, value: &T) -> Result<(), StorageError> {
    storage::write(&mut game_storage(), key, value).map(note)
}

/// The damaged values kept aside (none when storage is off).
pub fn kept_aside() -> Vec<storage::KeptAside> {
    storage::kept_aside(&game_storage()).unwrap_or_default()
}

/// Removes a damaged value kept aside (`tengen.kept.…` only); the error if the storage
/// refused.
pub fn remove_kept(key: &str) -> Result<(), StorageError> {
    storage::remove_kept(&mut game_storage(), key)
}

/// The text kept under `key` as it is (for a cache keyed by it); None if there is none
/// or storage is off.
pub fn stored_text(key: &str) -> Option<String> {
    use crate::saved::KeyValue;
    game_storage().get(key).ok().flatten()
}

thread_local! {
    /// What the storage found that the screens owning the values have not said yet.
    static NOTICES: RefCell<Vec<Notice>> = const { RefCell::new(Vec::new()) };
}

/// Keeps a notice for the screen that owns its value.
pub fn note(notice: Option<Notice>) {
    if let Some(notice) = notice {
        NOTICES.with(|n| n.borrow_mut().push(notice));
    }
}

/// The notices about the values under `keys` not said yet; each is given once.
pub fn take_notices(keys: &[&str]) -> Vec<Notice> {
    NOTICES.with(|n| {
        let mut all = n.borrow_mut();
        let (mine, others) = all
            .drain(..)
            .partition(|x: &Notice| keys.contains(&x.key()));
        *all = others;
        mine
    })
}

/// Calls `changed(key, new_value)` when another tab changes localStorage.
pub fn on_storage_change(changed: impl Fn(Option<String>, Option<String>) + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let handle = leptos::prelude::window_event_listener(leptos::ev::storage, move |e| {
            changed(e.key(), e.new_value());
        });
        leptos::prelude::on_cleanup(move || handle.remove());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = changed;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::keys::{LEARN_PROGRESS, SETTINGS};

    fn refused(key: &str) -> Notice {
        Notice::Refused {
            key: key.to_string(),
            error: StorageError::QuotaExceeded,
        }
    }

    /// A notice waits for the screen that owns its key, and is given to it once.
    #[test]
    fn each_notice_is_taken_once_by_its_owner() {
        note(Some(refused(SETTINGS)));
        note(None);
        note(Some(refused(LEARN_PROGRESS)));
        assert_eq!(take_notices(&[LEARN_PROGRESS]), [refused(LEARN_PROGRESS)]);
        assert_eq!(take_notices(&[LEARN_PROGRESS]), []);
        assert_eq!(
            take_notices(&[SETTINGS, LEARN_PROGRESS]),
            [refused(SETTINGS)]
        );
    }
}
