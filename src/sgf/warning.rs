//! What an import had to assume or leave out, and why SGF text is not a record: typed, so
//! the app can say it in the player's language; `Display` gives the English (GTP, tests).

use crate::engine::{Color, GameResult, HalfPoints, MoveError};
use std::fmt;

/// Something an import assumed or left out; the game is imported anyway.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportWarning {
    /// A collection of `count` games: only the first is imported.
    ManyGames { count: usize },
    /// `RU` names rules played as the nearest preset.
    RulesApproximated { ru: String, preset_id: &'static str },
    /// `RU` names rules Tengen does not know: the default preset is played.
    RulesUnknown { ru: String, preset_id: &'static str },
    /// No `RU`: the default preset is played.
    NoRules { preset_id: &'static str },
    /// `KM` is not a number: the preset's komi is used.
    KomiUnreadable {
        komi: HalfPoints,
        preset_id: &'static str,
    },
    /// No `KM`: the preset's komi is used.
    NoKomi {
        komi: HalfPoints,
        preset_id: &'static str,
    },
    /// `AB`/`AW`/`AE` after move `after` that the game refuses: imported up to there.
    SetupRefused { after: usize, error: MoveError },
    /// Move `number` (its SGF text) lies off the board.
    NotAPoint { number: usize, text: String },
    /// The game had ended (with `result`) before move `number`.
    EndedBefore {
        number: usize,
        result: Option<GameResult>,
    },
    /// Move `number` is `color`'s second in a row; it is kept.
    PlaysTwice {
        number: usize,
        color: Color,
        vertex: String,
    },
    /// Move `number` breaks a rule: imported up to the move before.
    CannotPlay {
        number: usize,
        color: Color,
        vertex: String,
        error: MoveError,
    },
    /// A Tengen settling step (`TG`) after move `after` does not apply: the game refused
    /// it (`Some`), or it is not written as Tengen writes settling steps (`None`).
    SettlingStep {
        after: usize,
        value: String,
        error: Option<MoveError>,
    },
    /// `RE` says resignation or time, but the game cannot end so.
    ResultCannotEnd { re: String, error: MoveError },
    /// `count` more warnings, not listed.
    More { count: usize },
}

/// The preset's name in the warnings' English.
fn preset_name(id: &str) -> String {
    crate::engine::presets()
        .into_iter()
        .find(|p| p.id == id)
        .map_or_else(|| id.to_string(), |p| crate::i18n::english(p.words.name))
}

impl fmt::Display for ImportWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ImportWarning as W;
        match self {
            W::ManyGames { count } => write!(
                f,
                "The file holds {count} games: the first one is imported."
            ),
            W::RulesApproximated { ru, preset_id } => write!(
                f,
                "The rules \"{ru}\" are played as {}.",
                preset_name(preset_id)
            ),
            W::RulesUnknown { ru, preset_id } => write!(
                f,
                "The rules \"{ru}\" are unknown: the game is played as {}.",
                preset_name(preset_id)
            ),
            W::NoRules { preset_id } => write!(
                f,
                "The record names no rules (RU): the game is played as {}.",
                preset_name(preset_id)
            ),
            W::KomiUnreadable { komi, preset_id } => write!(
                f,
                "The komi (KM) is unreadable: {komi} is used, as {preset_id} rules give."
            ),
            W::NoKomi { komi, preset_id } => write!(
                f,
                "The record gives no komi (KM): {komi} is used, as {preset_id} rules give."
            ),
            W::SetupRefused { after, error } => write!(
                f,
                "After move {after} the record adds or removes stones (AB/AW/AE), which \
                 cannot be done here: {error} The game is imported up to move {after}."
            ),
            W::NotAPoint { number, text } => write!(
                f,
                "Move {number} ({text}) is not a point on this board: the game is \
                 imported up to move {}.",
                number - 1
            ),
            W::EndedBefore { number, result } => write!(
                f,
                "The game ended before move {number} ({}): later moves are left out.",
                result.map_or(String::new(), |r| r.describe())
            ),
            W::PlaysTwice {
                number,
                color,
                vertex,
            } => write!(
                f,
                "Move {number} ({color} {vertex}): {color} plays twice in a row; it is kept as \
                 {color}'s move."
            ),
            W::CannotPlay {
                number,
                color,
                vertex,
                error,
            } => write!(
                f,
                "Move {number} ({color} {vertex}) cannot be played: {error} The game is imported \
                 up to move {}.",
                number - 1
            ),
            W::SettlingStep {
                after,
                value,
                error,
            } => write!(
                f,
                "After move {after}, the settling step {}[{value}] cannot be applied \
                 ({}): the game is imported up to there.",
                super::SETTLE_PROPERTY,
                error.map_or_else(
                    || "it is not written as Tengen writes it".to_string(),
                    |e| e.to_string()
                )
            ),
            W::ResultCannotEnd { re, error } => write!(
                f,
                "The record says {re}, but the game cannot end that way here: {error}"
            ),
            W::More { count } => write!(f, "... and {count} more warnings."),
        }
    }
}

/// Why text is not a readable SGF record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxFault {
    /// Text before the first `(;`.
    NoOpening,
    /// A `[` without its `]`.
    UnclosedValue,
    /// A `)` without its `(`.
    UnopenedTree,
    /// A `(` without its `)`.
    UnclosedTree,
    /// Nothing that looks like a game tree.
    NoGameTree,
    /// A collection without a game.
    NoGame,
    /// Anything else, in the parser's words.
    Other(String),
}

impl fmt::Display for SyntaxFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxFault::NoOpening => write!(f, "an SGF record starts with (;"),
            SyntaxFault::UnclosedValue => write!(f, "a value opened here is never closed with ]"),
            SyntaxFault::UnopenedTree => write!(f, "this ) closes no ("),
            SyntaxFault::UnclosedTree => write!(f, "this ( is never closed with )"),
            SyntaxFault::NoGameTree => write!(f, "no game tree: SGF starts with (;"),
            SyntaxFault::NoGame => write!(f, "no game in it"),
            SyntaxFault::Other(words) => write!(f, "{words}"),
        }
    }
}
