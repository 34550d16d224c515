//! The computer player, in three layers that know only the layer below
//! (KataGo: `neuralnet/` vs `search/` vs `program/`):
//!
//! - `nn`: KataGo's network (model format 8) read from its weights, the input features
//!   computed from our [`Game`], the trunk and heads: an [`Evaluate`].
//! - `final_status`: dead, alive or seki from an ownership (KataGo's rule, the count's
//!   seki), pure: the search's counted ends read it.
//! - `search`: a PUCT tree search over the engine's legal moves that sees only
//!   [`Evaluate`], so its tests run on a small fake evaluator.
//! - `judge`: the judgement at the count, short searches read by `final_status` (above
//!   the search, as KataGo's `program/` is).
//! - `player`: the choice of a move, at a level (`player::level`: search parameters as one
//!   value) or a rung of the ladder (`player::ladder`: points on one strength knob made of
//!   the levels' parameters).
//! - `hint` and `teacher`: a hint's reason and a mistake's, in the rules' words.
//!
//! Plain Rust: no web crates here (`cargo test --no-default-features`).

pub mod final_status;
pub mod hint;
pub mod judge;
pub mod nn;
pub mod player;
pub mod search;
pub mod teacher;

use crate::engine::{Color, Game};

/// What the network says of one position, from the view of the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// Probability of each move: `size * size` points row-major (row 0 at the top, as
    /// [`crate::engine::Point`]), then the pass at index `size * size`. Moves the
    /// network cannot play (occupied points, the ko point) have probability 0.
    pub policy: Vec<f32>,
    /// Probabilities that the player to move wins, loses, or the game has no result.
    pub win: f32,
    pub loss: f32,
    pub no_result: f32,
    /// The expected score lead of the player to move, in points.
    pub lead: f32,
    /// Row-major, -1..1: +1 means the point ends up the player to move's.
    pub ownership: Vec<f32>,
}

impl Evaluation {
    /// [`Evaluation::ownership`] in Black's view, for a position with `to_move` to play:
    /// what the judgement of dead stones and the page's shading read.
    pub fn black_ownership(&self, to_move: Color) -> Vec<f32> {
        let sign = if to_move == Color::Black { 1.0 } else { -1.0 };
        self.ownership.iter().map(|o| sign * o).collect()
    }
}

/// Anything that evaluates positions: the network, or a fake in tests.
pub trait Evaluate {
    /// Evaluates a batch of positions, each under one of KataGo's 8 symmetries
    /// (0 = identity; the answer is always in the position's own orientation).
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation>;
}
