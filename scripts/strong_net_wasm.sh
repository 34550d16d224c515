#!/usr/bin/env bash
# The strong net's reference tests (tests/ai_nn_strong.rs) compiled to wasm32-wasip1 and run
# in Node, by hand: Node 20 sometimes crashes at exit after they pass (scripts/test.sh says
# why they are not in the test command). Fetches the net first if it is missing.
source "$(dirname "$0")/lib.sh"
ensure_wasip1_target
ensure_strong_net
step "the strong net's reference tests in wasm32-wasip1"
TENGEN_NET_CACHE=$STRONG_NET_DIR RUN_WASI_DIRS=$STRONG_NET_DIR \
    CARGO_TARGET_WASM32_WASIP1_RUNNER="bash scripts/run-wasi.sh" \
    cargo test --offline --target wasm32-wasip1 --test ai_nn_strong
