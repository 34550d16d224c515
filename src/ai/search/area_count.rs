//! An evaluator without a network: a uniform policy over the legal moves and the pass,
//! and a value from a quick count of the board as it stands. Fast and deterministic, so the
//! search's tests and the GTP games of the test suite run on it.

use crate::ai::{Evaluate, Evaluation};
use crate::engine::{Color, Game, Point};

/// Counts stones and the empty points they surround alone, and calls a lead of `scale`
/// points a likely win.
#[derive(Clone, Debug)]
pub struct AreaCount {
    /// Lead in points at which the win probability is about 88% (a logistic curve).
    pub scale: f32,
    /// Positions evaluated so far.
    pub evaluations: usize,
}

impl Default for AreaCount {
    fn default() -> AreaCount {
        AreaCount {
            scale: 10.0,
            evaluations: 0,
        }
    }
}

impl Evaluate for AreaCount {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        self.evaluations += batch.len();
        batch.iter().map(|(g, _)| self.evaluate_one(g)).collect()
    }
}

impl AreaCount {
    fn evaluate_one(&self, game: &Game) -> Evaluation {
        let size = game.size() as usize;
        let me = game.to_move();
        let board = game.board();
        // The playouts' quick count (`Board::area_owner`); +1 is the player to move's.
        let ownership: Vec<f32> = Point::all(game.size())
            .map(|p| match board.area_owner(p) {
                Some(c) if c == me => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            })
            .collect();
        let komi = game.komi().as_f32();
        let lead = ownership.iter().sum::<f32>() + if me == Color::White { komi } else { -komi };
        let win = 1.0 / (1.0 + (-2.0 * lead / self.scale).exp());
        let mut policy = vec![0.0; size * size + 1];
        let legal: Vec<Point> = Point::all(game.size())
            .filter(|&p| game.check(p).is_ok())
            .collect();
        let share = 1.0 / (legal.len() + 1) as f32;
        for p in legal {
            policy[p.index(game.size())] = share;
        }
        policy[size * size] = share;
        Evaluation {
            policy,
            win,
            loss: 1.0 - win,
            no_result: 0.0,
            lead,
            ownership,
        }
    }
}
