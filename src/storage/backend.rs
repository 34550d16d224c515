//! The key-value storage a [`super::Store`] runs on: localStorage in the browser,
//! a map in native tests.

use std::collections::BTreeMap;
use std::fmt;

/// Why the storage refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser's storage quota is full.
    QuotaExceeded,
    /// Storage is disabled (private mode, blocked cookies) or missing.
    Unavailable,
    /// Anything else the browser reported.
    Other(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::QuotaExceeded => write!(
                f,
                "The browser's storage is full: delete finished games to save this one."
            ),
            StorageError::Unavailable => write!(
                f,
                "This browser does not allow saving (private mode or storage disabled): \
                 you can play, but games are not kept."
            ),
            StorageError::Other(s) => write!(f, "The browser could not save: {s}"),
        }
    }
}

impl std::error::Error for StorageError {}

/// A string-to-string store with the operations localStorage offers.
pub trait KeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    fn remove(&mut self, key: &str) -> Result<(), StorageError>;
    /// Every key, in no particular order.
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// An in-memory store with an optional quota in bytes (keys plus values), like the
/// browser's, so tests can fill it up.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    map: BTreeMap<String, String>,
    quota: Option<usize>,
    /// Every operation fails with `Unavailable` (private mode).
    pub unavailable: bool,
}

impl MemoryStorage {
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// A store that refuses writes that would take it over `bytes`.
    pub fn with_quota(bytes: usize) -> MemoryStorage {
        MemoryStorage {
            quota: Some(bytes),
            ..MemoryStorage::default()
        }
    }

    /// Bytes used by keys and values.
    pub fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }

    fn check(&self) -> Result<(), StorageError> {
        if self.unavailable {
            Err(StorageError::Unavailable)
        } else {
            Ok(())
        }
    }
}

impl KeyValue for MemoryStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.check()?;
        Ok(self.map.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.check()?;
        if let Some(quota) = self.quota {
            let old = self.map.get(key).map_or(0, |v| key.len() + v.len());
            if self.used() - old + key.len() + value.len() > quota {
                return Err(StorageError::QuotaExceeded);
            }
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.check()?;
        self.map.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        self.check()?;
        Ok(self.map.keys().cloned().collect())
    }
}
