//! Fuzzes everything that reads text from outside: SGF import (then export and
//! re-import of what was imported), share-link decoding and stored saved games.
//! Nothing may panic, overflow the stack or hang.
//!
//! ```text
//! cargo install cargo-fuzz   # once
//! cargo +nightly fuzz run --fuzz-dir tests/fuzz sgf_import -- -max_total_time=300 -max_len=4096
//! ```
//!
//! Seed corpus: any SGF files, e.g. `mkdir -p tests/fuzz/corpus/sgf_import &&
//! cp /usr/share/goban/*.sgf tests/fuzz/corpus/sgf_import/` (the corpus is not committed).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::engine::Game;
use tengen::saved::parse_saved;
use tengen::sgf::{export, import, share, GameInfo};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(imported) = import(&text) {
        let game = Game::replay(&imported.record).expect("an imported record replays");
        let info = GameInfo {
            preset_id: imported.preset_id.into(),
            ..GameInfo::default()
        };
        let again = import(&export(&imported.record, &info)).expect("exported text imports");
        let replayed = Game::replay(&again.record).expect("re-imported record replays");
        assert_eq!(replayed.board().to_picture(), game.board().to_picture());
    }
    let _ = share::decode_fragment(&text);
    let _ = parse_saved(&text);
});
