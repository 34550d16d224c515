//! Whether the browser keeps this site's storage (`navigator.storage`): asked once to keep
//! it, after the first game is saved; asked whether it does (Settings); and whether this is
//! Safari on an iPhone or iPad outside the Home Screen, which clears a site's storage after
//! some weeks without a visit. Older browsers lack `navigator.storage`: every call is
//! looked up by name first (`Reflect`), and none can fail loudly.

use crate::storage::keys::PERSIST_ASKED;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::{JsCast, JsValue};

/// Asks the browser, once on this device, to keep this site's storage (it may ask the
/// player or decide alone; nothing waits for the answer), once a game is kept here: a first
/// visit asks nothing. Remembered under [`PERSIST_ASKED`]. Called by the screens that keep
/// games (the play screen's record piece, the games by link), which come in later parts, so
/// the first download carries none of it.
pub fn keep_storage_once() {
    thread_local! {
        static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if ASKED.get() {
        return;
    }
    use crate::saved::KeyValue;
    use crate::storage::keys::{FRIEND_PREFIX, GAME_PREFIX};
    let mut kv = super::game_storage();
    let keys = kv.keys().unwrap_or_default();
    let game = |k: &String| k.starts_with(GAME_PREFIX) || k.starts_with(FRIEND_PREFIX);
    if !keys.iter().any(game) {
        return;
    }
    ASKED.set(true);
    // Not if asked before, or if the mark cannot be kept (it would be asked on every visit).
    let first = !keys.iter().any(|k| k == PERSIST_ASKED) && kv.set(PERSIST_ASKED, "1").is_ok();
    #[cfg(target_arch = "wasm32")]
    if first {
        let _ = storage_call("persist");
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = first;
}

/// Calls `navigator.storage[name]()`, if the browser has it; its answer as a promise.
/// (Looked up and called by name, with no type checks of its own: the page's first script
/// carries the glue of every call, so this adds as little to it as it can.)
#[cfg(target_arch = "wasm32")]
fn storage_call(name: &str) -> Option<js_sys::Promise> {
    let get = |target: &JsValue, name: &str| js_sys::Reflect::get(target, &JsValue::from_str(name));
    let navigator = web_sys::window()?.navigator();
    // Reflect.get refuses an undefined `storage`: None.
    let storage = get(&navigator, "storage").ok()?;
    let call = get(&storage, name).ok()?;
    if !call.is_function() {
        return None;
    }
    let answer = call
        .unchecked_into::<js_sys::Function>()
        .call0(&storage)
        .ok()?;
    Some(js_sys::Promise::resolve(&answer))
}

/// Whether the browser keeps this site's storage (`navigator.storage.persisted()`); None
/// when it does not say.
pub async fn storage_kept() -> Option<bool> {
    #[cfg(target_arch = "wasm32")]
    {
        let promise = storage_call("persisted")?;
        wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()?
            .as_bool()
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Whether this is Safari on an iPhone or iPad, outside the Home Screen (`navigator.standalone`
/// is false only there; an iPad may call itself a Mac with a touch screen).
pub fn ios_outside_home_screen() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
            return false;
        };
        let named = |name: &str| js_sys::Reflect::get(&navigator, &JsValue::from_str(name)).ok();
        let standalone = named("standalone").and_then(|v| v.as_bool());
        let agent = named("userAgent")
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        let touch = named("maxTouchPoints")
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
        let apple_mobile = ["iPhone", "iPad", "iPod"].iter().any(|d| agent.contains(d))
            || (agent.contains("Macintosh") && touch > 1.0);
        standalone == Some(false) && apple_mobile
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}
