//! What the device offers the page: a random number, its cores, the share sheet and a
//! vibration.

#[cfg(target_arch = "wasm32")]
use leptos::task::spawn_local;

/// A random number in 0..1 (`Math.random`); 0.5 outside a browser.
pub fn random() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::random();
    #[cfg(not(target_arch = "wasm32"))]
    return 0.5;
}

/// The logical cores the browser reports (`navigator.hardwareConcurrency`); 1 outside a
/// browser.
pub fn cores() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    #[cfg(not(target_arch = "wasm32"))]
    return 1.0;
}

/// Whether the browser has a share sheet (`navigator.share`).
pub fn can_share() -> bool {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .is_some_and(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false));
    #[cfg(not(target_arch = "wasm32"))]
    return false;
}

/// Opens the system's share sheet with `url` under `title` (a refusal or a cancel
/// changes nothing).
pub fn share(url: &str, title: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let data = web_sys::ShareData::new();
        data.set_url(url);
        data.set_title(title);
        let promise = w.navigator().share_with_data(&data);
        spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (url, title);
}

/// A short vibration of `ms` milliseconds, where the device can (`navigator.vibrate`,
/// called by name: see `audio.rs`).
pub fn vibrate(ms: u32) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = super::js::call(&w.navigator(), "vibrate", &[ms.into()]);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ms;
}
