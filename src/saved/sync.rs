//! Two tabs: does a `storage` event concern the game open in this tab?

use super::migrate::peek;
use super::{game_key, INDEX_KEY};

/// What a `storage` event means for one open game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageChange {
    /// Another key, or an older or equal revision of this game: nothing to do.
    Unrelated,
    /// Another tab saved a newer revision: reload the game.
    Newer { revision: u64 },
    /// Another tab deleted this game (or cleared storage).
    Deleted,
    /// The list changed (index written): refresh the list if it is shown.
    ListChanged,
}

/// Decides what a `storage` event (its `key` and `newValue`; both None for `clear()`)
/// means for the game `id` open at `revision`.
pub fn storage_change(
    id: &str,
    revision: u64,
    key: Option<&str>,
    new_value: Option<&str>,
) -> StorageChange {
    let Some(key) = key else {
        return StorageChange::Deleted;
    };
    if key == INDEX_KEY {
        return StorageChange::ListChanged;
    }
    if key != game_key(id) {
        return StorageChange::Unrelated;
    }
    match new_value.map(peek) {
        None => StorageChange::Deleted,
        Some(Some((_, stored))) if stored > revision => StorageChange::Newer { revision: stored },
        // A damaged value is not newer: this tab's copy stays and is saved over it.
        Some(_) => StorageChange::Unrelated,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only this game's key with a higher revision asks for a reload.
    #[test]
    fn decides() {
        let v = |r: u64| format!("{{\"schema\":2,\"revision\":{r},\"id\":\"a\"}}");
        assert_eq!(
            storage_change("a", 3, Some(game_key("a").as_str()), Some(&v(4))),
            StorageChange::Newer { revision: 4 }
        );
        assert_eq!(
            storage_change("a", 4, Some(game_key("a").as_str()), Some(&v(4))),
            StorageChange::Unrelated
        );
        assert_eq!(
            storage_change("a", 4, Some(game_key("b").as_str()), Some(&v(9))),
            StorageChange::Unrelated
        );
        assert_eq!(
            storage_change("a", 4, Some(game_key("a").as_str()), None),
            StorageChange::Deleted
        );
        assert_eq!(storage_change("a", 4, None, None), StorageChange::Deleted);
        assert_eq!(
            storage_change("a", 4, Some(INDEX_KEY), Some("")),
            StorageChange::ListChanged
        );
        assert_eq!(
            storage_change("a", 4, Some(game_key("a").as_str()), Some("garbage")),
            StorageChange::Unrelated
        );
    }
}
