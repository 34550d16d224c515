//! Everything Tengen keeps on the device, over one key-value storage (localStorage in the
//! browser, [`MemoryStorage`] in native tests). Plain Rust: the browser's side is
//! `crate::saved::web` (the storage itself) and `crate::ui::browser` (the page's calls).
//!
//! - [`keys`] names every key once.
//! - A value under one key is [`Stored`]: it reads back into its type or says why not,
//!   as a [`DamageReason`] (cut short, not JSON, of the wrong shape, absurd numbers).
//! - **A damaged value is never overwritten.** [`load`] and [`write`] first move it aside
//!   to `tengen.kept.<name>` ([`set_aside`]) and say so in a [`Notice`], which the screen
//!   that owns the value puts in words; if it cannot be moved, nothing is written over it.
//! - One write path, [`write`]: a refused write is a [`StorageError`] for the screen
//!   that wrote to say; what was stored stays as it was.
//! - A list that indexes other keys is rebuilt from them when it is damaged or missing
//!   (the saved games' index, games by link among them, by `crate::saved::Store::list`).

mod backend;
mod damage;
pub mod keys;
mod values;

pub use backend::{KeyValue, MemoryStorage, StorageError};
pub use damage::DamageReason;

/// A value kept under one key: the text it is stored as, and how that text reads back.
pub trait Stored: Sized {
    /// Reads stored text into the value, or says why it does not read.
    fn from_stored(text: &str) -> Result<Self, DamageReason>;
    /// The text the value is stored as.
    fn to_stored(&self) -> String;
}

/// Why a value could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Nothing is stored under the key.
    Missing,
    /// Something is stored and does not read; `raw` is its text.
    Damaged { raw: String, reason: DamageReason },
    /// The storage itself refused (off, private mode).
    Storage(StorageError),
}

/// What a screen should say about a value it owns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The value under `key` did not read: it was moved to `kept_as` (None: it could not
    /// be moved, so it stays under `key`, and nothing is written over it).
    SetAside {
        key: String,
        reason: DamageReason,
        kept_as: Option<String>,
        bytes: usize,
    },
    /// The list under `key` was damaged (`reason`) or missing (None) and was rebuilt
    /// from the `entries` keys it indexes.
    Rebuilt {
        key: String,
        reason: Option<DamageReason>,
        entries: usize,
    },
    /// A write to `key` was refused; what was stored before is still there.
    Refused { key: String, error: StorageError },
}

impl Notice {
    /// The key of the value the notice is about.
    pub fn key(&self) -> &str {
        match self {
            Notice::SetAside { key, .. }
            | Notice::Rebuilt { key, .. }
            | Notice::Refused { key, .. } => key,
        }
    }
}

/// Reads stored JSON text into `T`: cut short, not JSON, or not of `T`'s shape.
pub fn from_json<T: crate::json::FromJson>(text: &str) -> Result<T, DamageReason> {
    let Some(json) = crate::json::parse(text) else {
        return Err(if crate::json::is_cut_short(text) {
            DamageReason::CutShort
        } else {
            DamageReason::NotJson("it is not valid JSON".into())
        });
    };
    T::from_json(&json)
        .ok_or_else(|| DamageReason::BadShape("a value is missing or of the wrong kind".into()))
}

/// The value under `key`, or why there is none.
pub fn read<T: Stored>(kv: &impl KeyValue, key: &str) -> Result<T, ReadError> {
    let raw = kv
        .get(key)
        .map_err(ReadError::Storage)?
        .ok_or(ReadError::Missing)?;
    T::from_stored(&raw).map_err(|reason| ReadError::Damaged { raw, reason })
}

