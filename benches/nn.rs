//! Network evaluation speed: `cargo bench --bench nn` (and the same in wasm through
//! `scripts/measure.sh nn`). Prints ms per position at batch 1 and 8 on 9x9, 13x13 and 19x19,
//! best of several rounds by the wall clock (the machine is shared; the best round is the
//! least disturbed).

#[path = "common/nn_table.rs"]
mod nn_table;

use std::time::Instant;
use tengen::ai::nn::{Network, Position};
use tengen::engine::rng::Rng;
use tengen::engine::{Game, Move, Point, Rules};

const NET: &[u8] = tengen::shipped_net!();

/// 32 positions a round (64 on 9x9), at least 2 calls.
fn reps(size: usize, batch: usize) -> usize {
    (32 / batch).max(2) * if size == 9 { 2 } else { 1 }
}

fn main() {
    let net = Network::from_bytes(NET).expect("the net loads");
    println!("network evaluation, one thread, ms per position (best of 5 rounds)");
    nn_table::table(&net, &[9, 13, 19], 5, reps);
    let net = Network::from_bytes_direct(NET).expect("the net loads");
    println!("the same with direct 3x3 convolutions (no Winograd)");
    nn_table::table(&net, &[9, 13, 19], 5, reps);
    inputs();
    println!("done");
}

/// The cost of `Position::from_game` (replaying the game with KataGo's rules), which
/// `Evaluate` pays per position, on a 19x19 game of 200 random moves.
fn inputs() {
    let mut g = Game::new(Rules::preset("chinese").expect("a preset"), 19, 0).expect("a game");
    let mut rng = Rng::new(3);
    while g.move_number() < 200 {
        let legal: Vec<Point> = Point::all(19)
            .filter(|&p| g.is_legal(g.to_move(), p))
            .collect();
        g.play(Move::Place(legal[rng.below(legal.len())]))
            .expect("legal");
    }
    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        for _ in 0..10 {
            std::hint::black_box(Position::from_game(&g));
        }
        best = best.min(t.elapsed().as_secs_f64() * 100.0);
    }
    println!("Position::from_game, 19x19 after 200 moves: {best:.2} ms");
}
