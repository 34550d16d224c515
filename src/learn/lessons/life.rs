//! Life and death: two eyes, a false eye, seki.

use super::{LESSON, STEP};
use crate::engine::MoveError;
use crate::learn::lesson::{Lesson, Reply, Step, Task, Wrong};
use crate::learn::text::{common, t};

pub const TWO_EYES: Lesson = Lesson {
    id: "two-eyes",
    title: t("learn.two-eyes.title", "Two eyes"),
    intro: t(
        "learn.two-eyes.intro",
        "White's group has two eyes: two separate empty points inside it.",
    ),
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
            prompt: t(
                "learn.two-eyes.prompt.first",
                "Try to play in the marked eye.",
            ),
            marks: &["B3"],
            task: Task::Refused {
                at: "B3",
                error: MoveError::Suicide,
                other: t("learn.two-eyes.other", "Tap the marked eye."),
            },
            hint: t(
                "learn.two-eyes.hint.first",
                "The marked eye is on the left.",
            ),
            done: Some(t(
                "learn.two-eyes.done.first",
                "Self-capture: the other eye keeps White alive, so nothing is captured.",
            )),
            ..STEP
        },
        Step {
            prompt: t("learn.two-eyes.prompt.second", "And the other eye?"),
            marks: &["D2"],
            task: Task::Refused {
                at: "D2",
                error: MoveError::Suicide,
                other: t("learn.two-eyes.other", "Tap the marked eye."),
            },
            hint: t(
                "learn.two-eyes.hint.second",
                "The marked eye is near the bottom.",
            ),
            ..STEP
        },
    ],
    success: t(
        "learn.two-eyes.success",
        "Neither eye can be filled, so this group can never be captured. Two eyes live.",
    ),
    ..LESSON
};

pub const FALSE_EYE: Lesson = Lesson {
    id: "false-eye",
    title: t("learn.false-eye.title", "A false eye"),
    intro: t(
        "learn.false-eye.intro",
        "White seems to have two eyes. But the lower one is false: the two white stones on the edge join the group only through it.",
    ),
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
            prompt: t(
                "learn.false-eye.prompt.atari",
                "Put the two marked stones in atari from outside.",
            ),
            marks: &["C1", "D1"],
            task: Task::PlayAt {
                correct: &["E1"],
                wrong: &[Wrong {
                    at: "B1",
                    message: t(
                        "learn.false-eye.wrong.atari",
                        "That point is surrounded and captures nothing. Attack from the outside.",
                    ),
                }],
                other: t(
                    "learn.false-eye.other.atari",
                    "Take the marked stones' liberty on the outside.",
                ),
            },
            hint: t(
                "learn.false-eye.hint.atari",
                "Play on the edge, right of the marked stones.",
            ),
            done: Some(t(
                "learn.false-eye.done.atari",
                "To save them, White had to fill its own eye.",
            )),
            replies: &[Reply {
                after: None,
                play: "B1",
            }],
            ..STEP
        },
        Step {
            prompt: t(
                "learn.false-eye.prompt.capture",
                "White has one eye left, and it is White's last liberty. Capture the whole group.",
            ),
            marks: &["B3"],
            task: Task::Capture {
                target: "A4",
                solution: "B3",
                wrong: &[],
                other: t(
                    "learn.false-eye.other.capture",
                    "Play in White's last eye.",
                ),
            },
            hint: t("learn.false-eye.hint.capture", "Tap the marked eye."),
            ..STEP
        },
    ],
    success: t(
        "learn.false-eye.success",
        "One real eye is not enough. A group needs two real eyes to live.",
    ),
    ..LESSON
};

pub const SEKI: Lesson = Lesson {
    id: "seki",
    title: t("learn.seki.title", "Seki"),
    intro: t(
        "learn.seki.intro",
        "Your group and White's group each have one eye, and they share one more liberty.",
    ),
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
            prompt: t(
                "learn.seki.prompt.attack",
                "Try to attack White: play on the marked shared point.",
            ),
            marks: &["C7"],
            task: Task::PlayAt {
                correct: &["C7"],
                wrong: &[
                    Wrong {
                        at: "A7",
                        message: t(
                            "learn.seki.wrong.own-eye",
                            "That's your own eye. Try the shared point.",
                        ),
                    },
                    Wrong {
                        at: "E7",
                        message: t(
                            "learn.seki.wrong.their-eye",
                            "White's eye: you can't play inside it.",
                        ),
                    },
                ],
                other: t("learn.seki.other.attack", "Tap the marked shared point."),
            },
            hint: t(
                "learn.seki.hint.attack",
                "It's on the top edge, between the two groups.",
            ),
            done: Some(t(
                "learn.seki.done.attack",
                "Ouch. That left your own string one liberty, and White captured it.",
            )),
            replies: &[Reply {
                after: None,
                play: "A7",
            }],
            ..STEP
        },
        Step {
            prompt: t(
                "learn.seki.prompt.explain",
                "White would have the same problem there. So neither side plays on the shared point, and both groups live. The shared point belongs to no one.",
            ),
            marks: &["C7"],
            hint: common::READ_ON,
            reset_board: true,
            ..STEP
        },
    ],
    success: t(
        "learn.seki.success",
        "That is seki: two groups live side by side, and neither can attack.",
    ),
    ..LESSON
};
