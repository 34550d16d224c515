//! Offline support: registers the service worker that precaches the build.

/// Registers `sw.js` (written by `scripts/post_build.py`) relative to the
/// document's base URL, so it also works under a sub-path. Failure only means
/// no offline mode: it is logged, never raised.
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
