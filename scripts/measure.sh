#!/usr/bin/env bash
# Measurements that print numbers (not tests). Usage:
#   scripts/measure.sh            everything below
#   scripts/measure.sh size       release build: raw / gzip / brotli bytes of wasm, JS, CSS
#   scripts/measure.sh bench      engine playouts and full-rules moves, native and wasm (wasm32-wasip1 in Node)
#   scripts/measure.sh paint      tap-to-paint on a 19x19 board in headless Chromium (p50/p95)
#   scripts/measure.sh saved      saved games: saving a long game and listing many (native and in headless Chromium)
#   scripts/measure.sh nn         network evaluation ms at batch 1 and 8 on 9, 13, 19: native, and wasm32-wasip1
#                                 in Node with and without SIMD128; the shipped f16 blob's size (raw, brotli) and
#                                 what it costs against KataGo's f32 original (tengen-net compare, 300 positions)
source "$(dirname "$0")/lib.sh"

what=${1:-all}
ensure_base_tools
ensure_wasm_target
fetch_crates

measure_size() {
    ensure_build_tools
    build_release
    step "size of the release build"
    node scripts/size.mjs dist
}

measure_bench() {
    step "native benchmark (cargo bench --bench playouts)"
    cargo bench --offline --bench playouts
    ensure_wasip1_target
    step "the same benchmark compiled to wasm (wasm32-wasip1) and run in Node"
    local wasm
    wasm=$(cargo bench --offline --no-run --target wasm32-wasip1 --bench playouts --message-format=json 2>/dev/null |
        node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const l of s.split("\n")){try{const m=JSON.parse(l);if(m.reason==="compiler-artifact"&&m.target.name==="playouts"&&m.executable)console.log(m.executable)}catch{}}})')
    [ -n "$wasm" ] || die "could not build the wasm benchmark"
    bash scripts/run-wasi.sh "$wasm"
}

# Builds a bench for wasm32-wasip1 with the given RUSTFLAGS and prints the .wasm path.
wasm_bench() {
    local name=$1 flags=$2
    CARGO_TARGET_WASM32_WASIP1_RUSTFLAGS="$flags" \
        cargo bench --offline --no-run --target wasm32-wasip1 --bench "$name" --message-format=json 2>/dev/null |
        node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const l of s.split("\n")){try{const m=JSON.parse(l);if(m.reason==="compiler-artifact"&&m.target.name===process.argv[1]&&m.executable)console.log(m.executable)}catch{}}})' "$name"
}

# Runs a wasm bench in Node (scripts/run-wasi.sh exits with the bench's own status, so
# Node 20's occasional SIGSEGV while exiting does not count).
run_wasm_bench() {
    bash scripts/run-wasi.sh "$1" || die "the wasm bench failed (exit status $?)"
}

measure_nn() {
    step "network evaluation, native (cargo bench --bench nn)"
    cargo bench --offline --bench nn
    ensure_wasip1_target
    local wasm
    step "the same in wasm32-wasip1 with SIMD128, in Node"
    wasm=$(wasm_bench nn "-C target-feature=+simd128")
    [ -n "$wasm" ] || die "could not build the wasm benchmark"
    run_wasm_bench "$wasm"
    step "the same in wasm32-wasip1 without SIMD (the scalar kernel), in Node"
    wasm=$(wasm_bench nn "")
    [ -n "$wasm" ] || die "could not build the wasm benchmark"
    run_wasm_bench "$wasm"
    local shipped=assets/katago/g170-b6c96.f16.bin
    local original=assets/katago/g170-b6c96-s175395328-d26788732.bin.gz
    step "the net as shipped: raw and brotli bytes"
    node -e 'const fs=require("fs"),z=require("zlib");const b=fs.readFileSync(process.argv[1]);console.log(process.argv[1]+": "+b.length+" bytes raw, "+z.brotliCompressSync(b,{params:{[z.constants.BROTLI_PARAM_QUALITY]:11,[z.constants.BROTLI_PARAM_LGWIN]:24}}).length+" brotli")' "$shipped"
    step "the shipped f16 blob against KataGo's f32 original ($original)"
    cargo build --offline --release --bin tengen-net
    target/release/tengen-net compare "$original" "$shipped" 300
}

measure_paint() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "tap-to-paint (19x19, 100 moves, headless Chromium)"
    node tests/e2e/measure/paint.mjs
}

measure_saved() {
    step "saved games: save and list (cargo bench --bench saved_games)"
    cargo bench --offline --bench saved_games
    ensure_wasm_bindgen
    ensure_apt chromium chromium-driver
    step "saved games in headless Chromium's localStorage (tests/web_bench.rs, debug wasm build)"
    CHROMEDRIVER=/usr/bin/chromedriver \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --offline --target wasm32-unknown-unknown --test web_bench -- --nocapture
}

case "$what" in
    size) measure_size ;;
    bench) measure_bench ;;
    paint) measure_paint ;;
    saved) measure_saved ;;
    nn) measure_nn ;;
    all) measure_size; measure_bench; measure_paint; measure_saved; measure_nn ;;
    *) die "unknown measurement '$what' (size, bench, paint, saved, nn or all)" ;;
esac
