// Used by scripts/measure.sh bench: node scripts/run-wasi.mjs FILE.wasm
// Runs a wasm32-wasip1 binary in Node; imports other than WASI are stubbed
// (the crate's browser bindings are linked in but never called by the bench).
import { WASI } from "node:wasi";
import * as fs from "node:fs";
const wasi = new WASI({ version: "preview1", args: ["bench", ...process.argv.slice(3)], env: {}, returnOnExit: true });
const mod = await WebAssembly.compile(fs.readFileSync(process.argv[2]));
const imports = { wasi_snapshot_preview1: wasi.wasiImport };
for (const imp of WebAssembly.Module.imports(mod)) {
  if (imp.module === "wasi_snapshot_preview1") continue;
  imports[imp.module] ??= {};
  imports[imp.module][imp.name] = () => { throw new Error(`unexpected call to ${imp.module}.${imp.name}`); };
}
const inst = await WebAssembly.instantiate(mod, imports);
wasi.start(inst);
