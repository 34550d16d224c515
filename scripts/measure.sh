#!/usr/bin/env bash
# Measurements that print numbers (not tests). Usage:
#   scripts/measure.sh            everything below
#   scripts/measure.sh size       release build: raw / gzip / brotli bytes of wasm, JS, CSS
#   scripts/measure.sh bench      engine playouts and full-rules moves, native and wasm
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

case "$what" in
    size) measure_size ;;
    bench) measure_bench ;;
    all) measure_size; measure_bench ;;
    *) die "unknown measurement '$what' (size, bench or all)" ;;
esac
