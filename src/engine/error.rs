//! Typed refusals with text a player understands.

use super::point::CoordError;
use std::fmt;

/// Why a move or a game action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The point is not on this board.
    OffBoard,
    /// A stone is already there.
    Occupied,
    /// The stone's own string would have no liberty.
    Suicide,
    /// Immediate recapture of a single-stone ko.
    Ko,
    /// The move would recreate the position that followed move `repeats_move` (0 = the start).
    Superko { repeats_move: usize },
    /// It is the other player's turn.
    NotYourTurn,
    /// Stones can only be placed while the game is being played (not while settling).
    NotPlaying,
    /// The game has ended.
    GameOver,
    /// This ruleset allows resignation only after a number of moves.
    ResignTooEarly { min_moves: u32 },
    /// Dead stones are marked, agreed or disputed only after both players pass.
    NotSettling,
    /// There is no stone on that point to mark.
    NoStone,
    /// There is nothing to take back.
    NothingToUndo,
    /// A setup would leave stones without a liberty.
    SetupWithoutLiberty,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OffBoard => write!(f, "That point is not on the board."),
            MoveError::Occupied => write!(f, "That point is occupied."),
            MoveError::Suicide => write!(f, "Self-capture: a stone must keep a liberty."),
            MoveError::Ko => write!(f, "Ko: play elsewhere first."),
            MoveError::Superko { repeats_move: 0 } => {
                write!(f, "Superko: this would repeat the starting position.")
            }
            MoveError::Superko { repeats_move } => {
                write!(
                    f,
                    "Superko: this would repeat the position after move {repeats_move}."
                )
            }
            MoveError::NotYourTurn => write!(f, "It is not your turn."),
            MoveError::NotPlaying => {
                write!(
                    f,
                    "The players are settling dead stones: resume play to place stones."
                )
            }
            MoveError::GameOver => write!(f, "The game is over."),
            MoveError::ResignTooEarly { min_moves } => {
                write!(f, "Resignation is allowed only after {min_moves} moves.")
            }
            MoveError::NotSettling => {
                write!(f, "Dead stones are marked only after both players pass.")
            }
            MoveError::NoStone => write!(f, "There is no stone there."),
            MoveError::NothingToUndo => write!(f, "There is nothing to undo."),
            MoveError::SetupWithoutLiberty => {
                write!(
                    f,
                    "The stones set up would leave a string without a liberty."
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Board sizes run from 5 to 19.
    BadSize(CoordError),
    /// More handicap stones than this board or ruleset allows.
    TooManyHandicapStones { asked: u8, max: u8 },
    /// A free handicap stone lies off the board or on another stone.
    BadHandicapStone(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BadSize(e) => e.fmt(f),
            SetupError::TooManyHandicapStones { asked, max } => {
                write!(
                    f,
                    "{asked} handicap stones asked; at most {max} fit this board and ruleset."
                )
            }
            SetupError::BadHandicapStone(s) => write!(f, "Handicap stone {s} cannot be placed."),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<CoordError> for SetupError {
    fn from(e: CoordError) -> Self {
        SetupError::BadSize(e)
    }
}

/// Why a saved game could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    /// Event number `at` (0-based) was refused.
    Event {
        at: usize,
        error: MoveError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "The saved game cannot be set up: {e}"),
            ReplayError::Event { at, error } => {
                write!(f, "The saved game breaks at step {}: {error}", at + 1)
            }
        }
    }
}

impl std::error::Error for ReplayError {}
