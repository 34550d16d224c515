#!/usr/bin/env python3
"""The ladder's Elo table (for measure.sh ladder): matches, then a maximum-likelihood fit.

    ladder.py --tengen "target/release/tengen-gtp" --results target/ladder/games.jsonl \
        --games 40 --anchor-games 10 --handicap-games 20 --size-games 4 --parallel 2

Plays, on 9x9 with komi 7.5 under area rules (GNU Go's final_score as referee, through
strength.py's game runner), each rung of `tengen-gtp --rungs` against the rung above it,
colours alternating; rungs against GNU Go 3.8 at levels 0 and 10 (the anchors); the
handicap games (a rung takes Black with one stone, under the AGA preset's handicap: no
stone placed, komi 0.5, against the rung two above); and a check on 13x13 and 19x19 (a
rung against the one below, few games). Each game is appended to --results as one JSON
line as it ends, so a run that is stopped keeps what it played and a later run adds to
it (--fit-only fits what is there). A player is its knob value, so games of rungs that
moved while tuning still count for the knob values they played.

The fit is Bradley–Terry on the Elo scale (as BayesElo and Ordo): P(A beats B) =
1 / (1 + 10^((R_B - R_A - h) / 400)), h the worth of the handicap stone in that pair's
games (one h per handicap pair), maximised by damped Newton steps with one virtual draw
per pair of players that met and per handicap pair (BayesElo's prior, halved: a 20-0
record keeps a finite rating). The weakest rung is fixed at ORIGIN; 95% intervals come from the inverse of the
Hessian (for each rating against the weakest rung, and for each step against the rung
below). Games without a result (the move limit) are left out of the fit.

A measurement, not a test: the exit status is 1 only when an engine fails.
"""

import argparse
import concurrent.futures
import json
import math
import os
import shlex
import subprocess
import sys
import threading
import types

from strength import GtpError, play_game

GNUGO = "/usr/games/gnugo --mode gtp --chinese-rules --level {}"
# The weakest rung's rating: an origin only, no rank (no anchor with a known rank).
ORIGIN = 500.0
ELO = 400.0 / math.log(10.0)
# The AGA preset's one-stone handicap: no stone placed, komi 0.5 (src/engine/presets.rs).
HANDICAP_KOMI = 0.5


def read_rungs(tengen):
    """The rungs as tengen-gtp lists them: [(number, id, knob, oversight, visits, visits_19)]."""
    out = subprocess.run(shlex.split(tengen) + ["--rungs"], capture_output=True, text=True,
                         check=True).stdout
    rungs = []
    for line in out.splitlines():
        n, rid, knob, oversight, visits, v19 = line.split()
        rungs.append((int(n), rid, knob, float(oversight), int(visits), int(v19)))
    return rungs


def knob_player(knob):
    return f"knob {knob}"


def gnugo_player(level):
    return f"gnugo {level}"


def command(player, tengen):
    kind, value = player.split()
    return f"{tengen} --knob {value}" if kind == "knob" else GNUGO.format(value)


def schedule(rungs, args):
    """Every game to play: (kind, a, b, size, a_black, handicap, komi)."""
    knob = {n: knob_player(k) for n, _, k, *_ in rungs}
    top = len(rungs)
    jobs = []

    def match(kind, a, b, games, size=9, handicap=0):
        for i in range(games):
            a_black = handicap > 0 or i % 2 == 0
            komi = HANDICAP_KOMI if handicap else 7.5
            jobs.append((kind, a, b, size, a_black, handicap, komi))

    low, high = args.span or (1, top)
    for n in range(max(1, low), min(top, high)):
        match("ladder", knob[n + 1], knob[n], args.games)
    for level in (0, 10):
        for n in args.anchor_rungs:
            if n in knob:
                match("anchor", knob[n], gnugo_player(level), args.anchor_games)
    for n in args.handicap_rungs:
        if n in knob and n + 2 in knob:
            match("handicap", knob[n], knob[n + 2], args.handicap_games, handicap=1)
    for size in (13, 19):
        for n in args.size_rungs:
            if n in knob and n - 1 in knob:
                match(f"size-{size}", knob[n], knob[n - 1], args.size_games, size=size)
    # Interleaved, so a run stopped early has some games of every pair.
    by_round = {}
    for job in jobs:
        key = job[:4]
        by_round.setdefault(key, []).append(job)
    rounds = []
    while any(by_round.values()):
        for key in list(by_round):
            if by_round[key]:
                rounds.append(by_round[key].pop(0))
    return rounds


