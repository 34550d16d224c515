#!/usr/bin/env python3
"""Tengen's dead-stone judgement on lone invaders, against GNU Go's (for measure.sh dead).

    invaders.py --tengen "target/release/tengen-gtp" --level 10 --parallel 2

Positions built to be hard (9x9): Black's wall fills one column and White's the next, so
Black owns the columns left of its wall and White those right of its own; Black's wall on
C, D, E or F makes the areas 2 and 5, 3 and 4, 4 and 3, or 5 and 2 lines wide. One black
stone invades White's area (row 3) and one white stone Black's (row 7), each on the first,
second, third or fifth line from the side edge its area touches (the lines that fit in the
area). Then two passes, in both orders: Black first, or White first after one more black
stone against the foot of Black's wall, on the edge away from the white invader, so that
White is to move (not in the corner A1, where a lone stone's own life is disputed: KataGo
called it dead in 4 of 6 asks). The walls are built as
katago_passes.py's walls() builds them, as alternating moves.

For each position, pass order and preset (--presets: Tengen's `tengen-rules` preset with
its own komi; GNU Go with --chinese-rules for aga and chinese, its default Japanese rules
for japanese, komi 7.5, 7.5 and 6.5), GNU Go (`--level`) and Tengen answer
`final_status_list dead`, and KataGo too when the environment names its binary
(KATAGO=path; gtp.cfg beside it, the g170 b6c96 net in its parent folder; 200 visits;
`kata-set-rules` aga, koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1 or japanese).
Counts the cases where GNU Go calls exactly the two invaders dead and, of those, how many
Tengen (and KataGo) judge identically; lists the cases Tengen judges otherwise, and those
where GNU Go does not call exactly the invaders dead. --list only prints the positions.

A measurement, not a test: the exit status is 0 whatever the engines say, and 1 only when
an engine does not start or stops answering.
"""

import argparse
import concurrent.futures
import os
import sys
import threading
import time

from katago_passes import LETTERS, walls
from strength import KATAGO_VISITS, Engine, GtpError, katago_command

SIZE = 9
# Row (GTP numbering) of the black invader (in White's area) and of the white one.
BLACK_ROW, WHITE_ROW = 3, 7
LINES = (1, 2, 3, 5)
# Preset -> (GNU Go's rules option, komi for GNU Go and KataGo, KataGo's rules).
PRESETS = {
    "aga": ("--chinese-rules", 7.5, "aga"),
    # Positional superko as our Chinese preset (katago_passes.py), with KataGo's friendly
    # passes as its own `chinese` has them: without fpok1 two passes end a Tromp-Taylor game
    # and KataGo's final_status_list calls nothing dead.
    "chinese": ("--chinese-rules", 7.5, "koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1"),
    "japanese": ("", 6.5, "japanese"),
}
ORDERS = ("black first", "white first")


def point(col, row):
    return f"{LETTERS[col]}{row}"


def near(a, b):
    """Whether two vertices are the same point or neighbours."""
    (ca, ra), (cb, rb) = [(LETTERS.index(v[0]), int(v[1:])) for v in (a, b)]
    return abs(ca - cb) + abs(ra - rb) <= 1


def ordinal(n):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


