//! A position packed into a short string for list thumbnails: three points per
//! character (121 characters for 19x19), row by row from the top left.

use crate::engine::{Board, Color, Point};

const DIGITS: &[u8; 27] = b"0123456789abcdefghijklmnopq";

fn code(c: Option<Color>) -> usize {
    match c {
        None => 0,
        Some(Color::Black) => 1,
        Some(Color::White) => 2,
    }
}

/// Packs every point of the board.
pub fn pack_position(board: &Board) -> String {
    let points: Vec<usize> = Point::all(board.size())
        .map(|p| code(board.get(p)))
        .collect();
    points
        .chunks(3)
        .map(|t| {
            let v = t.iter().rev().fold(0, |acc, &d| acc * 3 + d);
            DIGITS[v] as char
        })
        .collect()
}

/// Unpacks a position of `size` x `size`, row-major; None if the text is damaged.
pub fn unpack_position(size: u8, text: &str) -> Option<Vec<Option<Color>>> {
    let n = size as usize * size as usize;
    if text.len() != n.div_ceil(3) {
        return None;
    }
    let mut out = Vec::with_capacity(n + 2);
    for b in text.bytes() {
        let mut v = DIGITS.iter().position(|&d| d == b)?;
        for _ in 0..3 {
            out.push(match v % 3 {
                0 => None,
                1 => Some(Color::Black),
                _ => Some(Color::White),
            });
            v /= 3;
        }
    }
    out.truncate(n);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture packs to a third of its points and unpacks to the same stones.
    #[test]
    fn round_trip() {
        let board = Board::from_picture(
            "X O . . .
             . X . . O
             . . . . .
             O . . X .
             . . . . X",
        )
        .unwrap();
        let text = pack_position(&board);
        assert_eq!(text.len(), 9);
        let points = unpack_position(5, &text).unwrap();
        for p in Point::all(5) {
            assert_eq!(points[p.index(5)], board.get(p));
        }
        assert_eq!(unpack_position(5, "zzzzzzzzz"), None);
        assert_eq!(unpack_position(9, &text), None);
    }
}
