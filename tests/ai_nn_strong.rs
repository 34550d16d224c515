//! The strong network (KataGo's g170e b15c192, issue 58) against KataGo 1.17.2's own raw
//! outputs for it (`tests/fixtures/katago/b15c192/`, written by `scripts/katago_reference.sh`
//! with KataGo's Eigen backend in f32), on the same positions and symmetries as the b6c96
//! fixtures (`tests/common/katago_cases.rs`): 9x9 under symmetries 1, 4, 6; 7x10 under all 8
//! and their average; 5x5 in a 6x6 buffer; 42 positions after one and two closing passes.
//!
//! Two files of `.cache/katago/` (or `$TENGEN_NET_CACHE`), which `scripts/fetch_strong_net.sh`
//! fetches and converts (`scripts/test.sh` runs it before the tests; they are too big for git):
//! - KataGo's f32 `.bin.gz`, within KataGo's own tolerances: the evaluator is exact on a
//!   15-block net too;
//! - our f16 blob of it, within the bounds the b6c96 blob keeps (`tests/ai_nn_blob.rs`).
//!
//! Without them every test here fails, saying what to run. In wasm (wasm32-wasip1 in Node,
//! `scripts/test.sh` tier 1) `scripts/run-wasi.mjs` opens the folder to the test.

#[path = "common/katago_cases.rs"]
mod katago_cases;
#[path = "common/raw_nn.rs"]
mod raw_nn;

use raw_nn::{F16, KATAGO};
use std::sync::OnceLock;
use tengen::ai::nn::Network;

const RAW_NN: &str = include_str!("fixtures/katago/b15c192/rawnn-gtp.stdout");
const TINY: &str = include_str!("fixtures/katago/b15c192/runNNOnTinyBoardTest.txt");
const PASSES: &str = include_str!("fixtures/katago/b15c192/passes.txt");

/// KataGo's file and our blob of it, as `scripts/lib.sh` names them.
const ORIGINAL: &str = "g170e-b15c192-s1672170752-d466197061.bin.gz";
const BLOB: &str = "g170e-b15c192.f16.bin";

fn load(file: &str) -> Network {
    let dir = std::env::var("TENGEN_NET_CACHE")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/.cache/katago").into());
    let path = format!("{dir}/{file}");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "the strong net {path} is missing ({e}): scripts/fetch_strong_net.sh fetches it \
             (scripts/test.sh runs it first)"
        )
    });
    Network::from_bytes(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// KataGo's f32 net, loaded once for all tests.
fn original() -> &'static Network {
    static NET: OnceLock<Network> = OnceLock::new();
    NET.get_or_init(|| load(ORIGINAL))
}

/// Our f16 blob, loaded once for all tests.
fn blob() -> &'static Network {
    static NET: OnceLock<Network> = OnceLock::new();
    NET.get_or_init(|| load(BLOB))
}

/// The f32 net on 9x9, symmetries 1, 4 and 6: KataGo's tolerances.
#[test]
fn original_nine_by_nine() {
    katago_cases::nine_by_nine(original(), RAW_NN, KATAGO);
}

/// The f32 net on 7x10, all 8 symmetries and their average: KataGo's tolerances.
#[test]
fn original_seven_by_ten() {
    katago_cases::seven_by_ten(original(), RAW_NN, KATAGO);
}

/// The f32 net on 5x5 in a 6x6 buffer: KataGo's rounding plus its tolerances.
#[test]
fn original_five_by_five_in_a_larger_buffer() {
    katago_cases::five_by_five(original(), TINY, KATAGO);
}

/// The f32 net after one and two passes: KataGo's tolerances.
#[test]
fn original_after_passes() {
    katago_cases::after_passes(original(), PASSES, KATAGO);
}

/// The f16 blob on 9x9, symmetries 1, 4 and 6: the f16 bounds.
#[test]
fn blob_nine_by_nine() {
    katago_cases::nine_by_nine(blob(), RAW_NN, F16);
}

/// The f16 blob on 7x10, all 8 symmetries and their average: the f16 bounds.
#[test]
fn blob_seven_by_ten() {
    katago_cases::seven_by_ten(blob(), RAW_NN, F16);
}

/// The f16 blob on 5x5 in a 6x6 buffer: KataGo's rounding plus the f16 bounds.
#[test]
fn blob_five_by_five_in_a_larger_buffer() {
    katago_cases::five_by_five(blob(), TINY, F16);
}

/// The f16 blob after one and two passes: the f16 bounds.
#[test]
fn blob_after_passes() {
    katago_cases::after_passes(blob(), PASSES, F16);
}
