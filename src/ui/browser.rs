//! Every call into the browser, in one place: the clock, the pointer, performance
//! marks, languages, the colour scheme, page visibility, storage, files, the
//! clipboard and the address bar. Outside a browser (native tests) each answers as a
//! page with nothing in it would, so no other UI file needs `cfg(target_arch)`.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::JsCast;

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

/// Milliseconds since the Unix epoch, steady within a page (`performance`).
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance().map(|p| p.time_origin() + p.now()))
            .unwrap_or(0.0)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64() * 1000.0)
            .unwrap_or(0.0)
    }
}

#[cfg(target_arch = "wasm32")]
fn media_matches(query: &str) -> Option<bool> {
    let list = web_sys::window()?.match_media(query).ok().flatten()?;
    Some(list.matches())
}

/// Whether this device's pointer is a finger or pen (two-tap placing by default).
pub fn coarse_pointer() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        media_matches("(pointer: coarse)").unwrap_or(false)
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Whether the player asked the system for less motion (nothing then plays by itself).
pub fn reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        media_matches("(prefers-reduced-motion: reduce)").unwrap_or(false)
    }
    #[cfg(not(target_arch = "wasm32"))]
    true
}

/// Whether the page is hidden (another tab, a locked phone): the clock stops.
pub fn page_hidden() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.hidden())
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// A performance mark at a tap; [`measure_paint`] measures to the next frame.
pub fn mark_tap() {
    #[cfg(target_arch = "wasm32")]
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark("tap");
    }
}

pub fn measure_paint() {
    #[cfg(target_arch = "wasm32")]
    leptos::prelude::request_animation_frame(|| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            let _ = p.measure_with_start_mark("tap-to-paint", "tap");
        }
    });
}

/// Calls `tick` every `every` while the calling screen is shown (never outside a browser).
pub fn every(every: std::time::Duration, tick: impl Fn() + 'static) {
    #[cfg(target_arch = "wasm32")]
    if let Ok(handle) = leptos::prelude::set_interval_with_handle(tick, every) {
        leptos::prelude::on_cleanup(move || handle.clear());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (every, tick);
}

/// The languages the browser asks for, most wanted first.
pub fn languages() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        return window
            .navigator()
            .languages()
            .iter()
            .filter_map(|tag| tag.as_string())
            .collect();
    }
    Vec::new()
}

/// Calls `changed` with whether the system asks for dark colours, now and on every change.
pub fn watch_dark_scheme(changed: impl Fn(bool) + 'static) {
    #[cfg(target_arch = "wasm32")]
    if let Some(query) =
        web_sys::window().and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
    {
        use wasm_bindgen::closure::Closure;
        changed(query.matches());
        let watched = query.clone();
        let on_change = Closure::<dyn Fn()>::new(move || changed(watched.matches()));
        let _ =
            query.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
        // The app lives as long as the page: the listener may too.
        on_change.forget();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = changed;
}

/// Sets an attribute of `<html>`, which the style sheets and screen readers read.
pub fn set_root_attribute(name: &str, value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute(name, value);
    }
    let _ = (name, value);
}

/// The resolved address of the web app manifest link, if the page has one.
pub fn manifest_href() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let link = web_sys::window()?
            .document()?
            .query_selector("link[rel=manifest]")
            .ok()
            .flatten()?;
        link.get_attribute("href")?;
        Some(link.dyn_into::<web_sys::HtmlLinkElement>().ok()?.href())
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The document's base address (where `share` and `sw.js` are), or empty.
pub fn base_uri() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.base_uri().ok().flatten())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// The address's fragment (`#sgf=...`), or empty.
pub fn fragment() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// The address's path, or empty.
pub fn pathname() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// Replaces the address without reloading (relative to the app's base).
pub fn replace_address(url: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
    let _ = url;
}

