//! The browser's localStorage as a [`KeyValue`] (wasm32 only).

use super::{KeyValue, StorageError};
use crate::storage::keys::PROBE;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::DomException;

/// localStorage, or nothing if the browser forbids it (private mode, disabled
/// storage): then every operation answers [`StorageError::Unavailable`].
pub struct LocalStorage {
    storage: Option<web_sys::Storage>,
}

impl LocalStorage {
    /// Opens localStorage; never fails (check [`LocalStorage::is_available`]).
    pub fn open() -> LocalStorage {
        // Access itself throws when storage is disabled; some private modes throw on write.
        let storage = web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .filter(|s| match s.set_item(PROBE, "1") {
                Ok(()) => s.remove_item(PROBE).is_ok(),
                // Full but readable: still available, saves will say why they fail.
                Err(e) => error(e) == StorageError::QuotaExceeded,
            });
        LocalStorage { storage }
    }

    pub fn is_available(&self) -> bool {
        self.storage.is_some()
    }

    fn storage(&self) -> Result<&web_sys::Storage, StorageError> {
        self.storage.as_ref().ok_or(StorageError::Unavailable)
    }
}

/// The browser's exception as a typed error, by its DOMException name.
pub fn error(e: JsValue) -> StorageError {
    match e.dyn_ref::<DomException>() {
        Some(d) => match d.name().as_str() {
            // Firefox used its own name before the standard one.
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => StorageError::QuotaExceeded,
            "SecurityError" => StorageError::Unavailable,
            name => StorageError::Other(format!("{name}: {}", d.message())),
        },
        None => StorageError::Other(e.as_string().unwrap_or_else(|| "unknown error".into())),
    }
}

impl KeyValue for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.storage()?.get_item(key).map_err(error)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.storage()?.set_item(key, value).map_err(error)
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.storage()?.remove_item(key).map_err(error)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let s = self.storage()?;
        let n = s.length().map_err(error)?;
        Ok((0..n).filter_map(|i| s.key(i).ok().flatten()).collect())
    }
}
