//! Life and death: two eyes, a false eye, seki.

use super::{LESSON, STEP};
use crate::engine::MoveError;
use crate::learn::lesson::{Lesson, Reply, Step, Task, Wrong};
use crate::learn::text::{common, t};

pub const TWO_EYES: Lesson = Lesson {
    id: "two-eyes",
    title: t("learn-two-eyes-title"),
    intro: t("learn-two-eyes-intro"),
    picture: "
        .......
        .......
        XXXXXX.
        OOOOOX.
        O.OOOX.
        OOO.OX.
        OOOOOX.",
    steps: &[
        Step {
            prompt: t("learn-two-eyes-prompt-first"),
            marks: &["B3"],
            task: Task::Refused {
                at: "B3",
                error: MoveError::Suicide,
                other: t("learn-two-eyes-other"),
            },
            hint: t("learn-two-eyes-hint-first"),
            done: Some(t("learn-two-eyes-done-first")),
            ..STEP
        },
        Step {
            prompt: t("learn-two-eyes-prompt-second"),
            marks: &["D2"],
            task: Task::Refused {
                at: "D2",
                error: MoveError::Suicide,
                other: t("learn-two-eyes-other"),
            },
            hint: t("learn-two-eyes-hint-second"),
            ..STEP
        },
    ],
    success: t("learn-two-eyes-success"),
    ..LESSON
};

pub const FALSE_EYE: Lesson = Lesson {
    id: "false-eye",
    title: t("learn-false-eye-title"),
    intro: t("learn-false-eye-intro"),
    picture: "
        .......
        .......
        XXXX...
        OOOX...
        O.OX...
        OOXX...
        O.OO...",
    steps: &[
        Step {
            prompt: t("learn-false-eye-prompt-atari"),
            marks: &["C1", "D1"],
            task: Task::PlayAt {
                correct: &["E1"],
                wrong: &[Wrong {
                    at: "B1",
                    message: t("learn-false-eye-wrong-atari"),
                }],
                other: t("learn-false-eye-other-atari"),
            },
            hint: t("learn-false-eye-hint-atari"),
            done: Some(t("learn-false-eye-done-atari")),
            replies: &[Reply {
                after: None,
                play: "B1",
            }],
            ..STEP
        },
        Step {
            prompt: t("learn-false-eye-prompt-capture"),
            marks: &["B3"],
            task: Task::Capture {
                target: "A4",
                solution: "B3",
                wrong: &[],
                other: t("learn-false-eye-other-capture"),
            },
            hint: t("learn-false-eye-hint-capture"),
            ..STEP
        },
    ],
    success: t("learn-false-eye-success"),
    ..LESSON
};

pub const SEKI: Lesson = Lesson {
    id: "seki",
    title: t("learn-seki-title"),
    intro: t("learn-seki-intro"),
    picture: "
        .X.O.OX
        XXXOOOX
        OOOXXXX
        .......
        .......
        .......
        .......",
    steps: &[
        Step {
            prompt: t("learn-seki-prompt-attack"),
            marks: &["C7"],
            task: Task::PlayAt {
                correct: &["C7"],
                wrong: &[
                    Wrong {
                        at: "A7",
                        message: t("learn-seki-wrong-own-eye"),
                    },
                    Wrong {
                        at: "E7",
                        message: t("learn-seki-wrong-their-eye"),
                    },
                ],
                other: t("learn-seki-other-attack"),
            },
            hint: t("learn-seki-hint-attack"),
            done: Some(t("learn-seki-done-attack")),
            replies: &[Reply {
                after: None,
                play: "A7",
            }],
            ..STEP
        },
        Step {
            prompt: t("learn-seki-prompt-explain"),
            marks: &["C7"],
            hint: common::READ_ON,
            reset_board: true,
            ..STEP
        },
    ],
    success: t("learn-seki-success"),
    ..LESSON
};
