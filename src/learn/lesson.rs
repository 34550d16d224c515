//! Lessons as data: a small board, a learner's colour and a few steps, each with one task.
//!
//! Points are written as players write them (`D4`: column letter without `I`, row 1 at
//! the bottom), so a Go player can check the data against the picture.

use super::text::{common, Text};
use crate::engine::{Board, Color, HalfPoints, Move, MoveError, PictureError, Point, Rules};
use std::fmt;

/// A point as players write it, e.g. `"D4"`.
pub type At = &'static str;

/// A tap the lesson expects to be wrong, with its own explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wrong {
    pub at: At,
    pub message: Text,
}

/// A scripted opponent move played after a step succeeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Only after the learner played here; `None`: after any successful move.
    pub after: Option<At>,
    /// The reply: a point, or `"pass"`.
    pub play: At,
}

/// A number read off the engine's count of the lesson's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tally {
    /// Liberties of the string through this point.
    Liberties(At),
    /// Living stones on the board (area counting).
    Stones(Color),
    /// Surrounded empty points.
    Territory(Color),
    /// The side's total, komi included.
    Total(Color),
    /// The side's total minus the other side's.
    Lead(Color),
}

/// What the learner does in one step. The UI renders by kind: board taps, a Pass
/// button, number choices, a Continue button, or a two-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Read and tap Continue.
    Explain,
    /// Place a stone on one of the `correct` points.
    PlayAt {
        correct: &'static [At],
        wrong: &'static [Wrong],
        other: Text,
    },
    /// Point at something without placing a stone (e.g. the string in atari).
    Choose {
        correct: &'static [At],
        wrong: &'static [Wrong],
        other: Text,
    },
    /// Tap every target, e.g. every liberty of the marked stone.
    TapAll {
        targets: &'static [At],
        wrong: &'static [Wrong],
        other: Text,
    },
    /// Any legal move that captures the string through `target`; `solution` is one.
    Capture {
        target: At,
        solution: At,
        wrong: &'static [Wrong],
        other: Text,
    },
    /// Try the move at `at`: the engine refuses it with `error`, which is the lesson.
    Refused {
        at: At,
        error: MoveError,
        other: Text,
    },
    /// Tap Pass.
    Pass { other: Text },
    /// After two passes: mark the strings through `stones` dead.
    MarkDead {
        stones: &'static [At],
        wrong: &'static [Wrong],
        other: Text,
    },
    /// Pick the right number among `choices`; `tally` says what the engine counts.
    Count {
        tally: Tally,
        answer: HalfPoints,
        choices: &'static [HalfPoints],
        wrong: Text,
    },
    /// Two people play a whole game on the device under this preset; the lesson is
    /// done when someone wins.
    PlayGame { preset: &'static str },
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub prompt: Text,
    /// Points to highlight while this step is shown.
    pub marks: &'static [At],
    pub task: Task,
    pub hint: Text,
    /// Said when the step succeeds (the last step says the lesson's `success` instead).
    pub done: Option<Text>,
    /// Scripted opponent moves after the step succeeds; the first that fits is played.
    pub replies: &'static [Reply],
    /// Put the board back to the lesson's start before this step.
    pub reset_board: bool,
}

/// What the app offers when a lesson is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    NextLesson {
        label: Text,
    },
    StartGame {
        preset: &'static str,
        size: u8,
        label: Text,
    },
}

/// A lesson: a board, the learner's colour, steps and what follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id, stored in saved progress.
    pub id: &'static str,
    pub title: Text,
    pub intro: Text,
    /// Declared board size; the picture must match it.
    pub size: u8,
    /// `X` black, `O` white, `.` empty; top row first.
    pub picture: &'static str,
    /// Ruleset preset id, e.g. `"aga"`.
    pub rules: &'static str,
    /// The learner's colour (in a two-player game, Black starts).
    pub player: Color,
    /// Moves played before the learner starts (e.g. White's capture that starts a ko).
    pub setup: &'static [(Color, At)],
    pub steps: &'static [Step],
    pub success: Text,
    /// Empty the board once the lesson is done (the practice capture).
    pub clear_when_done: bool,
    pub then: Action,
}

