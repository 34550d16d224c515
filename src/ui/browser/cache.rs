//! The service worker's caches as the page sees them: whether a file of the app is kept
//! for offline use, and waiting for the service worker before fetching what it should keep.

/// The size in bytes of the kept copy of `url` (relative to the page's base; 0 when the
/// copy does not say), or None when no cache holds it (or the browser has no caches).
pub async fn kept_size(url: &str) -> Option<u64> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let caches = web_sys::window()?.caches().ok()?;
        let hit = wasm_bindgen_futures::JsFuture::from(caches.match_with_str(url))
            .await
            .ok()?;
        let response = hit.dyn_into::<web_sys::Response>().ok()?;
        let length = response.headers().get("content-length").ok().flatten();
        Some(length.and_then(|l| l.parse().ok()).unwrap_or(0))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = url;
        None
    }
}

/// Resolves once a service worker is active for the page (at once if there is none to
/// wait for): what a worker started after it fetches is kept.
pub async fn service_worker_ready() {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        if let Ok(ready) = window.navigator().service_worker().ready() {
            let _ = wasm_bindgen_futures::JsFuture::from(ready).await;
        }
    }
}