class Position:
    def __init__(self, black_col, black_line, white_line):
        self.black_col = black_col
        self.black_width = black_col  # columns 0 .. black_col - 1
        self.white_width = SIZE - black_col - 2  # columns black_col + 2 .. SIZE - 1
        self.black_line, self.white_line = black_line, white_line
        # The black invader on White's side, counted from the right edge; the white one
        # on Black's side, counted from the left edge.
        self.black_invader = point(SIZE - black_line, BLACK_ROW)
        self.white_invader = point(white_line - 1, WHITE_ROW)
        walls_at = LETTERS[black_col] + LETTERS[black_col + 1]
        self.name = f"walls-{walls_at.lower()}-{self.black_invader}-{self.white_invader}"
        # Against the foot of Black's wall, away from the white invader, for White to pass
        # first (as tests/ai_judge.rs places it).
        corners = [point(black_col - 1, 1), point(black_col - 1, SIZE)]
        self.extra = max(corners, key=lambda c: abs(int(c[1:]) - WHITE_ROW))
        assert not near(self.extra, self.white_invader)
        self.invaders = {self.black_invader, self.white_invader}

    def moves(self, order):
        """The game as GTP `play` arguments: walls, invaders, (extra,) two passes."""
        extra = (self.extra,) if order == "white first" else ()
        moves = walls(SIZE, self.black_col, (self.black_invader, self.white_invader), extra)
        first = "b" if order == "black first" else "w"
        assert moves[-1][0] != first
        second = "w" if first == "b" else "b"
        return moves + [(first, "pass"), (second, "pass")]

    def describe(self):
        a, b = LETTERS[self.black_col], LETTERS[self.black_col + 1]
        return (
            f"{self.name}: black wall {a}, white wall {b}; Black's area {self.black_width} "
            f"wide, White's {self.white_width}; black invader {self.black_invader} (White's "
            f"{ordinal(self.black_line)} line), white invader {self.white_invader} (Black's "
            f"{ordinal(self.white_line)} line); White passes first after B {self.extra}"
        )


def positions():
    found = []
    for black_col in range(2, 6):
        black_width, white_width = black_col, SIZE - black_col - 2
        for black_line in (n for n in LINES if n <= white_width):
            for white_line in (n for n in LINES if n <= black_width):
                found.append(Position(black_col, black_line, white_line))
    return found


def dead_list(answer):
    return frozenset(v.upper() for v in answer.split())


class Engines:
    """Each thread's own engine processes, started on first use and reused."""

    def __init__(self):
        self.local = threading.local()
        self.lock = threading.Lock()
        self.started = []

    def get(self, command):
        table = getattr(self.local, "engines", None)
        if table is None:
            table = self.local.engines = {}
        if command not in table:
            engine = start(command)
            table[command] = engine
            with self.lock:
                self.started.append(engine)
        return table[command]

    def close(self):
        for engine in self.started:
            engine.close()


class EngineFailed(Exception):
    pass


def start(command):
    """An engine that answers `name`, or EngineFailed."""
    engine = None
    try:
        engine = Engine(command)
        engine.send("name")
        return engine
    except (OSError, GtpError, ValueError) as error:
        if engine is not None:
            engine.proc.kill()
            engine.proc.wait()
        raise EngineFailed(f"{command}: does not start ({error})")


def gnugo_command(args, preset):
    option = PRESETS[preset][0]
    return f"{args.gnugo} --mode gtp --level {args.level} {option}".strip()


def judge(engine, setup, moves):
    """`engine`'s dead stones after `setup` and `moves`."""
    try:
        for line in setup:
            engine.send(line)
        for colour, at in moves:
            engine.send(f"play {colour} {at}")
        return dead_list(engine.send("final_status_list dead"))
    except (GtpError, OSError) as error:
        raise EngineFailed(str(error))


def judge_case(engines, args, position, order, preset):
    """(GNU Go's, Tengen's, KataGo's or None) dead stones for one case."""
    _, komi, kata_rules = PRESETS[preset]
    moves = position.moves(order)
    board = [f"boardsize {SIZE}", "clear_board"]
    # GNU Go afresh for every case (it starts in a moment), so no answer depends on the
    # cases before it.
    gnugo = start(gnugo_command(args, preset))
    try:
        theirs = judge(gnugo, board + [f"komi {komi}"], moves)
    finally:
        gnugo.close()
    ours = judge(engines.get(args.tengen), [f"tengen-rules {preset}"] + board, moves)
    kata = None
    if args.katago:
        kata = judge(engines.get(katago_command(args.katago)),
                     board + [f"kata-set-rules {kata_rules}", f"komi {komi}"], moves)
    return theirs, ours, kata


