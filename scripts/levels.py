#!/usr/bin/env python3
"""Points lost per move, as Tengen's strongest level judges them (for measure.sh levels).

    levels.py --tengen "target/release/tengen-gtp" --games target/strength/…/gnugo-5-level-1 \
        --player a --name "level 1"

Reads the SGF records strength.py wrote for a match (game-NNN.sgf; engine A took Black in
even games, so --player a judges Black's moves in even games and White's in odd ones) and
replays each through tengen-gtp. Before and after each of the player's moves it asks
`tengen-lead VISITS`, a fresh search of the position by the strongest level's search with
--visits visits (150 by default, a quarter of its 9x9 budget, to keep the measurement to
minutes), giving the player to move's expected lead, so the move lost lead(before) + lead(after) points (the lead after
is the opponent's). Prints the mean over the player's moves, losses below zero (search
noise, or a move better than the search's own) counted as zero, the share of moves that
lost 3 points or more, and the mean of the raw differences.

A measurement, not a test: the exit status is 1 only when an engine fails.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import sys

from strength import LETTERS, Engine, set_up

MOVE = re.compile(r";([BW])\[([a-s]{0,2})\]")
SIZE = re.compile(r"SZ\[(\d+)\]")
KOMI = re.compile(r"KM\[([-0-9.]+)\]")


def vertex(sgf_point, size):
    """An SGF point ('cd', or '' for a pass) as a GTP vertex."""
    if sgf_point == "" or (sgf_point == "tt" and size <= 19):
        return "pass"
    col, row = ord(sgf_point[0]) - ord("a"), ord(sgf_point[1]) - ord("a")
    return f"{LETTERS[col]}{size - row}"


def judge_game(path, number, args):
    """Points lost by the judged player's moves in one record: a list of floats."""
    text = open(path).read()
    size = int(SIZE.search(text).group(1))
    komi = float(KOMI.search(text).group(1)) if KOMI.search(text) else 7.5
    moves = [(c, vertex(p, size)) for c, p in MOVE.findall(text)]
    judged = "B" if (number % 2 == 0) == (args.player == "a") else "W"
    engine = Engine(args.tengen)
    try:
        set_up(engine, size, komi)
        lost, lead_before = [], None
        for i, (color, mv) in enumerate(moves):
            if color == judged and i + 1 < len(moves):
                lead_before = float(engine.send(f"tengen-lead {args.visits}").split()[0])
            engine.send(f"play {color} {mv}")
            if color == judged and lead_before is not None:
                lead_after = float(engine.send(f"tengen-lead {args.visits}").split()[0])
                lost.append(lead_before + lead_after)
                lead_before = None
        return lost
    finally:
        engine.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tengen", required=True, help="tengen-gtp's command")
    ap.add_argument("--games", required=True, help="a folder of strength.py's SGF records")
    ap.add_argument("--player", choices=("a", "b"), default="a")
    ap.add_argument("--name", default="")
    ap.add_argument("--visits", type=int, default=150, help="the judging search's visits")
    ap.add_argument("--parallel", type=int, default=1)
    args = ap.parse_args()
    paths = sorted(glob.glob(os.path.join(args.games, "game-*.sgf")))
    if not paths:
        sys.exit(f"levels.py: no game-*.sgf records in {args.games}")
    jobs = [(p, int(re.search(r"game-(\d+)", p).group(1))) for p in paths]
    with concurrent.futures.ThreadPoolExecutor(args.parallel) as pool:
        losses = [x for game in pool.map(lambda j: judge_game(*j, args), jobs) for x in game]
    if not losses:
        sys.exit(f"levels.py: no judged moves in {args.games}")
    clamped = [max(0.0, x) for x in losses]
    big = sum(1 for x in losses if x >= 3.0)
    print(
        f"{args.name or args.games}: {len(losses)} moves in {len(paths)} games, "
        f"mean points lost per move {sum(clamped) / len(clamped):.2f} "
        f"(raw mean {sum(losses) / len(losses):.2f}), "
        f"{100 * big / len(losses):.0f}% of moves lost 3 points or more"
    )


if __name__ == "__main__":
    main()
