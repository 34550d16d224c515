//! A lesson being played: its state as reactive values, and each learner action
//! shown in order (the learner's move, its captures fading, then replies or a reset).

use super::hints::{hint_game, lesson_hint, LessonHint};
use super::model::vanished;
use super::store::complete_lesson;
use crate::engine::Move;
use crate::learn::{Feedback, LessonState};
use crate::ui::board_view::{Fading, Held, HINTS, HINT_VISITS};
use crate::ui::computer::{Analyst, Asker};
use leptos::prelude::*;
use std::time::Duration;

/// How long a position stays before scripted replies or a reset replace it.
const HOLD_REPLY: Duration = Duration::from_millis(600);
const HOLD_RESET: Duration = Duration::from_millis(1400);

/// The reactive state of a lesson being played.
#[derive(Clone, Copy)]
pub struct Player {
    pub state: RwSignal<LessonState>,
    pub feedback: RwSignal<Option<Feedback>>,
    pub hint: RwSignal<bool>,
    /// Asks the computer for its hint (a worker started with the first question).
    pub analyst: Analyst,
    /// The computer's hint for the position shown, until the next action.
    pub computer_hint: RwSignal<Option<LessonHint>>,
    /// Captured stones fading out.
    pub fading: Fading,
    /// A position shown for a moment (the learner's move before the replies or a reset).
    pub held: Held,
    /// The refusal of the lesson's tick, in words (a full storage), when it is done.
    pub unkept: RwSignal<Option<String>>,
    /// Bumped by every action, so the computer's answer about an older position is dropped.
    generation: StoredValue<u32>,
}

impl Player {
    pub fn new(state: LessonState) -> Player {
        Player {
            state: RwSignal::new(state),
            feedback: RwSignal::new(None),
            hint: RwSignal::new(false),
            analyst: Analyst::on_screen(Asker::Review(0)),
            computer_hint: RwSignal::new(None),
            fading: Fading::new(),
            held: Held::new(),
            unkept: RwSignal::new(None),
            generation: StoredValue::new(0),
        }
    }

    fn next_generation(self) -> u32 {
        self.generation.update_value(|g| *g = g.wrapping_add(1));
        self.held.clear();
        // What the computer said or is saying is about the position before.
        self.analyst.cancel();
        self.computer_hint.set(None);
        self.generation.get_value()
    }

    /// Asks the computer for its top moves on the lesson's board now (nothing where the
    /// step asks for no game move); the answer is dropped if the learner acts first.
    pub fn ask_computer(self) {
        let generation = self.generation.get_value();
        let Some(game) = self.state.with_untracked(hint_game) else {
            return;
        };
        self.computer_hint.set(None);
        let answer = move |analysis: crate::worker::protocol::Analysis| {
            if self.generation.try_get_value() != Some(generation) {
                return;
            }
            let moves = analysis.moves.iter().map(|c| c.mv);
            let hint = self.state.with_untracked(|s| lesson_hint(s, moves, HINTS));
            self.computer_hint.try_set(hint);
        };
        self.analyst
            .ask(game.record().clone(), HINT_VISITS, false, answer);
    }

    /// Runs a learner action and shows what happened: the learner's move first, its
    /// captures fading, then (after a moment) the replies or the reset board.
    pub fn act(self, action: impl FnOnce(&mut LessonState) -> Feedback) {
        self.next_generation();
        let before = self.state.with_untracked(|s| s.game().clone());
        let Some(fb) = self.state.try_update(action) else {
            return;
        };
        let after = self.state.with_untracked(|s| s.game().clone());
        let first = fb
            .placed
            .filter(|_| fb.board_reset || !fb.replies.is_empty())
            .and_then(|(color, p)| {
                let mut g = before.clone();
                g.play_as(color, Move::Place(p)).ok().map(|_| g)
            });
        self.fading
            .fade(vanished(&before, first.as_ref().unwrap_or(&after)));
        if let Some(first) = first {
            let wait = if fb.board_reset {
                HOLD_RESET
            } else {
                HOLD_REPLY
            };
            let gone = vanished(&first, &after);
            self.held.hold(first, wait, self.fading, gone);
        }
        if fb.step_done {
            self.hint.set(false);
        }
        if fb.done {
            self.unkept.set(complete_lesson(
                self.state.with_untracked(|s| s.lesson().id),
            ));
        }
        self.feedback.set(Some(fb));
    }

    pub fn retry(self) {
        self.next_generation();
        self.state.update(LessonState::retry);
        self.feedback.set(None);
        self.hint.set(false);
        self.fading.clear();
    }
}
