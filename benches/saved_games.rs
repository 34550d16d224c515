//! Saved-game timings over in-memory storage: one save of a 300-move game among 200
//! games, listing 200 games, loading the long game. Run with
//! `cargo bench --bench saved_games`. Browser numbers: `tests/web_bench.rs` (`scripts/measure.sh saved`).

use std::time::Instant;
use tengen::saved::bench::bench_store;
use tengen::saved::MemoryStorage;

fn main() {
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1000.0;
    let r = bench_store(MemoryStorage::new(), 199, 300, 20, now);
    println!(
        "{} games, long game {} moves ({} bytes), index {} bytes",
        r.games, r.moves, r.game_bytes, r.index_bytes
    );
    println!(
        "save {:.3} ms, list {:.3} ms, load {:.3} ms (best of 20)",
        r.save_ms, r.list_ms, r.load_ms
    );
}
