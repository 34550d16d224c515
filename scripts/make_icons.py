#!/usr/bin/env python3
"""Draws Tengen's app icons (a corner of a Go board with a black and a white
stone) as PNG files in assets/icons/. Pure Python; run it again only to change
the artwork: the PNGs are committed."""
import math
import pathlib
import struct
import zlib

WOOD = (222, 177, 106)
LINE = (60, 40, 20)
BLACK = (24, 24, 24)
WHITE = (244, 242, 236)
DARK = (43, 33, 24)


def png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(data)


def colour_at(x, y, maskable):
    """The colour at (x, y) in a unit square."""
    inset = 0.1 if maskable else 0.0
    u, v = (x - inset) / (1 - 2 * inset), (y - inset) / (1 - 2 * inset)
    if not (0 <= u <= 1 and 0 <= v <= 1):
        return WOOD if maskable else DARK
    # rounded-corner plate (not for maskable: the platform masks it)
    r = 0.18
    if not maskable:
        cx, cy = min(max(u, r), 1 - r), min(max(v, r), 1 - r)
        if math.hypot(u - cx, v - cy) > r:
            return DARK
    for cx, cy, colour in ((0.5, 0.5, BLACK), (0.75, 0.25, WHITE)):
        d = math.hypot(u - cx, v - cy)
        if d < 0.2:
            return colour if d < 0.19 else LINE
    for i in range(1, 5):
        g = i * 0.25
        if abs(u - g) < 0.012 or abs(v - g) < 0.012:
            return LINE
    return WOOD


def icon(size, maskable=False):
    ss = 3
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            acc = [0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = colour_at((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, maskable)
                    acc = [a + b for a, b in zip(acc, c)]
            row.append(tuple(a // (ss * ss) for a in acc))
        rows.append(row)
    return rows


if __name__ == "__main__":
    out = pathlib.Path(__file__).resolve().parent.parent / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        png(out / f"icon-{size}.png", size, size, icon(size))
    png(out / "icon-maskable-512.png", 512, 512, icon(512, maskable=True))
    print("icons written to", out)
