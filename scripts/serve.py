#!/usr/bin/env python3
"""Serves a built Tengen (dist/) on 127.0.0.1 like a static host with an SPA
fallback: a path without a file falls back to the nearest index.html, so
/play/3 (or /tengen/play/3 for an app under a sub-path) reloads.

    python3 scripts/serve.py [--root dist] [--port 8080] [--precompressed]

--precompressed: a file with a NAME.br beside it is sent as that, brotli-encoded, to a
browser that accepts it (as static hosts do; measure.sh load writes the .br files).
"""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    precompressed = False
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def send_head(self):
        url_path = self.path.split("?")[0].split("#")[0]
        if not os.path.exists(self.translate_path(url_path)) and "." not in os.path.basename(url_path):
            # SPA fallback: the index.html of the nearest folder that has one,
            # so an app under a sub-path (/tengen/play/3) gets its own page.
            folder = url_path.rsplit("/", 1)[0]
            while folder and not os.path.isfile(self.translate_path(folder + "/index.html")):
                folder = folder.rsplit("/", 1)[0]
            self.path = folder + "/index.html"
        path = self.translate_path(self.path.split("?")[0])
        if self.precompressed and os.path.isfile(path + ".br") and "br" in self.headers.get("Accept-Encoding", ""):
            return self.send_brotli(path)
        return super().send_head()

    def send_brotli(self, path):
        body = open(path + ".br", "rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "br")
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def end_headers(self):
        # The page and the service worker are never kept in the HTTP cache,
        # so an update always arrives (the hashed files may be cached).
        name = self.path.split("?")[0]
        if name.endswith((".html", "/", "sw.js", ".webmanifest")) or "." not in os.path.basename(name):
            self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        if os.environ.get("TENGEN_SERVE_LOG"):
            super().log_message(format, *args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--root", default="dist")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--precompressed", action="store_true")
    args = parser.parse_args()
    if not os.path.isdir(args.root):
        sys.exit(f"serve.py: {args.root}/ not found; build the app first")
    Handler.precompressed = args.precompressed
    handler = functools.partial(Handler, directory=args.root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"Tengen is served at http://127.0.0.1:{args.port}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
