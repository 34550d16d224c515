#!/usr/bin/env python3
"""Tengen's dead-stone judgement against GNU Go's (for measure.sh dead).

    deadstones.py --games 160 --size 9 --parallel 2 \
        --tengen "target/release/tengen-gtp" --sgf-dir target/dead

GNU Go plays itself (Chinese rules, komi 7.5, never resigning) until two passes in a row,
after a few random opening moves drawn from the game's number (GNU Go alone plays nearly
the same game every time; a final position seen before is skipped and another game played,
and so is a game that reaches --max-moves without two passes). Then GNU Go
and Tengen, having seen every move, each answer `final_status_list dead`. Prints
one line per game whose lists differ (the stones only one of them calls dead), and for
each a summary: games judged identically, and stones in agreement (every stone on the
final boards, dead or alive). Records go to --sgf-dir with both lists beside them (with
--records, only the lists, named after the record).

    deadstones.py --records /usr/share/goban --size 19 --parallel 2 \
        --tengen "target/release/tengen-gtp" --level 10

With --records, the games are instead the records (.sgf, .mgt) in that folder that ended
by a count (RE[B+3.5], not a resignation, a time-out or a jigo) on a --size board: GNU Go
and Tengen each load a record (`loadsgf`), play two passes after its last move and answer
`final_status_list dead` on that final position. --games caps how many records are judged
(in name order); records either engine cannot load are skipped and counted.

    deadstones.py --rejudge target/dead --size 9 --tengen "target/release/tengen-gtp ..."

With --rejudge, the self-play games an earlier run kept in that folder (each game's moves
and GNU Go's answer beside its record) are judged again by Tengen alone: a change to the
judgement is measured on the same games without GNU Go playing them again.

GNU Go's `final_status_list` plays the game out itself (its aftermath: both sides play its
own moves until two passes) and reports what that continuation captured, so on a board
with unsettled groups its answer depends on how well it plays on. --second-opinion L asks
another GNU Go at level L (another seed) after the same moves, or on the same record, and
the summary gives how often the two GNU Go answers are identical. With KATAGO=path (its
gtp.cfg beside it, the g170 b6c96 net in its parent folder), KataGo 1.17 is asked too
wherever Tengen and GNU Go differ (--referee-visits visits), and the summary says whose
side it takes and how many games Tengen judged right by this referee: identical to GNU
Go's answer, or, where they differ, to KataGo's. GNU Go's answer on a board left open is
one play-out of it among many (see above), so agreement with GNU Go alone caps below what
is right: both numbers are printed. With --referee playout (self-play games), KataGo
instead plays the game on from the judged position, both sides, under Tromp-Taylor rules
until two passes, and the stones it captured are its dead ones: the rules' own way to
settle a disputed status. Each play-out is kept beside the record (.playout), so a
--rejudge of another build is refereed by the same play-out.
"""

import argparse
import concurrent.futures
import os
import random
import re
import sys
import threading

from strength import LETTERS, Engine, katago_command, set_up

GNUGO = "/usr/games/gnugo --mode gtp --chinese-rules --level {level} --seed {seed}"
# GNU Go resigns hopeless games by default; the self-play games are played to two passes.
SELF_PLAY = GNUGO + " --never-resign"


def stones(answer):
    return set(answer.split())


def opening(number, size, moves):
    """Random points away from the edge, the same for the same game number."""
    rng = random.Random(number)
    letters = LETTERS[:size]
    inner = [f"{c}{r}" for c in letters[2:-2] for r in range(3, size - 1)]
    return rng.sample(inner, moves)


def tengen_dead(tengen, args):
    """Tengen's dead stones (one judge: its own), as a list in args.labels' order."""
    return [stones(tengen.send("final_status_list dead")) for _ in args.judges]


