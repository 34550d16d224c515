// Prints the raw, gzip and brotli sizes of the release build's wasm, JS and
// CSS (dist/ by default), and their brotli total.
import * as fs from "node:fs";
import * as path from "node:path";
import * as zlib from "node:zlib";

const dist = process.argv[2] ?? "dist";
const kinds = { wasm: ".wasm", js: ".js", css: ".css" };
const rows = [];
for (const [kind, ext] of Object.entries(kinds)) {
  const files = fs.readdirSync(dist).filter((f) => f.endsWith(ext) && f !== "sw.js");
  if (files.length === 0) {
    console.error(`size: no ${ext} file in ${dist}/`);
    process.exit(1);
  }
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dist, file));
    const gzip = zlib.gzipSync(raw, { level: 9 }).length;
    const brotli = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }).length;
    rows.push({ kind, file, raw: raw.length, gzip, brotli });
  }
}
const pad = (s, n) => String(s).padStart(n);
console.log(`${"kind".padEnd(5)} ${"file".padEnd(34)} ${pad("raw", 9)} ${pad("gzip", 9)} ${pad("brotli", 9)}`);
for (const r of rows) {
  console.log(`${r.kind.padEnd(5)} ${r.file.padEnd(34)} ${pad(r.raw, 9)} ${pad(r.gzip, 9)} ${pad(r.brotli, 9)}`);
}
const total = rows.reduce((s, r) => s + r.brotli, 0);
console.log(`brotli total (wasm + js + css): ${total} bytes = ${(total / 1000).toFixed(1)} KB (target <= 180 KB)`);