/// The value under `key`, or its default when none is stored or storage is off. A damaged
/// value is moved aside (and removed from `key`, so it is said once) and the notice says
/// where it went.
pub fn load<T: Stored + Default>(kv: &mut impl KeyValue, key: &str) -> (T, Option<Notice>) {
    match read(kv, key) {
        Ok(value) => (value, None),
        Err(ReadError::Missing | ReadError::Storage(_)) => (T::default(), None),
        Err(ReadError::Damaged { raw, reason }) => {
            let kept_as = set_aside(kv, key, &raw).ok();
            if kept_as.is_some() {
                // Kept aside: the key may go; if it cannot, the next write moves it again.
                let _ = kv.remove(key);
            }
            (
                T::default(),
                Some(set_aside_notice(key, reason, kept_as, &raw)),
            )
        }
    }
}

/// Stores `value` under `key`. A damaged value stored there is first moved aside (the
/// notice says where); if it cannot be moved, or the storage refuses the write, nothing
/// stored changes and the error says why.
pub fn write<T: Stored>(
    kv: &mut impl KeyValue,
    key: &str,
    value: &T,
) -> Result<Option<Notice>, StorageError> {
    let mut notice = None;
    if let Some(raw) = kv.get(key)? {
        if let Err(reason) = T::from_stored(&raw) {
            let kept_as = set_aside(kv, key, &raw)?;
            notice = Some(set_aside_notice(key, reason, Some(kept_as), &raw));
        }
    }
    kv.set(key, &value.to_stored())?;
    Ok(notice)
}

fn set_aside_notice(key: &str, reason: DamageReason, kept_as: Option<String>, raw: &str) -> Notice {
    Notice::SetAside {
        key: key.to_string(),
        reason,
        kept_as,
        bytes: raw.len(),
    }
}

/// Copies the damaged text `raw` of `key` to the first free `tengen.kept.<name>[.n]`
/// (or the one that already holds the same text) and returns that key.
pub fn set_aside(kv: &mut impl KeyValue, key: &str, raw: &str) -> Result<String, StorageError> {
    let name = key.strip_prefix(keys::PREFIX).unwrap_or(key);
    let base = format!("{}{name}", keys::KEPT_PREFIX);
    for n in 1..=MAX_KEPT {
        let kept = if n == 1 {
            base.clone()
        } else {
            format!("{base}.{n}")
        };
        match kv.get(&kept)? {
            Some(text) if text == raw => return Ok(kept),
            Some(_) => continue,
            None => {
                kv.set(&kept, raw)?;
                return Ok(kept);
            }
        }
    }
    Err(StorageError::Other(format!(
        "{MAX_KEPT} damaged copies of {key} are kept already"
    )))
}

/// A damaged value kept aside under `key` (`tengen.kept.…`), a copy of the value that was
/// under `of`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptAside {
    pub key: String,
    pub of: String,
    pub bytes: usize,
}

/// Every damaged value kept aside, in key order.
pub fn kept_aside(kv: &impl KeyValue) -> Result<Vec<KeptAside>, StorageError> {
    let mut keys: Vec<String> = (kv.keys()?.into_iter())
        .filter(|k| k.starts_with(keys::KEPT_PREFIX))
        .collect();
    keys.sort();
    Ok(keys
        .into_iter()
        .filter_map(|key| {
            let bytes = kv.get(&key).ok().flatten()?.len();
            let name = &key[keys::KEPT_PREFIX.len()..];
            // `name.n` is the n-th copy of `name`.
            let name = match name.rsplit_once('.') {
                Some((base, n)) if n.parse::<u32>().is_ok_and(|n| n >= 2) => base,
                _ => name,
            };
            let of = format!("{}{name}", keys::PREFIX);
            Some(KeptAside { key, of, bytes })
        })
        .collect())
}

/// Removes a damaged value kept aside (only a key under `tengen.kept.`: nothing else is
/// removed here).
pub fn remove_kept(kv: &mut impl KeyValue, key: &str) -> Result<(), StorageError> {
    if key.starts_with(keys::KEPT_PREFIX) {
        kv.remove(key)?;
    }
    Ok(())
}

/// How many damaged copies of one key are kept before the next is refused.
const MAX_KEPT: u32 = 100;

#[cfg(test)]
mod tests;
