//! The browser's side of files: a download, the clipboard, a picked or dropped file.
//! Nothing here touches the network: a download is a Blob behind an object URL.

/// Saves `text` as a file named `name` (an `<a download>` on a Blob URL).
pub fn download(name: &str, mime: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::{JsCast, JsValue};
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

/// The text of a picked or dropped file; a file over 1 MB is refused unread.
#[cfg(target_arch = "wasm32")]
pub async fn read(file: web_sys::File) -> Result<String, String> {
    let bytes = file.size() as usize;
    if bytes > crate::sgf::MAX_BYTES {
        return Err(super::words::sgf_error(&crate::sgf::SgfError::TooLarge {
            bytes,
        }));
    }
    wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| crate::tr!("import-unreadable-file"))
}

/// `2025-03-01` (UTC) for milliseconds since the Unix epoch, as SGF and file names write it.
pub fn date_of(ms: f64) -> String {
    let (year, month, day) = civil_day(ms);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Year, month and day (UTC) for milliseconds since the Unix epoch.
pub fn civil_day(ms: f64) -> (i64, i64, i64) {
    // Howard Hinnant's days-to-civil algorithm.
    let days = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A file name from free text: letters, digits and dashes.
pub fn file_stem(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "game".into()
    } else {
        out.chars().take(60).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dates are UTC calendar days.
    #[test]
    fn dates() {
        assert_eq!(date_of(0.0), "1970-01-01");
        assert_eq!(date_of(951_782_400_000.0), "2000-02-29");
        assert_eq!(date_of(1_740_787_200_000.0 + 86_399_999.0), "2025-03-01");
    }

    /// File names keep letters and digits, one dash between words.
    #[test]
    fn stems() {
        assert_eq!(file_stem("Ann vs. Bo — 2025"), "ann-vs-bo-2025");
        assert_eq!(file_stem("***"), "game");
    }
}
