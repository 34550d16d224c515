//! Timing the store: saving a long game and listing many, over any storage.
//! Native numbers come from `cargo bench --bench saved_games`; in the browser call
//! [`bench_store`] with localStorage and `performance.now()`.

use super::{KeyValue, SavedGame, Store};
use crate::engine::rng::Rng;
use crate::engine::{Game, GameRecord, Move, Point, Rules};

/// A random legal 19x19 game of exactly `moves` moves (captures included; no own-eye
/// fills, passes only when nothing else is legal).
pub fn sample_record(moves: usize, seed: u64) -> GameRecord {
    let mut game = Game::new(Rules::default(), 19, 0).unwrap_or_else(|_| unreachable!());
    let mut rng = Rng::new(seed);
    let all: Vec<Point> = Point::all(19).collect();
    while game.move_number() < moves {
        let color = game.to_move();
        let start = rng.below(all.len());
        let choice = (0..all.len())
            .map(|i| all[(start + i) % all.len()])
            .find(|&p| game.check(p).is_ok() && !game.board().is_own_eye(p, color));
        let mv = choice.map_or(Move::Pass, Move::Place);
        if game.play(mv).is_err() {
            break;
        }
        if game.phase() != crate::engine::Phase::Playing {
            // Two passes: resume so the game keeps its length.
            let _ = game.resume();
        }
    }
    game.record().clone()
}

/// What [`bench_store`] measured, in milliseconds.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchReport {
    /// One save of a `moves`-move game into a store already holding `games` games.
    pub save_ms: f64,
    /// Listing `games` games.
    pub list_ms: f64,
    /// Loading (and replaying) the long game.
    pub load_ms: f64,
    pub games: usize,
    pub moves: usize,
    /// Bytes of the long game's stored value and of the index.
    pub game_bytes: usize,
    pub index_bytes: usize,
}

/// Fills `backend` with `games` saved games (ids `bench-N`), then times a save of a
/// `moves`-move game, a list and a load (best of `rounds`). `now` is a clock in ms.
pub fn bench_store<B: KeyValue>(
    backend: B,
    games: usize,
    moves: usize,
    rounds: usize,
    now: impl Fn() -> f64,
) -> BenchReport {
    let mut store = Store::new(backend);
    let long = sample_record(moves, 7);
    for i in 0..games {
        let record = sample_record(moves.min(40 + i % 200), i as u64);
        let mut g = SavedGame::new(format!("bench-{i}"), record, "aga", "Ann", "Bo", i as f64);
        let _ = store.save(&mut g);
    }
    let mut game = SavedGame::new("bench-long", long, "aga", "Ann", "Bo", 0.0);
    let (mut save_ms, mut list_ms, mut load_ms) = (f64::MAX, f64::MAX, f64::MAX);
    let mut game_bytes = 0;
    for _ in 0..rounds.max(1) {
        let t = now();
        if let Ok(s) = store.save(&mut game) {
            game_bytes = s.bytes;
        }
        save_ms = save_ms.min(now() - t);
        let t = now();
        let _ = store.list();
        list_ms = list_ms.min(now() - t);
        let t = now();
        let _ = store.load("bench-long");
        load_ms = load_ms.min(now() - t);
    }
    let index_bytes = store
        .backend()
        .get(super::INDEX_KEY)
        .ok()
        .flatten()
        .map_or(0, |s| s.len());
    BenchReport {
        save_ms,
        list_ms,
        load_ms,
        games: games + 1,
        moves,
        game_bytes,
        index_bytes,
    }
}
