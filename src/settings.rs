//! Player preferences as one plain value, kept on the device under
//! [`crate::storage::keys::SETTINGS`] as JSON (`crate::json`); the settings screen is
//! `crate::ui::settings`.

use crate::i18n::Lang;
use crate::{json_struct, json_unit_enum, stored_json};

/// How a tap places a stone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Placing {
    /// Two taps on touch screens (text 000), one click with a mouse.
    #[default]
    Auto,
    /// Always tap twice: the first tap shows a ghost stone.
    TwoTap,
    /// One tap or click places at once.
    OneTap,
}

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Whatever the system asks for (`prefers-color-scheme`).
    #[default]
    System,
    Light,
    Dark,
}

/// How the board and its stones look (the colour theme and high contrast are apart: a
/// high-contrast page always has the high-contrast board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardTheme {
    /// Shaded stones on a wooden board.
    #[default]
    Wood,
    /// Shaded stones on a plain light board.
    Plain,
    /// For low vision: a pale board with thick lines, flat stones with strong outlines.
    Contrast,
}

/// Every preference; missing fields in stored JSON take their defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub placing: Placing,
    pub coordinates: bool,
    /// Mark every forbidden point with an X (text 000: they "are marked with an X"; on by default).
    pub forbidden_marks: bool,
    /// Ring strings in atari.
    pub atari_hint: bool,
    /// At the count, the computer's suggestion of the dead stones (issue 13: "a setting
    /// turns suggestions off").
    pub dead_suggestions: bool,
    /// Offer the computer's hints in every game (against its beginner levels they are
    /// always offered).
    pub hints: bool,
    pub move_numbers: bool,
    /// Each player's panel on their own side of the board, the far one turned.
    pub face_to_face: bool,
    /// The app's language; `None` follows the browser's.
    pub language: Option<Lang>,
    pub theme: Theme,
    pub high_contrast: bool,
    pub board_theme: BoardTheme,
    /// The stones' sounds (on by default; off too where the device is muted and the
    /// browser says so).
    pub sounds: bool,
    /// A short vibration when the computer moves, on phones that can (off by default).
    pub vibration: bool,
    /// Undo against the computer takes back my move and its reply (on by default).
    pub takebacks: bool,
    /// A game against the computer in which a move was taken back moves the rating on the
    /// ladder too ([`crate::table::rating`]; off by default: such a game no longer says how
    /// the player plays alone).
    pub rate_takebacks: bool,
    /// "Point out my mistakes" ([`crate::ai::teacher`]): always, never, or (`None`, the
    /// default) at the computer's weakest levels only.
    pub mistakes: Option<bool>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            placing: Placing::Auto,
            coordinates: true,
            forbidden_marks: true,
            atari_hint: false,
            dead_suggestions: true,
            hints: false,
            move_numbers: false,
            face_to_face: false,
            language: None,
            theme: Theme::System,
            high_contrast: false,
            board_theme: BoardTheme::Wood,
            sounds: true,
            vibration: false,
            takebacks: true,
            rate_takebacks: false,
            mistakes: None,
        }
    }
}

json_unit_enum!(Placing {
    Auto,
    TwoTap,
    OneTap
});
json_unit_enum!(Theme {
    System,
    Light,
    Dark
});
json_unit_enum!(BoardTheme {
    Wood,
    Plain,
    Contrast
});

// A missing setting has its default (settings saved before it existed).
json_struct!(Settings: default {
    placing, coordinates, forbidden_marks, atari_hint, dead_suggestions, hints, move_numbers,
    face_to_face, language, theme, high_contrast, board_theme, sounds, vibration, takebacks, rate_takebacks, mistakes
});
stored_json!(Settings);
