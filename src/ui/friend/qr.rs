//! A link as a QR code drawn in SVG (the `qrcode` crate encodes; the drawing is ours: one
//! path of dark modules inside a four-module quiet zone, dark on light whatever the
//! theme, as phone cameras read it best).

use leptos::prelude::*;
use qrcode::{Color, EcLevel, QrCode};

/// The modules around the code that stay light.
const QUIET: usize = 4;

/// The path of `code`'s dark modules, in module units, offset by the quiet zone.
fn path(code: &QrCode) -> String {
    let width = code.width();
    let mut d = String::new();
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            let (x, y) = (i % width + QUIET, i / width + QUIET);
            d.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    d
}

/// The QR code of `text`, or nothing if it is too long for one (the words beside it say
/// to copy the link instead).
pub fn svg(text: &str) -> Option<impl IntoView> {
    // Low error correction: the most data per module, and a screen shows it sharp.
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let side = code.width() + 2 * QUIET;
    let view_box = format!("0 0 {side} {side}");
    Some(view! {
        <svg class="qr" viewBox=view_box role="img" aria-label=crate::i18n::tr("friend-qr-label")
            shape-rendering="crispEdges">
            <rect width=side.to_string() height=side.to_string() fill="#fff"/>
            <path d=path(&code) fill="#000"/>
        </svg>
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The path draws exactly the code's dark modules, each inside the quiet zone.
    #[test]
    fn the_path_is_the_codes_dark_modules() {
        let code =
            QrCode::with_error_correction_level(b"https://example.org/#game=abc", EcLevel::L)
                .expect("short text encodes");
        let d = path(&code);
        let dark = code
            .to_colors()
            .iter()
            .filter(|c| **c == Color::Dark)
            .count();
        assert_eq!(d.matches('M').count(), dark);
        let w = code.width();
        for cell in d.split('M').skip(1) {
            let xy: Vec<usize> = cell
                .trim_end_matches("h1v1h-1z")
                .split(' ')
                .map(|n| n.parse().expect("a number"))
                .collect();
            assert!(
                xy.iter().all(|&v| (QUIET..QUIET + w).contains(&v)),
                "{xy:?}"
            );
        }
    }
}
