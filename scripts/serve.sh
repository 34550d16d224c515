#!/usr/bin/env bash
# Installs what is missing, builds the release app and serves it at
# http://127.0.0.1:8080 (PORT=... to change).
source "$(dirname "$0")/lib.sh"

ensure_build_tools
build_release
step "serve dist/"
exec python3 scripts/serve.py --root dist --port "${PORT:-8080}"
