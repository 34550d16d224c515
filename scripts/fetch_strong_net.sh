#!/usr/bin/env bash
# Fetches the strong network (KataGo's g170e b15c192, from the KaTrain 1.2.0 wheel on PyPI)
# into .cache/katago/ (or $TENGEN_NET_CACHE), checks its SHA-256 and converts it to the
# compact f16 form with tengen-net; each only if missing. scripts/test.sh does the same.
source "$(dirname "$0")/lib.sh"
ensure_strong_net
