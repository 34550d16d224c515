//! The app's own files, fetched from beside `index.html` (the service worker answers from
//! its cache when offline). Reached by name ([`super::js`]): web-sys's `fetch`, `Response`
//! and typed arrays would add their glue to the first download for the problems' sake.

/// The bytes of the app's file `path` (relative to the page's folder), or None if it did
/// not arrive (offline before it was kept, or the server said no).
pub async fn fetch_bytes(path: &str) -> Option<Vec<u8>> {
    #[cfg(target_arch = "wasm32")]
    {
        use super::js;
        use wasm_bindgen_futures::JsFuture;
        let promise = |value: js::Result<wasm_bindgen::JsValue>| {
            value
                .ok()
                .map(|v| JsFuture::from(js_sys::Promise::resolve(&v)))
        };
        let global = js_sys::global();
        let response = promise(js::call(&global, "fetch", &[path.into()]))?
            .await
            .ok()?;
        if !js::get(&response, "ok").ok()?.is_truthy() {
            return None;
        }
        let buffer = promise(js::call(&response, "arrayBuffer", &[]))?
            .await
            .ok()?;
        js::bytes(&buffer).ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = path;
        None
    }
}
