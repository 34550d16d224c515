//! Liberties, strings, atari and capturing.

use super::{LESSON, STEP};
use crate::engine::HalfPoints;
use crate::learn::lesson::{Lesson, Step, Tally, Task, Wrong};
use crate::learn::text::{common, t, Text};

const fn diagonal(at: &'static str) -> Wrong {
    Wrong {
        at,
        message: common::DIAGONAL,
    }
}

const fn no_surround(at: &'static str) -> Wrong {
    Wrong {
        at,
        message: common::DIAGONAL_SURROUND,
    }
}

const TAP_LIBERTIES: Text = t("learn-liberties-prompt");
const LIBERTY_HINT: Text = t("learn-liberties-hint");

pub const LIBERTIES: Lesson = Lesson {
    id: "liberties",
    title: t("learn-liberties-title"),
    intro: t("learn-liberties-intro"),
    picture: "
        X......
        .......
        .......
        ...X...
        .......
        .......
        ...X...",
    steps: &[
        Step {
            prompt: TAP_LIBERTIES,
            marks: &["D4"],
            task: Task::TapAll {
                targets: &["D5", "C4", "E4", "D3"],
                wrong: &[
                    diagonal("C5"),
                    diagonal("E5"),
                    diagonal("C3"),
                    diagonal("E3"),
                ],
                other: common::NOT_TOUCHING,
            },
            hint: LIBERTY_HINT,
            done: Some(t("learn-liberties-done-centre")),
            ..STEP
        },
        Step {
            prompt: TAP_LIBERTIES,
            marks: &["D1"],
            task: Task::TapAll {
                targets: &["C1", "E1", "D2"],
                wrong: &[diagonal("C2"), diagonal("E2")],
                other: common::NOT_TOUCHING,
            },
            hint: LIBERTY_HINT,
            done: Some(t("learn-liberties-done-edge")),
            ..STEP
        },
        Step {
            prompt: TAP_LIBERTIES,
            marks: &["A7"],
            task: Task::TapAll {
                targets: &["B7", "A6"],
                wrong: &[diagonal("B6")],
                other: common::NOT_TOUCHING,
            },
            hint: LIBERTY_HINT,
            ..STEP
        },
    ],
    success: t("learn-liberties-success"),
    ..LESSON
};

pub const STRINGS: Lesson = Lesson {
    id: "strings",
    title: t("learn-strings-title"),
    intro: t("learn-strings-intro"),
    picture: "
        .......
        .......
        .......
        ...XX..
        ...X...
        .......
        .......",
    steps: &[
        Step {
            prompt: t("learn-strings-prompt-tap"),
            marks: &["D4", "E4", "D3"],
            task: Task::TapAll {
                targets: &["D5", "E5", "C4", "F4", "C3", "E3", "D2"],
                wrong: &[
                    diagonal("C5"),
                    diagonal("F5"),
                    diagonal("F3"),
                    diagonal("C2"),
                    diagonal("E2"),
                ],
                other: common::NOT_TOUCHING,
            },
            hint: t("learn-strings-hint-tap"),
            done: Some(t("learn-strings-done-tap")),
            ..STEP
        },
        Step {
            prompt: t("learn-strings-prompt-count"),
            marks: &["D4", "E4", "D3"],
            task: Task::Count {
                tally: Tally::Liberties("D4"),
                answer: HalfPoints::points(7),
                choices: &[
                    HalfPoints::points(6),
                    HalfPoints::points(7),
                    HalfPoints::points(8),
                ],
                wrong: t("learn-strings-wrong-count"),
            },
            hint: t("learn-strings-hint-count"),
            ..STEP
        },
    ],
    success: t("learn-strings-success"),
    ..LESSON
};

pub const ATARI: Lesson = Lesson {
    id: "atari",
    title: t("learn-atari-title"),
    intro: t("learn-atari-intro"),
    picture: "
        .......
        .XOX...
        ..X....
        .......
        .......
        .....OX
        .....X.",
    steps: &[
        Step {
            prompt: t("learn-atari-prompt-find"),
            task: Task::Choose {
                correct: &["C6"],
                wrong: &[Wrong {
                    at: "F2",
                    message: t("learn-atari-wrong-find"),
                }],
                other: t("learn-atari-other-find"),
            },
            hint: t("learn-atari-hint-find"),
            done: Some(t("learn-atari-done-find")),
            ..STEP
        },
        Step {
            prompt: t("learn-atari-prompt-play"),
            marks: &["F2"],
            task: Task::PlayAt {
                correct: &["F3", "E2"],
                wrong: &[Wrong {
                    at: "C7",
                    message: t("learn-atari-wrong-play"),
                }],
                other: t("learn-atari-other-play"),
            },
            hint: t("learn-atari-hint-play"),
            ..STEP
        },
    ],
    success: t("learn-atari-success"),
    ..LESSON
};

pub const CAPTURE: Lesson = Lesson {
    id: "capture",
    title: t("learn-capture-title"),
    intro: t("learn-capture-intro"),
    size: 9,
    picture: "
        .......XO
        .........
        .........
        ....X....
        ...XOX...
        .........
        .........
        .........
        ...XOX...",
    steps: &[
        Step {
            prompt: t("learn-capture-prompt-centre"),
            marks: &["E5"],
            task: Task::Capture {
                target: "E5",
                solution: "E4",
                wrong: &[
                    no_surround("D4"),
                    no_surround("F4"),
                    no_surround("D6"),
                    no_surround("F6"),
                ],
                other: t("learn-capture-other-centre"),
            },
            hint: t("learn-capture-hint-centre"),
            done: Some(t("learn-capture-done-centre")),
            ..STEP
        },
        Step {
            prompt: t("learn-capture-prompt-edge"),
            marks: &["E1"],
            task: Task::Capture {
                target: "E1",
                solution: "E2",
                wrong: &[no_surround("D2"), no_surround("F2")],
                other: t("learn-capture-other-edge"),
            },
            hint: t("learn-capture-hint-edge"),
            done: Some(t("learn-capture-done-edge")),
            ..STEP
        },
        Step {
            prompt: t("learn-capture-prompt-corner"),
            marks: &["J9"],
            task: Task::Capture {
                target: "J9",
                solution: "J8",
                wrong: &[no_surround("H8")],
                other: t("learn-capture-other-corner"),
            },
            hint: t("learn-capture-hint-corner"),
            ..STEP
        },
    ],
    success: t("learn-capture-success"),
    ..LESSON
};

pub const CAPTURE_TWO: Lesson = Lesson {
    id: "capture-two",
    title: t("learn-capture-two-title"),
    intro: t("learn-capture-two-intro"),
    picture: "
        .......
        .......
        ...XX..
        ..XOOX.
        ...X...
        .......
        .......",
    steps: &[Step {
        prompt: t("learn-capture-two-prompt"),
        marks: &["D4", "E4"],
        task: Task::Capture {
            target: "D4",
            solution: "E3",
            wrong: &[no_surround("F3"), no_surround("C3")],
            other: t("learn-capture-two-other"),
        },
        hint: t("learn-capture-two-hint"),
        ..STEP
    }],
    success: t("learn-capture-two-success"),
    ..LESSON
};
