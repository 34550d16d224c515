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
    title: t("learn.practice.title", "Practice capture"),
    intro: t(
        "learn.practice.intro",
        "A white stone sits in the corner. It has two neighbours, and Black holds one of them.",
    ),
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
        prompt: t(
            "learn.practice.prompt",
            "Play Black on the white stone's other neighbour to capture it.",
        ),
        marks: &["A1"],
        task: Task::PlayAt {
            correct: &["A2"],
            wrong: &[Wrong {
                at: "B2",
                message: t(
                    "learn.practice.wrong.diagonal",
                    "That point only touches the white stone's corner. Take the free point beside it.",
                ),
            }],
            other: t(
                "learn.practice.other",
                "Not there. Find the one empty point right next to the white stone.",
            ),
        },
        hint: t("learn.practice.hint", "Look just above the white stone."),
        ..STEP
    }],
    success: t(
        "learn.practice.success",
        "Captured! The white stone had no empty neighbour left, so it comes off. Now clear the board and play.",
    ),
    clear_when_done: true,
    then: START_9X9,
    ..LESSON
};

pub const FIRST_CAPTURE: Lesson = Lesson {
    id: "first-capture",
    title: t("learn.first-capture.title", "First capture wins"),
    intro: t(
        "learn.first-capture.intro",
        "A game for two on this device. Take turns; whoever captures first wins. Two passes before any capture make a draw.",
    ),
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
        prompt: t(
            "learn.first-capture.prompt",
            "Black starts. Pass the device after each move.",
        ),
        task: Task::PlayGame {
            preset: "first-capture",
        },
        hint: t(
            "learn.first-capture.hint",
            "Look for a string in atari: yours to save, or theirs to take.",
        ),
        ..STEP
    }],
    success: t(
        "learn.first-capture.success",
        "A capture wins! You know the rules now. Next: a real game, where the larger area wins.",
    ),
    then: START_9X9,
    ..LESSON
};
