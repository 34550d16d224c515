//! One key for a position and its seven mirror images and rotations, so that the
//! collection holds no problem twice.

use tengen::engine::{Board, Color, Point};

/// The smallest of the eight pictures of the board (stones as `X`/`O`), with the goal's
/// string marked (`*`) in the same transform.
pub fn canonical(board: &Board, target: Point) -> String {
    let n = board.size();
    let marked = board.string_stones(target);
    (0..8)
        .map(|t| {
            let mut picture = String::with_capacity(n as usize * n as usize + 1);
            for row in 0..n {
                for col in 0..n {
                    let p = transform(Point::new(col, row), n, t);
                    picture.push(match board.get(p) {
                        _ if marked.contains(&p) => '*',
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    });
                }
            }
            picture
        })
        .min()
        .unwrap_or_default()
}

/// The board under transform `t` ([`transform`]): the same position turned or mirrored.
pub fn transformed(board: &Board, t: u8) -> Board {
    let n = board.size();
    let mut out = Board::new(n);
    for p in Point::all(n) {
        if let Some(color) = board.get(p) {
            // Every point has one image, so each stone lands on an empty point.
            let _ = out.set_stone(transform(p, n, t), color);
        }
    }
    out
}

/// The point under transform `t`: bit 0 mirrors left and right, bit 1 top and bottom,
/// bit 2 swaps rows and columns.
pub fn transform(p: Point, n: u8, t: u8) -> Point {
    let (mut c, mut r) = (p.col, p.row);
    if t & 1 != 0 {
        c = n - 1 - c;
    }
    if t & 2 != 0 {
        r = n - 1 - r;
    }
    if t & 4 != 0 {
        std::mem::swap(&mut c, &mut r);
    }
    Point::new(c, r)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position and its mirror image share one key; another position does not.
    #[test]
    fn mirror_images_share_a_key() {
        let a = Board::from_picture("XO...\n.....\n.....\n.....\n.....").unwrap();
        let b = Board::from_picture(".....\n.....\n.....\n.....\n...OX").unwrap();
        let c = Board::from_picture("X.O..\n.....\n.....\n.....\n.....").unwrap();
        let key = |b: &Board, p| canonical(b, p);
        assert_eq!(key(&a, Point::new(1, 0)), key(&b, Point::new(3, 4)));
        assert_ne!(key(&a, Point::new(1, 0)), key(&c, Point::new(2, 0)));
    }
}
