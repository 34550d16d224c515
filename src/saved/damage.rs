//! A stored value that cannot be read as a game: kept, listed and exportable.

use std::fmt;

/// Why a stored game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DamageReason {
    /// The text ends too early (a write interrupted, a copy truncated).
    CutShort,
    /// Not JSON at all (hand-edited); the text says where.
    NotJson(String),
    /// JSON, but not a saved game of a known shape.
    BadShape(String),
    /// Written by a newer version of Tengen: never overwritten.
    NewerSchema(u32),
    /// The moves do not replay under the saved rules.
    DoesNotReplay(String),
    /// Of the right shape, with numbers no play reaches; the text names them.
    Absurd(String),
}

impl fmt::Display for DamageReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DamageReason::CutShort => write!(f, "The saved text is cut short."),
            DamageReason::NotJson(e) => write!(f, "The saved text is damaged ({e})."),
            DamageReason::BadShape(e) => write!(f, "The saved game is incomplete ({e})."),
            DamageReason::NewerSchema(v) => write!(
                f,
                "Damaged: written by a newer version of Tengen (format {v}); \
                 update this page to open it."
            ),
            DamageReason::DoesNotReplay(e) => write!(f, "{e}"),
            DamageReason::Absurd(what) => write!(f, "The saved numbers are absurd ({what})."),
        }
    }
}

/// A value under `tengen.game.*` that does not open, with its raw text for export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The game id (the key without `tengen.game.`).
    pub id: String,
    pub raw: String,
    pub reason: DamageReason,
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}

impl std::error::Error for Damage {}
