#!/usr/bin/env bash
# Writes KataGo's own raw outputs for the strong net (g170e b15c192) into
# tests/fixtures/katago/b15c192/: the same positions and symmetries as the b6c96 fixtures beside
# it (tests/ai_nn_strong.rs compares Tengen's outputs with them). Run once where KataGo is (it
# is a referee, never shipped); the files are committed.
#
#   KATAGO=../shared/katago/bin/katago scripts/katago_reference.sh
#
# - rawnn-gtp.stdout: the GTP session of rawnn-gtp.commands (9x9 Chinese after B C3 W C6,
#   symmetries 1, 4, 6; 7x10 New Zealand after B C3 W C7 B F7, all 8 symmetries)
# - runNNOnTinyBoardTest.txt: 5x5 in a 6x6 buffer, symmetry 3 (`katago runnnontinyboardtest`)
# - passes.txt: the positions after one and two closing passes (scripts/katago_passes.py)
# KataGo 1.17.2 with its Eigen (CPU, f32, NHWC: all it runs) backend; it needs libzip4 (apt-get install libzip4).
source "$(dirname "$0")/lib.sh"

[ -n "${KATAGO:-}" ] || die "set KATAGO to KataGo's binary (e.g. ../shared/katago/bin/katago)"
CONFIG=${KATAGO_CONFIG:-$(dirname "$KATAGO")/gtp.cfg}
OUT=tests/fixtures/katago/b15c192
ensure_strong_net
mkdir -p "$OUT"

step "KataGo's kata-raw-nn session (rawnn-gtp.commands) with $STRONG_NET_GZ"
"$KATAGO" gtp -config "$CONFIG" -model "$STRONG_NET_GZ" -override-config \
    "numSearchThreads=1,logToStderr=false,logFile=/dev/null,logAllGTPCommunication=false,ponderingEnabled=false" \
    <tests/fixtures/katago/rawnn-gtp.commands >"$OUT/rawnn-gtp.stdout" 2>/dev/null
grep -cE "^(= )?symmetry [0-7]$" "$OUT/rawnn-gtp.stdout" | grep -qx 11 || die "$OUT/rawnn-gtp.stdout: not 11 answers"

step "KataGo's tiny board test (5x5 in a 6x6 buffer, symmetry 3)"
"$KATAGO" runnnontinyboardtest "$STRONG_NET_GZ" true true 3 false >"$OUT/runNNOnTinyBoardTest.txt" 2>&1

step "KataGo's answers after one and two passes (scripts/katago_passes.py)"
KATAGO_MODEL=$STRONG_NET_GZ KATAGO_PASSES_OUT=$OUT/passes.txt python3 scripts/katago_passes.py
