#!/usr/bin/env bash
# Runs a wasm32-wasip1 binary in Node (scripts/run-wasi.mjs) and exits with the program's own
# exit status: cargo's runner for the wasm tests in scripts/test.sh, and the benches' in
# scripts/measure.sh. Node 20 (V8 11.3) may crash with SIGSEGV while tearing down after a long
# wasm run, in its background compiler threads; run-wasi.mjs writes the program's status to a
# file before Node exits, so such a crash after the program has finished reports that status.
# Without the file (Node died before the program finished) Node's own status stands.
#
# --single-threaded-gc: with the strong net's tests (a 20 to 37 MB net read through WASI,
# 2026-12-07) Node crashed (SIGSEGV, SIGTRAP, once "abort: Invalid bytecode") in 9 runs of 12
# just after the tests passed, before run-wasi.mjs could write the status; with V8's garbage
# collector on the main thread alone, in 0 of 12 (and 0 of 3 with --single-threaded, which also
# stops the background compiler; 3 of 3 crashed with --liftoff-only or --no-liftoff).
set -u
status_file=$(mktemp)
trap 'rm -f "$status_file"' EXIT
status=0
RUN_WASI_STATUS_FILE=$status_file node --no-warnings --single-threaded-gc "$(dirname "$0")/run-wasi.mjs" "$@" || status=$?
if [ "$status" -gt 128 ] && [ -s "$status_file" ]; then
    echo "run-wasi: Node crashed while exiting (status $status); the program exited with $(cat "$status_file")" >&2
    exit "$(cat "$status_file")"
fi
exit "$status"
