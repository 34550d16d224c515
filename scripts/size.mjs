// Prints what the release build (dist/ by default) makes a browser download: the first
// load (the files index.html names and the scripts they import: wasm, JS and CSS, in
// English) with its brotli total, then each part loaded later on demand (src/part.rs:
// its own wasm with the shared pieces it needs), the other languages' first screens, the
// service worker, the problem collections (data files fetched when one of their problems
// opens) and the computer player. Raw, gzip and brotli bytes.
import * as fs from "node:fs";
import * as path from "node:path";
import * as zlib from "node:zlib";

const dist = process.argv[2] ?? "dist";
const TARGET_KB = 180;

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) fail(`${file} is named but not in ${dist}/`);
    const raw = fs.readFileSync(full);
    sizes.set(file, {
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }).length,
    });
  }
  return sizes.get(file);
}

const local = (name) => name.replace(/^\.\//, "");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");

// The first load: stylesheets, module preloads and the wasm preload of index.html, its
// inline module's imports, and every file those scripts import in turn.
const first = new Set();
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  const rel = /\brel="?([a-z]+)/.exec(tag)?.[1];
  const href = /\bhref="?([^" >]+)/.exec(tag)?.[1];
  if (href && ["stylesheet", "modulepreload", "preload"].includes(rel) && /\.(css|js|wasm)$/.test(href)) {
    first.add(local(href));
  }
}
for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
  for (const m of script.matchAll(/['"](\.\/[^'"]+\.(?:js|wasm))['"]/g)) first.add(local(m[1]));
}
const queue = [...first].filter((f) => f.endsWith(".js"));
while (queue.length > 0) {
  const js = fs.readFileSync(path.join(dist, queue.pop()), "utf8");
  for (const m of js.matchAll(/\b(?:import|from)\s*['"](\.\/[^'"]+)['"]/g)) {
    const file = local(m[1]);
    if (!first.has(file)) {
      first.add(file);
      if (file.endsWith(".js")) queue.push(file);
    }
  }
}
if (![...first].some((f) => f.endsWith(".wasm"))) fail("index.html names no wasm");

// The parts: the loader (parts-*.js) names each part's wasm and the shared pieces it needs.
const parts = [];
const loader = [...first].find((f) => /^parts-.*\.js$/.test(f));
if (loader) {
  const text = fs.readFileSync(path.join(dist, loader), "utf8");
  const pieces = new Map();
  // `name = [wrap(]load(() => { const src = fetch(new URL("./file", ...)) ... }, [deps])`,
  // as wasm-split-cli writes it or as terser leaves it (names shortened, spaces gone).
  const re = /([\w$]+)\s*=\s*(?:[\w$]+\()?[\w$]+\(\(\)\s*=>\s*\{\s*const [\w$]+\s*=\s*fetch\(new URL\("\.\/([^"]+)"[\s\S]*?,\s*\[([\w$,\s]*)\]\)/g;
  for (const m of text.matchAll(re)) {
    pieces.set(m[1], { file: m[2], deps: m[3].split(",").map((d) => d.trim()).filter(Boolean) });
  }
  for (const [name, piece] of pieces) {
    if (!name.startsWith("__wasm_split_load_")) continue;
    const files = [piece.file, ...piece.deps.map((d) => pieces.get(d)?.file ?? fail(`${loader}: no ${d}`))];
    parts.push({ name: name.slice("__wasm_split_load_".length), files });
  }
  if (parts.length === 0) fail(`${loader}: no parts found (has wasm-split-cli's or terser's output changed?)`);
}

const pad = (s, n) => String(s).padStart(n);
const row = (label, files) => {
  const t = files.map(size).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  console.log(`${label.padEnd(44)} ${pad(t.raw, 9)} ${pad(t.gzip, 9)} ${pad(t.brotli, 9)}`);
  return t;
};
console.log(`${"".padEnd(44)} ${pad("raw", 9)} ${pad("gzip", 9)} ${pad("brotli", 9)}`);
console.log("first load (English):");
for (const f of [...first].sort()) row(`  ${f}`, [f]);
const total = row("  total", [...first]);
console.log(`first load: ${total.brotli} bytes brotli = ${(total.brotli / 1000).toFixed(1)} KB (target <= ${TARGET_KB} KB)`);

console.log("loaded later, on demand (each part with the shared pieces it needs):");
for (const part of parts.sort((a, b) => a.name.localeCompare(b.name))) row(`  part ${part.name}`, part.files);
const named = new Set([...first, ...parts.flatMap((p) => p.files)]);
const others = fs.readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && !named.has(f)).sort();
for (const f of others) row(`  ${f}`, [f]);
// The shipped problem collections: data files, each fetched when one of its problems opens.
const packs = fs.existsSync(path.join(dist, "problem-packs"))
  ? fs.readdirSync(path.join(dist, "problem-packs")).filter((f) => f.endsWith(".pack")).sort().map((f) => `problem-packs/${f}`)
  : [];
for (const f of packs) row(`  ${f}`, [f]);
if (packs.length > 0) row("  problem-packs/ (all collections)", packs);
for (const f of fs.existsSync(path.join(dist, "katago")) ? fs.readdirSync(path.join(dist, "katago")).filter((f) => f.endsWith(".bin")) : []) {
  row(`  katago/${f}`, [`katago/${f}`]);
}
const everything = [...named, ...others, ...packs];
row("everything above but the network", everything);
