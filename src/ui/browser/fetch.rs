//! The app's own files, fetched from beside `index.html` (the service worker answers from
//! its cache when offline).

/// The bytes of the app's file `path` (relative to the page's folder), or None if it did
/// not arrive (offline before it was kept, or the server said no).
pub async fn fetch_bytes(path: &str) -> Option<Vec<u8>> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        use wasm_bindgen_futures::JsFuture;
        let fetching = web_sys::window()?.fetch_with_str(path);
        let response: web_sys::Response = JsFuture::from(fetching).await.ok()?.dyn_into().ok()?;
        if !response.ok() {
            return None;
        }
        let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
        Some(js_sys::Uint8Array::new(&buffer).to_vec())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = path;
        None
    }
}
