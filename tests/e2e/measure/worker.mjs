// Measures the computer player's worker in headless Chromium, as the release build
// ships it: started from its loader in a page of the app and driven by its own
// messages. Prints the network's download and load, visits per second of an analysis
// at the strongest level's settings on 9x9, 13x13 and 19x19 (a few moves in), the
// strongest level's Genmove → Played on 9x9 and 19x19 (it spends seconds: the visits it
// read in them), and the page's long tasks
// (over 50 ms) while the strongest level finds a 19x19 move in a game.
// Run by `scripts/measure.sh worker`; numbers, not a test.
import { WORKER_DRIVER, base, recordOf, recordTemplate, withBrowser } from "./common.mjs";

/** A few moves in, on each size: the 4-4 points, then one approach. */
const OPENINGS = {
  9: "BggWccBgcWcgBee",
  13: "BjjWddBjdWdjBgg",
  19: "BpdWdpBppWddBjj",
};
/** Visits asked of each analysis: a few seconds on each size. */
const VISITS = { 9: 600, 13: 400, 19: 250 };
/** The strongest level's number (the levels table has seven). */
const STRONGEST = 7;

const ms = (t) => `${t.toFixed(0)} ms`;

await withBrowser(async (browser) => {
  const template = await recordTemplate(browser);
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const load = await page.evaluate(async (script) => {
    const t0 = performance.now();
    (0, eval)(script);
    const d = window.__driver;
    const started = (await d.until((m) => m === "Started")).at;
    d.send("Load");
    const ready = (await d.until((m) => m === "Ready")).at;
    const steps = d.replies.filter((r) => r.msg.Loading);
    const last = steps[steps.length - 1];
    return { start: started - t0, download: last.at - started, bytes: last.msg.Loading.total, load: ready - last.at };
  }, WORKER_DRIVER);
  console.log(`worker started (wasm compiled and running) in ${ms(load.start)}`);
  console.log(`network: ${load.bytes} bytes downloaded in ${ms(load.download)} (from 127.0.0.1), loaded in ${ms(load.load)} more`);

  let id = 0;
  const ask = (request) => page.evaluate(async ({ request, id }) => {
    const d = window.__driver;
    const sent = performance.now();
    d.send(request);
    const first = await d.until((m) => m.Progress?.id === id);
    const end = await d.until((m) => (m.Analysis ?? m.Played)?.id === id);
    const progress = d.replies.filter((r) => r.msg.Progress?.id === id);
    const last = progress[progress.length - 1].msg.Progress;
    return { first: { at: first.at - sent, visits: first.msg.Progress.visits }, at: end.at - sent, msg: end.msg, last };
  }, { request, id });

  // The first search warms the engine (V8 tiers wasm up while it runs).
  id++;
  await ask({ Analyse: { id, record: recordOf(template, 9, OPENINGS[9]), visits: 100, steady: false } });
  console.log("analysis at the strongest level's settings (after a warm-up search on 9x9):");
  for (const size of [9, 13, 19]) {
    id++;
    const r = await ask({ Analyse: { id, record: recordOf(template, size, OPENINGS[size]), visits: VISITS[size], steady: false } });
    const visits = r.msg.Analysis.analysis.visits;
    const rate = (visits - r.first.visits) / ((r.at - r.first.at) / 1000);
    console.log(`  ${size}x${size}: ${visits} visits in ${ms(r.at)}: ${rate.toFixed(1)} visits/s after the first batch (${(1000 / rate).toFixed(1)} ms a visit)`);
  }
  console.log("strongest level, Genmove → Played:");
  for (const size of [9, 19]) {
    id++;
    const r = await ask({ Genmove: { id, record: recordOf(template, size, OPENINGS[size]), level: STRONGEST } });
    console.log(`  ${size}x${size}: ${ms(r.at)} (first progress after ${ms(r.first.at)}), ${r.last.visits} visits read (the measured budget: ${r.last.planned === r.last.visits ? "reached or passed" : r.last.planned})`);
  }
  await context.close();

  // The page while the strongest level finds a 19x19 move in a game (its own worker).
  const game = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1024, height: 768 } });
  const play = await game.newPage();
  await play.addInitScript(() => localStorage.setItem("tengen.settings", JSON.stringify({ placing: "OneTap" })));
  await play.goto(`${base}/`);
  await play.getByRole("link", { name: "Play the computer" }).click();
  await play.getByRole("radio", { name: "19×19" }).click();
  await play.getByLabel("Level").selectOption({ label: "Strongest" });
  await play.getByRole("button", { name: "Start" }).click();
  // The first move loads the network; the second is the one watched.
  await play.locator('[data-point="Q16"]').click();
  await play.locator(".move-number").getByText("Move 2", { exact: true }).waitFor({ timeout: 120_000 });
  const watched = await play.evaluate(async () => {
    const long = [];
    new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration))).observe({ type: "longtask" });
    const t0 = performance.now();
    document.querySelector('[data-point="D4"] .hit').dispatchEvent(new MouseEvent("click", { bubbles: true }));
    while (document.querySelector(".move-number")?.textContent !== "Move 4") await new Promise((r) => setTimeout(r, 20));
    return { ms: performance.now() - t0, long };
  });
  console.log(`a strongest-level 19x19 move in a game (tap to its stone): ${ms(watched.ms)}; page long tasks (> 50 ms) meanwhile: ${watched.long.length}${watched.long.length ? ` (${watched.long.map(ms).join(", ")})` : ""}`);
  await game.close();
});
