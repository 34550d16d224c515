#!/usr/bin/env bash
# Measurements that print numbers (not tests). Usage:
#   scripts/measure.sh            size, load, bench, paint, worker, saved and nn (the others only by name)
#   scripts/measure.sh size       release build: the first load (wasm, JS, CSS: raw / gzip / brotli, total)
#                                 and each part loaded later on demand
#   scripts/measure.sh load       navigation start to an interactive Home and 9x9 board in headless
#                                 Chromium, plain and with 4x CPU throttling and slow 3G
#   scripts/measure.sh bench      engine playouts and full-rules moves, native and wasm (wasm32-wasip1 in Node)
#   scripts/measure.sh paint      tap-to-paint on a 19x19 board in headless Chromium (p50/p95), idle and
#                                 while the computer's worker thinks
#   scripts/measure.sh worker     the computer's worker in headless Chromium: network download and load,
#                                 visits/s on 9x9, 13x13, 19x19, the strongest level's Genmove → Played,
#                                 the page's long tasks during a strongest-level 19x19 move
#   scripts/measure.sh memory     the worker's memory by its job loop's requests as worker.mjs sends them (heap
#                                 in use and peak, natively and in wasm32-wasip1 in Node with its wasm memory)
#   scripts/measure.sh saved      saved games: saving a long game and listing many (native and in headless Chromium)
#   scripts/measure.sh links      a game by link: the link's length and its QR version at 0, 30, 60, 120 moves (9x9, 19x19)
#   scripts/measure.sh nn         network evaluation ms at batch 1 and 8 on 9, 13, 19: native, and wasm32-wasip1
#                                 in Node as the worker is built and with +simd128 for the whole crate; the shipped f16 blob's size (raw, brotli) and
#                                 what it costs against KataGo's f32 original (tengen-net compare, 300 positions)
#   scripts/measure.sh nn-strong  the strong net (g170e b15c192, fetched by scripts/fetch_strong_net.sh):
#                                 ms per evaluation at batch 1 and 8 on 9x9 and 19x19, native and
#                                 wasm32-wasip1 in Node (one thread, built as the worker is), and
#                                 KataGo's own kata-raw-nn time beside them (KATAGO=path to its binary)
#   scripts/measure.sh strength   the strongest level against GNU Go 3.8 level 10 (9x9 and 19x19)
#   scripts/measure.sh levels     each level against the one below it and against GNU Go levels 0, 2, 5,
#                                 8 and 10 (9x9), and its points lost per move (scripts/levels.py)
#   scripts/measure.sh weakest    the weakest level against GNU Go level 0 (9x9)
#   scripts/measure.sh ladder     the ladder's Elo table (scripts/ladder.py): each rung against the
#                                 one above (LADDER_GAMES 40 a pair, 9x9, komi 7.5, area rules,
#                                 colours alternating), rungs 3, 5, 7 against GNU Go levels 0 and 10
#                                 (ANCHOR_GAMES 10 each), a handicap stone's worth at rungs 3, 6, 8
#                                 (HANDICAP_GAMES 20 against the rung two above), 13x13 and 19x19
#                                 (SIZE_GAMES 4 a pair: rungs 3, 7, 10 against the one below); fitted by maximum likelihood with 95%
#                                 intervals. LADDER_RESULTS names a results file to add to (and
#                                 LADDER_FIT_ONLY=1 fits it without playing); LADDER_SPAN="11 16"
#                                 plays only those rungs' neighbours and LADDER_HOLD="11 1706 248"
#                                 ties their fit to a rung's rating measured before (± against rung 1)
#   scripts/measure.sh vs-katago  the strongest level's search at N visits against KataGo 1.17 at N
#                                 visits with the same network (KATAGO=path to its binary, beside
#                                 its gtp.cfg and one level below the .bin.gz model; VS_VISITS "200
#                                 600", VS_GAMES 20 each), 9x9, GNU Go's final_score as referee;
#                                 TENGEN_ARGS "--search lcb=0" and the like compare search changes
#   scripts/measure.sh review     the computer's review of a 200-move 19x19 game in headless Chromium
#   scripts/measure.sh dead       the dead-stone judgement against GNU Go's final_status_list on
#                                 GNU Go self-play games (DEAD_9X9 150 and DEAD_19X19 50 at level 3,
#                                 DEAD_HARD 50 9x9 games at level 1 that end less settled), and on
#                                 the professional 19x19 records in /usr/share/goban that ended by
#                                 a count (DEAD_RECORDS, all 283 by default; GNU Go at level 10);
#                                 on 19x19 self-play, also GNU Go level 10 against level 3; then
#                                 lone invaders in walled-off areas (scripts/invaders.py, GNU Go
#                                 level 10, each preset, both pass orders; KataGo too if KATAGO=path)
# The five strength modes take hours; they play through
# scripts/strength.py. Game counts and parallel games come from the environment:
#   GAMES_9X9 (50), GAMES_19X19 (10), LEVEL_GAMES (20), GNUGO_GAMES (10), WEAKEST_GAMES (20), PARALLEL (2),
#   TENGEN_ARGS (extra tengen-gtp options, e.g. "--player area-count" to try the pipeline).
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