/// Registers `sw.js` relative to the document's base URL (so it also works under a
/// sub-path). Failure only means no offline mode: it is logged, never raised.
pub fn register_service_worker() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen_futures::JsFuture;
        let Some(window) = web_sys::window() else {
            return;
        };
        let container = window.navigator().service_worker();
        // Never take sw.js from the HTTP cache: a stale worker would bring back a stale app.
        let options = web_sys::RegistrationOptions::new();
        options.set_update_via_cache(web_sys::ServiceWorkerUpdateViaCache::None);
        let promise = container.register_with_options("sw.js", &options);
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(err) = JsFuture::from(promise).await {
                web_sys::console::warn_2(&"Offline mode is unavailable:".into(), &err);
            }
        });
    }
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

/// Saves `text` as a file named `name` (an `<a download>` on a Blob URL; no network).
pub fn download(name: &str, mime: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsValue;
        let run = || -> Result<(), JsValue> {
            let document = web_sys::window()
                .and_then(|w| w.document())
                .ok_or(JsValue::NULL)?;
            let parts = js_sys::Array::of1(&JsValue::from_str(text));
            let options = web_sys::BlobPropertyBag::new();
            options.set_type(mime);
            let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
            let url = web_sys::Url::create_object_url_with_blob(&blob)?;
            let a: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
            a.set_href(&url);
            a.set_download(name);
            a.set_class_name("hidden");
            document.body().ok_or(JsValue::NULL)?.append_child(&a)?;
            a.click();
            a.remove();
            leptos::prelude::set_timeout(
                move || {
                    let _ = web_sys::Url::revoke_object_url(&url);
                },
                std::time::Duration::from_secs(10),
            );
            Ok(())
        };
        let _ = run();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, mime, text);
}

/// Copies text to the clipboard; false if the browser refused.
pub async fn copy(text: String) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(window) = web_sys::window() else {
            return false;
        };
        let promise = window.navigator().clipboard().write_text(&text);
        wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = text;
        false
    }
}

/// A file a player picked or dropped.
#[cfg(target_arch = "wasm32")]
pub type PickedFile = web_sys::File;
#[cfg(not(target_arch = "wasm32"))]
pub type PickedFile = ();

/// The file picked in an `<input type=file>` (which is emptied, so the same file can be
/// picked again).
pub fn picked_file(e: &leptos::ev::Event) -> Option<PickedFile> {
    #[cfg(target_arch = "wasm32")]
    {
        let input = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
        let file = input.files().and_then(|f| f.get(0));
        input.set_value("");
        file
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = e;
        None
    }
}

/// The file dropped on the page.
pub fn dropped_file(e: &leptos::ev::DragEvent) -> Option<PickedFile> {
    #[cfg(target_arch = "wasm32")]
    {
        e.data_transfer()?.files()?.get(0)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = e;
        None
    }
}

/// The text of a picked or dropped file: its size in bytes first, to refuse a large
/// file unread; None if it cannot be read.
pub async fn file_text(
    file: PickedFile,
    too_large: impl FnOnce(usize) -> bool,
) -> Result<Option<String>, usize> {
    #[cfg(target_arch = "wasm32")]
    {
        let bytes = file.size() as usize;
        if too_large(bytes) {
            return Err(bytes);
        }
        Ok(wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (file, too_large);
        Ok(None)
    }
}

/// Selects the whole text of the input an event happened on (a share link).
pub fn select_input_text(e: &leptos::ev::FocusEvent) {
    #[cfg(target_arch = "wasm32")]
    if let Some(input) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        input.select();
    }
    let _ = e;
}

/// Whether a key press goes into a text field (then it is text, not a shortcut).
pub fn typing_in_a_field(ev: &leptos::ev::KeyboardEvent) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        ev.target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        false
    }
}

/// The element that has focus, to give it back when a dialog closes.
pub fn active_element() -> Option<web_sys::HtmlElement> {
    #[cfg(target_arch = "wasm32")]
    {
        // It may be the SVG board: not an HTMLElement, but it has `focus()` too,
        // and web-sys calls `focus` by name.
        Some(
            web_sys::window()?
                .document()?
                .active_element()?
                .unchecked_into::<web_sys::HtmlElement>(),
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}
