// Runs a wasm32-wasip1 binary in Node: node scripts/run-wasi.mjs FILE.wasm [ARGS...], through
// scripts/run-wasi.sh (the benches in scripts/measure.sh; cargo's runner for the network's
// tests in wasm, scripts/test.sh tier 1). Imports other than WASI are stubbed (the crate's
// browser bindings are linked in but never called by a bench or these tests).
//
// Node exits with the program's own exit status, explicitly, and writes it first to
// $RUN_WASI_STATUS_FILE when set: Node 20 (V8 11.3) may crash with SIGSEGV while tearing down
// after a long wasm run, and run-wasi.sh then reports the program's status instead. A wasm
// trap (a panic under panic=abort) is an uncaught error here: status 1.
//
// The program sees no file and no variable of the host but these: each folder named in
// $RUN_WASI_DIRS (":" between them) at its own path, and every TENGEN_* variable (the strong
// net's tests and bench read it from $TENGEN_NET_CACHE).
import { WASI } from "node:wasi";
import * as fs from "node:fs";
const dirs = (process.env.RUN_WASI_DIRS ?? "").split(":").filter(Boolean);
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith("TENGEN_")));
const wasi = new WASI({
  version: "preview1",
  args: ["wasm", ...process.argv.slice(3)],
  env,
  preopens: Object.fromEntries(dirs.map((d) => [d, d])),
  returnOnExit: true,
});
const mod = await WebAssembly.compile(fs.readFileSync(process.argv[2]));
const imports = { wasi_snapshot_preview1: wasi.wasiImport };
for (const imp of WebAssembly.Module.imports(mod)) {
  if (imp.module === "wasi_snapshot_preview1") continue;
  imports[imp.module] ??= {};
  imports[imp.module][imp.name] = () => { throw new Error(`unexpected call to ${imp.module}.${imp.name}`); };
}
const inst = await WebAssembly.instantiate(mod, imports);
let status;
try {
  status = wasi.start(inst);
} catch (e) {
  console.error(e);
  status = 1;
}
if (process.env.RUN_WASI_STATUS_FILE) fs.writeFileSync(process.env.RUN_WASI_STATUS_FILE, `${status}\n`);
process.exit(status);
