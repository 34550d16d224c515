//! Whether a placement is allowed: the board's refusals plus superko.

use super::{Game, Phase};
use crate::engine::board::{BoardRefusal, WHITE_TO_MOVE_KEY};
use crate::engine::color::Color;
use crate::engine::error::MoveError;
use crate::engine::point::Point;
use crate::engine::rules::KoRule;

impl Game {
    /// Whether the player to move may place at `p` (same answer as `play`, without playing).
    pub fn check(&self, p: Point) -> Result<(), MoveError> {
        self.check_as(self.to_move, p)
    }

    /// Whether `color` may place at `p` now, whoever is to move (GTP `is_legal`).
    pub fn check_as(&self, color: Color, p: Point) -> Result<(), MoveError> {
        match self.phase {
            Phase::Finished => return Err(MoveError::GameOver),
            Phase::Settling => return Err(MoveError::NotPlaying),
            Phase::Playing => {}
        }
        self.board.check(p, color).map_err(|r| match r {
            BoardRefusal::OffBoard => MoveError::OffBoard,
            BoardRefusal::Occupied => MoveError::Occupied,
            BoardRefusal::Suicide | BoardRefusal::SetupCaptures => MoveError::Suicide,
            BoardRefusal::Ko => MoveError::Ko,
        })?;
        self.check_superko(color, p)
    }

    /// Whether `color` may place at `p` now.
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        self.check_as(color, p).is_ok()
    }

    fn check_superko(&self, color: Color, p: Point) -> Result<(), MoveError> {
        let situational = match self.record.rules.ko {
            KoRule::Simple => return Ok(()),
            KoRule::PositionalSuperko => false,
            KoRule::SituationalSuperko => true,
        };
        let after = self.board.hash_after(p, color);
        let next = color.opposite();
        let key = |(h, to_move): (u64, Color)| {
            if situational && to_move == Color::White {
                h ^ WHITE_TO_MOVE_KEY
            } else {
                h
            }
        };
        let target = key((after, next));
        let since = &self.history[self.superko_from..];
        match since.iter().rposition(|&e| key(e) == target) {
            Some(at) => Err(MoveError::Superko {
                repeats_move: self.superko_from + at,
            }),
            None => Ok(()),
        }
    }

    /// Every empty point the player to move may not play, with the reason.
    pub fn forbidden_points(&self) -> Vec<(Point, MoveError)> {
        if self.phase != Phase::Playing {
            return Vec::new();
        }
        Point::all(self.size())
            .filter(|&p| self.board.get(p).is_none())
            .filter_map(|p| self.check(p).err().map(|e| (p, e)))
            .collect()
    }
}
