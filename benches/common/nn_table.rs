//! The network benches' table (`benches/nn.rs`, `benches/nn_strong.rs`): ms per position at
//! batch 1 and 8, best of several rounds by the wall clock (the machine is shared; the best
//! round is the least disturbed).

use std::time::Instant;
use tengen::ai::nn::{KataRules, Network, Position};
use tengen::engine::rng::Rng;

/// A position some 40 random moves into a game.
pub fn position(size: usize, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    let mut p = Position::empty(size, size, KataRules::CHINESE).expect("an empty board");
    for _ in 0..40 {
        let legal = p.legal_moves();
        p.play(Some(legal[rng.below(legal.len())])).expect("legal");
    }
    p
}

/// One line per board size: ms per position at batch 1 and 8, the best of `rounds` rounds of
/// `reps(size, batch)` calls each.
pub fn table(net: &Network, sizes: &[usize], rounds: usize, reps: fn(usize, usize) -> usize) {
    for &size in sizes {
        let positions: Vec<Position> = (0..8).map(|i| position(size, 7 + i)).collect();
        let mut line = format!("{size:>2}x{size:<2}");
        for batch in [1usize, 8] {
            let items: Vec<(&Position, u8)> = positions[..batch]
                .iter()
                .enumerate()
                .map(|(i, p)| (p, i as u8))
                .collect();
            let reps = reps(size, batch);
            net.evaluate_positions(&items); // warm up
            let mut best = f64::MAX;
            for _ in 0..rounds {
                let t = Instant::now();
                for _ in 0..reps {
                    std::hint::black_box(net.evaluate_positions(&items));
                }
                best = best.min(t.elapsed().as_secs_f64() * 1000.0 / (reps * batch) as f64);
            }
            line += &format!("   batch {batch}: {best:7.2} ms");
        }
        println!("{line}");
    }
}