# build_run_wasm_bench NAME RUSTFLAGS: builds the bench NAME for wasm32-wasip1 and runs it in Node.
build_run_wasm_bench() {
    ensure_wasip1_target
    local wasm
    wasm=$(wasm_bench "$1" "$2")
    [ -n "$wasm" ] || die "could not build the wasm benchmark $1"
    run_wasm_bench "$wasm"
}

measure_nn() {
    step "network evaluation, native (cargo bench --bench nn)"
    cargo bench --offline --bench nn
    step "the same in wasm32-wasip1 built as the worker is (the kernel's own SIMD128), in Node"
    build_run_wasm_bench nn ""
    step "the same in wasm32-wasip1 with the whole crate built for SIMD128, in Node"
    build_run_wasm_bench nn "-C target-feature=+simd128"
    local shipped=assets/katago/g170-b6c96.f16.bin
    local original=assets/katago-f32/g170-b6c96-s175395328-d26788732.bin.gz
    step "the net as shipped: raw and brotli bytes"
    node -e 'const fs=require("fs"),z=require("zlib");const b=fs.readFileSync(process.argv[1]);console.log(process.argv[1]+": "+b.length+" bytes raw, "+z.brotliCompressSync(b,{params:{[z.constants.BROTLI_PARAM_QUALITY]:11,[z.constants.BROTLI_PARAM_LGWIN]:24}}).length+" brotli")' "$shipped"
    step "the shipped f16 blob against KataGo's f32 original ($original)"
    cargo build --offline --release --bin tengen-net
    target/release/tengen-net compare "$original" "$shipped" 300
}

# The strong net (issue 58's target: wasm, one thread, b15c192 within 40 ms a 9x9 and 130 ms a
# 19x19 evaluation), natively and in wasm as the worker is built, then KataGo's own time on the
# same machine in the same run when KATAGO names its binary.
measure_nn_strong() {
    ensure_strong_net
    export TENGEN_NET_CACHE=$STRONG_NET_DIR
    step "the strong net (b15c192), native (cargo bench --bench nn_strong; load average: $(cut -d' ' -f1-3 /proc/loadavg))"
    cargo bench --offline --no-default-features --bench nn_strong
    step "the same in wasm32-wasip1 built as the worker is (the kernel's own SIMD128), in Node"
    RUN_WASI_DIRS=$STRONG_NET_DIR build_run_wasm_bench nn_strong ""
    if [ -n "${KATAGO:-}" ]; then
        step "KataGo's own evaluation of the same net, one thread (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
        python3 scripts/katago_nn_time.py "$KATAGO" "$STRONG_NET_GZ"
    else
        echo "(KATAGO=path to KataGo's binary, its gtp.cfg beside it, adds KataGo's own time)"
    fi
}

measure_load() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "load time: navigation start to an interactive Home and 9x9 board (headless Chromium), plain and throttled"
    node tests/e2e/measure/load.mjs
}

measure_paint() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "tap-to-paint (19x19, 100 moves, headless Chromium), idle and while the computer thinks"
    node tests/e2e/measure/paint.mjs
}

measure_worker() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "the computer player's worker in headless Chromium (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
    node tests/e2e/measure/worker.mjs
}

measure_memory() {
    step "the worker's memory, native (cargo bench --bench worker_memory)"
    cargo bench --offline --bench worker_memory
    ensure_wasip1_target
    step "the same in wasm32-wasip1 in Node (its wasm memory holds the net's 2 MB in its data, the worker's does not)"
    local wasm
    wasm=$(wasm_bench worker_memory "")
    [ -n "$wasm" ] || die "could not build the wasm benchmark"
    run_wasm_bench "$wasm"
}

