// What the measuring scripts share: the release build served on 127.0.0.1, headless
// Chromium, the computer player's worker driven by its own messages, 100 taps on a
// 19x19 board, quantiles.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import * as path from "node:path";

const repo = path.resolve(import.meta.dirname, "../../..");
export const port = Number(process.env.MEASURE_PORT ?? 8097);
export const base = `http://127.0.0.1:${port}`;

// By default frames come as soon as work is done, so the number is the app's
// cost; VSYNC=1 keeps Chromium's 60 Hz frame clock (adds the wait for the next frame).
const vsync = !!process.env.VSYNC;
export const frameLabel = vsync ? "60 Hz frame clock" : "frame rate limit off";

/** The release build's folder: dist/, or MEASURE_DIST (e.g. an older commit's build). */
export const dist = process.env.MEASURE_DIST ?? path.join(repo, "dist");

/**
 * Serves `root` (the build) and launches Chromium; runs `body(browser)`, then stops both.
 * `serveArgs`: more options for scripts/serve.py.
 */
export async function withBrowser(body, { root = dist, serveArgs = [] } = {}) {
  const server = spawn("python3", [path.join(repo, "scripts/serve.py"), "--root", root, "--port", String(port), ...serveArgs], {
    stdio: "ignore",
  });
  try {
    await new Promise((r) => setTimeout(r, 600));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        ...(vsync ? [] : ["--disable-frame-rate-limit", "--disable-gpu-vsync"])],
    });
    try {
      await body(browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

/** The `p` quantile (0..1) of sorted `values`. */
export function quantile(values, p) {
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1))];
}

/** A new 19x19 game between two people at `page`. */
export async function peopleGame19(page) {
  await page.goto(`${base}/new`);
  await page.getByRole("radio", { name: "19×19" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator('[data-point="A1"]').waitFor();
}

/**
 * Tap-to-paint over 100 moves (ms, sorted) on the 19x19 board at `page`: Black fills
 * rows 1-3 from the left, White rows 19-17, no captures. Each tap is a
 * pointerdown/pointerup/click sequence dispatched in the page, 30 ms apart (so taps don't
 * queue behind each other); the app marks the tap in its handler and measures to its
 * next animation frame.
 */
export async function tapToPaint(page) {
  const result = await page.evaluate(async () => {
    const cols = "ABCDEFGHJKLMNOPQRST";
    const moves = [];
    for (let i = 0; i < 50; i++) {
      moves.push(`${cols[i % 19]}${1 + Math.floor(i / 19)}`);
      moves.push(`${cols[i % 19]}${19 - Math.floor(i / 19)}`);
    }
    performance.clearMeasures("tap-to-paint");
    const opts = { bubbles: true, cancelable: true, pointerType: "touch", isPrimary: true };
    for (const m of moves) {
      await new Promise((r) => setTimeout(r, 30));
      const hit = document.querySelector(`[data-point="${m}"] .hit`);
      hit.dispatchEvent(new PointerEvent("pointerdown", opts));
      hit.dispatchEvent(new PointerEvent("pointerup", opts));
      hit.dispatchEvent(new PointerEvent("click", opts));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    return {
      times: performance.getEntriesByName("tap-to-paint").map((e) => e.duration),
      stones: document.querySelectorAll("[data-stone]").length,
    };
  });
  return { times: result.times.sort((a, b) => a - b), stones: result.stones };
}

/** "p50 … p95 … max …" of sorted times in ms. */
export function spread(times) {
  const f = (t) => `${t.toFixed(2)} ms`;
  return `p50 ${f(quantile(times, 0.5))}   p95 ${f(quantile(times, 0.95))}   max ${f(times[times.length - 1])}`;
}

/**
 * The record the page sends with its first question to the computer (a 9x9 game under
 * the default rules, after Black's E5), as the protocol's compact JSON: the measuring
 * scripts ask the worker about positions of their own made from it.
 */
export async function recordTemplate(browser) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem("tengen.settings", JSON.stringify({ placing: "OneTap" }));
    const Real = window.Worker;
    window.__sent = [];
    window.Worker = class extends Real {
      postMessage(m, ...rest) {
        window.__sent.push(m);
        return super.postMessage(m, ...rest);
      }
    };
  });
  await page.goto(`${base}/`);
  await page.getByRole("link", { name: "Play the computer" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator('[data-point="E5"]').click();
  const sent = await page.waitForFunction(() => window.__sent.find((m) => m.includes('"Genmove"')), null, { timeout: 30_000 });
  const record = JSON.parse(await sent.jsonValue()).msg.Genmove.record;
  await context.close();
  return record;
}

/** `template` on a board of `size` with the moves `events` (compact tokens, e.g. "BddWpp"). */
export function recordOf(template, size, events) {
  return { ...template, size, events };
}

/**
 * In the page: starts the computer's worker (its Trunk loader shim) and returns a small
 * driver: `send(msg)` posts a protocol message, `until(pred)` waits for the first reply
 * whose `msg` `pred` accepts and gives it with the time it came (`at`, performance.now()).
 */
export const WORKER_DRIVER = `
  window.__newDriver = () => {
    const worker = new Worker("tengen-worker_loader.js");
    const replies = [];
    let wake = () => {};
    worker.onmessage = (e) => {
      replies.push({ at: performance.now(), msg: JSON.parse(e.data).msg });
      wake();
    };
    return {
      worker,
      replies,
      send: (msg) => worker.postMessage(JSON.stringify({ v: 3, msg })),
      until: async (pred) => {
        for (;;) {
          const hit = replies.find((r) => pred(r.msg));
          if (hit) return hit;
          await new Promise((r) => (wake = r));
        }
      },
    };
  };
  window.__driver = window.__newDriver();
`;

/** A script for a page: the device has `n` cores, as the pool's size reads them. */
export const cores = (n) => `Object.defineProperty(navigator, "hardwareConcurrency", { get: () => ${n} });`;
