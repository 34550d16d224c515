//! The network after one and after two passes, against KataGo's own numbers
//! (`tests/fixtures/katago/passes.txt`, written once by `scripts/katago_passes.py` with
//! KataGo 1.17.2 and this net): the positions users reach last, under the AGA, Chinese and
//! Japanese presets, on 9x9 and 19x19. Each case is replayed through our engine as the
//! page plays it, and evaluated by the shipped f16 net under symmetry 0, within the
//! bounds the f16 blob keeps against the f32 net (`tests/ai_nn_blob.rs`).

#[path = "common/katago_cases.rs"]
mod katago_cases;
#[path = "common/raw_nn.rs"]
mod raw_nn;

use tengen::ai::nn::Network;

const NET: &[u8] = tengen::shipped_net!();
const CASES: &str = include_str!("fixtures/katago/passes.txt");

/// Every case ending in one or two passes agrees with KataGo within the f16 bounds.
#[test]
fn positions_after_passes_agree_with_katago() {
    let net = Network::from_bytes(NET).expect("the shipped net");
    katago_cases::after_passes(&net, CASES, raw_nn::F16);
}
