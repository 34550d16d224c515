//! Text 003 rule 72: "the ko situation must be resolved before the end of the game".

use super::Game;
use crate::engine::point::Point;

impl Game {
    /// The first open ko in reading order: an empty point where a stone would capture a
    /// single stone and could itself be captured back at once. Kos among stones marked
    /// dead do not count (those stones come off at the count anyway).
    pub fn open_ko(&self) -> Option<Point> {
        let size = self.size();
        let board = self.board();
        Point::all(size).find(|&p| {
            if board.get(p).is_some() {
                return false;
            }
            // Every neighbour is a stone of one colour, alive...
            let mut around = p.neighbors(size);
            let Some(first) = around.next() else {
                return false;
            };
            let Some(color) = board.get(first) else {
                return false;
            };
            let neighbors: Vec<Point> = p.neighbors(size).collect();
            if neighbors
                .iter()
                .any(|&n| board.get(n) != Some(color) || self.is_dead(n))
            {
                return false;
            }
            // ...and exactly one of them is a single stone whose last liberty is `p`.
            let in_atari: Vec<Point> = neighbors
                .iter()
                .copied()
                .filter(|&n| board.liberties(n) == 1)
                .collect();
            matches!(&in_atari[..], [q] if board.string_stones(*q).len() == 1)
        })
    }
}
