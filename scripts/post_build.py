#!/usr/bin/env python3
"""Trunk post-build hook.

1. Adds the SHA-256 of every inline <script> in index.html to the Content
   Security Policy (replacing the TENGEN_SCRIPT_HASHES placeholder), so the page
   needs no 'unsafe-inline' for scripts.
2. Writes sw.js from scripts/sw.js: the service worker that precaches every
   file of this build, under a cache name derived from the files' contents, so
   a new build replaces the old cache.
"""
import base64
import hashlib
import json
import os
import pathlib
import re
import sys

PLACEHOLDER = "TENGEN_SCRIPT_HASHES"


def fail(message: str) -> None:
    print(f"post_build.py: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        fail("TRUNK_STAGING_DIR is not set; run this as a Trunk hook")
    staging = pathlib.Path(staging)
    source = pathlib.Path(os.environ.get("TRUNK_SOURCE_DIR", "."))

    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    if PLACEHOLDER not in html:
        fail("index.html has no TENGEN_SCRIPT_HASHES placeholder in its CSP")
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

    files = sorted(
        p.relative_to(staging).as_posix()
        for p in staging.rglob("*")
        if p.is_file() and p.name != "sw.js"
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode())
        digest.update((staging / name).read_bytes())
    version = digest.hexdigest()[:16]

    template = (source / "scripts" / "sw.js").read_text(encoding="utf-8")
    worker = template.replace("__TENGEN_VERSION__", version).replace(
        "__TENGEN_PRECACHE__", json.dumps(files)
    )
    (staging / "sw.js").write_text(worker, encoding="utf-8")
    print(f"post_build.py: {len(hashes)} inline script hash(es); sw.js caches {len(files)} files as version {version}")


if __name__ == "__main__":
    main()
