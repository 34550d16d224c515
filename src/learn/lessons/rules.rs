//! Self-capture, ko, and passing to end the game.

use super::{LESSON, STEP};
use crate::engine::{Color, MoveError};
use crate::learn::lesson::{Lesson, Reply, Step, Task, Wrong};
use crate::learn::text::{common, t};

pub const SELF_CAPTURE: Lesson = Lesson {
    id: "self-capture",
    title: t("learn-self-capture-title"),
    intro: t("learn-self-capture-intro"),
    picture: "
        .......
        ...O...
        ..O.O..
        ...O...
        X......
        OX.....
        .OX....",
    steps: &[
        Step {
            prompt: t("learn-self-capture-prompt-try"),
            marks: &["D5"],
            task: Task::Refused {
                at: "D5",
                error: MoveError::Suicide,
                other: t("learn-self-capture-other-try"),
            },
            hint: t("learn-self-capture-hint-try"),
            done: Some(t("learn-self-capture-done-try")),
            ..STEP
        },
        Step {
            prompt: t("learn-self-capture-prompt-capture"),
            marks: &["A1"],
            task: Task::Capture {
                target: "A2",
                solution: "A1",
                wrong: &[Wrong {
                    at: "D5",
                    message: t("learn-self-capture-wrong-capture"),
                }],
                other: t("learn-self-capture-other-capture"),
            },
            hint: t("learn-self-capture-hint-capture"),
            ..STEP
        },
    ],
    success: t("learn-self-capture-success"),
    ..LESSON
};

pub const KO: Lesson = Lesson {
    id: "ko",
    title: t("learn-ko-title"),
    intro: t("learn-ko-intro"),
    picture: "
        .......
        .......
        ..XO...
        .X.XO..
        ..XO...
        .....OX
        .....X.",
    setup: &[(Color::White, "C4")],
    steps: &[
        Step {
            prompt: t("learn-ko-prompt-retake"),
            marks: &["D4"],
            task: Task::Refused {
                at: "D4",
                error: MoveError::Ko,
                other: t("learn-ko-other-retake"),
            },
            hint: t("learn-ko-hint-retake"),
            done: Some(t("learn-ko-done-retake")),
            ..STEP
        },
        Step {
            prompt: t("learn-ko-prompt-elsewhere"),
            marks: &["F2"],
            task: Task::PlayAt {
                correct: &["F3", "E2"],
                wrong: &[Wrong {
                    at: "D4",
                    message: t("learn-ko-wrong-elsewhere"),
                }],
                other: t("learn-ko-other-elsewhere"),
            },
            hint: t("learn-ko-hint-elsewhere"),
            done: Some(t("learn-ko-done-elsewhere")),
            replies: &[
                Reply {
                    after: Some("F3"),
                    play: "E2",
                },
                Reply {
                    after: Some("E2"),
                    play: "F3",
                },
            ],
            ..STEP
        },
        Step {
            prompt: t("learn-ko-prompt-take"),
            marks: &["D4"],
            task: Task::Capture {
                target: "C4",
                solution: "D4",
                wrong: &[],
                other: t("learn-ko-other-take"),
            },
            hint: t("learn-ko-hint-take"),
            ..STEP
        },
    ],
    success: t("learn-ko-success"),
    ..LESSON
};

pub const PASSING: Lesson = Lesson {
    id: "passing",
    title: t("learn-passing-title"),
    intro: t("learn-passing-intro"),
    picture: "
        ..XO...
        ..XO...
        .OXO...
        ..XO...
        ..XO...
        ..XO...
        ..XO...",
    steps: &[
        Step {
            prompt: t("learn-passing-prompt-pass"),
            task: Task::Pass {
                other: t("learn-passing-other-pass"),
            },
            hint: t("learn-passing-hint-pass"),
            done: Some(t("learn-passing-done-pass")),
            replies: &[Reply {
                after: None,
                play: "pass",
            }],
            ..STEP
        },
        Step {
            prompt: t("learn-passing-prompt-dead"),
            marks: &["B5"],
            task: Task::MarkDead {
                stones: &["B5"],
                wrong: &[
                    Wrong {
                        at: "D4",
                        message: t("learn-passing-wrong-white-wall"),
                    },
                    Wrong {
                        at: "C4",
                        message: t("learn-passing-wrong-black-wall"),
                    },
                ],
                other: t("learn-passing-other-dead"),
            },
            hint: t("learn-passing-hint-dead"),
            done: Some(t("learn-passing-done-dead")),
            ..STEP
        },
        Step {
            prompt: t("learn-passing-prompt-resume"),
            hint: common::READ_ON,
            ..STEP
        },
    ],
    success: t("learn-passing-success"),
    ..LESSON
};
