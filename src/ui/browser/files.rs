//! Files, the clipboard and the keyboard focus. Nothing here touches the network: a
//! download is a Blob behind an object URL.

use wasm_bindgen::JsCast;

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

/// The attribute `name` of the nearest element matching `selector` around an event's
/// target (the board point a tap landed in).
pub fn closest_attribute(ev: &leptos::ev::Event, selector: &str, name: &str) -> Option<String> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest(selector).ok()??.get_attribute(name)
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

/// The element that had focus, to give it back when a dialog closes.
#[derive(Clone)]
pub struct Focused(web_sys::HtmlElement);

impl Focused {
    /// Gives the focus back to it.
    pub fn restore(&self) {
        let _ = self.0.focus();
    }
}

/// The element that has focus, to give it back when a dialog closes.
pub fn active_element() -> Option<Focused> {
    #[cfg(target_arch = "wasm32")]
    {
        // It may be the SVG board: not an HTMLElement, but it has `focus()` too,
        // and web-sys calls `focus` by name.
        Some(Focused(
            web_sys::window()?
                .document()?
                .active_element()?
                .unchecked_into::<web_sys::HtmlElement>(),
        ))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}
