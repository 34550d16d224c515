// Measures tap-to-paint on a 19x19 board in headless Chromium: from the tap
// (a performance mark the app sets in its tap handler) to the next animation
// frame, over 100 moves. Prints p50 / p95 / max. Run by `scripts/measure.sh paint`.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import * as path from "node:path";

const repo = path.resolve(import.meta.dirname, "../../..");
const port = Number(process.env.MEASURE_PORT ?? 8097);
const server = spawn("python3", [path.join(repo, "scripts/serve.py"), "--root", path.join(repo, "dist"), "--port", String(port)], {
  stdio: "ignore",
});
// By default frames come as soon as work is done, so the number is the app's
// cost; VSYNC=1 keeps Chromium's 60 Hz frame clock (adds the wait for the next frame).
const vsync = !!process.env.VSYNC;
const frameArgs = vsync ? [] : ["--disable-frame-rate-limit", "--disable-gpu-vsync"];
const label = vsync ? "60 Hz frame clock" : "frame rate limit off";
try {
  await new Promise((r) => setTimeout(r, 600));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ...frameArgs],
  });
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`http://127.0.0.1:${port}/new`);
  await page.getByRole("radio", { name: "19×19" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator('[data-point="A1"]').waitFor();
  // Black fills rows 1-3 from the left, White rows 19-17: 100 legal moves, no
  // captures. Each tap is a pointerdown/pointerup/click sequence dispatched in
  // the page, 30 ms apart (so taps don't queue behind each other); the app
  // marks the tap in its handler and measures to its next animation frame.
  const result = await page.evaluate(async () => {
    const cols = "ABCDEFGHJKLMNOPQRST";
    const moves = [];
    for (let i = 0; i < 50; i++) {
      moves.push(`${cols[i % 19]}${1 + Math.floor(i / 19)}`);
      moves.push(`${cols[i % 19]}${19 - Math.floor(i / 19)}`);
    }
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
  const times = result.times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
  console.log(`tap-to-paint on 19x19 over ${times.length} moves (${result.stones} stones on the board, ${label}):`);
  console.log(`  p50 ${q(0.5).toFixed(2)} ms   p95 ${q(0.95).toFixed(2)} ms   max ${times[times.length - 1].toFixed(2)} ms   (target p95 <= 8 ms)`);
  await browser.close();
} finally {
  server.kill();
}
