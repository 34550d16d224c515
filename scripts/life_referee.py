#!/usr/bin/env python3
"""A stronger network's instinct on the life-and-death problems (issue 45): for each problem
of a collection made by `tengen-problems make-life` or `make-life-dan`, KataGo's raw policy
(averaged over the eight symmetries) for Black on the problem's board, and the answer's rank
among the moves in the group's room (the room as the life-and-death reader takes it: every
point reached from the group's largest string over empty points and its own stones, and the
opponent's strings whose liberties all lie inside). Prints, by the problem's tier, how often
that network's first instinct in the room is the answer, and the ranks in between.

The tiers of `make-life-dan` are measured with the shipped network (b6c96); this measures the
same problems with a stronger one, for checking only (never shipped):

    python3 scripts/life_referee.py --katago ../shared/katago/bin/katago \\
        --model katrain/models/b10c384h6nbttflrs.bin.gz assets/problems/life-dan.sgf

(the model from PyPI `katrain==1.20.0`: `pip download katrain==1.20.0 --no-deps`, unzip).
"""

import argparse
import os
import re
import tempfile
from collections import Counter, defaultdict

from strength import Engine

SGF_LETTERS = "abcdefghijklmnopqrs"


def problems(text):
    """Each problem's root properties and its first right move, from one collection."""
    out = []
    for tree in re.split(r"\n(?=\(;GM)", text.strip()):
        root = tree.split("\n", 1)[0]
        size = int(re.search(r"SZ\[(\d+)\]", root).group(1))

        def points(prop):
            m = re.search(prop + r"((?:\[[a-s]{2}\])+)", root)
            return set(re.findall(r"\[([a-s]{2})\]", m.group(1))) if m else set()

        answer = re.search(r"\(;B\[([a-s]{2})\]TE\[1\]", tree).group(1)
        tier = int(re.search(r"tier: (\d+)", root).group(1))
        kill = "kill" in re.search(r"(?<![A-Z])C\[([^\]]*)\]", root).group(1)
        name = re.search(r"GN\[([^\]]*)\]", root).group(1)
        wrong = re.findall(r"\(;B\[([a-s]{2})\]BM\[1\]", tree)
        out.append(dict(size=size, black=points("AB"), white=points("AW"), answer=answer,
                        wrong=wrong, tier=tier, kill=kill, name=name, root=root))
    return out


def neighbours(p, size):
    c, r = SGF_LETTERS.index(p[0]), SGF_LETTERS.index(p[1])
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= c + dc < size and 0 <= r + dr < size:
            yield SGF_LETTERS[c + dc] + SGF_LETTERS[r + dr]


def string(p, stones, size):
    seen, todo = {p}, [p]
    while todo:
        for n in neighbours(todo.pop(), size):
            if n in stones and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def room(problem):
    """The empty points of the room of the defender's largest string."""
    size = problem["size"]
    mine, theirs = ((problem["white"], problem["black"]) if problem["kill"]
                    else (problem["black"], problem["white"]))
    group = max(mine, key=lambda p: (len(string(p, mine, size)), SGF_LETTERS.index(p[1]),
                                     SGF_LETTERS.index(p[0])))
    inside, todo, empty = set(string(group, mine, size)), list(string(group, mine, size)), set()
    while todo:
        for n in neighbours(todo.pop(), size):
            if n in inside or n in theirs:
                continue
            inside.add(n)
            todo.append(n)
            if n not in mine:
                empty.add(n)
    return empty


def raw_nn(engine):
    """`kata-raw-nn all`'s whole answer: it holds blank lines, so a second command marks
    its end."""
    engine.proc.stdin.write("kata-raw-nn all\nprotocol_version\n")
    engine.proc.stdin.flush()
    lines = []
    while True:
        line = engine.proc.stdout.readline()
        if line == "":
            raise RuntimeError("KataGo stopped")
        if line.strip() == "= 2":
            engine.proc.stdout.readline()
            return "\n".join(lines)
        lines.append(line.rstrip("\n"))


def policy(engine, problem):
    """KataGo's policy for Black, averaged over the symmetries: {sgf point: probability}."""
    size = problem["size"]
    with tempfile.NamedTemporaryFile("w", suffix=".sgf", delete=False) as f:
        stones = "".join(f"[{p}]" for p in sorted(problem["black"]))
        white = "".join(f"[{p}]" for p in sorted(problem["white"]))
        f.write(f"(;GM[1]FF[4]SZ[{size}]KM[7.5]PL[B]AB{stones}AW{white})\n")
        path = f.name
    try:
        engine.send(f"loadsgf {path}")
        answer = raw_nn(engine)
    finally:
        os.unlink(path)
    total, count = defaultdict(float), 0
    lines = answer.splitlines()
    for i, line in enumerate(lines):
        if line.strip() != "policy":
            continue
        count += 1
        for row in range(size):
            for col, value in enumerate(lines[i + 1 + row].split()):
                if value != "NAN":
                    total[SGF_LETTERS[col] + SGF_LETTERS[row]] += float(value)
    return {p: v / max(count, 1) for p, v in total.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--katago", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(args.katago))
    engine = Engine(f"{args.katago} gtp -config {os.path.join(here, 'gtp.cfg')} "
                    f"-model {args.model} -override-config numSearchThreads=1,"
                    "logToStderr=false,logFile=/dev/null,rules=chinese")
    ranks = defaultdict(Counter)
    try:
        for file in args.files:
            for p in problems(open(file, encoding="utf-8").read()):
                pol = policy(engine, p)
                mine = pol.get(p["answer"], 0.0)
                rank = sum(1 for q in room(p) if q != p["answer"] and pol.get(q, 0.0) > mine)
                ranks[p["tier"]][min(rank, 5)] += 1
    finally:
        engine.close()
    label = {0: "first", 1: "second", 2: "third", 3: "fourth", 4: "fifth", 5: "sixth or lower"}
    for tier in sorted(ranks):
        n = sum(ranks[tier].values())
        said = ", ".join(f"{label[r]} {ranks[tier][r]}" for r in sorted(ranks[tier]))
        print(f"tier {tier}: {n} problems; the answer's rank in the room by this network: {said}")


if __name__ == "__main__":
    main()