measure_review() {
    ensure_build_tools
    ensure_apt chromium
    ensure_playwright
    build_release
    step "the computer's review of a 200-move 19x19 game in headless Chromium (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
    node tests/e2e/measure/review.mjs
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

GNUGO="/usr/games/gnugo --mode gtp --chinese-rules"

# tengen-gtp built for speed (the bench profile: opt-level 3), so native games measure the
# browser's budget in visits rather than this build's speed.
build_gtp() {
    ensure_apt gnugo
    step "tengen-gtp, optimised (cargo build --profile bench)"
    cargo build --offline --profile bench --bin tengen-gtp
    TENGEN="target/release/tengen-gtp ${TENGEN_ARGS:-}"
    SGF_DIR="target/strength/$(date -u +%Y%m%dT%H%M%S)"
}

match() {
    python3 scripts/strength.py --parallel "${PARALLEL:-2}" --sgf-dir "$SGF_DIR/$1" "${@:2}"
}

measure_strength() {
    build_gtp
    local top
    top=$(echo "tengen-level" | target/release/tengen-gtp | sed -n 's/^= \([0-9]*\).*/\1/p')
    for size in 9 19; do
        local games=$GAMES_9X9
        [ "$size" = 19 ] && games=$GAMES_19X19
        step "strongest level ($top) against GNU Go level 10, ${size}x${size}, $games games"
        match "strongest-${size}" --size "$size" --games "$games" \
            --a "$TENGEN --level $top" --a-name "tengen-$top" --b "$GNUGO --level 10" --b-name gnugo-10
    done
}

measure_vs_katago() {
    build_gtp
    local katago=${KATAGO:-../shared/katago/bin/katago}
    [ -x "$katago" ] || die "vs-katago needs KataGo: set KATAGO to its binary (not found: $katago)"
    local here model
    here=$(cd "$(dirname "$katago")" && pwd)
    model=$(ls "$here"/../*.bin.gz 2>/dev/null | head -1)
    [ -n "$model" ] || die "vs-katago: no KataGo model (*.bin.gz) beside $here"
    [ -f "$here/gtp.cfg" ] || die "vs-katago: no gtp.cfg beside $katago"
    local top
    top=$(echo "tengen-level" | target/release/tengen-gtp | sed -n 's/^= \([0-9]*\).*/\1/p')
    for visits in ${VS_VISITS:-200 600}; do
        local overrides="rules=chinese,maxVisits=$visits,numSearchThreads=1,logToStderr=false"
        overrides+=",logFile=/dev/null,ponderingEnabled=false"
        step "strongest level ($top) at $visits visits against KataGo at $visits visits, 9x9, ${VS_GAMES:-20} games"
        match "vs-katago-$visits" --size 9 --games "${VS_GAMES:-20}" \
            --a "$TENGEN --level $top --visits $visits" --a-name "tengen-$visits" \
            --b "$katago gtp -config $here/gtp.cfg -model $model -override-config $overrides" \
            --b-name "katago-$visits"
        step "the network cache at $visits visits: 40 self-play moves on 9x9, 4096 entries"
        local stats
        stats=$(mktemp)
        { echo "boardsize 9"; echo "clear_board"; echo "komi 7.5"
          for _ in $(seq 20); do echo "genmove b"; echo "genmove w"; done; echo quit; } |
            $TENGEN --level "$top" --visits "$visits" --cache 4096 --cache-stats "$stats" >/dev/null
        read -r lookups hits <"$stats"
        rm -f "$stats"
        echo "  $lookups evaluations asked, $hits read from the cache" \
            "($(python3 -c "print(f'{100 * $hits / max(1, $lookups):.1f}')")%)," \
            "$(python3 -c "print(f'{$hits / (40 * $visits):.3f}')") hits per visit"
    done
}

measure_levels() {
    build_gtp
    local top games=${LEVEL_GAMES:-20} against=${GNUGO_GAMES:-10}
    top=$(echo "tengen-level" | target/release/tengen-gtp | sed -n 's/^= \([0-9]*\).*/\1/p')
    for ((n = 1; n < top; n++)); do
        step "level $((n + 1)) against level $n, 9x9, $games games"
        match "level-$((n + 1))-$n" --size 9 --games "$games" \
            --a "$TENGEN --level $((n + 1))" --a-name "tengen-$((n + 1))" \
            --b "$TENGEN --level $n" --b-name "tengen-$n"
    done
    for ((n = 1; n <= top; n++)); do
        for g in 0 2 5 8 10; do
            step "level $n against GNU Go level $g, 9x9, $against games"
            match "gnugo-$g-level-$n" --size 9 --games "$against" \
                --a "$TENGEN --level $n" --a-name "tengen-$n" --b "$GNUGO --level $g" --b-name "gnugo-$g"
        done
    done
    step "points lost per move, as the strongest level's search judges the games against GNU Go level 5"
    for ((n = 1; n <= top; n++)); do
        python3 scripts/levels.py --tengen "$TENGEN" --games "$SGF_DIR/gnugo-5-level-$n" \
            --player a --name "level $n" --parallel "${PARALLEL:-2}"
    done
}

measure_weakest() {
    build_gtp
    step "weakest level against GNU Go level 0, 9x9, ${WEAKEST_GAMES:-20} games"
    match weakest --size 9 --games "${WEAKEST_GAMES:-20}" \
        --a "$TENGEN --level 1" --a-name tengen-1 --b "$GNUGO --level 0" --b-name gnugo-0
}

measure_ladder() {
    build_gtp
    local results=${LADDER_RESULTS:-$SGF_DIR/ladder/games.jsonl}
    step "the ladder: $(target/release/tengen-gtp --rungs | wc -l) rungs, results in $results"
    python3 scripts/ladder.py --tengen "$TENGEN" --results "$results" \
        --games "${LADDER_GAMES:-40}" --anchor-games "${ANCHOR_GAMES:-10}" \
        --handicap-games "${HANDICAP_GAMES:-20}" --size-games "${SIZE_GAMES:-4}" \
        --parallel "${PARALLEL:-2}" --sgf-dir "$SGF_DIR/ladder" --json "${results%.jsonl}.json" \
        ${LADDER_FIT_ONLY:+--fit-only} ${LADDER_SPAN:+--span "$LADDER_SPAN"} \
        ${LADDER_HOLD:+--hold "$LADDER_HOLD"}
}

measure_dead() {
    build_gtp
    local judge=(python3 scripts/deadstones.py --tengen "$TENGEN" --parallel "${PARALLEL:-2}")
    step "dead stones against GNU Go, 9x9, GNU Go level 3"
    "${judge[@]}" --size 9 --level 3 --games "${DEAD_9X9:-150}" --sgf-dir "$SGF_DIR/dead-9"
    step "dead stones against GNU Go, 19x19, GNU Go level 3"
    "${judge[@]}" --size 19 --level 3 --games "${DEAD_19X19:-50}" --sgf-dir "$SGF_DIR/dead-19" \
        --second-opinion 10
    step "dead stones against GNU Go, 9x9, GNU Go level 1 (less settled endings)"
    "${judge[@]}" --size 9 --level 1 --games "${DEAD_HARD:-50}" --sgf-dir "$SGF_DIR/dead-9-hard"
    step "dead stones against GNU Go level 10, counted 19x19 professional records"
    "${judge[@]}" --records /usr/share/goban --size 19 --level 10 --games "${DEAD_RECORDS:-300}" \
        --sgf-dir "$SGF_DIR/dead-records"
    step "dead stones against GNU Go level 10, lone invaders (9x9)"
    python3 scripts/invaders.py --tengen "$TENGEN" --parallel "${PARALLEL:-2}" --level 10
}

# A game by link: each link's length and its QR code's version at 0, 30, 60 and 120 moves
# on 9x9 and 19x19 (src/ui/friend/qr.rs).
measure_links() {
    step "game links: length and QR version"
    cargo test --offline --lib measure_links -- --ignored --nocapture 2>&1 | grep '^|'
}

GAMES_9X9=${GAMES_9X9:-50}
GAMES_19X19=${GAMES_19X19:-10}

case "$what" in
    size) measure_size ;;
    load) measure_load ;;
    bench) measure_bench ;;
    paint) measure_paint ;;
    worker) measure_worker ;;
    memory) measure_memory ;;
    review) measure_review ;;
    saved) measure_saved ;;
    nn) measure_nn ;;
    nn-strong) measure_nn_strong ;;
    strength) measure_strength ;;
    levels) measure_levels ;;
    weakest) measure_weakest ;;
    ladder) measure_ladder ;;
    vs-katago) measure_vs_katago ;;
    dead) measure_dead ;;
    links) measure_links ;;
    all) measure_size; measure_load; measure_bench; measure_paint; measure_worker; measure_saved; measure_nn ;;
    *) die "unknown measurement '$what' (size, load, bench, paint, worker, memory, review, saved, links, nn, nn-strong, strength, levels, weakest, ladder, vs-katago, dead or all)" ;;
esac
