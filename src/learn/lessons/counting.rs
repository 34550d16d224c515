//! Counting a finished game: by area (text 004), by territory with prisoners (text 003),
//! and the classic count with pass points (text 000).

use super::{LESSON, STEP};
use crate::engine::{Color, HalfPoints};
use crate::learn::lesson::{Lesson, Step, Tally, Task};
use crate::learn::text::{t, Text};

const fn n(points: i32) -> HalfPoints {
    HalfPoints::points(points)
}

const fn half(halves: i32) -> HalfPoints {
    HalfPoints::halves(halves)
}

const ADD_UP: Text = t("learn-count-hint-numbers");

/// Black's area with 35 stones and 8 empty points; White's with 27 and 10 (text 004's example).
const AREA_PICTURE: &str = "
    .X.X.X.X.
    X.X.XXXXX
    XXXX.XXXX
    XXXXXXXXX
    XXXXXXX.O
    OOOOOOOOO
    O.O.O.O.O
    OOOO.OOOO
    .O.O.O.O.";

pub const AREA: Lesson = Lesson {
    id: "count-area",
    title: t("learn-count-area-title"),
    intro: t("learn-count-area-intro"),
    size: 9,
    picture: AREA_PICTURE,
    steps: &[
        Step {
            prompt: t("learn-count-area-prompt-territory"),
            task: Task::Count {
                tally: Tally::Territory(Color::Black),
                answer: n(8),
                choices: &[n(7), n(8), n(9)],
                wrong: t("learn-count-area-wrong-territory"),
            },
            hint: t("learn-count-area-hint-territory"),
            ..STEP
        },
        Step {
            prompt: t("learn-count-area-prompt-black"),
            task: Task::Count {
                tally: Tally::Total(Color::Black),
                answer: n(43),
                choices: &[n(35), n(43), n(51)],
                wrong: t("learn-count-area-wrong-black"),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t("learn-count-area-prompt-white"),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: half(89),
                choices: &[n(37), half(89), half(93)],
                wrong: t("learn-count-area-wrong-white"),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t("learn-count-area-prompt-lead"),
            task: Task::Count {
                tally: Tally::Lead(Color::White),
                answer: half(3),
                choices: &[half(1), half(3), half(5)],
                wrong: t("learn-count-area-wrong-lead"),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t("learn-count-area-success"),
    ..LESSON
};

/// Black's side (columns A to C) holds four black stones and the point of one captured
/// white stone; White's side (F, G) is empty.
const SPLIT_PICTURE: &str = "
    ...XO..
    ...XO..
    .X.XO..
    XOXXO..
    ...XO..
    ...XO..
    ...XO..";

pub const TERRITORY: Lesson = Lesson {
    id: "count-territory",
    title: t("learn-count-territory-title"),
    intro: t("learn-count-territory-intro"),
    rules: "japanese",
    picture: SPLIT_PICTURE,
    setup: &[(Color::Black, "B3")],
    steps: &[
        Step {
            prompt: t("learn-count-territory-prompt-black"),
            task: Task::Count {
                tally: Tally::Territory(Color::Black),
                answer: n(17),
                choices: &[n(16), n(17), n(21)],
                wrong: t("learn-count-territory-wrong-black"),
            },
            hint: t("learn-count-territory-hint-black"),
            ..STEP
        },
        Step {
            prompt: t("learn-count-territory-prompt-white"),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: half(39),
                choices: &[half(39), half(41), half(43)],
                wrong: t("learn-count-territory-wrong-white"),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t("learn-count-territory-prompt-lead"),
            task: Task::Count {
                tally: Tally::Lead(Color::White),
                answer: half(5),
                choices: &[half(3), half(5), half(7)],
                wrong: t("learn-count-territory-wrong-lead"),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t("learn-count-territory-success"),
    ..LESSON
};

pub const CLASSIC: Lesson = Lesson {
    id: "count-classic",
    title: t("learn-count-classic-title"),
    intro: t("learn-count-classic-intro"),
    rules: "classic",
    picture: SPLIT_PICTURE,
    setup: &[
        (Color::Black, "B3"),
        (Color::White, "pass"),
        (Color::Black, "pass"),
    ],
    steps: &[
        Step {
            prompt: t("learn-count-classic-prompt-black"),
            task: Task::Count {
                tally: Tally::Total(Color::Black),
                answer: n(19),
                choices: &[n(17), n(18), n(19)],
                wrong: t("learn-count-classic-wrong-black"),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t("learn-count-classic-prompt-white"),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: n(15),
                choices: &[n(14), n(15), n(16)],
                wrong: t("learn-count-classic-wrong-white"),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t("learn-count-classic-success"),
    ..LESSON
};
