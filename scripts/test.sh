#!/usr/bin/env bash
# Installs what is missing and runs every test tier:
#   1. native cargo test: the plain core without the web crates (engine, GTP, referee against
#      GNU Go, pro-game records, both networks against KataGo's outputs), the UI's unit tests
#      with them, then the networks' reference tests compiled to wasm32-wasip1 with SIMD128 and
#      run in Node (the strong net, 37 MB, is fetched and converted first: ensure_strong_net)
#   2. wasm-bindgen-test in headless Chromium (components, browser APIs)
#   3. Playwright end-to-end against the release build served on 127.0.0.1
# Every tier runs; the command fails if any tier fails.
source "$(dirname "$0")/lib.sh"

ensure_build_tools
ensure_wasip1_target
ensure_apt chromium chromium-driver gnugo goban-original-games
ensure_playwright
ensure_strong_net

# The strong net's tests (tests/ai_nn_strong.rs) read it here, natively and in wasm.
export TENGEN_NET_CACHE=$STRONG_NET_DIR

failed=()
tier() {
    local name=$1
    shift
    step "$name"
    local start=$SECONDS
    if "$@"; then
        echo "==> $name: passed in $((SECONDS - start)) s"
    else
        echo "==> $name: FAILED after $((SECONDS - start)) s" >&2
        failed+=("$name")
    fi
}

# The network in wasm built as the worker is (no target-feature flags: the kernel enables
# SIMD128 for itself): KataGo's reference outputs, the search's view of it.
# scripts/run-wasi.sh exits with the test binary's own status. Not the strong net's
# tests (ai_nn_strong): they pass in wasm, but Node 20 then crashes at exit now and then
# even with --single-threaded-gc (seen 2026-12-07 after all 8 passed), and a test that
# fails by chance costs a CI run; run them by hand with scripts/strong_net_wasm.sh.
wasm_nn_tests() {
    CARGO_TARGET_WASM32_WASIP1_RUNNER="bash scripts/run-wasi.sh" \
        cargo test --offline --target wasm32-wasip1 --test ai_nn_reference --test ai_nn_game
}

# The core without the `web` feature, so no web crate can reach it; then with it, the UI's
# native unit tests (the integration tests use only the core).
native_tests() {
    cargo test --offline --no-default-features &&
        cargo test --offline --lib --bins &&
        wasm_nn_tests
}

browser_tests() {
    CHROMEDRIVER=/usr/bin/chromedriver \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --offline --target wasm32-unknown-unknown --test web --test web_storage
}

e2e_tests() {
    build_release && (cd tests/e2e && npx playwright test)
}

tier "tier 1: native tests (cargo test, the core without web crates), the network's tests in wasm32-wasip1" native_tests
tier "tier 2: browser component tests (wasm-bindgen-test, headless Chromium)" browser_tests
tier "tier 3: end-to-end tests (Playwright, release build)" e2e_tests

trap - ERR
if [ ${#failed[@]} -gt 0 ]; then
    echo "" >&2
    echo "FAILED tiers: ${failed[*]}" >&2
    exit 1
fi
echo ""
echo "All three test tiers passed."