def counted_records(folder, size):
    """The records in `folder` that ended by a count on a `size` board, by name."""
    found = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith((".sgf", ".mgt")):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="latin-1") as f:
            text = f.read()
        board = re.search(r"SZ\[(\d+)\]", text)
        result = re.search(r"RE\[([^]]*)\]", text)
        if (int(board.group(1)) if board else 19) != size:
            continue
        if result and re.fullmatch(r"\s*[BW]\+\d+(\.\d+)?\s*", result.group(1)):
            found.append(path)
    return found


def final_position(engine, path):
    """Loads the record into `engine` and plays two passes after its last move."""
    color = engine.send(f"loadsgf {path}").strip().lower()
    first = "B" if color.startswith("b") else "W"
    engine.send(f"play {first} pass")
    engine.send(f"play {'W' if first == 'B' else 'B'} pass")


def second_opinion(args, number, set_up_board):
    """The dead stones of another GNU Go (--second-opinion's level, another seed) after
    `set_up_board` brought it to the same position; None without --second-opinion."""
    if args.second_opinion is None:
        return None
    other = Engine(GNUGO.format(level=args.second_opinion, seed=number + 10_001))
    try:
        set_up_board(other)
        return stones(other.send("final_status_list dead"))
    finally:
        other.close()


def katago_opinion(args, theirs, ours, set_up_board, playout=None):
    """KataGo's dead stones (KATAGO=path, Chinese rules with friendly passes as its own
    `chinese`, --referee-visits visits) after `set_up_board` brought it to the same position,
    asked only where Tengen and GNU Go differ: which of the two it sides with; None
    without KATAGO or where they agree. With --referee playout, `playout()` answers
    instead where it is given (self-play games)."""
    if not args.katago or theirs == ours[0]:
        return None
    if args.referee == "playout" and playout is not None:
        return playout()
    kata = Engine(katago_command(args.katago, args.referee_visits))
    try:
        set_up_board(kata)
        return stones(kata.send("final_status_list dead"))
    finally:
        kata.close()


def board_stones(board, size):
    """The black and the white stones of KataGo's `showboard` (rows labelled by number,
    a stone marked with the order of the last moves after it)."""
    black, white = set(), set()
    for line in board.splitlines():
        m = re.fullmatch(r"\s*(\d+) (.*)", line)
        if not m:
            continue
        for col, cell in enumerate(re.findall(r"[.XO]", m.group(2))[:size]):
            point = f"{LETTERS[col]}{m.group(1)}"
            (black if cell == "X" else white if cell == "O" else set()).add(point)
    return black, white


def kata_playout(args, played, on_board, cache):
    """The stones of the judged board that KataGo's play-out takes (KATAGO=path,
    --referee playout): the moves before the closing passes replayed under Tromp-Taylor
    rules, so that play resumes with the player the rules resume with and every dead stone
    must be captured before the count, then KataGo (--referee-visits, no resigning) plays
    both sides to two passes. A stone is dead if its point does not hold its colour at the
    end. Kept in `cache` (beside the record), so every judge is measured on one play-out."""
    if cache and os.path.exists(cache):
        with open(cache) as f:
            return stones(f.read())
    moves = list(played)
    while moves and moves[-1].endswith(" pass"):
        moves.pop()
    kata = Engine(katago_command(args.katago, args.referee_visits, "allowResignation=false"))
    try:
        kata.send("kata-set-rules tromp-taylor")
        replay(kata, args, moves)
        color = "W" if moves and moves[-1].split()[1].upper() == "B" else "B"
        passes, count = 0, 0
        while passes < 2 and count < 3 * args.size * args.size:
            mv = kata.send(f"genmove {color}").strip().lower()
            passes = passes + 1 if mv == "pass" else 0
            count += 1
            color = "W" if color == "B" else "B"
        black, white = board_stones(kata.send("showboard"), args.size)
    finally:
        kata.close()
    black_before = on_board[0]
    dead = {s for s in on_board[1] if s not in (black if s in black_before else white)}
    if cache:
        with open(cache, "w") as f:
            f.write(" ".join(sorted(dead)) + "\n")
    return dead


