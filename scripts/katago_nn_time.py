#!/usr/bin/env python3
"""KataGo's own time per network evaluation, for scripts/measure.sh nn-strong to print beside
ours: kata-raw-nn 0 over GTP (one position, symmetry 0, with ownership: what one of our
evaluations at batch 1 computes) on positions some 40 random moves into a game, 9x9 and 19x19,
one thread (numNNServerThreadsPerModel=1, numEigenThreadsPerModel=1 for the Eigen backend).
Each evaluation is a new position (no cache), timed from the command to the answer; prints the
best and the median ms of 16 after one warm-up (the machine is shared: the best is the least
disturbed).

    python3 scripts/katago_nn_time.py KATAGO_BINARY MODEL.bin.gz [CONFIG]
"""

import os
import random
import shlex
import statistics
import sys
import time

from strength import LETTERS, Engine, GtpError


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    katago, model = sys.argv[1], sys.argv[2]
    config = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(katago), "gtp.cfg")
    gtp = Engine(shlex.join([
        katago, "gtp", "-config", config, "-model", model, "-override-config",
        "numSearchThreads=1,numNNServerThreadsPerModel=1,numEigenThreadsPerModel=1,"
        "nnCacheSizePowerOfTwo=10,logToStderr=false,logFile=/dev/null,"
        "logAllGTPCommunication=false,ponderingEnabled=false"]))
    print(f"KataGo ({gtp.send('version')}, {os.path.basename(model)}): kata-raw-nn 0, one thread")
    rng = random.Random(7)
    for size in (9, 19):
        gtp.send(f"boardsize {size}")
        gtp.send("kata-set-rules chinese")
        times = []
        for i in range(17):
            gtp.send("clear_board")
            colour = "b"
            played = 0
            while played < 40:
                at = f"{LETTERS[rng.randrange(size)]}{rng.randrange(size) + 1}"
                try:
                    gtp.send(f"play {colour} {at}")
                except GtpError:
                    continue
                colour = "w" if colour == "b" else "b"
                played += 1
            start = time.perf_counter()
            gtp.send("kata-raw-nn 0")
            if i > 0:
                times.append((time.perf_counter() - start) * 1000)
        print(f"{size:>2}x{size:<2}  batch 1: best {min(times):7.2f} ms, median {statistics.median(times):7.2f} ms")
    gtp.close()


if __name__ == "__main__":
    main()
