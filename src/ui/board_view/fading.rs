//! Captured stones fading out: the one animator every board screen uses (the play screen,
//! the lessons, the guide). A stone taken off the board is drawn fading where it stood for
//! [`FADE`]; a newer capture or a cleared board ends the old fade at once, and a timer
//! that fires after its screen is gone changes nothing.

use super::BoardModel;
use crate::engine::{Color, Point};
use leptos::prelude::*;

/// How long captured stones take to fade (the board's animation).
pub const FADE: std::time::Duration = std::time::Duration::from_millis(450);

/// The stones fading out on one board.
#[derive(Clone, Copy)]
pub struct Fading {
    stones: RwSignal<Vec<(Point, Color)>>,
    /// Bumped by every fade and clear, so an old timer leaves a newer fade alone.
    generation: StoredValue<u32>,
}

impl Default for Fading {
    fn default() -> Fading {
        Fading::new()
    }
}

impl Fading {
    pub fn new() -> Fading {
        Fading {
            stones: RwSignal::new(Vec::new()),
            generation: StoredValue::new(0),
        }
    }

    /// Shows `gone` fading out for [`FADE`] (nothing when it is empty).
    pub fn fade(self, gone: Vec<(Point, Color)>) {
        if gone.is_empty() {
            return;
        }
        let Some(mine) = self.bump() else { return };
        if self.stones.try_set(gone).is_some() {
            return;
        }
        set_timeout(
            move || {
                if self.generation.try_get_value() == Some(mine) {
                    self.stones.try_set(Vec::new());
                }
            },
            FADE,
        );
    }

    /// Shows no stone fading (a new position, a retry), and ends any fade under way.
    pub fn clear(self) {
        self.bump();
        if !self.stones.with_untracked(Vec::is_empty) {
            self.stones.try_set(Vec::new());
        }
    }

    /// Whether a stone is fading now (untracked).
    pub fn is_empty(self) -> bool {
        self.stones.with_untracked(Vec::is_empty)
    }

    /// Marks the fading stones on `m`, where the board is empty now (tracked).
    pub fn draw(self, m: &mut BoardModel) {
        self.stones.with(|gone| {
            for &(p, c) in gone {
                let v = m.at(p);
                if v.stone.is_none() {
                    v.ghost = None;
                    v.fading = Some(c);
                }
            }
        })
    }

    fn bump(self) -> Option<u32> {
        self.generation.try_update_value(|g| {
            *g = g.wrapping_add(1);
            *g
        })
    }
}
