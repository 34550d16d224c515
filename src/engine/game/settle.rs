//! Settling dead stones after two passes, resuming, timeouts and undo.

use super::{Event, Game, Phase};
use crate::engine::color::Color;
use crate::engine::error::MoveError;
use crate::engine::game::{EndReason, GameResult};
use crate::engine::point::Point;

impl Game {
    /// Marks the whole string through `p` dead, or alive again.
    pub fn toggle_dead(&mut self, p: Point) -> Result<(), MoveError> {
        self.apply(Event::ToggleDead(p))
    }

    /// Both players accept the dead marks: the game is counted and finished.
    pub fn agree(&mut self) -> Result<(), MoveError> {
        self.apply(Event::Agree)
    }

    /// Play resumes to settle a dispute; the opponent of the last player to pass moves.
    pub fn resume(&mut self) -> Result<(), MoveError> {
        self.apply(Event::Resume)
    }

    /// `color`'s clock ran out: the opponent wins.
    pub fn time_out(&mut self, color: Color) -> Result<(), MoveError> {
        self.apply(Event::TimeOut(color))
    }

    /// Whether the stone at `p` is marked dead.
    pub fn is_dead(&self, p: Point) -> bool {
        p.on_board(self.size()) && self.dead[self.dead_index(p)]
    }

    /// Every stone marked dead.
    pub fn dead_stones(&self) -> Vec<Point> {
        Point::all(self.size())
            .filter(|&p| self.is_dead(p))
            .collect()
    }

    /// Takes back the last event (a move, a dead mark, an agreement, a resume or a timeout).
    pub fn undo(&mut self) -> Result<(), MoveError> {
        let mut record = self.record.clone();
        record.events.pop().ok_or(MoveError::NothingToUndo)?;
        *self = Game::replay(&record).map_err(|_| MoveError::NothingToUndo)?;
        Ok(())
    }

    /// Takes back events until the last move is undone (dead marks after it go too).
    pub fn undo_move(&mut self) -> Result<(), MoveError> {
        let at = self
            .record
            .events
            .iter()
            .rposition(|e| matches!(e, Event::Play { .. }))
            .ok_or(MoveError::NothingToUndo)?;
        let mut record = self.record.clone();
        record.events.truncate(at);
        *self = Game::replay(&record).map_err(|_| MoveError::NothingToUndo)?;
        Ok(())
    }

    fn dead_index(&self, p: Point) -> usize {
        p.index(self.size())
    }

    fn require_settling(&self) -> Result<(), MoveError> {
        match self.phase {
            Phase::Settling => Ok(()),
            Phase::Finished => Err(MoveError::GameOver),
            Phase::Playing => Err(MoveError::NotSettling),
        }
    }

    pub(super) fn apply_toggle_dead(&mut self, p: Point) -> Result<(), MoveError> {
        self.require_settling()?;
        if !p.on_board(self.size()) {
            return Err(MoveError::OffBoard);
        }
        if self.board.get(p).is_none() {
            return Err(MoveError::NoStone);
        }
        let mark = !self.is_dead(p);
        for s in self.board.string_stones(p) {
            let i = self.dead_index(s);
            self.dead[i] = mark;
        }
        Ok(())
    }

    pub(super) fn apply_agree(&mut self) -> Result<(), MoveError> {
        self.require_settling()?;
        self.finish_by_count();
        Ok(())
    }

    pub(super) fn apply_resume(&mut self) -> Result<(), MoveError> {
        self.require_settling()?;
        self.phase = Phase::Playing;
        self.passes_since_resume = 0;
        self.dead.fill(false);
        if let Some(c) = self.last_passer {
            self.to_move = c.opposite();
        }
        Ok(())
    }

    pub(super) fn apply_time_out(&mut self, color: Color) -> Result<(), MoveError> {
        if self.phase == Phase::Finished {
            return Err(MoveError::GameOver);
        }
        self.finish(GameResult::win(color.opposite(), EndReason::Timeout));
        Ok(())
    }
}
