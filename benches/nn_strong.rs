//! The strong network's evaluation speed (KataGo's g170e b15c192 as our f16 blob, issue 58):
//! `scripts/measure.sh nn-strong` runs it natively and in wasm32-wasip1 (one thread, as the
//! worker is built) beside KataGo's own time. Prints ms per position at batch 1 and 8 on 9x9
//! and 19x19, best of 3 rounds (`benches/common/nn_table.rs`). The blob is
//! `.cache/katago/g170e-b15c192.f16.bin` (or under `$TENGEN_NET_CACHE`), which
//! `scripts/fetch_strong_net.sh` writes.

#[path = "common/nn_table.rs"]
mod nn_table;

use std::time::Instant;
use tengen::ai::nn::Network;

/// 16 positions a round on 9x9, 8 on 19x19.
fn reps(size: usize, batch: usize) -> usize {
    (if size == 9 { 16 } else { 8 } / batch).max(1)
}

fn main() {
    let dir = std::env::var("TENGEN_NET_CACHE")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/.cache/katago").into());
    let path = format!("{dir}/g170e-b15c192.f16.bin");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        panic!("{path}: {e} (scripts/fetch_strong_net.sh writes it)");
    });
    let t = Instant::now();
    let net = Network::from_bytes(&bytes).expect("the net loads");
    println!(
        "g170e b15c192 (f16 blob, {} bytes) loaded in {:.0} ms",
        bytes.len(),
        t.elapsed().as_secs_f64() * 1000.0
    );
    drop(bytes);
    println!("network evaluation, one thread, ms per position (best of 3 rounds)");
    nn_table::table(&net, &[9, 19], 3, reps);
    // What a worker holding this net needs: wasm memory never shrinks, so its size now is the
    // peak of loading and evaluating (a 19x19 batch of 8 included).
    #[cfg(target_arch = "wasm32")]
    println!(
        "wasm memory after loading and evaluating: {:.0} MB",
        (core::arch::wasm32::memory_size(0) * 65536) as f64 / 1e6
    );
    println!("done");
}
