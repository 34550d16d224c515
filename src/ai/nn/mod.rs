//! KataGo's network evaluator in plain Rust: model format 8 (the b6c96 net in
//! `assets/katago/`), its input features, trunk and heads. On KataGo's f32 weights it is exact
//! against KataGo's own outputs (`tests/ai_nn_reference.rs`); the app ships the weights as f16
//! ([`SHIPPED_NET`]), widened to f32 at load, whose cost against f32 is measured by
//! `tengen-net compare` and bounded by `tests/ai_nn_blob.rs`.
//!
//! ```ignore
//! // The blob is not part of the library (the app's main wasm must not carry it): a binary,
//! // test or bench includes it with `tengen::shipped_net!()`, a Web Worker fetches it.
//! const NET: &[u8] = tengen::shipped_net!();
//! let mut net = Network::from_bytes(NET)?;         // or KataGo's own .bin.gz
//! let evals = net.evaluate(&[(&game, 0), (&other_game, 5)]);   // Evaluate: our games
//! let evals = net.evaluate_positions(&[(&Position::from_game(&game), 0)]);  // any board
//! ```
//!
//! Speed: 3x3 convolutions by Winograd F(2x2, 3x3) over a 4x8 matrix kernel (`kernel.rs`:
//! SSE on x86_64, SIMD128 on wasm32 (enabled for the kernel itself, whatever the build
//! flags), portable otherwise). `scripts/measure.sh nn` prints the numbers.
//!
//! - [`Position`]: a width × height position with KataGo's view of its history and rules
//!   ([`KataRules`]); [`Position::from_game`] converts our [`Game`]. It and `board.rs` are a
//!   port of KataGo's input encoding, not a second engine (the features must be KataGo's
//!   bit for bit, rectangular boards included).
//! - [`Network`]: [`Network::from_bytes`], [`Network::evaluate_positions`] (any board,
//!   several positions per call) and [`Evaluate`] for our games.
//! - [`CachedNetwork`]: the network with a [`Cache`] of its answers, for the search.
//! - `model`: the file formats and [`model::compact`], which writes the shipped f16 blob.

/// The shipped net's file name in `assets/katago/`: KataGo's g170 b6c96 net
/// (`g170-b6c96-s175395328-d26788732.bin.gz`, kept in `assets/katago-f32/` for the exactness tests, out of the deployed files) with
/// its large float blocks in f16, written by
/// `tengen-net compact assets/katago-f32/g170-b6c96-s175395328-d26788732.bin.gz
/// assets/katago/g170-b6c96.f16.bin f16`. [`shipped_net!`](crate::shipped_net) includes it
/// (`include_bytes!` wants a literal, so the name stands there too; `tests/ai_nn_blob.rs`
/// checks that the two name the same file).
pub const SHIPPED_NET: &str = "g170-b6c96.f16.bin";

/// The bytes of the shipped net ([`ai::nn::SHIPPED_NET`](crate::ai::nn::SHIPPED_NET)), as
/// `&'static [u8; _]`, for binaries, tests and benches of this package:
/// `Network::from_bytes(tengen::shipped_net!())`. Not for the app's UI code: the main wasm
/// must not carry the net (a Web Worker fetches it).
#[macro_export]
macro_rules! shipped_net {
    () => {
        include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/katago/g170-b6c96.f16.bin"
        ))
    };
}

mod area;
mod board;
mod cache;
mod conv;
mod features;
pub mod kernel;
mod ladder;
pub mod model;
mod network;
mod position;

pub use cache::{Cache, CacheCounts};
pub use model::ModelError;
pub use network::{softmax_legal, Network};
pub use position::{HandicapBonus, IllegalMove, KataKo, KataRules, KataScoring, KataTax, Position};

use crate::ai::{Evaluate, Evaluation};
use crate::engine::{Game, Point};

impl Evaluate for Network {
    /// Positions are grouped by board size, one forward pass per size. The policy keeps only
    /// the moves our engine allows (KataGo's rules and ours agree but for superko details).
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        evaluate_games(self, batch, None)
    }
}

/// A [`Network`] that remembers its answers ([`Cache`]): what the computer player uses.
pub struct CachedNetwork {
    pub net: Network,
    pub cache: Cache,
}

impl CachedNetwork {
    /// `net` with a cache of `entries` evaluations.
    pub fn new(net: Network, entries: usize) -> CachedNetwork {
        CachedNetwork {
            net,
            cache: Cache::new(entries),
        }
    }
}

impl Evaluate for CachedNetwork {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        evaluate_games(&self.net, batch, Some(&mut self.cache))
    }
}

/// The network's answers for our games, from `cache` where it has them; the cache keeps
/// the network's own policy, and each answer keeps only the moves its game allows.
fn evaluate_games(
    net: &Network,
    batch: &[(&Game, u8)],
    mut cache: Option<&mut Cache>,
) -> Vec<Evaluation> {
    let positions: Vec<Position> = batch.iter().map(|(g, _)| Position::from_game(g)).collect();
    let keys: Vec<u64> = match cache {
        Some(_) => positions.iter().map(Cache::key).collect(),
        None => Vec::new(),
    };
    let mut out: Vec<Option<Evaluation>> = match &cache {
        Some(c) => keys.iter().map(|&k| c.get(k).cloned()).collect(),
        None => vec![None; batch.len()],
    };
    let mut sizes: Vec<u8> = (0..batch.len())
        .filter(|&i| out[i].is_none())
        .map(|i| batch[i].0.size())
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    for size in sizes {
        let idx: Vec<usize> = (0..batch.len())
            .filter(|&i| out[i].is_none() && batch[i].0.size() == size)
            .collect();
        let group: Vec<(&Position, u8)> = idx
            .iter()
            .map(|&i| (&positions[i], batch[i].1 % 8))
            .collect();
        for (&i, e) in idx.iter().zip(net.evaluate_positions(&group)) {
            if let Some(c) = cache.as_deref_mut() {
                c.put(keys[i], &e);
            }
            out[i] = Some(e);
        }
    }
    out.into_iter()
        .zip(batch)
        .map(|(e, (game, _))| legal_only(e.expect("every position evaluated"), game))
        .collect()
}

/// `e` with the policy of moves `game` does not allow set to 0 and the rest renormalised.
fn legal_only(mut e: Evaluation, game: &Game) -> Evaluation {
    let size = game.size();
    for p in Point::all(size) {
        let at = p.index(size);
        if e.policy[at] > 0.0 && !game.is_legal(game.to_move(), p) {
            e.policy[at] = 0.0;
        }
    }
    let sum: f32 = e.policy.iter().sum();
    if sum > 0.0 {
        e.policy.iter_mut().for_each(|x| *x /= sum);
    }
    e
}
