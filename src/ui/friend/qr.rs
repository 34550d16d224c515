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
/// The QR version (1 to 40) `text` needs at the error correction the screen uses, or None
/// if it is too long for any.
pub fn version(text: &str) -> Option<i16> {
    match QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L)
        .ok()?
        .version()
    {
        qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => Some(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color as Stone, Game, Point, Rules};
    use crate::post::Link;
    use crate::table::{Action, Table};

    /// A host's address as long as a real one's, before the fragment.
    const HOST: &str = "https://tengen-go.example.org/tengen/friend";

    /// A game's link after `moves` moves on a board of `size` (stones by a fixed
    /// pseudo-random sequence, passing only when no point is legal), with names.
    fn link_after(moves: usize, size: u8) -> String {
        links_after(moves, size).0
    }

    /// The short link and the long one (the only form before issue 42) after `moves`.
    fn links_after(moves: usize, size: u8) -> (String, String) {
        let game = || Game::new(Rules::preset("aga").unwrap(), size, 0).unwrap();
        let names = ["Anežka".to_string(), "Benjamin".to_string()];
        let device = |me| {
            let link = Link::new("19b2c4f7e1a3c5d7e9f", me, Some(3));
            Table::by_link(link, names.clone(), game(), "aga", 0.0)
        };
        let mut tables = [device(Stone::Black), device(Stone::White)];
        let mut seed = 0x2545_f491_u64;
        for i in 0..moves {
            let (mover, other) = if i % 2 == 0 { (0, 1) } else { (1, 0) };
            let mut placed = false;
            for _ in 0..200 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let n = (seed >> 33) as u8;
                let p = Point::new(n % size, (n / size) % size);
                if tables[mover].act(Action::Play(p), 0.0).is_ok() {
                    placed = true;
                    break;
                }
            }
            if !placed {
                tables[mover].act(Action::Pass, 0.0).unwrap();
                tables[mover].act(Action::Pass, 0.0).unwrap();
            }
            let letter = tables[mover].letter().unwrap();
            tables[other]
                .act(Action::Receive(Box::new(letter)), 0.0)
                .unwrap();
        }
        let letter = tables[(moves + 1) % 2].letter().unwrap();
        (
            format!("{HOST}{}", letter.to_fragment()),
            format!("{HOST}{}", letter.to_long_fragment()),
        )
    }

    /// A 60-move 9x9 game fits a QR code of version 10 or less (issue 42: one a phone's
    /// camera reads at arm's length), and its link is the short form.
    #[test]
    fn a_sixty_move_game_fits_a_small_code() {
        let link = link_after(60, 9);
        assert!(link.contains(crate::post::SHORT_PREFIX), "{link}");
        let version = version(&link).expect("it fits a code");
        assert!(
            version <= 10,
            "version {version} for {} characters",
            link.len()
        );
    }

    /// `scripts/measure.sh links`: each link's length and its QR version.
    #[test]
    #[ignore = "a measurement: scripts/measure.sh links"]
    fn measure_links() {
        println!("| board | moves | link characters | QR version (L) | long form: characters | long form: QR version |");
        println!("|---|---|---|---|---|---|");
        let v = |link: &str| version(link).map_or("none".to_string(), |v| v.to_string());
        for size in [9, 19] {
            for moves in [0, 30, 60, 120] {
                let (short, long) = links_after(moves, size);
                let (a, b) = (short.len(), long.len());
                println!(
                    "| {size}x{size} | {moves} | {a} | {} | {b} | {} |",
                    v(&short),
                    v(&long)
                );
            }
        }
    }

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
