// Measures the computer player's worker in headless Chromium, as the release build
// ships it: started from its loader in a page of the app and driven by its own
// messages. Prints the network's download and load, visits per second of an analysis
// at the strongest level's settings on 9x9, 13x13 and 19x19 (a few moves in), the
// strongest level's Genmove → Played on 9x9 and 19x19 (it spends seconds: the visits it
// read in them), and the page's long tasks
// (over 50 ms) while the strongest level finds a 19x19 move in a game.
// Run by `scripts/measure.sh worker`; numbers, not a test.
import { WORKER_DRIVER, base, cores, recordOf, recordTemplate, withBrowser } from "./common.mjs";

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

  // Root parallelism, as a play screen's pool does it: the first worker searches the
  // move and chooses, a helper searches the same position for the same seconds and its
  // shares go to the first (the page relays them). Two positions a size (each search is
  // of a fresh root), with one worker and with two.
  await page.evaluate(async () => {
    const h = (window.__helper = window.__newDriver());
    await h.until((m) => m === "Started");
    h.send("Load");
    await h.until((m) => m === "Ready");
  });
  const FURTHER = { 9: ["Wdd", "Wff", "Wdf", "Wfd"], 19: ["Wdj", "Wqj", "Wjd", "Wjq"] };
  const spread = (request) => page.evaluate(async ({ record, id, workers }) => {
    const [d, h] = [window.__driver, window.__helper];
    const t0 = performance.now();
    d.send({ Genmove: { id, record, level: 7, helpers: workers - 1 } });
    if (workers === 2) {
      h.send({ Share: { id: id + 1000, record, level: 7 } });
      const shared = await h.until((m) => m.Shared?.id === id + 1000);
      d.send({ Absorb: { id, shares: shared.msg.Shared.shares } });
    }
    const played = await d.until((m) => m.Played?.id === id);
    const last = (driver, i) => driver.replies.filter((r) => r.msg.Progress?.id === i).at(-1)?.msg.Progress.visits ?? 0;
    return { ms: played.at - t0, visits: [last(d, id), workers === 2 ? last(h, id + 1000) : 0] };
  }, request);
  console.log("root parallelism, the strongest level's move (its seconds), one worker and two:");
  const rates = {};
  const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
  for (const size of [9, 19]) {
    for (const [k, workers] of [[0, 1], [1, 2], [2, 1], [3, 2]]) {
      id++;
      const record = recordOf(template, size, OPENINGS[size] + FURTHER[size][k]);
      const r = await spread({ record, id, workers });
      const total = r.visits[0] + r.visits[1];
      const rate = total / (r.ms / 1000);
      (rates[`${size}/${workers}`] ??= []).push(rate);
      console.log(`  ${size}x${size}, ${workers} worker(s): ${total} visits (${r.visits.filter((v) => v).join(" + ")}) in ${ms(r.ms)}: ${rate.toFixed(0)} visits/s`);
    }
    console.log(`  ${size}x${size}: two workers read ${(mean(rates[`${size}/2`]) / mean(rates[`${size}/1`])).toFixed(2)}x the visits a second of one`);
  }
  const memory = await page.evaluate(() =>
    [window.__driver, window.__helper].map((d) => d.replies.filter((r) => r.msg.Memory).map((r) => r.msg.Memory.bytes)));
  const mb = (b) => `${(b / 1048576).toFixed(1)} MB`;
  console.log(`memory per worker (its wasm memory): ${memory.map((m) => `${mb(m[0])} with the network loaded, ${mb(Math.max(...m))} at most after the searches above`).join("; ")}; a pool of four: about ${mb(4 * Math.max(...memory.flat()))}`);
  await context.close();

  // The page while the strongest level finds a 19x19 move in a game, a pool of two (a
  // two-core device): the first move loads the network, the second readies the helper,
  // the third (spread over both) is the one watched.
  const game = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1024, height: 768 } });
  const play = await game.newPage();
  await play.addInitScript(cores(2));
  await play.addInitScript(() => localStorage.setItem("tengen.settings", JSON.stringify({ placing: "OneTap" })));
  await play.goto(`${base}/`);
  await play.getByRole("link", { name: "Play the computer" }).click();
  await play.getByRole("radio", { name: "19×19" }).click();
  await play.getByLabel("Level").selectOption({ label: "Strongest" });
  await play.getByRole("button", { name: "Start" }).click();
  for (const [p, n] of [["Q16", 2], ["D4", 4]]) {
    await play.locator(`[data-point="${p}"]`).click();
    await play.locator(".move-number").getByText(`Move ${n}`, { exact: true }).waitFor({ timeout: 120_000 });
  }
  const watched = await play.evaluate(async () => {
    const long = [];
    new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration))).observe({ type: "longtask" });
    const t0 = performance.now();
    const free = ["C16", "Q3", "R10", "K3"].find((p) => !document.querySelector(`[data-point="${p}"]`).dataset.stone);
    document.querySelector(`[data-point="${free}"] .hit`).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    while (document.querySelector(".move-number")?.textContent !== "Move 6") await new Promise((r) => setTimeout(r, 20));
    return { ms: performance.now() - t0, long };
  });
  const loads = await play.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("tengen-worker_loader")).length);
  console.log(`a strongest-level 19x19 move in a game, a pool of two (${loads} worker scripts loaded) (tap to its stone): ${ms(watched.ms)}; page long tasks (> 50 ms) meanwhile: ${watched.long.length}${watched.long.length ? ` (${watched.long.map(ms).join(", ")})` : ""}`);
  await game.close();
});
