//! Import never panics: arbitrary text, and real SGF with bytes changed, inserted or
//! cut (the quick companion of the cargo-fuzz target in tests/fuzz).

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use tengen::engine::Game;
use tengen::saved::parse_saved;
use tengen::sgf::{import, share};

const SEED: &str = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]HA[2]AB[cg][gc]PB[A]PW[B]RE[W+R]\
;W[ee];B[cc](;W[tt];B[];W[]TG[Dee][A..]TB[aa]MA[ee])(;W[dd]AB[aa]))";

/// What any input must satisfy: no panic, and an imported record replays.
fn check(text: &str) {
    if let Ok(imported) = import(text) {
        Game::replay(&imported.record).expect("an imported record replays");
    }
    let _ = share::decode_fragment(text);
    let _ = parse_saved(text);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Arbitrary text made of SGF's own characters.
    #[test]
    fn arbitrary_text(text in "[();\\[\\]\\\\A-Za-z0-9 \n:.+-]{0,200}") {
        check(&text);
    }

    /// A real record with one byte replaced, one inserted and the end cut.
    #[test]
    fn mutated_sgf(at in 0..SEED.len(), byte in any::<u8>(), insert in 0..SEED.len(), cut in 0..SEED.len()) {
        let mut bytes = SEED.as_bytes().to_vec();
        bytes[at] = byte;
        bytes.insert(insert, byte.wrapping_mul(7));
        bytes.truncate(cut.max(1) + 1);
        check(&String::from_utf8_lossy(&bytes));
    }
}
