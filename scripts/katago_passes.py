#!/usr/bin/env python3
"""Writes tests/fixtures/katago/passes.txt: KataGo's own `kata-raw-nn 0` for positions that
end in one pass and in two passes, under the AGA, Chinese and Japanese presets, on 9x9 and
19x19 (issue 23). `tests/ai_nn_passes.rs` replays each case in our engine and compares.

Run once where KataGo is (it is a referee, never shipped):

    KATAGO=../shared/katago/bin/katago python3 scripts/katago_passes.py

KATAGO_CONFIG and KATAGO_MODEL default to the files beside KATAGO (gtp.cfg) and the net in
its parent folder; KATAGO_PASSES_OUT names another output file (the strong net's cases go to
tests/fixtures/katago/b15c192/passes.txt: scripts/katago_reference.sh). Our Chinese preset is positional superko with N handicap points, which
KataGo spells koPOSITIONALscoreAREAtaxNONEsui0whbN (its own `chinese` is simple ko).
"""

import os
import re
import shlex
import sys

from strength import LETTERS, Engine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("KATAGO_PASSES_OUT") or os.path.join(ROOT, "tests", "fixtures", "katago", "passes.txt")
GOBAN = "/usr/share/goban"

# Our preset id -> (KataGo's rules, komi).
RULES = {
    "aga": ("aga", 7.5),
    "chinese": ("koPOSITIONALscoreAREAtaxNONEsui0whbN", 7.5),
    "japanese": ("japanese", 6.5),
}


def vertex(col, row_from_top, size):
    return f"{LETTERS[col]}{size - row_from_top}"


def walls(size, black_col, invaders, extra_black=()):
    """Black's wall on column `black_col`, White's on the next one, then the invaders
    (vertices, Black's first) and any extra black stones, as alternating moves."""
    white_col = black_col + 1
    black = [vertex(black_col, r, size) for r in range(size)] + [invaders[0]] + list(extra_black)
    white = [vertex(white_col, r, size) for r in range(size)] + [invaders[1]]
    moves = []
    for i in range(max(len(black), len(white))):
        if i < len(black):
            moves.append(("b", black[i]))
        if i < len(white):
            moves.append(("w", white[i]))
    return moves


def record_moves(path, limit=None):
    """The moves of a professional record (no handicap), as (colour, vertex)."""
    text = open(path, encoding="latin-1").read()
    if re.search(r"\bHA\[[2-9]", text) or "AB[" in text:
        return None
    moves = []
    for colour, at in re.findall(r";\s*([BW])\[([a-s]{0,2})\]", text):
        if at in ("", "tt"):
            moves.append((colour.lower(), "pass"))
        else:
            col, row = ord(at[0]) - 97, ord(at[1]) - 97
            moves.append((colour.lower(), vertex(col, row, 19)))
    # Up to the first move out of turn (a pass the record left out).
    for i in range(1, len(moves)):
        if moves[i][0] == moves[i - 1][0]:
            moves = moves[:i]
            break
    return moves[:limit] if limit else moves


def with_passes(moves, passes):
    """`moves` then `passes` passes, the player after the last move first."""
    last = moves[-1][0]
    out = list(moves)
    colour = "w" if last == "b" else "b"
    for _ in range(passes):
        out.append((colour, "pass"))
        colour = "w" if colour == "b" else "b"
    return out


def positions():
    cases = []
    # The issue's position: walls on E and F, invaders at H3 (Black) and B7 (White).
    issue = walls(9, 4, ("H3", "B7"))
    # The same, with an extra black stone in Black's area so that White passes first.
    white_first = walls(9, 4, ("H3", "B7"), extra_black=("A1",))
    # Lone invaders in wider and narrower areas, on other lines.
    narrow = walls(9, 2, ("F4", "A7"))
    wide = walls(9, 5, ("J2", "C6"))
    for name, moves in [("walls-ef", issue), ("walls-ef-white-first", white_first),
                        ("walls-cd", narrow), ("walls-fg", wide)]:
        cases.append((name, 9, moves))
    cases.append(("walls-19-jk", 19, walls(19, 8, ("O4", "C16"))))
    for record in ["Hon-45-1.sgf", "Hon-45-2.sgf"]:
        path = os.path.join(GOBAN, record)
        if os.path.exists(path):
            moves = record_moves(path)
            if moves:
                # Ends with the record's own last stone (closing passes dropped).
                while moves and moves[-1][1] == "pass":
                    moves.pop()
                cases.append((record.replace(".sgf", ""), 19, moves))
    return cases


def net_name(model):
    """b6c96, b15c192: the net's size as its file name says it."""
    found = re.search(r"-(b\d+c\d+)-", os.path.basename(model))
    return found.group(1) if found else os.path.basename(model)


def main():
    katago = os.environ.get("KATAGO")
    if not katago:
        sys.exit("set KATAGO to KataGo's binary (e.g. ../shared/katago/bin/katago)")
    here = os.path.dirname(os.path.abspath(katago))
    config = os.environ.get("KATAGO_CONFIG", os.path.join(here, "gtp.cfg"))
    model = os.environ.get("KATAGO_MODEL", os.path.join(
        os.path.dirname(here), "g170-b6c96-s175395328-d26788732.bin.gz"))
    gtp = Engine(shlex.join([
        katago, "gtp", "-config", config, "-model", model, "-override-config",
        "maxVisits=100,numSearchThreads=1,logToStderr=false,logFile=/dev/null,"
        "ponderingEnabled=false"]))
    out = [
        f"# KataGo 1.17.2's kata-raw-nn 0 ({net_name(model)} f32, Eigen CPU) for positions ending in one",
        "# and two passes; written by scripts/katago_passes.py. Each case: its preset, board",
        "# size and moves, then KataGo's answer.",
    ]
    count = 0
    for name, size, moves in positions():
        for preset, (kata_rules, komi) in RULES.items():
            for passes in (1, 2):
                played = with_passes(moves, passes)
                gtp.send(f"boardsize {size}")
                gtp.send("clear_board")
                gtp.send(f"kata-set-rules {kata_rules}")
                gtp.send(f"komi {komi}")
                for colour, at in played:
                    gtp.send(f"play {colour} {at}")
                answer = gtp.send("kata-raw-nn 0")
                listed = " ".join(f"{c}:{a}" for c, a in played)
                out.append(f"case {name}-{preset}-{passes} preset {preset} size {size} moves {listed}")
                out.append(answer)
                out.append("end")
                count += 1
    gtp.close()
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {count} cases to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
