//! Random small positions around one white string, for Black to capture or save.
//!
//! Three shapes of randomness: a chase (a white stone or two in the open, a few black
//! stones touching it, a few more stones near and far: ladders, nets, ataris, escapes),
//! a crowd (a corner or edge area half filled: races, connections) and a strip (three
//! lines along an edge, well filled: throw-ins and snapbacks).

use tengen::engine::rng::Rng;
use tengen::engine::{Board, Color, Point};
use tengen::problems::Goal;

/// A candidate: the board and what Black is asked to do there.
pub struct Candidate {
    pub board: Board,
    pub goal: Goal,
}

/// A random candidate, or None when the stones drawn make none.
pub fn random(rng: &mut Rng) -> Option<Candidate> {
    let size = 5 + rng.below(5) as u8;
    let mut board = Board::new(size);
    match rng.below(3) {
        0 => chase(&mut board, rng),
        1 => crowd(&mut board, rng),
        _ => strip(&mut board, rng),
    }
    pick_goal(board, rng)
}

/// A white string of one or two stones, black stones touching it, a few more around.
fn chase(board: &mut Board, rng: &mut Rng) {
    let size = board.size();
    let at = Point::new(
        rng.below(size as usize) as u8,
        rng.below(size as usize) as u8,
    );
    let _ = board.set_stone(at, Color::White);
    if rng.below(2) == 0 {
        place_near(board, rng, at, 1, Color::White);
    }
    for _ in 0..1 + rng.below(3) {
        place_near(board, rng, at, 1, Color::Black);
    }
    for _ in 0..rng.below(3) {
        place_near(board, rng, at, 2, Color::Black);
    }
    for _ in 0..rng.below(3) {
        let color = if rng.below(3) == 0 {
            Color::Black
        } else {
            Color::White
        };
        place_near(board, rng, at, 3, color);
    }
}

/// A corner or edge area of 4x4 to 5x5, each point a stone of either colour or empty.
fn crowd(board: &mut Board, rng: &mut Rng) {
    let size = board.size() as usize;
    let (w, h) = (4 + rng.below(2), 4 + rng.below(2));
    let (w, h) = (w.min(size), h.min(size));
    let left = if rng.below(2) == 0 { 0 } else { size - w };
    let top = match rng.below(3) {
        0 => 0,
        1 => size - h,
        _ => rng.below(size - h + 1),
    };
    let percent = 35 + rng.below(25);
    fill(board, rng, (left, top), (w, h), percent);
}

/// Three lines along the top or bottom edge, five to seven points long, well filled.
fn strip(board: &mut Board, rng: &mut Rng) {
    let size = board.size() as usize;
    let w = (5 + rng.below(3)).min(size);
    let left = rng.below(size - w + 1);
    let top = if rng.below(2) == 0 { 0 } else { size - 3 };
    let percent = 55 + rng.below(20);
    fill(board, rng, (left, top), (w, 3), percent);
}

/// Stones of either colour on `percent` of an area's points, at random.
fn fill(
    board: &mut Board,
    rng: &mut Rng,
    at: (usize, usize),
    area: (usize, usize),
    percent: usize,
) {
    let ((left, top), (w, h)) = (at, area);
    for row in top..top + h {
        for col in left..left + w {
            if rng.below(100) < percent {
                let color = if rng.below(2) == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let _ = board.set_stone(Point::new(col as u8, row as u8), color);
            }
        }
    }
}

/// A stone of `color` on an empty point within `reach` steps of `at` (if the board takes it).
fn place_near(board: &mut Board, rng: &mut Rng, at: Point, reach: i16, color: Color) {
    let size = board.size() as i16;
    for _ in 0..8 {
        let dc = rng.below(2 * reach as usize + 1) as i16 - reach;
        let dr = rng.below(2 * reach as usize + 1) as i16 - reach;
        let (c, r) = (at.col as i16 + dc, at.row as i16 + dr);
        if (dc, dr) == (0, 0) || c < 0 || r < 0 || c >= size || r >= size {
            continue;
        }
        if board.set_stone(Point::new(c as u8, r as u8), color).is_ok() {
            return;
        }
    }
}

/// A white string short of liberties to capture, or a black one to save.
fn pick_goal(board: Board, rng: &mut Rng) -> Option<Candidate> {
    let save = rng.below(3) == 0;
    let color = if save { Color::Black } else { Color::White };
    let strings: Vec<_> = board
        .strings()
        .into_iter()
        .filter(|s| s.color == color && (1..=3).contains(&s.liberties.len()))
        .collect();
    if strings.is_empty() {
        return None;
    }
    let target = strings[rng.below(strings.len())].stones[0];
    let goal = if save {
        Goal::Save(target)
    } else {
        Goal::Capture(target)
    };
    Some(Candidate { board, goal })
}
