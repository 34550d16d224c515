//! Board coordinates: as players write them (`D4`) and as SGF writes them (`dd`).

use std::fmt;

/// The smallest and largest board the engine plays on.
pub const MIN_SIZE: u8 = 5;
pub const MAX_SIZE: u8 = 19;

/// Column letters as players write them: `I` is skipped.
const GTP_COLUMNS: &[u8; 19] = b"ABCDEFGHJKLMNOPQRST";

/// An intersection: `col` 0 is the left edge, `row` 0 is the top edge (as in SGF).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub col: u8,
    pub row: u8,
}

/// Why a coordinate could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoordError {
    /// Nothing usable was written.
    Empty,
    /// The text is not a coordinate at all.
    Malformed(String),
    /// A well-formed coordinate that lies outside this board.
    OffBoard(String),
    /// Board sizes run from 5 to 19.
    BadSize(u8),
}

impl fmt::Display for CoordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoordError::Empty => write!(f, "No coordinate was given."),
            CoordError::Malformed(s) => write!(f, "\"{s}\" is not a board coordinate."),
            CoordError::OffBoard(s) => write!(f, "{s} is not on this board."),
            CoordError::BadSize(n) => {
                write!(
                    f,
                    "Boards are {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}, not {n}x{n}."
                )
            }
        }
    }
}

impl std::error::Error for CoordError {}

/// Checks a board size.
pub fn check_size(size: u8) -> Result<(), CoordError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(())
    } else {
        Err(CoordError::BadSize(size))
    }
}

impl Point {
    pub const fn new(col: u8, row: u8) -> Point {
        Point { col, row }
    }

    /// Where the point stands in a row-major list of a board of this size's points (row 0
    /// first, as [`Point::all`] yields them): the one index of ownership, policy and marks.
    pub fn index(self, size: u8) -> usize {
        usize::from(self.row) * usize::from(size) + usize::from(self.col)
    }

    /// Whether the point lies on a board of this size.
    pub fn on_board(self, size: u8) -> bool {
        self.col < size && self.row < size
    }

    /// Reads a player's coordinate such as `D4` or `q16` (row 1 is the bottom).
    pub fn parse_gtp(text: &str, size: u8) -> Result<Point, CoordError> {
        check_size(size)?;
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next().ok_or(CoordError::Empty)?.to_ascii_uppercase();
        // A letter past the last column (Z9) is off the board; I is never a column.
        let col = match GTP_COLUMNS.iter().position(|&c| c as char == letter) {
            Some(col) => col,
            None if letter.is_ascii_alphabetic() && letter != 'I' => usize::MAX,
            None => return Err(CoordError::Malformed(t.to_string())),
        };
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(CoordError::Malformed(t.to_string()));
        }
        let number: u8 = digits
            .parse()
            .map_err(|_| CoordError::Malformed(t.to_string()))?;
        if number == 0 || number > size || col >= size as usize {
            return Err(CoordError::OffBoard(t.to_string()));
        }
        Ok(Point::new(col as u8, size - number))
    }

    /// Writes the coordinate as players do: `D4`.
    pub fn to_gtp(self, size: u8) -> String {
        let letter = GTP_COLUMNS.get(self.col as usize).copied().unwrap_or(b'?') as char;
        format!("{letter}{}", size.saturating_sub(self.row))
    }

    /// Reads an SGF coordinate such as `dd`. A pass (`tt` or empty) is not a point:
    /// use [`crate::engine::Move::from_sgf`] to accept passes.
    pub fn from_sgf(text: &str, size: u8) -> Result<Point, CoordError> {
        check_size(size)?;
        let b = text.trim().as_bytes();
        if b.is_empty() {
            return Err(CoordError::Empty);
        }
        if b.len() != 2 || !b.iter().all(u8::is_ascii_lowercase) {
            return Err(CoordError::Malformed(text.to_string()));
        }
        let p = Point::new(b[0] - b'a', b[1] - b'a');
        if p.on_board(size) {
            Ok(p)
        } else {
            Err(CoordError::OffBoard(text.to_string()))
        }
    }

    /// Writes the SGF coordinate: `dd`.
    pub fn to_sgf(self) -> String {
        let c = (b'a' + self.col) as char;
        let r = (b'a' + self.row) as char;
        format!("{c}{r}")
    }

    /// The up-to-four points next to this one on a board of this size.
    pub fn neighbors(self, size: u8) -> impl Iterator<Item = Point> {
        let (c, r) = (self.col as i16, self.row as i16);
        [(c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1)]
            .into_iter()
            .filter(move |&(c, r)| c >= 0 && r >= 0 && c < size as i16 && r < size as i16)
            .map(|(c, r)| Point::new(c as u8, r as u8))
    }

    /// Every point of a board of this size, row by row from the top.
    pub fn all(size: u8) -> impl Iterator<Item = Point> {
        (0..size).flat_map(move |row| (0..size).map(move |col| Point::new(col, row)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A point's index is its place in `Point::all`.
    #[test]
    fn index_follows_all() {
        for (i, p) in Point::all(9).enumerate() {
            assert_eq!(p.index(9), i);
        }
    }

    /// GTP coordinates skip I and count rows from the bottom.
    #[test]
    fn gtp_round_trip() {
        let p = Point::parse_gtp("D4", 19).unwrap();
        assert_eq!(p, Point::new(3, 15));
        assert_eq!(p.to_gtp(19), "D4");
        assert_eq!(Point::parse_gtp("j9", 9).unwrap(), Point::new(8, 0));
        assert_eq!(Point::parse_gtp("T19", 19).unwrap().to_gtp(19), "T19");
        for p in Point::all(13) {
            assert_eq!(Point::parse_gtp(&p.to_gtp(13), 13), Ok(p));
        }
    }

    /// Bad GTP text is an error, never a panic.
    #[test]
    fn gtp_bad_input() {
        for bad in [
            "", "I5", "A0", "A10", "K5", "5A", "A", "AA", "A-1", "Ä3", "A999", "Z1",
        ] {
            assert!(Point::parse_gtp(bad, 9).is_err(), "{bad}");
        }
        assert_eq!(Point::parse_gtp("D4", 4), Err(CoordError::BadSize(4)));
        assert_eq!(
            Point::parse_gtp("A10", 9).unwrap_err().to_string(),
            "A10 is not on this board."
        );
        assert_eq!(
            Point::parse_gtp("Z9", 9).unwrap_err().to_string(),
            "Z9 is not on this board."
        );
    }

    /// SGF coordinates use letters from the top left.
    #[test]
    fn sgf_round_trip_and_bad_input() {
        assert_eq!(Point::from_sgf("dd", 19).unwrap(), Point::new(3, 3));
        assert_eq!(Point::new(3, 3).to_sgf(), "dd");
        for p in Point::all(19) {
            assert_eq!(Point::from_sgf(&p.to_sgf(), 19), Ok(p));
        }
        for bad in ["", "d", "ddd", "DD", "jj", "tt", "1a"] {
            assert!(Point::from_sgf(bad, 9).is_err(), "{bad}");
        }
    }
}
