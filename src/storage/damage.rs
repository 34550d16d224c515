//! Why a stored value does not read: every value kept on the device says it with one
//! of these, the saved games among them.

use crate::engine::ReplayError;
use std::fmt;

/// Why a stored value (a saved game among them) cannot be read.
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
    DoesNotReplay(ReplayError),
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
