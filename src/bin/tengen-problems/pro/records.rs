//! Professional game records as positions: each record's main line replayed on the
//! engine's board, the position before each move kept with the game's names.

use tengen::engine::{Board, Color, Event, Move};
use tengen::sgf::import;

/// What a record says of its game, for a problem's source line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// The record's file name.
    pub file: String,
    pub black: String,
    pub white: String,
    pub date: Option<String>,
    /// What the collection the record comes from asks to be said of it (its credit), or
    /// nothing.
    pub credit: String,
}

impl GameInfo {
    /// "Hashimoto Utaro (Black) – Iwamoto Kaoru (White), 1945-07-23..25 (Hon-45-1.sgf)".
    pub fn words(&self) -> String {
        let name = |n: &str| {
            if n.is_empty() {
                "?".to_string()
            } else {
                n.to_string()
            }
        };
        let mut out = format!(
            "{} (Black) – {} (White)",
            name(&self.black),
            name(&self.white)
        );
        if let Some(date) = &self.date {
            out.push_str(&format!(", {date}"));
        }
        out.push_str(&format!(" ({})", self.file));
        out
    }
}

/// A position of a game: the board before move `number` (from 1), and who plays it.
pub struct GamePosition {
    pub number: usize,
    pub board: Board,
    pub to_play: Color,
}

/// The record's positions, one before each move of its main line, as far as its moves
/// replay; or why the record cannot be read.
pub fn positions(file: &str, text: &str) -> Result<(GameInfo, Vec<GamePosition>), String> {
    let imported = import(text).map_err(|e| e.to_string())?;
    let record = &imported.record;
    let mut board = Board::new(record.size);
    for &p in &record.handicap_stones {
        board
            .set_stone(p, Color::Black)
            .map_err(|e| format!("a handicap stone: {e:?}"))?;
    }
    for &(color, p) in &record.setup {
        board
            .set_stone(p, color)
            .map_err(|e| format!("a setup stone: {e:?}"))?;
    }
    let mut out = Vec::new();
    for event in &record.events {
        let Event::Play { color, mv } = *event else {
            break;
        };
        out.push(GamePosition {
            number: out.len() + 1,
            board: board.clone(),
            to_play: color,
        });
        match mv {
            Move::Place(p) if board.play(p, color).is_ok() => {}
            Move::Place(_) => break,
            _ => board.pass(),
        }
    }
    let [black, white] = imported.names.clone();
    let info = GameInfo {
        file: file.to_string(),
        black,
        white,
        date: imported.date.clone(),
        credit: String::new(),
    };
    Ok((info, out))
}