def write_lists(f, args, theirs, ours, second):
    """The dead-stone lists of one game, beside its record."""
    f.write(f"gnugo: {' '.join(sorted(theirs))}\n")
    for label, o in zip(args.labels, ours):
        f.write(f"tengen {label}: {' '.join(sorted(o))}\n")
    if second is not None:
        f.write(f"gnugo level {args.second_opinion}: {' '.join(sorted(second))}\n")


def judge_record(path, args):
    """One record's final position; returns (its stones, GNU Go's dead set, Tengen's
    dead set per threshold, moves, the second opinion), or None if an engine cannot load
    it."""
    gnugo = Engine(GNUGO.format(level=args.level, seed=1))
    tengen = Engine(args.tengen)
    try:
        try:
            for e in (gnugo, tengen):
                final_position(e, path)
        except Exception as error:  # a record one of them refuses: counted as skipped
            print(f"{os.path.basename(path)}: skipped ({error})", flush=True)
            return None
        on_board = stones(gnugo.send("list_stones black")) | stones(
            gnugo.send("list_stones white")
        )
        theirs_board = stones(tengen.send("list_stones black")) | stones(
            tengen.send("list_stones white")
        )
        if on_board != theirs_board:
            print(f"{os.path.basename(path)}: skipped (the engines' boards differ)", flush=True)
            return None
        moves = len(re.findall(r";\s*[BW]\[", open(path, encoding="latin-1").read()))
        theirs = stones(gnugo.send("final_status_list dead"))
        ours = tengen_dead(tengen, args)
        second = second_opinion(args, 1, lambda e: final_position(e, path))

        def same_record(kata):
            kata.send("kata-set-rules chinese")
            final_position(kata, path)

        kata = katago_opinion(args, theirs, ours, same_record)
        if args.sgf_dir:
            name = os.path.basename(path)
            with open(os.path.join(args.sgf_dir, name + ".dead"), "w") as f:
                write_lists(f, args, theirs, ours, second)
        return on_board, theirs, ours, moves, second, kata
    finally:
        gnugo.close()
        tengen.close()


def judge_game(number, args):
    """One self-play game; returns (its final position, the final board's stones, GNU Go's
    dead set, Tengen's dead set per threshold, moves, the second opinion), or None if it
    reached --max-moves without two passes."""
    gnugo = Engine(SELF_PLAY.format(level=args.level, seed=number + 1))
    tengen = Engine(args.tengen)
    try:
        for e in (gnugo, tengen):
            set_up(e, args.size, args.komi)
        color, passes, moves, played = "B", 0, 0, []
        start = opening(number, args.size, args.opening)
        while passes < 2 and moves < args.max_moves:
            if moves < len(start):
                mv = start[moves].lower()
                gnugo.send(f"play {color} {mv}")
            else:
                mv = gnugo.send(f"genmove {color}").lower()
            tengen.send(f"play {color} {mv}")
            played.append(f"play {color} {mv}")
            moves += 1
            passes = passes + 1 if mv == "pass" else 0
            color = "W" if color == "B" else "B"
        if passes < 2:
            return None
        black = frozenset(stones(gnugo.send("list_stones black")))
        on_board = black | stones(gnugo.send("list_stones white"))
        theirs = stones(gnugo.send("final_status_list dead"))
        ours = tengen_dead(tengen, args)

        second = second_opinion(args, number, lambda other: replay(other, args, played))
        position = (black, frozenset(on_board))
        path = os.path.join(args.sgf_dir, f"game-{number:03}.sgf") if args.sgf_dir else None
        kata = katago_opinion(
            args, theirs, ours, lambda k: kata_moves(k, args, played),
            lambda: kata_playout(args, played, position, path and path + ".playout"),
        )
        if path:
            gnugo.send(f"printsgf {path}")
            with open(path + ".dead", "w") as f:
                write_lists(f, args, theirs, ours, second)
            with open(path + ".moves", "w") as f:
                f.write("".join(line + "\n" for line in played))
        return position, on_board, theirs, ours, moves, second, kata
    finally:
        gnugo.close()
        tengen.close()


