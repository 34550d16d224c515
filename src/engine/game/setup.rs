//! Stones put on or taken off the board during play (SGF setup after the first node).

use super::{Event, Game, Setup};
use crate::engine::board::Board;
use crate::engine::color::Color;
use crate::engine::error::MoveError;
use crate::engine::point::Point;

impl Game {
    /// Changes the position during play: listed points become black, white or empty
    /// (a point listed twice ends as the last list says: empty, black, then white).
    /// The move number stays; the player to move changes only if the setup names one.
    /// Refused if a string would be left without a liberty.
    pub fn setup(&mut self, setup: Setup) -> Result<(), MoveError> {
        self.apply(Event::Setup(Box::new(setup)))
    }

    pub(super) fn apply_setup(&mut self, setup: &Setup) -> Result<(), MoveError> {
        self.require_playing()?;
        let size = self.size();
        let mut stones: Vec<(Point, Color)> = Point::all(size)
            .filter_map(|p| self.board.get(p).map(|c| (p, c)))
            .collect();
        for (p, c) in setup.changes() {
            if !p.on_board(size) {
                return Err(MoveError::OffBoard);
            }
            stones.retain(|&(q, _)| q != p);
            stones.extend(c.map(|c| (p, c)));
        }
        // Any subset of a position whose strings all have a liberty goes on one stone
        // at a time without a capture, so set_stone refuses only a position without.
        let mut board = Board::new(size);
        for (p, c) in stones {
            board
                .set_stone(p, c)
                .map_err(|_| MoveError::SetupWithoutLiberty)?;
        }
        board.carry_captures(&self.board);
        self.board = board;
        if let Some(c) = setup.to_move {
            self.to_move = c;
        }
        self.trailing_passes = 0;
        self.passes_since_resume = 0;
        // Superko: a setup starts a fresh history, like a game's start; earlier positions don't count.
        let last = self.history.len() - 1;
        self.history[last] = (self.board.hash(), self.to_move);
        self.superko_from = last;
        Ok(())
    }
}
