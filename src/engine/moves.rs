//! A move: a placement, a pass or a resignation.

use super::point::{check_size, CoordError, Point};

/// What a player does on a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Point),
    Pass,
    Resign,
}

impl Move {
    /// Reads a GTP vertex: `D4`, `pass` or `resign` (any case).
    pub fn parse_gtp(text: &str, size: u8) -> Result<Move, CoordError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pass" => Ok(Move::Pass),
            "resign" => Ok(Move::Resign),
            _ => Point::parse_gtp(text, size).map(Move::Place),
        }
    }

    /// Writes the move as GTP does: `D4`, `pass` or `resign`.
    pub fn to_gtp(self, size: u8) -> String {
        match self {
            Move::Place(p) => p.to_gtp(size),
            Move::Pass => "pass".into(),
            Move::Resign => "resign".into(),
        }
    }

    /// Reads an SGF move value: `dd`; empty, or `tt` on boards up to 19x19, is a pass.
    pub fn from_sgf(text: &str, size: u8) -> Result<Move, CoordError> {
        check_size(size)?;
        match text.trim() {
            "" | "tt" => Ok(Move::Pass),
            t => Point::from_sgf(t, size).map(Move::Place),
        }
    }

    /// The move as two characters, its one text form in the app's own data (the compact
    /// record's events, the worker's messages): SGF's `dd` for a point, `..` for a pass,
    /// `!R` for a resignation.
    pub fn token(self) -> String {
        match self {
            Move::Place(p) => p.to_sgf(),
            Move::Pass => "..".into(),
            Move::Resign => "!R".into(),
        }
    }

    /// The move a [`Move::token`] writes; None if `token` is not one (a point beyond the
    /// largest board is not).
    pub fn from_token(token: &[u8]) -> Option<Move> {
        match *token {
            [b'.', b'.'] => Some(Move::Pass),
            [b'!', b'R'] => Some(Move::Resign),
            [c @ b'a'..=b's', r @ b'a'..=b's'] => Some(Move::Place(Point::new(c - b'a', r - b'a'))),
            _ => None,
        }
    }

    /// Writes the SGF move value; a pass is empty (resignation has no SGF move, also empty).
    pub fn to_sgf(self) -> String {
        match self {
            Move::Place(p) => p.to_sgf(),
            Move::Pass | Move::Resign => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Passes and resignations read from GTP and SGF text.
    #[test]
    fn parse_moves() {
        assert_eq!(Move::parse_gtp("PASS", 9), Ok(Move::Pass));
        assert_eq!(Move::parse_gtp("resign", 9), Ok(Move::Resign));
        assert_eq!(Move::parse_gtp("c3", 9), Ok(Move::Place(Point::new(2, 6))));
        assert_eq!(Move::from_sgf("tt", 19), Ok(Move::Pass));
        assert_eq!(Move::from_sgf("", 9), Ok(Move::Pass));
        assert!(Move::from_sgf("zz", 9).is_err());
        assert_eq!(Move::Place(Point::new(2, 6)).to_gtp(9), "C3");
    }

    /// Every move reads back from its token; other text is not a move.
    #[test]
    fn tokens() {
        for mv in [Move::Place(Point::new(3, 18)), Move::Pass, Move::Resign] {
            assert_eq!(Move::from_token(mv.token().as_bytes()), Some(mv));
        }
        assert_eq!(Move::Place(Point::new(3, 3)).token(), "dd");
        for bad in ["", "d", "ddd", "tt", "zz", "Dd", "!r", ".R"] {
            assert_eq!(Move::from_token(bad.as_bytes()), None, "{bad}");
        }
    }
}
