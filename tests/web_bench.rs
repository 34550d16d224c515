//! Saved-game timings over the browser's real localStorage: not a test of speed (no
//! assertion on a duration), a measurement that `scripts/measure.sh saved` runs in
//! headless Chromium and prints. It checks only that the store did its work.
#![cfg(target_arch = "wasm32")]

use tengen::saved::bench::bench_store;
use tengen::saved::{KeyValue, LocalStorage};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Removes everything the bench wrote.
fn clear() {
    let mut backend = LocalStorage::open();
    for key in backend.keys().unwrap_or_default() {
        if key.starts_with("tengen.") {
            let _ = backend.remove(&key);
        }
    }
}

/// Save of a 300-move game among 200, list of 200, load of the long game.
#[wasm_bindgen_test]
fn saved_games_in_chromium() {
    clear();
    let performance = web_sys::window().unwrap().performance().unwrap();
    let r = bench_store(LocalStorage::open(), 199, 300, 5, || performance.now());
    clear();
    console_log!(
        "Chromium localStorage: {} games, long game {} moves ({} bytes), index {} bytes",
        r.games,
        r.moves,
        r.game_bytes,
        r.index_bytes
    );
    console_log!(
        "save {:.3} ms, list {:.3} ms, load {:.3} ms (best of 5)",
        r.save_ms,
        r.list_ms,
        r.load_ms
    );
    assert_eq!(
        (r.games, r.moves),
        (200, 300),
        "the bench stored what it was asked to"
    );
    assert!(r.game_bytes > 0 && r.index_bytes > 0, "{r:?}");
}