/// Shorthand for the usual follow-up.
pub const NEXT: Action = Action::NextLesson {
    label: common::NEXT_LESSON,
};

/// Why a lesson's data cannot be used (a bug in the data; tests keep this away).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    Picture(PictureError),
    /// The picture's size differs from the declared one.
    Size {
        declared: u8,
        found: u8,
    },
    UnknownPreset(&'static str),
    /// A lesson needs at least one step.
    NoSteps,
    BadPoint(&'static str),
    /// A setup or scripted move the engine refuses.
    Refused {
        at: &'static str,
        error: MoveError,
    },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Picture(e) => write!(f, "The lesson board cannot be read: {e}"),
            LessonError::Size { declared, found } => {
                write!(
                    f,
                    "The lesson board is {found}x{found}, not {declared}x{declared}."
                )
            }
            LessonError::NoSteps => write!(f, "The lesson has no steps."),
            LessonError::UnknownPreset(p) => write!(f, "The lesson's ruleset \"{p}\" is unknown."),
            LessonError::BadPoint(p) => write!(f, "\"{p}\" is not a point on the lesson board."),
            LessonError::Refused { at, error } => {
                write!(f, "The lesson's move {at} fails: {error}")
            }
        }
    }
}

impl std::error::Error for LessonError {}

/// Reads a point of a board of this size.
pub fn point(at: At, size: u8) -> Result<Point, LessonError> {
    Point::parse_gtp(at, size).map_err(|_| LessonError::BadPoint(at))
}

/// Reads a move: a point or `"pass"`.
pub fn scripted_move(at: At, size: u8) -> Result<Move, LessonError> {
    match Move::parse_gtp(at, size) {
        Ok(m @ (Move::Place(_) | Move::Pass)) => Ok(m),
        _ => Err(LessonError::BadPoint(at)),
    }
}

impl Lesson {
    /// The ruleset this lesson is played under.
    pub fn rules(&self) -> Result<Rules, LessonError> {
        Rules::preset(self.rules).ok_or(LessonError::UnknownPreset(self.rules))
    }

    /// The start board (before setup moves), checked against the declared size.
    pub fn board(&self) -> Result<Board, LessonError> {
        board_of(self.picture, self.size)
    }

    /// Every text of the lesson, for translation tables and key checks.
    pub fn texts(&self) -> Vec<Text> {
        let mut out = vec![
            self.title,
            self.intro,
            self.success,
            action_label(self.then),
        ];
        for s in self.steps {
            out.extend([s.prompt, s.hint]);
            out.extend(s.done);
            let (wrong, other): (&[Wrong], Option<Text>) = match s.task {
                Task::PlayAt { wrong, other, .. }
                | Task::Choose { wrong, other, .. }
                | Task::TapAll { wrong, other, .. }
                | Task::Capture { wrong, other, .. }
                | Task::MarkDead { wrong, other, .. } => (wrong, Some(other)),
                Task::Refused { other, .. } | Task::Pass { other } => (&[], Some(other)),
                Task::Count { wrong, .. } => (&[], Some(wrong)),
                Task::Explain | Task::PlayGame { .. } => (&[], None),
            };
            out.extend(wrong.iter().map(|w| w.message));
            out.extend(other);
        }
        out
    }
}

/// The label of a follow-up action.
pub fn action_label(a: Action) -> Text {
    match a {
        Action::NextLesson { label } | Action::StartGame { label, .. } => label,
    }
}

/// Parses a picture and checks its size.
pub fn board_of(picture: &str, size: u8) -> Result<Board, LessonError> {
    let b = Board::from_picture(picture).map_err(LessonError::Picture)?;
    if b.size() != size {
        return Err(LessonError::Size {
            declared: size,
            found: b.size(),
        });
    }
    Ok(b)
}
