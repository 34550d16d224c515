//! The course: lessons in order, and the practice capture that opens it.

mod basics;
mod counting;
mod finale;
mod life;
mod rules;

use super::lesson::{Lesson, Step, Task, NEXT};
use super::text::BLANK;
use crate::engine::Color;

/// Fields most steps leave as they are.
const STEP: Step = Step {
    prompt: BLANK,
    marks: &[],
    task: Task::Explain,
    hint: BLANK,
    done: None,
    replies: &[],
    reset_board: false,
};

/// Fields most lessons share: a 7x7 board under AGA rules, the learner plays Black.
const LESSON: Lesson = Lesson {
    id: "",
    title: BLANK,
    intro: BLANK,
    size: 7,
    picture: "",
    rules: "aga",
    player: Color::Black,
    setup: &[],
    steps: &[],
    success: BLANK,
    clear_when_done: false,
    then: NEXT,
};

static COURSE: [Lesson; 15] = [
    basics::LIBERTIES,
    basics::STRINGS,
    basics::ATARI,
    basics::CAPTURE,
    basics::CAPTURE_TWO,
    rules::SELF_CAPTURE,
    rules::KO,
    rules::PASSING,
    life::TWO_EYES,
    life::FALSE_EYE,
    life::SEKI,
    counting::AREA,
    counting::TERRITORY,
    counting::CLASSIC,
    finale::FIRST_CAPTURE,
];

/// Every lesson, in course order.
pub fn all() -> &'static [Lesson] {
    &COURSE
}

/// The practice capture of the AGA guide (text 004), offered before the first game.
pub fn practice_capture() -> &'static Lesson {
    &finale::PRACTICE_CAPTURE
}
