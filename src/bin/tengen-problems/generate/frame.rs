//! A settled frame around a life-and-death problem, as published problems are printed
//! and as KaTrain's and Lizgoban's tsumego frames fill a board: every point away from the
//! problem filled with the attacker's stones, a few of them left empty as eyes, so that
//! the attacker's wall is alive on the board the player sees (pass-alive, Benson's
//! algorithm) and the defender can neither get out nor live by cutting it.
//!
//! The life-and-death reader reads moves in the group's room only and takes the stones
//! outside it to be safe: on a framed board that is exactly true, since every attacker
//! stone outside the room is pass-alive (a frame where one is not is refused), and every
//! empty point outside the room is one of the frame's eyes.

use crate::reading::life::pass_alive;
use tengen::engine::{Board, Color, Point};

/// The problem's part of the board: the points reached from the group's string over
/// empty points and the defender's stones, and the attacker's strings that touch them.
fn problem_area(board: &Board, group: Point, defender: Color) -> Vec<bool> {
    let size = board.size();
    let index = |p: Point| p.index(size);
    let mut area = vec![false; usize::from(size) * usize::from(size)];
    let mut queue = vec![group];
    area[index(group)] = true;
    let mut touching = Vec::new();
    while let Some(p) = queue.pop() {
        for n in p.neighbors(size) {
            if area[index(n)] {
                continue;
            }
            match board.get(n) {
                Some(c) if c != defender => touching.push(n),
                _ => {
                    area[index(n)] = true;
                    queue.push(n);
                }
            }
        }
    }
    for t in touching {
        for s in board.string_stones(t) {
            area[index(s)] = true;
        }
    }
    area
}

/// The board with the frame around the problem of the group at `group`, and the view
/// that holds the problem (its area and one line more); None when the frame does not
/// settle it (a stone of the attacker's outside the room not pass-alive, too little room
/// for two eyes, a string left without a liberty).
pub fn framed(board: &Board, group: Point) -> Option<(Board, (Point, Point))> {
    let defender = board.get(group)?;
    let attacker = defender.opposite();
    let size = board.size();
    let index = |p: Point| p.index(size);
    let area = problem_area(board, group, defender);
    let outside = |p: Point| !area[index(p)] && board.get(p).is_none();
    // The eyes: outside points whose neighbours are all outside too, far from the
    // problem first, none next to (or diagonal to) another, so the frame stays one string.
    let distance = |p: Point| {
        Point::all(size)
            .filter(|&q| area[index(q)])
            .map(|q| p.col.abs_diff(q.col) + p.row.abs_diff(q.row))
            .min()
            .unwrap_or(0)
    };
    let mut candidates: Vec<Point> = Point::all(size)
        .filter(|&p| outside(p) && p.neighbors(size).all(outside))
        .collect();
    candidates.sort_by_key(|&p| (std::cmp::Reverse(distance(p)), p.row, p.col));
    let mut eyes: Vec<Point> = Vec::new();
    for p in candidates {
        if eyes.len() == 4 {
            break;
        }
        if eyes
            .iter()
            .all(|e| e.col.abs_diff(p.col).max(e.row.abs_diff(p.row)) > 2)
        {
            eyes.push(p);
        }
    }
    if eyes.len() < 2 {
        return None;
    }
    let mut out = board.clone();
    for p in Point::all(size) {
        if outside(p) && !eyes.contains(&p) {
            out.set_stone(p, attacker).ok()?;
        }
    }
    if out.strings().iter().any(|s| s.liberties.is_empty()) {
        return None;
    }
    // Every attacker stone is pass-alive, or its string's liberties all lie in the
    // problem's area (the room reads it: a stone thrown in, a weak part of the wall).
    let alive = pass_alive(&out, attacker);
    let settled = out.strings().iter().all(|s| {
        s.color != attacker
            || s.stones.iter().all(|&p| alive[index(p)])
            || s.liberties.iter().all(|&l| area[index(l)])
    });
    if !settled {
        return None;
    }
    let shown: Vec<Point> = Point::all(size).filter(|&p| area[index(p)]).collect();
    let low = |f: fn(&Point) -> u8| shown.iter().map(f).min().unwrap_or(0).saturating_sub(1);
    let high = |f: fn(&Point) -> u8| (shown.iter().map(f).max().unwrap_or(0) + 1).min(size - 1);
    let view = (
        Point::new(low(|p| p.col), low(|p| p.row)),
        Point::new(high(|p| p.col), high(|p| p.row)),
    );
    Some((out, view))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame leaves the problem as it is, fills the rest with the attacker's living
    /// stones (the thin wall among them) and shows the problem's corner.
    #[test]
    fn the_frame_settles_the_wall() {
        let board = Board::from_picture(
            "
            . O . O X . . . .
            O O O O X . . . .
            X X X X X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .",
        )
        .expect("a board");
        let (out, view) = framed(&board, Point::new(0, 1)).expect("a frame");
        let alive = pass_alive(&out, Color::Black);
        let black: Vec<Point> = Point::all(9)
            .filter(|&p| out.get(p) == Some(Color::Black))
            .collect();
        assert!(black.len() > 60, "{}", out.to_picture());
        assert!(
            black.iter().all(|p| alive[p.index(9)]),
            "{}",
            out.to_picture()
        );
        for p in Point::all(9).filter(|p| p.row < 2 && p.col < 4) {
            assert_eq!(out.get(p), board.get(p), "the problem is left as it is");
        }
        assert_eq!(view, (Point::new(0, 0), Point::new(5, 3)));
    }

    /// A group that is not closed in has no frame that settles it.
    #[test]
    fn an_open_group_is_not_framed() {
        let board = Board::from_picture(
            "
            . O . . . . . . .
            O O . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .",
        )
        .expect("a board");
        assert!(framed(&board, Point::new(0, 1)).is_none());
    }
}