def replay(engine, args, played):
    """`engine` set up as the self-play games are (board, komi), then `played`."""
    set_up(engine, args.size, args.komi)
    for line in played:
        engine.send(line)


def kata_moves(kata, args, played):
    """KataGo with Chinese rules, then as `replay` sets up."""
    kata.send("kata-set-rules chinese")
    replay(kata, args, played)


def rejudged_games(folder):
    """The self-play games an earlier run kept in `folder` (--sgf-dir), by number."""
    return sorted(
        int(m.group(1))
        for name in os.listdir(folder)
        if (m := re.fullmatch(r"game-(\d+)\.sgf\.moves", name))
    )


def rejudge_game(number, args):
    """A kept self-play game judged again by Tengen alone, against the GNU Go answer kept
    beside it: the same result as judge_game, without playing GNU Go again."""
    path = os.path.join(args.rejudge, f"game-{number:03}.sgf")
    with open(path + ".dead") as f:
        theirs = stones(next(line for line in f if line.startswith("gnugo:"))[6:])
    with open(path + ".moves") as f:
        played = [line.strip() for line in f if line.strip()]
    tengen = Engine(args.tengen)
    try:
        replay(tengen, args, played)
        black = frozenset(stones(tengen.send("list_stones black")))
        on_board = black | stones(tengen.send("list_stones white"))
        ours = tengen_dead(tengen, args)
        position = (black, frozenset(on_board))
        kata = katago_opinion(
            args, theirs, ours, lambda k: kata_moves(k, args, played),
            lambda: kata_playout(args, played, position, path + ".playout"),
        )
        return position, on_board, theirs, ours, len(played), None, kata
    finally:
        tengen.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tengen", required=True, help="Tengen's GTP command")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=7.5)
    ap.add_argument("--level", type=int, default=1, help="GNU Go's level for the games")
    ap.add_argument("--max-moves", type=int, default=600)
    ap.add_argument("--opening", type=int, default=4, help="random moves to start each game")
    ap.add_argument("--parallel", type=int, default=1)
    ap.add_argument("--sgf-dir")
    ap.add_argument("--records", help="judge the counted records in this folder instead")
    ap.add_argument(
        "--rejudge",
        help="judge again, by Tengen alone, the self-play games an earlier run kept in this "
        "folder (its --sgf-dir), against the GNU Go answers kept there",
    )
    ap.add_argument(
        "--second-opinion",
        type=int,
        help="also ask GNU Go at this level, with another seed, and report how often "
        "the two GNU Go answers are identical",
    )
    ap.add_argument(
        "--referee-visits",
        type=int,
        default=1000,
        help="KataGo's visits where Tengen and GNU Go differ (with KATAGO=path)",
    )
    ap.add_argument(
        "--referee",
        choices=["status", "playout"],
        default="status",
        help="KataGo's answer where Tengen and GNU Go differ: its final_status_list, or "
        "(self-play games) the stones its play-out from the judged position captures",
    )
    args = ap.parse_args()
    args.katago = os.environ.get("KATAGO") or None
    # One judgement, one rule (src/ai/judge.rs): nothing to calibrate from here.
    args.judges = [None]
    args.labels = ["Tengen"]
    if args.sgf_dir:
        os.makedirs(args.sgf_dir, exist_ok=True)

    lock = threading.Lock()
    seen = set()
    k = len(args.judges)
    same = [0] * k
    agreeing = [0] * k
    dead_tengen = [0] * k
    total, dead_gnugo, judged, second_same, second_tengen, unfinished = 0, 0, 0, 0, 0, 0
    sides = [0, 0, 0]  # where Tengen and GNU Go differ, KataGo sides with: Tengen, GNU Go, neither
    next_number = args.games

    records = counted_records(args.records, args.size)[: args.games] if args.records else []
    kept = rejudged_games(args.rejudge)[: args.games] if args.rejudge else []
    skipped = 0

    def one(number):
        nonlocal total, dead_gnugo, judged, next_number, skipped, second_same, second_tengen
        nonlocal unfinished
        if args.records:
            judged_record = judge_record(records[number], args)
            if judged_record is None:
                with lock:
                    skipped += 1
                return
            on_board, theirs, ours, moves, second, kata = judged_record
            number = os.path.basename(records[number])
        elif args.rejudge:
            _, on_board, theirs, ours, moves, second, kata = rejudge_game(kept[number], args)
            number = kept[number]
        else:
            while True:
                game = judge_game(number, args)
                with lock:
                    if game is None:
                        if number > 20 * args.games:
                            raise SystemExit("too many games without two passes")
                        unfinished += 1
                        print(f"game {number:>3}: no two passes in {args.max_moves} moves, "
                              "another game played", flush=True)
                    else:
                        position, on_board, theirs, ours, moves, second, kata = game
                        if position not in seen or number > 20 * args.games:
                            seen.add(position)
                            break
                    number, next_number = next_number, next_number + 1
        with lock:
            judged += 1
            total += len(on_board)
            dead_gnugo += len(theirs)
            second_same += second == theirs
            second_tengen += second == ours[0]
            if kata is not None:
                sides[0 if kata == ours[0] else 1 if kata == theirs else 2] += 1
            for i, o in enumerate(ours):
                agreeing[i] += len(on_board) - len(theirs ^ o)
                dead_tengen[i] += len(o)
                same[i] += theirs == o
            if theirs != ours[0]:
                only_g = " ".join(sorted(theirs - ours[0])) or "-"
                only_t = " ".join(sorted(ours[0] - theirs)) or "-"
                print(
                    f"game {number:>3} ({moves} moves): differs; "
                    f"dead only to GNU Go: {only_g}; only to Tengen: {only_t}"
                    + ("" if kata is None else "; KataGo sides with "
                       + ("Tengen" if kata == ours[0] else "GNU Go" if kata == theirs
                          else f"neither ({' '.join(sorted(kata)) or '-'})")),
                    flush=True,
                )
            if second is not None and second != theirs:
                print(f"game {number:>3}: GNU Go level {args.second_opinion} differs from "
                      f"level {args.level}", flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        count = len(records) if args.records else len(kept) if args.rejudge else args.games
        for f in concurrent.futures.as_completed([pool.submit(one, n) for n in range(count)]):
            f.result()

    games = (
        f"{judged} counted records ({skipped} skipped)"
        if args.records
        else f"{judged} distinct games to two passes ({unfinished} without, not judged)"
    )
    source = f"the games kept in {args.rejudge}" if args.rejudge else f"GNU Go level {args.level}"
    print(f"\n{args.size}x{args.size}, {source}: {games}, "
          f"{total} stones on the final boards, {dead_gnugo} dead to GNU Go")
    for i, t in enumerate(args.labels):
        print(
            f"  threshold {t}: {same[i]} of {judged} games judged identically "
            f"({100.0 * same[i] / max(1, judged):.1f}%); {agreeing[i]} of {total} stones agree "
            f"({100.0 * agreeing[i] / max(1, total):.2f}%); {dead_tengen[i]} dead to Tengen"
        )
    if args.katago:
        print(
            f"  KataGo {args.referee_visits} visits "
            f"({'its play-out' if args.referee == 'playout' else 'final_status_list'}), "
            f"in the {sum(sides)} games where Tengen and "
            f"GNU Go differ: sides with Tengen in {sides[0]}, with GNU Go in {sides[1]}, with "
            f"neither in {sides[2]}"
        )
        right = same[0] + sides[0]
        print(
            f"  right by the referee: {right} of {judged} games ({same[0]} identical to GNU Go, "
            f"{sides[0]} where they differ identical to KataGo)"
        )
    if args.second_opinion is not None:
        print(
            f"  GNU Go level {args.second_opinion} with another seed: {second_same} of "
            f"{judged} games judged identically to level {args.level} "
            f"({100.0 * second_same / max(1, judged):.1f}%), and to Tengen at threshold "
            f"{args.labels[0]} in {second_tengen}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