def listed(stones):
    return " ".join(sorted(stones)) or "nothing"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tengen", default="target/release/tengen-gtp", help="Tengen's GTP command")
    ap.add_argument("--gnugo", default="/usr/games/gnugo", help="GNU Go's binary")
    ap.add_argument("--level", type=int, default=10, help="GNU Go's level")
    ap.add_argument("--presets", default="aga,chinese,japanese")
    ap.add_argument("--parallel", type=int, default=1)
    ap.add_argument("--list", action="store_true", help="only print the positions")
    args = ap.parse_args()
    args.presets = args.presets.split(",")
    for preset in args.presets:
        if preset not in PRESETS:
            ap.error(f"unknown preset {preset} (known: {', '.join(PRESETS)})")
    args.katago = os.environ.get("KATAGO") or None

    all_positions = positions()
    if args.list:
        for p in all_positions:
            print(p.describe())
        print(f"{len(all_positions)} positions, each with Black or White passing first")
        return 0

    began = time.monotonic()
    # Every engine must start before any case is judged.
    try:
        for command in [args.tengen] + [gnugo_command(args, p) for p in args.presets] + (
            [katago_command(args.katago)] if args.katago else []
        ):
            start(command).close()
    except EngineFailed as error:
        print(f"invaders.py: {error}", file=sys.stderr)
        return 1

    cases = [(p, o, s) for s in args.presets for p in all_positions for o in ORDERS]
    engines = Engines()
    results = {}
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.parallel))
    try:
        futures = {pool.submit(judge_case, engines, args, *case): case for case in cases}
        for f in concurrent.futures.as_completed(futures):
            results[futures[f]] = f.result()
    except EngineFailed as error:
        print(f"invaders.py: {error}", file=sys.stderr)
        return 1
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        engines.close()

    gnugo_level = f"GNU Go level {args.level}"
    print(f"{len(all_positions)} lone-invader positions (9x9), each with Black or White "
          f"passing first, {gnugo_level}" + (f", KataGo {KATAGO_VISITS} visits" if args.katago else ""))
    totals = {"both": 0, "tengen": 0, "katago": 0}
    for preset in args.presets:
        option, komi, kata_rules = PRESETS[preset]
        print(f"\n{preset}: Tengen tengen-rules {preset} (its komi); GNU Go "
              f"{option or 'Japanese rules'}, komi {komi}"
              + (f"; KataGo {kata_rules}, komi {komi}" if args.katago else ""))
        head = f"  {'':<12} {'cases':>5} {'GNU Go: both dead':>18} {'Tengen same':>12}"
        print(head + (f" {'KataGo same':>12}" if args.katago else ""))
        rows = []
        for order in ORDERS + ("both",):
            orders = ORDERS if order == "both" else (order,)
            mine = [results[(p, o, preset)] + (p,) for p in all_positions for o in orders]
            both = [r for r in mine if r[0] == r[3].invaders]
            same = sum(r[1] == r[0] for r in both)
            kata = sum(r[2] == r[0] for r in both)
            line = f"  {order:<12} {len(mine):>5} {len(both):>18} {same:>12}"
            print(line + (f" {kata:>12}" if args.katago else ""))
            if order == "both":
                totals["both"] += len(both)
                totals["tengen"] += same
                totals["katago"] += kata
        for p in all_positions:
            for o in ORDERS:
                theirs, ours, kata = results[(p, o, preset)]
                if theirs != p.invaders:
                    rows.append(f"    {p.name} {preset} {o}: GNU Go says {listed(theirs)}, "
                                f"not just the invaders")
                    continue
                if ours != theirs:
                    rows.append(f"    {p.name} {preset} {o}: Tengen says {listed(ours)} "
                                f"(GNU Go {listed(theirs)})")
                if kata is not None and kata != theirs:
                    rows.append(f"    {p.name} {preset} {o}: KataGo says {listed(kata)} "
                                f"(GNU Go {listed(theirs)})")
        if rows:
            print("\n".join(rows))
    print()
    print(f"tengen: {totals['tengen']}/{totals['both']} identical where GNU Go calls both "
          "invaders dead")
    if args.katago:
        print(f"katago: {totals['katago']}/{totals['both']} identical where GNU Go calls both "
              "invaders dead")
    print(f"{len(cases)} cases in {time.monotonic() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