def play(rungs, args):
    jobs = schedule(rungs, args)
    lock = threading.Lock()
    done = [0]

    def one(i, job):
        kind, a, b, size, a_black, handicap, komi = job
        names = {"B": a, "W": b} if a_black else {"B": b, "W": a}
        game_args = types.SimpleNamespace(size=size, komi=komi, handicap=handicap,
                                          max_moves=3 * size * size, sgf_dir=args.sgf_dir)
        black, white = command(names["B"], args.tengen), command(names["W"], args.tengen)
        winner, result, moves, _ = play_game(i, black, white, game_args, names)
        record = {"kind": kind, "a": a, "b": b, "size": size, "komi": komi,
                  "handicap": handicap, "black": names["B"],
                  "winner": names.get(winner), "result": result, "moves": moves}
        with lock:
            done[0] += 1
            with open(args.results, "a") as f:
                f.write(json.dumps(record) + "\n")
            print(f"game {done[0]}/{len(jobs)} {kind} {size}x{size}: B {names['B']} W {names['W']}"
                  f"{' H1' if handicap else ''}: {result} -> {names.get(winner)}", flush=True)

    if args.sgf_dir:
        os.makedirs(args.sgf_dir, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        for f in [pool.submit(one, i, job) for i, job in enumerate(jobs)]:
            try:
                f.result()
            except GtpError as e:
                print(f"game failed: {e}", file=sys.stderr, flush=True)


def solve(matrix, vector):
    """x with matrix x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    m = [row[:] + [v] for row, v in zip(matrix, vector)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[r][n] / m[r][r] for r in range(n)]


def inverse(matrix):
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit(games, fixed):
    """Ratings and handicap worths by maximum likelihood: (ratings, worths, covariance,
    index) where index maps each free parameter's name to its row."""
    players = sorted({g["a"] for g in games} | {g["b"] for g in games})
    worth_keys = sorted({(g["a"], g["b"]) for g in games if g["handicap"]})
    free = [p for p in players if p != fixed]
    index = {p: i for i, p in enumerate(free)}
    for k in worth_keys:
        index[k] = len(index)
    # (a, b, worth key or None, score of a): the games, then one virtual draw a pair.
    terms = [(g["a"], g["b"], (g["a"], g["b"]) if g["handicap"] else None,
              1.0 if g["winner"] == g["a"] else 0.0) for g in games]
    pairs = {tuple(sorted((g["a"], g["b"]))) for g in games}
    terms += [(a, b, None, 0.5) for a, b in pairs]
    terms += [(a, b, (a, b), 0.5) for a, b in worth_keys]
    theta = [0.0] * len(index)
    value = lambda name: 0.0 if name == fixed else theta[index[name]]
    for _ in range(100):
        grad = [0.0] * len(index)
        hess = [[0.0] * len(index) for _ in index]
        for a, b, w, score in terms:
            d = value(a) - value(b) + (theta[index[w]] if w else 0.0)
            p = 1.0 / (1.0 + math.exp(-d))
            rows = [(index[a], 1.0)] if a != fixed else []
            rows += [(index[b], -1.0)] if b != fixed else []
            rows += [(index[w], 1.0)] if w else []
            for i, x in rows:
                grad[i] += (score - p) * x
                for j, y in rows:
                    hess[i][j] += p * (1 - p) * x * y
        step = solve(hess, grad)
        # Damped: no parameter moves more than 1 (about 170 Elo) at once.
        largest = max(1.0, max(abs(s) for s in step))
        step = [s / largest for s in step]
        theta = [t + s for t, s in zip(theta, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    covariance = inverse(hess)
    return theta, index, covariance


def interval(variance):
    return 1.96 * ELO * math.sqrt(max(variance, 0.0))


def record(games, a, b):
    """A's wins and the games between a and b (either order)."""
    won = sum(1 for g in games if {g["a"], g["b"]} == {a, b} and g["winner"] == a)
    n = sum(1 for g in games if {g["a"], g["b"]} == {a, b})
    return won, n


def report(rungs, args):
    if not os.path.exists(args.results):
        sys.exit(f"ladder.py: no results in {args.results}")
    games = [json.loads(line) for line in open(args.results) if line.strip()]
    nine = [g for g in games if g["size"] == 9 and g["winner"] is not None]
    knob = {n: knob_player(k) for n, _, k, *_ in rungs}
    # The rung the scale is tied to: the weakest at ORIGIN, or one held at a rating measured
    # before (--hold), whose own interval then widens every other rung's.
    held, origin, held_pm = args.hold or (1, ORIGIN, 0.0)
    held = int(held)
    fixed = knob[held]
    # Only players joined to the fixed rung by games can be rated against it.
    joined, grew = {fixed}, True
    while grew:
        grew = False
        for g in nine:
            if (g["a"] in joined) != (g["b"] in joined):
                joined |= {g["a"], g["b"]}
                grew = True
    apart = {g["a"] for g in nine} | {g["b"] for g in nine}
    if apart - joined:
        print(f"not joined to rung {held} by games, left out of the fit: {sorted(apart - joined)}")
    nine = [g for g in nine if g["a"] in joined]
    if not nine:
        sys.exit(f"ladder.py: no 9x9 games join the rungs to rung {held}")
    theta, index, cov = fit(nine, fixed)
    rating = lambda p: origin + ELO * (0.0 if p == fixed else theta[index[p]])
    # Against rung 1: the fit's own interval and the held rung's, independent.
    against_first = lambda pm: math.hypot(pm, held_pm)

    def var(p, q=None):
        i = index.get(p)
        j = index.get(q) if q else None
        v = cov[i][i] if i is not None else 0.0
        if j is not None:
            v += cov[j][j] - 2 * cov[i][j] if i is not None else cov[j][j]
        return v

    tied = (f"rung 1 fixed at {ORIGIN:.0f}" if held == 1 else
            f"rung {held} held at {origin:.0f} ± {held_pm:.0f} (measured before against rung 1), "
            f"each ± below includes that")
    print(f"\nThe ladder on 9x9 (komi 7.5, area rules), {len(nine)} games with a result; "
          f"ratings fitted by maximum likelihood, {tied}; ± is a 95% interval")
    print(f"{'rung':>4} {'id':8} {'knob':>6} {'oversight':>9} {'visits':>6} {'19x19':>5} "
          f"{'Elo':>6} {'±':>4} {'step':>5} {'±':>4} {'vs below':>9} {'share':>5}")
    rows = []
    for n, rid, k, oversight, visits, v19 in rungs:
        p = knob[n]
        if p not in index and p != fixed:
            print(f"{n:>4} {rid:8} {k:>6} {oversight:>9} {visits:>6} {v19:>5}   (no games)")
            continue
        step, step_pm, below = "", "", ""
        pm = against_first(interval(var(p)))
        row = {"rung": n, "elo": round(rating(p)), "pm": round(pm)}
        if n > 1 and (knob[n - 1] in index or knob[n - 1] == fixed):
            q = knob[n - 1]
            won, played = record(nine, p, q)
            step = f"{rating(p) - rating(q):5.0f}"
            step_pm = f"{interval(var(p, q)):4.0f}"
            below = f"{won:>3}/{played:<3}"
            share = f"{100 * won / max(played, 1):4.0f}%"
            row.update(won=won, games=played)
        else:
            share = ""
        rows.append(row)
        print(f"{n:>4} {rid:8} {k:>6} {oversight:>9} {visits:>6} {v19:>5} {rating(p):6.0f} "
              f"{pm:4.0f} {step:>5} {step_pm:>4} {below:>9} {share:>5}")

    others = sorted(p for p in index if isinstance(p, str) and p.startswith("knob")
                    and p not in knob.values())
    if others:
        print("  also in the fit (knob points no rung sits on now): " + ", ".join(
            f"{p.split()[1]} {rating(p):.0f} ± {against_first(interval(var(p))):.0f}" for p in others))

    print("\nGNU Go 3.8 anchors (9x9, --chinese-rules):")
    for level in (0, 10):
        g = gnugo_player(level)
        if g not in index:
            print(f"  GNU Go level {level}: no games")
            continue
        against, gnugo_won, gnugo_games = [], 0, 0
        for n, *_ in rungs:
            won, played = record(nine, knob[n], g)
            if played:
                against.append(f"rung {n} won {won}/{played}")
                gnugo_won, gnugo_games = gnugo_won + played - won, gnugo_games + played
        print(f"  GNU Go level {level}: {rating(g):.0f} ± {against_first(interval(var(g))):.0f} "
              f"({'; '.join(against)})")
        rows.append({"gnugo": level, "elo": round(rating(g)), "pm": round(against_first(interval(var(g)))),
                     "won": gnugo_won, "games": gnugo_games})

    print("\nA handicap stone's worth (the weaker rung Black with one stone: komi 0.5, no stone placed):")
    for key in sorted(k for k in index if isinstance(k, tuple)):
        a, b = key
        na = next(n for n, p in knob.items() if p == a)
        nb = next(n for n, p in knob.items() if p == b)
        hg = [g for g in nine if g["handicap"] and (g["a"], g["b"]) == key]
        won = sum(1 for g in hg if g["winner"] == a)
        worth = ELO * theta[index[key]]
        print(f"  rung {na} with a stone against rung {nb}: won {won}/{len(hg)}; "
              f"a stone is worth {worth:.0f} ± {interval(cov[index[key]][index[key]]):.0f} Elo "
              f"(even-game gap {rating(b) - rating(a):.0f})")
        rows.append({"handicap": [na, nb], "won": won, "games": len(hg), "worth": round(worth),
                     "pm": round(interval(cov[index[key]][index[key]]))})

    for size in (13, 19):
        sized = [g for g in games if g["size"] == size]
        if not sized:
            continue
        print(f"\n{size}x{size} check (few games; the 9x9 fit's expected share beside it):")
        for a, b in sorted({(g["a"], g["b"]) for g in sized}):
            na = next(n for n, p in knob.items() if p == a)
            nb = next(n for n, p in knob.items() if p == b)
            won, played = record(sized, a, b)
            expected = 1 / (1 + 10 ** ((rating(b) - rating(a)) / 400))
            print(f"  rung {na} against rung {nb}: won {won}/{played} "
                  f"(9x9 expects {100 * expected:.0f}%)")
            rows.append({"size": size, "rungs": [na, nb], "won": won, "games": played})
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


def numbers(text):
    return [int(x) for x in text.split()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tengen", required=True, help="tengen-gtp's command")
    ap.add_argument("--results", required=True, help="the games, one JSON line each")
    ap.add_argument("--games", type=int, default=40, help="games per neighbouring pair")
    ap.add_argument("--anchor-games", type=int, default=10, help="per rung and GNU Go level")
    ap.add_argument("--anchor-rungs", type=numbers, default=[3, 5, 7])
    ap.add_argument("--handicap-games", type=int, default=20)
    ap.add_argument("--handicap-rungs", type=numbers, default=[3, 6, 8])
    ap.add_argument("--size-games", type=int, default=4, help="per pair on 13x13 and on 19x19")
    ap.add_argument("--size-rungs", type=numbers, default=[3, 7, 10])
    ap.add_argument("--span", type=numbers, default=None,
                    help="'LOW HIGH': play only the neighbours among these rungs")
    ap.add_argument("--parallel", type=int, default=1)
    ap.add_argument("--sgf-dir", default="")
    ap.add_argument("--json", default="", help="also write the table here")
    ap.add_argument("--fit-only", action="store_true", help="fit the results already there")
    ap.add_argument("--hold", type=lambda t: [float(x) for x in t.split()], default=None,
                    help="'RUNG ELO PM': tie the scale to this rung's rating measured before "
                         "(± PM against rung 1), to fit a --span's games on their own")
    args = ap.parse_args()
    rungs = read_rungs(args.tengen)
    if not args.fit_only:
        os.makedirs(os.path.dirname(os.path.abspath(args.results)), exist_ok=True)
        play(rungs, args)
    report(rungs, args)


if __name__ == "__main__":
    main()
