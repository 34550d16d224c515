//! localStorage: the saved games' storage, this app's other values, and other tabs' changes.

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

/// A value this app keeps in localStorage under `key`, if storage works and has one.
pub fn stored_text(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use crate::saved::{KeyValue, LocalStorage};
        LocalStorage::open().get(key).ok().flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Keeps `text` under `key`; if storage is full or off, it is only lost.
pub fn store_text(key: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use crate::saved::{KeyValue, LocalStorage};
        let _ = LocalStorage::open().set(key, text);
    }
    let _ = (key, text);
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
