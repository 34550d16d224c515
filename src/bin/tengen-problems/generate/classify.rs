//! Which tactic a problem teaches, from its position, its answer and the line after it.

use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::{Category, Goal};

/// The category of Black's `answer` (on `board`), `line` being the best play after it
/// (White first).
pub fn category(board: &Board, goal: Goal, answer: Point, line: &[Move]) -> Category {
    match goal {
        Goal::Capture(target) => capture(board, target, answer, line),
        Goal::Save(target) => save(board, target, answer),
    }
}

fn capture(board: &Board, target: Point, answer: Point, line: &[Move]) -> Category {
    let libs = board.liberty_points(target);
    if libs == [answer] {
        return Category::CaptureInOne;
    }
    let mut after = board.clone();
    let _ = after.play(answer, Color::Black);
    // The throw-in stands in atari, White takes it, and Black's retaking on the same
    // point captures the string.
    if after.liberties(answer) == 1 && line.len() == 2 && line[1] == Move::Place(answer) {
        return Category::Snapback;
    }
    let short = crate::reading::touching(board, target)
        .iter()
        .any(|s| s.liberties.len() <= libs.len());
    if short && libs.len() >= 2 {
        return Category::CapturingRace;
    }
    if ataris(&after, target, line) >= 3 {
        return Category::Ladder;
    }
    if !libs.contains(&answer) {
        return Category::Net;
    }
    Category::Atari
}

/// How many of Black's moves in a row, the answer first, put the string in atari
/// (the answer is already played on `after`; the capture at the end does not count).
fn ataris(after: &Board, target: Point, line: &[Move]) -> usize {
    if after.liberties(target) != 1 {
        return 0;
    }
    let mut board = after.clone();
    let mut count = 1;
    for (i, &mv) in line.iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let Move::Place(p) = mv else {
            return count.min(2);
        };
        if board.play(p, color).is_err() || board.get(target).is_none() {
            break;
        }
        if color == Color::Black {
            if board.liberties(target) != 1 {
                return count.min(2);
            }
            count += 1;
        }
    }
    count
}

fn save(board: &Board, target: Point, answer: Point) -> Category {
    let before = board.string_stones(target).len();
    let mut after = board.clone();
    let _ = after.play(answer, Color::Black);
    let joined = after.string_stones(target).len() > before + 1;
    if joined && board.liberty_points(target).contains(&answer) {
        Category::ConnectToSave
    } else {
        Category::Escape
    }
}
