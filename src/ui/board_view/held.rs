//! A position held for a moment: the learner's move shown on its own before the replies
//! or a reset replace it. The one "hold" animator of every board screen, beside
//! [`Fading`]: when the moment is over the board shows its own position again and the
//! stones that position took away fade out. A newer hold or a clear ends the old one at
//! once, and a timer that fires after its screen is gone changes nothing.

use super::Fading;
use crate::engine::{Color, Game, Point};
use leptos::prelude::*;
use std::time::Duration;

/// The position held on one board, if any.
#[derive(Clone, Copy)]
pub struct Held {
    shown: RwSignal<Option<Game>>,
    /// Bumped by every hold and clear, so an old timer leaves a newer hold alone.
    generation: StoredValue<u32>,
}

impl Default for Held {
    fn default() -> Held {
        Held::new()
    }
}

impl Held {
    pub fn new() -> Held {
        Held {
            shown: RwSignal::new(None),
            generation: StoredValue::new(0),
        }
    }

    /// Shows `first` for `wait`; then the board's own position again, with `gone` (what
    /// it has that `first` has not) fading out on `fading`.
    pub fn hold(self, first: Game, wait: Duration, fading: Fading, gone: Vec<(Point, Color)>) {
        let Some(mine) = self.bump() else { return };
        if self.shown.try_set(Some(first)).is_some() {
            return;
        }
        set_timeout(
            move || {
                if self.generation.try_get_value() == Some(mine) {
                    self.shown.try_set(None);
                    fading.fade(gone);
                }
            },
            wait,
        );
    }

    /// Holds nothing (a new action, a retry), and ends any hold under way.
    pub fn clear(self) {
        self.bump();
        if self.shown.with_untracked(Option::is_some) {
            self.shown.try_set(None);
        }
    }

    /// Runs `f` on the held position (tracked).
    pub fn with<T>(self, f: impl FnOnce(Option<&Game>) -> T) -> T {
        self.shown.with(|g| f(g.as_ref()))
    }

    fn bump(self) -> Option<u32> {
        self.generation.try_update_value(|g| {
            *g = g.wrapping_add(1);
            *g
        })
    }
}
