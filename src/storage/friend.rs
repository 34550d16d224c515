//! The list of games by link (`tengen.friend`): an index of the keys under
//! `tengen.friend.<id>`, rebuilt from them when it is damaged or missing, so that no game
//! kept here is ever left off it.

use super::keys::{FRIEND_LIST, FRIEND_PREFIX};
use super::{read, set_aside, write, KeyValue, Notice, ReadError, StorageError};

/// The games by link kept here, in the order they were added.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FriendIds {
    pub ids: Vec<String>,
    /// Said when the list was damaged or missing and was rebuilt (or could not be written
    /// back: then the games are listed all the same).
    pub notice: Option<Notice>,
}

/// The ids of the games by link: the stored list, less the ids whose game is gone, plus
/// every game stored and missing from it (in id order, which is the order they were
/// started in). A damaged list is set aside first; a damaged or missing one is written back
/// rebuilt, with a notice.
pub fn friend_ids(kv: &mut impl KeyValue) -> Result<FriendIds, StorageError> {
    let stored: Vec<String> = kv
        .keys()?
        .into_iter()
        .filter_map(|k| k.strip_prefix(FRIEND_PREFIX).map(str::to_string))
        .collect();
    let (mut ids, damage) = match read::<Vec<String>>(kv, FRIEND_LIST) {
        Ok(ids) => (ids, None),
        Err(ReadError::Missing) => (Vec::new(), Some(None)),
        Err(ReadError::Damaged { raw, reason }) => {
            // An index can be rebuilt, but the text is kept all the same.
            let _ = set_aside(kv, FRIEND_LIST, &raw);
            (Vec::new(), Some(Some(reason)))
        }
        Err(ReadError::Storage(e)) => return Err(e),
    };
    let listed = ids.clone();
    ids.retain(|id| stored.contains(id));
    let mut missing: Vec<String> = (stored.iter())
        .filter(|id| !ids.contains(id))
        .cloned()
        .collect();
    missing.sort();
    ids.extend(missing);
    if ids == listed {
        return Ok(FriendIds { ids, notice: None });
    }
    let written = write(kv, FRIEND_LIST, &ids);
    let notice = match (damage, written) {
        (_, Err(error)) => Some(Notice::Refused {
            key: FRIEND_LIST.to_string(),
            error,
        }),
        // Missing with no game stored is a first visit, not a repair.
        (Some(reason), Ok(_)) if reason.is_some() || !ids.is_empty() => Some(Notice::Rebuilt {
            key: FRIEND_LIST.to_string(),
            reason,
            entries: ids.len(),
        }),
        _ => None,
    };
    Ok(FriendIds { ids, notice })
}

/// Adds a game by link to the list (after its own key is written).
pub fn add_friend_id(kv: &mut impl KeyValue, id: &str) -> Result<FriendIds, StorageError> {
    let mut list = friend_ids(kv)?;
    if !list.ids.iter().any(|i| i == id) {
        list.ids.push(id.to_string());
        write(kv, FRIEND_LIST, &list.ids)?;
    }
    Ok(list)
}
