//! Self-capture, ko, and passing to end the game.

use super::{LESSON, STEP};
use crate::engine::{Color, MoveError};
use crate::learn::lesson::{Lesson, Reply, Step, Task, Wrong};
use crate::learn::text::{common, t};

pub const SELF_CAPTURE: Lesson = Lesson {
    id: "self-capture",
    title: t("learn.self-capture.title", "No self-capture"),
    intro: t(
        "learn.self-capture.intro",
        "You may not play where your own stone would have no liberty, unless the move captures.",
    ),
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
            prompt: t(
                "learn.self-capture.prompt.try",
                "Try to play on the marked point, inside the white stones.",
            ),
            marks: &["D5"],
            task: Task::Refused {
                at: "D5",
                error: MoveError::Suicide,
                other: t("learn.self-capture.other.try", "Tap the marked point."),
            },
            hint: t(
                "learn.self-capture.hint.try",
                "The marked point is in the middle of the four white stones.",
            ),
            done: Some(t(
                "learn.self-capture.done.try",
                "Not allowed: your stone would have no liberty and capture nothing.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.self-capture.prompt.capture",
                "The marked corner point is surrounded too. But the two white stones next to it have no other liberty. Play there.",
            ),
            marks: &["A1"],
            task: Task::Capture {
                target: "A2",
                solution: "A1",
                wrong: &[Wrong {
                    at: "D5",
                    message: t(
                        "learn.self-capture.wrong.capture",
                        "Still self-capture there: no white stone runs out of liberties.",
                    ),
                }],
                other: t(
                    "learn.self-capture.other.capture",
                    "Tap the marked corner point.",
                ),
            },
            hint: t(
                "learn.self-capture.hint.capture",
                "It's the corner point at the bottom left.",
            ),
            ..STEP
        },
    ],
    success: t(
        "learn.self-capture.success",
        "Allowed! Captured stones come off first, and then your stone has liberties.",
    ),
    ..LESSON
};

pub const KO: Lesson = Lesson {
    id: "ko",
    title: t("learn.ko.title", "Ko"),
    intro: t(
        "learn.ko.intro",
        "White has just captured one of your stones. You could capture right back, and so on forever. A rule stops that.",
    ),
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
            prompt: t(
                "learn.ko.prompt.retake",
                "Take back at once: play on the marked point, where your stone was.",
            ),
            marks: &["D4"],
            task: Task::Refused {
                at: "D4",
                error: MoveError::Ko,
                other: t("learn.ko.other.retake", "Tap the marked point."),
            },
            hint: t(
                "learn.ko.hint.retake",
                "Your stone stood right of the white stone that just captured it.",
            ),
            done: Some(t(
                "learn.ko.done.retake",
                "Not yet: this would bring back the position from one move ago. That is ko.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.ko.prompt.elsewhere",
                "First play somewhere else. Put the marked white stone in atari: White has to answer.",
            ),
            marks: &["F2"],
            task: Task::PlayAt {
                correct: &["F3", "E2"],
                wrong: &[Wrong {
                    at: "D4",
                    message: t(
                        "learn.ko.wrong.elsewhere",
                        "Still too early. Play one move somewhere else first.",
                    ),
                }],
                other: t(
                    "learn.ko.other.elsewhere",
                    "Take one of the marked stone's two liberties.",
                ),
            },
            hint: t(
                "learn.ko.hint.elsewhere",
                "The marked stone is free above and to the left.",
            ),
            done: Some(t(
                "learn.ko.done.elsewhere",
                "White saved its stone. The board has changed since the capture.",
            )),
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
            prompt: t("learn.ko.prompt.take", "Now take back the ko."),
            marks: &["D4"],
            task: Task::Capture {
                target: "C4",
                solution: "D4",
                wrong: &[],
                other: t(
                    "learn.ko.other.take",
                    "Play on the marked point to capture the white stone.",
                ),
            },
            hint: t("learn.ko.hint.take", "Same point as before."),
            ..STEP
        },
    ],
    success: t(
        "learn.ko.success",
        "Legal now. Next, White must play elsewhere before taking back.",
    ),
    ..LESSON
};

pub const PASSING: Lesson = Lesson {
    id: "passing",
    title: t("learn.passing.title", "Passing and the end"),
    intro: t(
        "learn.passing.intro",
        "The borders are closed. A stone here would only fill your own area, so you pass.",
    ),
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
            prompt: t("learn.passing.prompt.pass", "Tap Pass."),
            task: Task::Pass {
                other: t(
                    "learn.passing.other.pass",
                    "No stone needed. Tap Pass instead.",
                ),
            },
            hint: t(
                "learn.passing.hint.pass",
                "The Pass button is next to the board.",
            ),
            done: Some(t(
                "learn.passing.done.pass",
                "White passed too. Two passes in a row: play stops.",
            )),
            replies: &[Reply {
                after: None,
                play: "pass",
            }],
            ..STEP
        },
        Step {
            prompt: t(
                "learn.passing.prompt.dead",
                "Now agree on dead stones. The white stone in your area can't escape. Tap it to mark it dead.",
            ),
            marks: &["B5"],
            task: Task::MarkDead {
                stones: &["B5"],
                wrong: &[
                    Wrong {
                        at: "D4",
                        message: t(
                            "learn.passing.wrong.white-wall",
                            "White's wall is safe. Mark only stones that can't escape.",
                        ),
                    },
                    Wrong {
                        at: "C4",
                        message: t(
                            "learn.passing.wrong.black-wall",
                            "That's your own wall, and it's alive.",
                        ),
                    },
                ],
                other: t(
                    "learn.passing.other.dead",
                    "Tap the lone white stone on your side.",
                ),
            },
            hint: t(
                "learn.passing.hint.dead",
                "It's on the left, among the empty points.",
            ),
            done: Some(t(
                "learn.passing.done.dead",
                "Marked. When you both agree, it comes off and the board is counted.",
            )),
            ..STEP
        },
        Step {
            prompt: t(
                "learn.passing.prompt.resume",
                "If you don't agree which stones are dead, play on instead: whoever passed first moves first. Settle it on the board, then pass again.",
            ),
            hint: common::READ_ON,
            ..STEP
        },
    ],
    success: t(
        "learn.passing.success",
        "That's the end of a game: two passes, agree on dead stones, then count.",
    ),
    ..LESSON
};
