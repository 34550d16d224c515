//! Files: a download, the clipboard, a picked or dropped file (the browser's side is in
//! [`crate::ui::browser`]), and the names and dates they carry.

pub use crate::ui::browser::{copy, download};

/// The text of a picked or dropped file; a file over 1 MB is refused unread.
pub async fn read(file: crate::ui::browser::PickedFile) -> Result<String, String> {
    match crate::ui::browser::file_text(file, |bytes| bytes > crate::sgf::MAX_BYTES).await {
        Ok(Some(text)) => Ok(text),
        Ok(None) => Err(crate::tr!("import-unreadable-file")),
        Err(bytes) => Err(crate::ui::words::records::sgf_error(
            &crate::sgf::SgfError::TooLarge { bytes },
        )),
    }
}

pub use crate::sgf::date_of;

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
