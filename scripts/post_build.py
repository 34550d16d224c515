#!/usr/bin/env python3
"""Trunk post-build hook.

0. In release builds, scripts/split_wasm.py optimises the page's wasm and cuts off the
   parts loaded on demand.
1. Writes the first segments of the app's addresses (FIRST_SEGMENTS in src/ui/route.rs,
   the one list of them) into index.html's start-up script (the TENGEN_ROUTES
   placeholder), which finds the app's folder by them.
   Then adds the SHA-256 of every inline <script> in index.html to the Content
   Security Policy (replacing the TENGEN_SCRIPT_HASHES placeholder), so the page
   needs no 'unsafe-inline' for scripts.
2. Writes sw.js from scripts/sw.js: the service worker that precaches every
   file of this build, under a cache name derived from the files' contents, so
   a new build replaces the old cache. The computer player (its worker and the
   network under katago/) is not precached: the service worker keeps it once a
   computer game fetched it, the network under a name from its own contents, so a
   build with the same network keeps the copy and one with another replaces it.
"""
import base64
import hashlib
import json
import os
import pathlib
import re
import sys

import split_wasm

PLACEHOLDER = "TENGEN_SCRIPT_HASHES"
ROUTES = "TENGEN_ROUTES"


def first_segments(source: pathlib.Path) -> list:
    """The app's FIRST_SEGMENTS, read from src/ui/route.rs."""
    text = (source / "src" / "ui" / "route.rs").read_text(encoding="utf-8")
    found = re.search(r"pub const FIRST_SEGMENTS: \[&str; \d+\] = \[(.*?)\];", text, re.S)
    names = re.findall(r'"([a-z-]+)"', found.group(1)) if found else []
    if not names:
        fail("src/ui/route.rs has no FIRST_SEGMENTS list")
    return names


def fail(message: str) -> None:
    print(f"post_build.py: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        fail("TRUNK_STAGING_DIR is not set; run this as a Trunk hook")
    staging = pathlib.Path(staging)
    source = pathlib.Path(os.environ.get("TRUNK_SOURCE_DIR", "."))

    if os.environ.get("TRUNK_PROFILE") == "release":
        split_wasm.main()

    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    if PLACEHOLDER not in html:
        fail("index.html has no TENGEN_SCRIPT_HASHES placeholder in its CSP")
    if ROUTES not in html:
        fail("index.html's start-up script has no TENGEN_ROUTES placeholder")
    html = html.replace(ROUTES, "|".join(first_segments(source)))
    inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, re.S)
    hashes = sorted(
        {
            "'sha256-"
            + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
            + "'"
            for body in inline
        }
    )
    html = html.replace(PLACEHOLDER, " ".join(hashes))
    index.write_text(html, encoding="utf-8")

    every = sorted(
        p.relative_to(staging).as_posix()
        for p in staging.rglob("*")
        if p.is_file() and p.name != "sw.js"
    )
    lazy = [f for f in every if f.startswith("katago/") or f.startswith("tengen-worker")]
    if not any(f.startswith("katago/") for f in lazy):
        fail("the build has no katago/ network for the computer player")
    # The page deploys only what it uses: the shipped net and its licence (the f32
    # original lives in assets/katago-f32/ for the tests).
    extra = [f for f in lazy if f.startswith("katago/") and not f.endswith((".f16.bin", "LICENSE"))]
    if extra:
        fail(f"dist/katago/ holds files the page never uses: {', '.join(extra)}")
    files = [f for f in every if f not in lazy]

    def digest_of(names: list) -> str:
        digest = hashlib.sha256()
        for name in names:
            digest.update(name.encode())
            digest.update((staging / name).read_bytes())
        return digest.hexdigest()[:16]

    version = digest_of(every)
    net_version = digest_of([f for f in lazy if f.startswith("katago/")])

    template = (source / "scripts" / "sw.js").read_text(encoding="utf-8")
    worker = (
        template.replace("__TENGEN_VERSION__", version)
        .replace("__TENGEN_NET_VERSION__", net_version)
        .replace("__TENGEN_PRECACHE__", json.dumps(files))
    )
    (staging / "sw.js").write_text(worker, encoding="utf-8")
    print(
        f"post_build.py: {len(hashes)} inline script hash(es); sw.js precaches {len(files)} files "
        f"as version {version}, keeps {len(lazy)} computer-player files when fetched (network {net_version})"
    )


if __name__ == "__main__":
    main()
