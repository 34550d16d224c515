//! Light random playouts: uniformly random legal moves that do not fill own eyes.

use super::board::Board;
use super::color::Color;
use super::rng::Rng;

/// Totals over a batch of playouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    pub playouts: u64,
    /// Placements and passes over all playouts.
    pub moves: u64,
    pub black_wins: u64,
    pub white_wins: u64,
}

/// How one playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutEnd {
    pub moves: u32,
    /// Black's area minus White's (stones plus single-colour empty points), no komi.
    pub area_margin: i32,
}

/// Picks a random legal move for `color` that does not fill a true eye, and plays it;
/// returns false (a pass) when there is none.
#[inline]
pub fn play_random_move(board: &mut Board, color: Color, rng: &mut Rng) -> bool {
    let n = board.empty_count();
    if n == 0 {
        board.pass();
        return false;
    }
    let start = rng.below(n);
    let mut k = start;
    loop {
        let i = board.empty_index(k);
        if board.is_playable_index(i, color) {
            board.place_index(i, color);
            return true;
        }
        k += 1;
        if k == n {
            k = 0;
        }
        if k == start {
            board.pass();
            return false;
        }
    }
}

/// Plays random moves from `board` until two passes in a row or 3·N² moves.
pub fn playout(board: &mut Board, mut to_move: Color, rng: &mut Rng) -> PlayoutEnd {
    let size = board.size() as u32;
    let limit = 3 * size * size;
    let mut moves = 0;
    let mut passes = 0;
    while moves < limit && passes < 2 {
        if play_random_move(board, to_move, rng) {
            passes = 0;
        } else {
            passes += 1;
        }
        moves += 1;
        to_move = to_move.opposite();
    }
    PlayoutEnd {
        moves,
        area_margin: area_margin(board),
    }
}

/// Black's area minus White's for a board where every stone is alive and every empty
/// point touching one colour only is that colour's (eyes, after a playout).
pub fn area_margin(board: &Board) -> i32 {
    board.area_margin()
}

/// Runs `count` playouts from an empty `size` board; a plain function so it can be
/// compiled to wasm and timed there too.
pub fn bench_playouts(size: u8, count: u64, seed: u64) -> PlayoutStats {
    let empty = Board::new(size);
    let mut board = empty.clone();
    let mut rng = Rng::new(seed);
    let mut stats = PlayoutStats::default();
    for _ in 0..count {
        board.copy_from(&empty);
        let end = playout(&mut board, Color::Black, &mut rng);
        stats.playouts += 1;
        stats.moves += end.moves as u64;
        match end.area_margin {
            m if m > 0 => stats.black_wins += 1,
            m if m < 0 => stats.white_wins += 1,
            _ => {}
        }
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Playouts end, keep the board consistent, and are deterministic per seed.
    #[test]
    fn playouts_are_consistent_and_deterministic() {
        for size in [5, 9, 13, 19] {
            let mut rng = Rng::new(size as u64);
            let mut b = Board::new(size);
            let end = playout(&mut b, Color::Black, &mut rng);
            assert!(end.moves <= 3 * (size as u32).pow(2));
            b.check_consistency().unwrap();
        }
        assert_eq!(bench_playouts(9, 20, 7), bench_playouts(9, 20, 7));
        assert_eq!(bench_playouts(9, 20, 7).playouts, 20);
    }

    /// Random moves never fill a true eye.
    #[test]
    fn random_moves_leave_eyes() {
        let mut b = Board::from_picture(
            ".X...
             XX...
             .....
             .....
             .....",
        )
        .unwrap();
        let mut rng = Rng::new(3);
        for _ in 0..40 {
            play_random_move(&mut b, Color::Black, &mut rng);
        }
        let corner = crate::engine::point::Point::new(0, 0);
        assert!(b.is_true_eye(corner, Color::Black));
        assert_eq!(b.get(corner), None);
    }
}
