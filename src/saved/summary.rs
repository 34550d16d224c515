//! What the list of saved games shows for each game, kept in the index.

use super::position::{pack_position, unpack_position};
use super::SavedGame;
use crate::engine::{Color, Game, GameResult, Phase};

/// Where a saved game stands: its stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// In play; this colour moves next.
    Playing(Color),
    /// Both passed: dead stones are being marked.
    Settling,
    Finished,
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub id: String,
    pub black_name: String,
    pub white_name: String,
    pub preset_id: String,
    pub title: Option<String>,
    pub size: u8,
    pub handicap: u8,
    /// Moves played (placements and passes).
    pub moves: usize,
    pub created_ms: f64,
    /// When the game was last played.
    pub updated_ms: f64,
    pub status: Stage,
    /// The result once finished; `describe()` gives it in words, `to_sgf()` as `B+3.5`.
    pub result: Option<GameResult>,
    /// Size of the stored value in bytes.
    pub bytes: usize,
    pub revision: u64,
    /// The position now, packed (see [`Summary::stones`]).
    pub position: String,
    /// A game by link: which colour this device plays and whether it is its turn.
    pub by_link: Option<ByLink>,
}

/// A game by link in the list: "by link · your move".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByLink {
    /// The colour this device plays.
    pub me: Color,
    /// Whether it is this device's turn (to move, or to answer the marks).
    pub my_turn: bool,
}

impl Summary {
    /// The summary of a saved game and the game it replays to.
    pub fn of(saved: &SavedGame, game: &Game, bytes: usize) -> Summary {
        Summary {
            id: saved.id.clone(),
            black_name: saved.black_name.clone(),
            white_name: saved.white_name.clone(),
            preset_id: saved.preset_id.clone(),
            title: saved.title.clone(),
            size: game.size(),
            handicap: game.handicap(),
            moves: game.move_number(),
            created_ms: saved.created_ms,
            updated_ms: saved.updated_ms,
            status: match game.phase() {
                Phase::Playing => Stage::Playing(game.to_move()),
                Phase::Settling => Stage::Settling,
                Phase::Finished => Stage::Finished,
            },
            result: game.result(),
            bytes,
            revision: saved.revision,
            position: pack_position(game.board()),
            by_link: saved.link.as_ref().map(|link| ByLink {
                me: link.me,
                my_turn: link.my_turn(game),
            }),
        }
    }

    /// The stones for a thumbnail, row-major from the top left (None if the index is damaged).
    pub fn stones(&self) -> Option<Vec<Option<Color>>> {
        unpack_position(self.size, &self.position)
    }

    pub fn is_finished(&self) -> bool {
        self.status == Stage::Finished
    }
}
