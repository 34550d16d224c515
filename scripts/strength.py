#!/usr/bin/env python3
"""Matches between GTP engines, refereed by GNU Go's final_score (for measure.sh strength).

    strength.py --games 50 --size 9 --parallel 2 \
        --a "target/release/tengen-gtp --level 7" --a-name strongest \
        --b "/usr/games/gnugo --mode gtp --level 10 --chinese-rules" --b-name gnugo10

Colours alternate (A takes Black in even games). Both engines get `komi` (7.5 by
default; with --handicap N Black gets N stones on GTP's fixed points, none for N = 1);
engines that know `tengen-rules` get `tengen-rules chinese` first. A game ends at two
passes in a row, a resignation or --max-moves; then a separate GNU Go referee, which has
seen every move, answers final_score (it judges dead stones itself). Prints one line per
game and a summary: A's wins, and the mean and maximum seconds per genmove of each
engine. SGF records go to --sgf-dir when given (from a Tengen engine's printsgf).
"""

import argparse
import concurrent.futures
import math
import os
import shlex
import subprocess
import sys
import threading
import time

REFEREE = "/usr/games/gnugo --mode gtp --chinese-rules --level 0"


class GtpError(Exception):
    pass


class Engine:
    """One GTP engine process."""

    def __init__(self, command):
        self.command = command
        self.proc = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            text = self.proc.stdout.readline()
            if text == "":
                raise GtpError(f"{self.command}: no answer to {line!r}")
            text = text.rstrip("\r\n")
            if text == "" and lines:
                break
            if text != "" or lines:
                lines.append(text)
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise GtpError(f"{self.command}: {line!r} -> {answer}")
        return answer[1:].strip()

    def knows(self, command):
        return self.send(f"known_command {command}") == "true"

    def close(self):
        try:
            self.send("quit")
        except (GtpError, BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


# KataGo 1.17 as a referee (invaders.py, deadstones.py): the visits of its final_status_list.
KATAGO_VISITS = 200
# GTP's column letters (no I).
LETTERS = "ABCDEFGHJKLMNOPQRST"


def katago_command(katago, visits=KATAGO_VISITS, more=""):
    """KataGo's GTP command: `katago` its binary, gtp.cfg beside it, the g170 b6c96 net in
    its parent folder (as ../shared/katago is laid out), one thread, `visits` a search,
    and `more` overrides (`name=value,...`)."""
    here = os.path.dirname(os.path.abspath(katago))
    model = os.path.join(os.path.dirname(here), "g170-b6c96-s175395328-d26788732.bin.gz")
    overrides = (f"maxVisits={visits},numSearchThreads=1,logToStderr=false,"
                 "logFile=/dev/null,ponderingEnabled=false" + (f",{more}" if more else ""))
    return (f"{katago} gtp -config {os.path.join(here, 'gtp.cfg')} -model {model} "
            f"-override-config {overrides}")


def with_players(sgf, names):
    """The record with the players' names and today's date in its root node (Tengen's
    printsgf does not know who played)."""
    if not names or not sgf.startswith("(;"):
        return sgf
    escape = lambda s: s.replace("\\", "\\\\").replace("]", "\\]")
    date = time.strftime("%Y-%m-%d", time.gmtime())
    return f"(;PB[{escape(names['B'])}]PW[{escape(names['W'])}]DT[{date}]" + sgf[2:]


def set_up(engine, size, komi):
    if engine.knows("tengen-rules"):
        engine.send("tengen-rules chinese")
    engine.send(f"boardsize {size}")
    engine.send("clear_board")
    engine.send(f"komi {komi}")


def play_game(number, black_cmd, white_cmd, args, names=None):
    """Plays one game; returns (winner 'B'/'W'/None, result text, moves, seconds by colour)."""
    black, white, referee = Engine(black_cmd), Engine(white_cmd), Engine(REFEREE)
    try:
        for e in (black, white, referee):
            set_up(e, args.size, args.komi)
        times = {"B": [], "W": []}
        passes, moves, result = 0, 0, None
        color = "B"
        # Handicap 1 places no stone (Black moves first at the komi given); 2 or more are
        # placed on GTP's fixed points and White moves first.
        stones = getattr(args, "handicap", 0)
        if stones >= 2:
            for e in (black, white, referee):
                e.send(f"fixed_handicap {stones}")
            color = "W"
        while moves < args.max_moves:
            mover, other = (black, white) if color == "B" else (white, black)
            start = time.monotonic()
            mv = mover.send(f"genmove {color}").lower()
            times[color].append(time.monotonic() - start)
            if mv == "resign":
                result = ("W" if color == "B" else "B") + "+R"
                break
            other.send(f"play {color} {mv}")
            referee.send(f"play {color} {mv}")
            moves += 1
            passes = passes + 1 if mv == "pass" else 0
            if passes == 2:
                break
            color = "W" if color == "B" else "B"
        if result is None:
            result = referee.send("final_score")
        if args.sgf_dir:
            for e in (black, white):
                if e.knows("tengen-rules"):
                    path = os.path.join(args.sgf_dir, f"game-{number:03}.sgf")
                    with open(path, "w") as f:
                        f.write(with_players(e.send("printsgf"), names))
                    break
        winner = result[0] if result[:1] in ("B", "W") else None
        return winner, result, moves, times
    finally:
        for e in (black, white, referee):
            e.close()


def wilson(wins, n, z=1.96):
    """A 95% interval for a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--a", required=True, help="engine A's command")
    ap.add_argument("--b", required=True, help="engine B's command")
    ap.add_argument("--a-name", default="A")
    ap.add_argument("--b-name", default="B")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=7.5)
    ap.add_argument("--handicap", type=int, default=0, help="stones for Black (2 or more placed)")
    ap.add_argument("--parallel", type=int, default=1)
    ap.add_argument("--max-moves", type=int, default=0, help="0: 3 times the board's points")
    ap.add_argument("--sgf-dir", default="")
    args = ap.parse_args()
    if args.max_moves <= 0:
        args.max_moves = 3 * args.size * args.size
    if args.sgf_dir:
        os.makedirs(args.sgf_dir, exist_ok=True)

    lock = threading.Lock()
    wins = {args.a_name: 0, args.b_name: 0, None: 0}
    seconds = {args.a_name: [], args.b_name: []}
    done = [0]

    def one(i):
        a_black = i % 2 == 0
        black, white = (args.a, args.b) if a_black else (args.b, args.a)
        names = {"B": args.a_name, "W": args.b_name} if a_black else {"B": args.b_name, "W": args.a_name}
        winner, result, moves, times = play_game(i, black, white, args, names)
        with lock:
            done[0] += 1
            who = names.get(winner)
            wins[who] += 1
            for c in ("B", "W"):
                seconds[names[c]].extend(times[c])
            print(
                f"game {done[0]:3}/{args.games} ({args.size}x{args.size}): B {names['B']} W {names['W']}: "
                f"{result} in {moves} moves -> {who or 'no result'}   "
                f"[{args.a_name} {wins[args.a_name]} : {wins[args.b_name]} {args.b_name}]",
                flush=True,
            )

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        for f in [pool.submit(one, i) for i in range(args.games)]:
            try:
                f.result()
            except GtpError as e:
                print(f"game failed: {e}", file=sys.stderr, flush=True)

    n = wins[args.a_name] + wins[args.b_name] + wins[None]
    lo, hi = wilson(wins[args.a_name], n)
    print(f"\n{args.size}x{args.size}, komi {args.komi}: {args.a_name} won {wins[args.a_name]} of {n} games "
          f"({100 * wins[args.a_name] / max(n, 1):.0f}%, 95% interval {100 * lo:.0f}-{100 * hi:.0f}%) "
          f"against {args.b_name}" + (f"; {wins[None]} without result" if wins[None] else ""))
    for name, s in seconds.items():
        if s:
            print(f"  {name}: {len(s)} moves, mean {sum(s) / len(s):.2f} s, max {max(s):.2f} s per move")


if __name__ == "__main__":
    main()
