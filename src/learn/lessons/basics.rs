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

const TAP_LIBERTIES: Text = t(
    "learn.liberties.prompt",
    "Tap every liberty of the marked stone: the empty points right next to it.",
);
const LIBERTY_HINT: Text = t(
    "learn.liberties.hint",
    "Look straight up, down, left and right from the stone. Skip the corners between.",
);

pub const LIBERTIES: Lesson = Lesson {
    id: "liberties",
    title: t("learn.liberties.title", "Liberties"),
    intro: t(
        "learn.liberties.intro",
        "A stone breathes through the empty points next to it along the lines. These are its liberties.",
    ),
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
                wrong: &[diagonal("C5"), diagonal("E5"), diagonal("C3"), diagonal("E3")],
                other: common::NOT_TOUCHING,
            },
            hint: LIBERTY_HINT,
            done: Some(t(
                "learn.liberties.done.centre",
                "Four. A stone in the open has four liberties.",
            )),
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
            done: Some(t(
                "learn.liberties.done.edge",
                "Three. The edge of the board takes one away.",
            )),
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
    success: t(
        "learn.liberties.success",
        "Two in the corner. The fewer liberties a stone has, the easier it is to capture.",
    ),
    ..LESSON
};

pub const STRINGS: Lesson = Lesson {
    id: "strings",
    title: t("learn.strings.title", "Strings"),
    intro: t(
        "learn.strings.intro",
        "Stones of one colour that touch along a line form a string. The string shares all their liberties.",
    ),
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
            prompt: t(
                "learn.strings.prompt.tap",
                "Tap every liberty of the marked string.",
            ),
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
            hint: t(
                "learn.strings.hint.tap",
                "Go round the string stone by stone and look at each side.",
            ),
            done: Some(t(
                "learn.strings.done.tap",
                "All found. One point touches two of the stones.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.strings.prompt.count",
                "How many liberties does the string have?",
            ),
            marks: &["D4", "E4", "D3"],
            task: Task::Count {
                tally: Tally::Liberties("D4"),
                answer: HalfPoints::points(7),
                choices: &[
                    HalfPoints::points(6),
                    HalfPoints::points(7),
                    HalfPoints::points(8),
                ],
                wrong: t(
                    "learn.strings.wrong.count",
                    "Count again. A point shared by two stones counts only once.",
                ),
            },
            hint: t(
                "learn.strings.hint.count",
                "Count the points you just tapped.",
            ),
            ..STEP
        },
    ],
    success: t(
        "learn.strings.success",
        "Seven. A shared liberty counts once, for the whole string.",
    ),
    ..LESSON
};

pub const ATARI: Lesson = Lesson {
    id: "atari",
    title: t("learn.atari.title", "Atari"),
    intro: t(
        "learn.atari.intro",
        "A string with only one liberty left is in atari. The next move there captures it.",
    ),
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
            prompt: t(
                "learn.atari.prompt.find",
                "One white stone is in atari. Tap it.",
            ),
            task: Task::Choose {
                correct: &["C6"],
                wrong: &[Wrong {
                    at: "F2",
                    message: t(
                        "learn.atari.wrong.find",
                        "That stone still has two liberties. Find the one with a single liberty.",
                    ),
                }],
                other: t("learn.atari.other.find", "Tap one of the white stones."),
            },
            hint: t(
                "learn.atari.hint.find",
                "Count the empty points next to each white stone.",
            ),
            done: Some(t(
                "learn.atari.done.find",
                "Right: only the point above it is still free.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.atari.prompt.play",
                "Now put the other white stone in atari.",
            ),
            marks: &["F2"],
            task: Task::PlayAt {
                correct: &["F3", "E2"],
                wrong: &[Wrong {
                    at: "C7",
                    message: t(
                        "learn.atari.wrong.play",
                        "That would capture the first stone. Here, take a liberty from the marked one.",
                    ),
                }],
                other: t(
                    "learn.atari.other.play",
                    "Take away one of the marked stone's two liberties.",
                ),
            },
            hint: t(
                "learn.atari.hint.play",
                "The marked stone is free above and to the left.",
            ),
            ..STEP
        },
    ],
    success: t(
        "learn.atari.success",
        "Atari! If White doesn't save it, you capture it next move.",
    ),
    ..LESSON
};

pub const CAPTURE: Lesson = Lesson {
    id: "capture",
    title: t("learn.capture.title", "Capture"),
    intro: t(
        "learn.capture.intro",
        "Fill a string's last liberty and it is captured: it comes off the board.",
    ),
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
            prompt: t(
                "learn.capture.prompt.centre",
                "In the open, a stone needs four stones around it. Three are there. Capture the marked stone.",
            ),
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
                other: t(
                    "learn.capture.other.centre",
                    "Fill the marked stone's one free neighbour.",
                ),
            },
            hint: t("learn.capture.hint.centre", "The free point is just below it."),
            done: Some(t(
                "learn.capture.done.centre",
                "Captured with four stones.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.capture.prompt.edge",
                "On the edge, three stones are enough. Capture the marked stone.",
            ),
            marks: &["E1"],
            task: Task::Capture {
                target: "E1",
                solution: "E2",
                wrong: &[no_surround("D2"), no_surround("F2")],
                other: t(
                    "learn.capture.other.edge",
                    "The edge already blocks one side. Fill the last free neighbour.",
                ),
            },
            hint: t("learn.capture.hint.edge", "The free point is just above it."),
            done: Some(t("learn.capture.done.edge", "Captured with three stones.")),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.capture.prompt.corner",
                "In the corner, two stones do it. Capture the marked stone.",
            ),
            marks: &["J9"],
            task: Task::Capture {
                target: "J9",
                solution: "J8",
                wrong: &[no_surround("H8")],
                other: t(
                    "learn.capture.other.corner",
                    "Two edges block it already. Fill its last free neighbour.",
                ),
            },
            hint: t("learn.capture.hint.corner", "The free point is just below it."),
            ..STEP
        },
    ],
    success: t(
        "learn.capture.success",
        "Four in the open, three on the edge, two in the corner.",
    ),
    ..LESSON
};

pub const CAPTURE_TWO: Lesson = Lesson {
    id: "capture-two",
    title: t("learn.capture-two.title", "Capture a string"),
    intro: t(
        "learn.capture-two.intro",
        "Two white stones side by side form a string with six liberties. Five are taken already.",
    ),
    picture: "
        .......
        .......
        ...XX..
        ..XOOX.
        ...X...
        .......
        .......",
    steps: &[Step {
        prompt: t(
            "learn.capture-two.prompt",
            "Capture both marked stones with one move.",
        ),
        marks: &["D4", "E4"],
        task: Task::Capture {
            target: "D4",
            solution: "E3",
            wrong: &[no_surround("F3"), no_surround("C3")],
            other: t(
                "learn.capture-two.other",
                "Find the one empty point that still touches the white string.",
            ),
        },
        hint: t(
            "learn.capture-two.hint",
            "Look below the right-hand white stone.",
        ),
        ..STEP
    }],
    success: t(
        "learn.capture-two.success",
        "Six black stones around two white ones: both come off together.",
    ),
    ..LESSON
};
