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

const ADD_UP: Text = t(
    "learn.count.hint.numbers",
    "Add up the numbers in the question.",
);

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
    title: t("learn.count-area.title", "Counting by area"),
    intro: t(
        "learn.count-area.intro",
        "The game is over and every stone is alive. Under area counting, each stone on the board and each empty point it surrounds is one point.",
    ),
    size: 9,
    picture: AREA_PICTURE,
    steps: &[
        Step {
            prompt: t(
                "learn.count-area.prompt.territory",
                "How many empty points does Black surround?",
            ),
            task: Task::Count {
                tally: Tally::Territory(Color::Black),
                answer: n(8),
                choices: &[n(7), n(8), n(9)],
                wrong: t(
                    "learn.count-area.wrong.territory",
                    "Count only the empty points inside Black's stones, at the top.",
                ),
            },
            hint: t(
                "learn.count-area.hint.territory",
                "Five on the top edge, three more just below.",
            ),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-area.prompt.black",
                "Black has 35 stones on the board. What is Black's total?",
            ),
            task: Task::Count {
                tally: Tally::Total(Color::Black),
                answer: n(43),
                choices: &[n(35), n(43), n(51)],
                wrong: t(
                    "learn.count-area.wrong.black",
                    "Stones plus surrounded points: 35 and 8.",
                ),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-area.prompt.white",
                "White has 27 stones and surrounds 10 points. White also gets 7.5 komi for moving second. What is White's total?",
            ),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: half(89),
                choices: &[n(37), half(89), half(93)],
                wrong: t(
                    "learn.count-area.wrong.white",
                    "27 stones, 10 points, then add the 7.5 komi.",
                ),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-area.prompt.lead",
                "43 for Black, 44.5 for White. By how much does White win?",
            ),
            task: Task::Count {
                tally: Tally::Lead(Color::White),
                answer: half(3),
                choices: &[half(1), half(3), half(5)],
                wrong: t("learn.count-area.wrong.lead", "Take 43 from 44.5."),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t(
        "learn.count-area.success",
        "White wins by 1.5. Thanks to the half point, there is never a tie.",
    ),
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
    title: t("learn.count-territory.title", "Counting by territory"),
    intro: t(
        "learn.count-territory.intro",
        "Some rules count only empty points you surround. Your stones don't score, and each stone you lost costs a point.",
    ),
    rules: "japanese",
    picture: SPLIT_PICTURE,
    setup: &[(Color::Black, "B3")],
    steps: &[
        Step {
            prompt: t(
                "learn.count-territory.prompt.black",
                "Black just captured a white stone. How many empty points does Black surround?",
            ),
            task: Task::Count {
                tally: Tally::Territory(Color::Black),
                answer: n(17),
                choices: &[n(16), n(17), n(21)],
                wrong: t(
                    "learn.count-territory.wrong.black",
                    "Count only the empty points left of Black's wall. Stones don't count.",
                ),
            },
            hint: t(
                "learn.count-territory.hint.black",
                "21 points on Black's side, 4 of them hold black stones.",
            ),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-territory.prompt.white",
                "White surrounds 14 points and lost one stone: minus 1. Komi here is 6.5. What is White's total?",
            ),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: half(39),
                choices: &[half(39), half(41), half(43)],
                wrong: t(
                    "learn.count-territory.wrong.white",
                    "14 minus 1, then add 6.5.",
                ),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-territory.prompt.lead",
                "17 for Black, 19.5 for White. By how much does White win?",
            ),
            task: Task::Count {
                tally: Tally::Lead(Color::White),
                answer: half(5),
                choices: &[half(3), half(5), half(7)],
                wrong: t("learn.count-territory.wrong.lead", "Take 17 from 19.5."),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t(
        "learn.count-territory.success",
        "White wins by 2.5. Under these rules, every stone you lose costs you a point.",
    ),
    ..LESSON
};

pub const CLASSIC: Lesson = Lesson {
    id: "count-classic",
    title: t("learn.count-classic.title", "The classic count"),
    intro: t(
        "learn.count-classic.intro",
        "The classic 9x9 rules add three things: the empty points you surround, the stones you captured, and one point for each time your opponent passed. No komi.",
    ),
    rules: "classic",
    picture: SPLIT_PICTURE,
    setup: &[
        (Color::Black, "B3"),
        (Color::White, "pass"),
        (Color::Black, "pass"),
    ],
    steps: &[
        Step {
            prompt: t(
                "learn.count-classic.prompt.black",
                "Black surrounds 17 points, captured 1 stone, and White passed once. What is Black's total?",
            ),
            task: Task::Count {
                tally: Tally::Total(Color::Black),
                answer: n(19),
                choices: &[n(17), n(18), n(19)],
                wrong: t(
                    "learn.count-classic.wrong.black",
                    "17 points, plus 1 capture, plus 1 for White's pass.",
                ),
            },
            hint: ADD_UP,
            ..STEP
        },
        Step {
            prompt: t(
                "learn.count-classic.prompt.white",
                "White surrounds 14 points, captured nothing, and Black passed once. What is White's total?",
            ),
            task: Task::Count {
                tally: Tally::Total(Color::White),
                answer: n(15),
                choices: &[n(14), n(15), n(16)],
                wrong: t(
                    "learn.count-classic.wrong.white",
                    "14 points, plus 1 for Black's pass.",
                ),
            },
            hint: ADD_UP,
            ..STEP
        },
    ],
    success: t(
        "learn.count-classic.success",
        "Black wins, 19 to 15. Here every pass gives your opponent a point.",
    ),
    ..LESSON
};
