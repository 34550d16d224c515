//! Every call into the browser, in one place: the clock, the pointer, performance
//! marks, languages, the colour scheme, page visibility and the address bar here;
//! storage in `storage.rs`; files, the clipboard and focus in `files.rs`; Web Workers in
//! `worker.rs`; the service worker's caches in `cache.rs`; the app's own files in
//! `fetch.rs`; whether the browser keeps this site's storage in `persist.rs`; sounds in
//! `audio.rs`; a random number, the cores, the share sheet and vibration in `device.rs`.
//! Outside a browser (native tests) each answers as a page with nothing in it would, so no
//! other UI file needs `cfg(target_arch)`.

mod audio;
mod cache;
mod device;
mod fetch;
mod files;
mod js;
mod persist;
mod storage;
mod worker;

pub use audio::{play_notes, Note};
pub use cache::{kept_size, service_worker_ready};
pub use device::{can_share, cores, random, share, vibrate};
pub use fetch::fetch_bytes;
pub use files::*;
pub use persist::{ios_outside_home_screen, keep_storage_once, storage_kept};
pub use storage::*;
pub use worker::{WebWorker, WorkerEvent};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::JsCast;

/// Runs `task` on the browser's own executor: what starts before Leptos's (which starts
/// with the mount).
pub fn spawn_before_mount(task: impl std::future::Future<Output = ()> + 'static) {
    wasm_bindgen_futures::spawn_local(task);
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

/// Today's date on this device's calendar (`YYYY-MM-DD`): its own time zone decides when
/// the day turns.
pub fn today() -> String {
    #[cfg(target_arch = "wasm32")]
    let (ms, ahead) = {
        let date = js_sys::Date::new_0();
        (date.get_time(), -date.get_timezone_offset())
    };
    #[cfg(not(target_arch = "wasm32"))]
    let (ms, ahead) = (now_ms(), 0.0);
    crate::problems::daily::date_at(ms, ahead)
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

/// Opens `url` (a path from the site's root) as a new history entry, without loading it.
pub fn push_address(url: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
    let _ = url;
}

/// The address's path and query (`?a=1`, or empty); a page with no address: `/`.
pub fn location_path_and_query() -> (String, String) {
    #[cfg(target_arch = "wasm32")]
    if let Some(l) = web_sys::window().map(|w| w.location()) {
        return (
            l.pathname().unwrap_or_default(),
            l.search().unwrap_or_default(),
        );
    }
    ("/".to_string(), String::new())
}

/// Scrolls the page to its top, as a newly opened page starts.
pub fn scroll_to_top() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// Calls `moved` when Back or Forward changes the address.
pub fn on_history_move(moved: impl Fn() + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let handle = leptos::prelude::window_event_listener(leptos::ev::popstate, move |_| moved());
        leptos::prelude::on_cleanup(move || handle.remove());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = moved;
}

/// Calls `changed` when only the address's fragment changes (a link pasted into the
/// address bar of the open app: the page is not loaded again).
pub fn on_fragment_change(changed: impl Fn() + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let handle =
            leptos::prelude::window_event_listener(leptos::ev::hashchange, move |_| changed());
        leptos::prelude::on_cleanup(move || handle.remove());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = changed;
}

/// Loads the page again from its address.
pub fn reload() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// For a plain click on a link to this site (no modifier key, no `target`, `download` or
/// `rel="external"`, not only a jump within the page), calls `open(path_and_query)`; if
/// that opened it, the browser does not load it.
pub fn on_app_link(open: impl Fn(String) -> bool + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let handle = leptos::prelude::window_event_listener(leptos::ev::click, move |ev| {
            if app_link_path(&ev).is_some_and(&open) {
                ev.prevent_default();
            }
        });
        leptos::prelude::on_cleanup(move || handle.remove());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = open;
}

/// The path and query a click follows, if it is a plain click on a same-site link that
/// leaves the current page (see [`on_app_link`]).
#[cfg(target_arch = "wasm32")]
fn app_link_path(ev: &web_sys::MouseEvent) -> Option<String> {
    if ev.default_prevented()
        || ev.button() != 0
        || ev.meta_key()
        || ev.alt_key()
        || ev.ctrl_key()
        || ev.shift_key()
    {
        return None;
    }
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let link: web_sys::HtmlAnchorElement = target.closest("a[href]").ok()??.dyn_into().ok()?;
    let external = link.rel().split_whitespace().any(|r| r == "external");
    if link.has_attribute("download") || !matches!(link.target().as_str(), "" | "_self") || external
    {
        return None;
    }
    let here = web_sys::window()?.location();
    if link.origin() != here.origin().ok()? {
        return None;
    }
    let (path, query) = (link.pathname(), link.search());
    let same_page = path == here.pathname().ok()? && query == here.search().ok()?;
    if same_page && !link.hash().is_empty() {
        return None;
    }
    Some(format!("{path}{query}"))
}

/// Adds the style sheet `css` to the page, once (as `<style id="style-{name}">`): the
/// styles of a part of the app arrive with its code.
pub fn add_style(name: &str, css: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        let id = format!("style-{name}");
        if doc.get_element_by_id(&id).is_none() {
            if let (Ok(style), Some(head)) = (doc.create_element("style"), doc.head()) {
                style.set_id(&id);
                style.set_text_content(Some(css));
                let _ = head.append_child(&style);
            }
        }
    }
    let _ = (name, css);
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
