#!/usr/bin/env bash
# Measurements that print numbers (not tests). Usage:
#   scripts/measure.sh            everything below
#   scripts/measure.sh size       release build: raw / gzip / brotli bytes of wasm, JS, CSS
#   scripts/measure.sh bench      engine playouts and full-rules moves, native and wasm
#   scripts/measure.sh paint      tap-to-paint on a 19x19 board in headless Chromium (p50/p95)
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
}

measure_paint() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "tap-to-paint (19x19, 100 moves, headless Chromium)"
    node tests/e2e/measure/paint.mjs
}

case "$what" in
    size) measure_size ;;
    bench) measure_bench ;;
    paint) measure_paint ;;
    all) measure_size; measure_bench; measure_paint ;;
    *) die "unknown measurement '$what' (size, bench, paint or all)" ;;
esac
