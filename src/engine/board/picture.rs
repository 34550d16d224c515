//! Boards as ASCII pictures: `X` black, `O` white, `.` empty (one row per line).

use super::Board;
use crate::engine::color::Color;
use crate::engine::point::{CoordError, Point};
use std::fmt;

/// Why a picture could not be turned into a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    BadSize(CoordError),
    /// A row with the wrong number of points (row number from the top, 1-based).
    RowLength {
        row: usize,
        found: usize,
        expected: usize,
    },
    /// A character other than `X`, `O`, `.` or `+`.
    BadChar(char),
    /// A string without liberties, or stones that would capture each other.
    Illegal(Point),
}

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureError::BadSize(e) => e.fmt(f),
            PictureError::RowLength {
                row,
                found,
                expected,
            } => {
                write!(f, "Row {row} has {found} points, expected {expected}.")
            }
            PictureError::BadChar(c) => write!(f, "'{c}' is not X, O or '.'."),
            PictureError::Illegal(p) => write!(f, "The stone at {p:?} has no liberty."),
        }
    }
}

impl std::error::Error for PictureError {}

impl Board {
    /// Builds a board from a picture; blank lines and spaces are ignored.
    pub fn from_picture(picture: &str) -> Result<Board, PictureError> {
        let rows: Vec<Vec<char>> = picture
            .lines()
            .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let size = rows.len();
        let mut board = Board::try_new(size.min(255) as u8).map_err(PictureError::BadSize)?;
        for (r, row) in rows.iter().enumerate() {
            if row.len() != size {
                return Err(PictureError::RowLength {
                    row: r + 1,
                    found: row.len(),
                    expected: size,
                });
            }
            for (c, &ch) in row.iter().enumerate() {
                let color = match ch {
                    'X' | 'x' | 'B' | '#' => Color::Black,
                    'O' | 'o' | 'W' => Color::White,
                    '.' | '+' | ',' => continue,
                    other => return Err(PictureError::BadChar(other)),
                };
                let p = Point::new(c as u8, r as u8);
                let i = board.index(p);
                // Place without checks; liberties are verified once the picture is complete.
                board.place_index(i, color);
                if board.n_captured > 0 {
                    return Err(PictureError::Illegal(p));
                }
            }
        }
        board.ko = super::NONE;
        for s in board.strings() {
            if s.liberties.is_empty() {
                return Err(PictureError::Illegal(s.stones[0]));
            }
        }
        Ok(board)
    }

    /// Draws the board as a picture, one line per row, top row first.
    pub fn to_picture(&self) -> String {
        let mut out = String::with_capacity((self.size as usize + 1) * self.size as usize);
        for row in 0..self.size {
            for col in 0..self.size {
                out.push(match self.get(Point::new(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                });
            }
            out.push('\n');
        }
        out
    }
}
