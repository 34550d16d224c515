#!/usr/bin/env python3
"""KataGo as the second referee of the life-and-death problems (issue 56): each problem on
the board the player sees (framed: the rest of the board the attacker's living wall), its
answer and each wrong try searched by KataGo's analysis engine with a stronger network, and
the komi set so that the group's fate decides the game (half the group's area either way),
so that the win rate says who wins the corner.

A problem stands when
- the answer is KataGo's best move at the root, or as good (its win rate after it within
  0.03 of the best move's);
- every wrong try is at least 0.15 of win rate or 5 points worse than the answer;
- after the answer the group's stones belong to Black by KataGo's ownership (above 0.5 on
  average: killed when they are White's, alive when they are Black's).

For checking only (never shipped). The network from PyPI `katrain==1.20.0`
(`pip download katrain==1.20.0 --no-deps`, unzip `katrain/models/b10c384h6nbttflrs.bin.gz`):

    python3 scripts/katago_referee.py --katago ../shared/katago/bin/katago \\
        --model katrain/models/b10c384h6nbttflrs.bin.gz --visits 400 assets/problems/life.sgf

Prints per collection how many stand on each count, every problem that does not, the
visits and the time.
"""

import argparse
import json
import os
import subprocess
import time
from collections import Counter

from life_referee import SGF_LETTERS, neighbours, problems, string

GTP_LETTERS = "ABCDEFGHJKLMNOPQRST"


def gtp(p, size):
    return GTP_LETTERS[SGF_LETTERS.index(p[0])] + str(size - SGF_LETTERS.index(p[1]))


def group_and_area(p):
    """The group asked about (the defender's largest string) and the size of its area:
    its stones and every point reached from it over empty points and its own stones."""
    size = p["size"]
    mine, theirs = (p["white"], p["black"]) if p["kill"] else (p["black"], p["white"])
    group = max(mine, key=lambda q: (len(string(q, mine, size)), SGF_LETTERS.index(q[1]),
                                     SGF_LETTERS.index(q[0])))
    area, todo = {group}, [group]
    while todo:
        for n in neighbours(todo.pop(), size):
            if n not in area and n not in theirs:
                area.add(n)
                todo.append(n)
    return string(group, mine, size), len(area)


class Analysis:
    """KataGo's analysis engine, one query at a time."""

    def __init__(self, katago, model, config):
        self.proc = subprocess.Popen(
            [katago, "analysis", "-config", config, "-model", model, "-override-config",
             "numAnalysisThreads=1,numSearchThreads=2,"
             "reportAnalysisWinratesAs=BLACK,logToStderr=false,logFile=/dev/null"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, bufsize=1)
        self.next_id = 0

    def ask(self, query):
        self.next_id += 1
        query["id"] = str(self.next_id)
        self.proc.stdin.write(json.dumps(query) + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError("KataGo stopped")
            if not line.startswith("{"):
                continue
            answer = json.loads(line)
            if answer.get("id") == query["id"]:
                if "error" in answer:
                    raise RuntimeError(answer["error"])
                return answer

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def judge(engine, p, visits):
    size = p["size"]
    stones, area = group_and_area(p)
    # Half the group's area either way: the game turns on the group's fate.
    komi = (size * size - area if p["kill"] else area - size * size) + 0.5
    base = dict(
        initialStones=[["B", gtp(q, size)] for q in sorted(p["black"])]
        + [["W", gtp(q, size)] for q in sorted(p["white"])],
        rules="chinese", komi=komi, boardXSize=size, boardYSize=size, initialPlayer="B",
        maxVisits=visits, includeOwnership=True)
    root = engine.ask(dict(base, moves=[]))
    best = max(root["moveInfos"], key=lambda m: m["visits"])

    def after(move):
        a = engine.ask(dict(base, moves=[["B", gtp(move, size)]]))
        own = a["ownership"]
        group_own = sum(own[SGF_LETTERS.index(q[1]) * size + SGF_LETTERS.index(q[0])]
                        for q in stones) / len(stones)
        return a["rootInfo"]["winrate"], a["rootInfo"]["scoreLead"], group_own

    win, score, own = after(p["answer"])
    faults = []
    top = best["move"] == gtp(p["answer"], size)
    if not top and win < best["winrate"] - 0.03:
        faults.append(f"best {best['move']} {best['winrate']:.2f}, the answer {win:.2f}")
    if own <= 0.5:
        faults.append(f"the group's ownership after the answer {own:+.2f}")
    bad_tries = 0
    for w in p["wrong"]:
        w_win, w_score, _ = after(w)
        if not (w_win <= win - 0.15 or w_score <= score - 5):
            bad_tries += 1
            faults.append(f"wrong try {gtp(w, size)}: {w_win:.2f} ({w_score:+.1f}) against "
                          f"the answer's {win:.2f} ({score:+.1f})")
    return dict(top=top, faults=faults, bad_tries=bad_tries, tries=len(p["wrong"]),
                own_ok=own > 0.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--katago", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--config", help="KataGo config (default: gtp.cfg beside katago)")
    parser.add_argument("--visits", type=int, default=400)
    parser.add_argument("--names", help="only these problems (comma-separated names)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    config = args.config or os.path.join(os.path.dirname(os.path.abspath(args.katago)),
                                         "gtp.cfg")
    engine = Analysis(args.katago, args.model, config)
    wanted = set(args.names.split(",")) if args.names else None
    failed = 0
    try:
        for file in args.files:
            started, tally = time.time(), Counter()
            for p in problems(open(file, encoding="utf-8").read()):
                if wanted and p["name"] not in wanted:
                    continue
                v = judge(engine, p, args.visits)
                tally["problems"] += 1
                tally["top"] += v["top"]
                tally["tries"] += v["tries"]
                tally["bad tries"] += v["bad_tries"]
                tally["ownership"] += v["own_ok"]
                tally["stand"] += not v["faults"]
                if v["faults"]:
                    failed += 1
                    print(f"  {p['name']}: " + "; ".join(v["faults"]), flush=True)
            print(f"KataGo on {file}: {tally['problems']} problems at {args.visits} visits, "
                  f"{tally['stand']} stand; the answer KataGo's top move {tally['top']}; "
                  f"wrong tries refuted {tally['tries'] - tally['bad tries']} of "
                  f"{tally['tries']}; the group's ownership as asked {tally['ownership']} "
                  f"({time.time() - started:.0f} s)", flush=True)
    finally:
        engine.close()
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
