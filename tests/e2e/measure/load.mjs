// Load time of the release build in headless Chromium on 127.0.0.1: from navigation start
// to an interactive Home (its New game link mounted) and to an interactive 9x9 board (a
// saved 9x9 game's screen, opened by its link, with its points mounted), each in a fresh
// browser context (empty HTTP cache, no service worker), the files sent brotli-compressed
// as a static host sends them (a copy of the build with .br files beside). Plain, then with 4x CPU
// throttling and a slow 3G network (Chrome DevTools Protocol: 2 s round trip, 50 KB/s
// each way, DevTools' and Puppeteer's "Slow 3G"), and the same CPU with "Fast 3G" (562 ms,
// 180 KB/s down). Prints the median and range of a few runs, and the
// bytes fetched. Run by `scripts/measure.sh load` (MEASURE_DIST=folder for another build).
import { base, dist, withBrowser } from "./common.mjs";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as zlib from "node:zlib";

const PLAIN_RUNS = 7;
const THROTTLED_RUNS = 3;
// Chrome DevTools' network presets (Puppeteer's PredefinedNetworkConditions).
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50000, uploadThroughput: 50000 };
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180000, uploadThroughput: 84375 };

// Notes, in the page, when Home and the board first appear.
function watch() {
  new MutationObserver(() => {
    if (!window.__home && document.querySelector('main.app a[href="new"]')) window.__home = performance.now();
    if (!window.__board && document.querySelector('main.app [data-point="A1"]')) window.__board = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} over ${xs.length})`;

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tengen-load-"));
fs.cpSync(dist, root, { recursive: true });
for (const file of fs.readdirSync(root, { recursive: true })) {
  if (/\.(wasm|js|css|html|webmanifest|svg)$/.test(file)) {
    const raw = fs.readFileSync(path.join(root, file));
    fs.writeFileSync(path.join(root, file + ".br"), zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

await withBrowser(async (browser) => {
  // A saved 9x9 game to open by its link.
  const setup = await browser.newContext({ serviceWorkers: "block" });
  const page = await setup.newPage();
  await page.goto(`${base}/new`);
  await page.getByRole("radio", { name: "9×9" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator('[data-point="A1"]').waitFor();
  await page.locator('[data-point="E5"] .hit').click();
  await page.locator('[data-point="E5"] .hit').click();
  await page.waitForTimeout(300);
  const game = new URL(page.url()).pathname;
  const storage = await setup.storageState();
  await setup.close();

  async function once(url, mark, network) {
    const context = await browser.newContext({ serviceWorkers: "block", storageState: storage });
    const tab = await context.newPage();
    let bytes = 0;
    tab.on("response", (r) => {
      r.allHeaders().then((h) => (bytes += Number(h["content-length"] ?? 0)), () => {});
    });
    if (network) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    }
    await tab.addInitScript(watch);
    await tab.goto(url, { timeout: 120000 });
    await tab.waitForFunction((m) => window[m] !== undefined, mark, { timeout: 120000 });
    const ms = await tab.evaluate((m) => window[m], mark);
    await context.close();
    return { ms, bytes };
  }

  const profiles = [["plain", null, PLAIN_RUNS], ["4x CPU, slow 3G", SLOW_3G, THROTTLED_RUNS], ["4x CPU, fast 3G", FAST_3G, THROTTLED_RUNS]];
  for (const [label, network, runs] of profiles) {
    for (const [what, url, mark] of [["Home", `${base}/`, "__home"], ["a 9x9 board", `${base}${game}`, "__board"]]) {
      const times = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const r = await once(url, mark, network);
        times.push(r.ms);
        bytes = r.bytes;
      }
      console.log(`${label.padEnd(16)} navigation start to interactive ${what.padEnd(12)} ${spread(times)}, ${(bytes / 1000).toFixed(1)} KB fetched`);
    }
  }
  console.log("targets: <= 300 ms plain, <= 2.5 s throttled (4x CPU, slow 3G)");
}, { root, serveArgs: ["--precompressed"] });
fs.rmSync(root, { recursive: true, force: true });
