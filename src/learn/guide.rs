//! The quick-start guide: the whole game in seven short steps, each with a small board
//! and, where it helps, a few moves to animate on it.

use super::lesson::{board_of, scripted_move, At, LessonError};
use super::text::{t, Text};
use crate::engine::{Color, Game, Rules};

const B: Color = Color::Black;
const W: Color = Color::White;

/// One page of the quick-start guide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuideStep {
    /// Stable id.
    pub id: &'static str,
    pub title: Text,
    pub body: Text,
    pub size: u8,
    /// `X` black, `O` white, `.` empty; top row first.
    pub picture: &'static str,
    /// Moves to animate on the picture, in order (`"pass"` for a pass).
    pub moves: &'static [(Color, At)],
    /// Points to highlight.
    pub marks: &'static [At],
}

impl GuideStep {
    /// The board after each animated move (index 0: the picture), under the default rules.
    pub fn frames(&self) -> Result<Vec<Game>, LessonError> {
        let board = board_of(self.picture, self.size)?;
        let first = self.moves.first().map_or(B, |&(c, _)| c);
        let mut game = Game::from_position(Rules::default(), &board, first);
        let mut out = vec![game.clone()];
        for &(color, at) in self.moves {
            let mv = scripted_move(at, self.size)?;
            game.play_as(color, mv)
                .map_err(|error| LessonError::Refused { at, error })?;
            out.push(game.clone());
        }
        Ok(out)
    }

    pub fn texts(&self) -> [Text; 2] {
        [self.title, self.body]
    }
}

const EMPTY_9: &str = "
    .........
    .........
    .........
    .........
    .........
    .........
    .........
    .........
    .........";

/// A small finished game: Black on the left, White on the right, one dead black stone.
const FINISHED_5: &str = "
    .XO..
    .XO.X
    .XO..
    XXOO.
    .XO..";

static STEPS: [GuideStep; 7] = [
    GuideStep {
        id: "board",
        title: t("learn-guide-board-title"),
        body: t("learn-guide-board-body"),
        size: 9,
        picture: EMPTY_9,
        moves: &[],
        marks: &[],
    },
    GuideStep {
        id: "turns",
        title: t("learn-guide-turns-title"),
        body: t("learn-guide-turns-body"),
        size: 9,
        picture: EMPTY_9,
        moves: &[(B, "E5"), (W, "G5"), (B, "C4"), (W, "E3")],
        marks: &[],
    },
    GuideStep {
        id: "pass",
        title: t("learn-guide-pass-title"),
        body: t("learn-guide-pass-body"),
        size: 5,
        picture: "
            .....
            .....
            ..X..
            .....
            .....",
        moves: &[(W, "B2"), (B, "pass"), (W, "D4")],
        marks: &[],
    },
    GuideStep {
        id: "capture",
        title: t("learn-guide-capture-title"),
        body: t("learn-guide-capture-body"),
        size: 5,
        picture: "
            .....
            ..X..
            .XOX.
            .....
            .....",
        moves: &[(B, "C2")],
        marks: &["C3"],
    },
    GuideStep {
        id: "end",
        title: t("learn-guide-end-title"),
        body: t("learn-guide-end-body"),
        size: 5,
        picture: FINISHED_5,
        moves: &[(B, "pass"), (W, "pass")],
        marks: &["E4"],
    },
    GuideStep {
        id: "count",
        title: t("learn-guide-count-title"),
        body: t("learn-guide-count-body"),
        size: 5,
        picture: FINISHED_5,
        moves: &[],
        marks: &[],
    },
    GuideStep {
        id: "komi",
        title: t("learn-guide-komi-title"),
        body: t("learn-guide-komi-body"),
        size: 5,
        picture: FINISHED_5,
        moves: &[],
        marks: &[],
    },
];

/// The quick-start guide, in order.
pub fn quick_start() -> &'static [GuideStep] {
    &STEPS
}
