//! KataGo's network evaluator in plain Rust: model format 8 (the b6c96 net in
//! `assets/katago/`), its input features, trunk and heads, exact against KataGo's own outputs
//! (`tests/ai_nn_reference.rs`).
//!
//! ```ignore
//! let net = Network::from_bytes(&bytes)?;          // our compact blob or KataGo's .bin.gz
//! let evals = net.evaluate_positions(&[(&Position::from_game(&game), 0)]);
//! // or, through the search's trait: (&mut net as &mut dyn Evaluate).evaluate(&[(&game, 0)])
//! ```
//!
//! - [`Position`]: a width × height position with KataGo's view of its history and rules
//!   ([`KataRules`]); [`Position::from_game`] converts our [`Game`].
//! - [`Network`]: [`Network::from_bytes`], [`Network::evaluate_positions`] (any board,
//!   several positions per call) and [`Evaluate`] for our games.
//! - `model`: the file formats and [`model::compact`], which writes the f16 blob.

mod area;
mod board;
mod conv;
mod features;
pub mod kernel;
mod ladder;
pub mod model;
mod network;
mod position;

pub use model::ModelError;
pub use network::{softmax_legal, Network};
pub use position::{HandicapBonus, IllegalMove, KataKo, KataRules, KataScoring, KataTax, Position};

use crate::ai::{Evaluate, Evaluation};
use crate::engine::{Game, Point};

impl Evaluate for Network {
    /// Positions are grouped by board size, one forward pass per size. The policy keeps only
    /// the moves our engine allows (KataGo's rules and ours agree but for superko details).
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        let positions: Vec<Position> = batch.iter().map(|(g, _)| Position::from_game(g)).collect();
        let mut out: Vec<Option<Evaluation>> = vec![None; batch.len()];
        let mut sizes: Vec<u8> = batch.iter().map(|(g, _)| g.size()).collect();
        sizes.sort_unstable();
        sizes.dedup();
        for size in sizes {
            let idx: Vec<usize> = (0..batch.len())
                .filter(|&i| batch[i].0.size() == size)
                .collect();
            let group: Vec<(&Position, u8)> = idx
                .iter()
                .map(|&i| (&positions[i], batch[i].1 % 8))
                .collect();
            for (&i, mut e) in idx.iter().zip(self.evaluate_positions(&group)) {
                let game = batch[i].0;
                for p in Point::all(size) {
                    let at = p.row as usize * size as usize + p.col as usize;
                    if e.policy[at] > 0.0 && !game.is_legal(game.to_move(), p) {
                        e.policy[at] = 0.0;
                    }
                }
                let sum: f32 = e.policy.iter().sum();
                if sum > 0.0 {
                    e.policy.iter_mut().for_each(|x| *x /= sum);
                }
                out[i] = Some(e);
            }
        }
        out.into_iter()
            .map(|e| e.expect("every position evaluated"))
            .collect()
    }
}
