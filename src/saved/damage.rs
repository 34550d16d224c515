//! A stored value that cannot be read as a game: kept, listed and exportable.

use crate::storage::DamageReason;
use std::fmt;

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
