//! The practice capture of text 004 and the first-capture game that closes the course.

use super::{LESSON, STEP};
use crate::learn::lesson::{Action, Lesson, Step, Task, Wrong};
use crate::learn::text::{common, t};

const START_9X9: Action = Action::StartGame {
    preset: "aga",
    size: 9,
    label: common::START_9X9,
};

/// Text 004: a white stone on a corner point, a black stone on one of its two
/// neighbours; Black captures on the other.
pub const PRACTICE_CAPTURE: Lesson = Lesson {
    id: "practice-capture",
    title: t("learn-practice-title"),
    intro: t("learn-practice-intro"),
    size: 9,
    picture: "
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        OX.......",
    steps: &[Step {
        prompt: t("learn-practice-prompt"),
        marks: &["A1"],
        task: Task::PlayAt {
            correct: &["A2"],
            wrong: &[Wrong {
                at: "B2",
                message: t("learn-practice-wrong-diagonal"),
            }],
            other: t("learn-practice-other"),
        },
        hint: t("learn-practice-hint"),
        ..STEP
    }],
    success: t("learn-practice-success"),
    clear_when_done: true,
    then: START_9X9,
    ..LESSON
};

pub const FIRST_CAPTURE: Lesson = Lesson {
    id: "first-capture",
    title: t("learn-first-capture-title"),
    intro: t("learn-first-capture-intro"),
    size: 9,
    rules: "first-capture",
    picture: "
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........",
    steps: &[Step {
        prompt: t("learn-first-capture-prompt"),
        task: Task::PlayGame {
            preset: "first-capture",
        },
        hint: t("learn-first-capture-hint"),
        ..STEP
    }],
    success: t("learn-first-capture-success"),
    // The game the lesson played, now on a real board: against a friend or the computer.
    then: Action::StartGame {
        preset: "first-capture",
        size: 9,
        label: common::START_9X9,
    },
    ..LESSON
};
