// The computer's review of a 200-move 19x19 game in headless Chromium: from "Analyse with
// the computer" to the graph and the mistakes (scripts/measure.sh review). Prints numbers.
import * as path from "node:path";
import { base, cores, withBrowser } from "./common.mjs";

const fixture = path.resolve(import.meta.dirname, "../fixtures/review-200.sgf");

await withBrowser(async (browser) => {
  // With one worker, then a pool of two (the device's cores as the page reads them).
  for (const workers of [1, 2]) await review(browser, workers);
});

async function review(browser, workers) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript(cores(workers === 1 ? 1 : 2));
  const page = await context.newPage();
  await page.goto(`${base}/saved`);
  await page.locator('input[type="file"]').setInputFiles(fixture);
  await page.locator(".import-result").waitFor();
  await page.goto(`${base}/saved`);
  await page.getByRole("link", { name: "Review" }).first().click();
  const start = performance.now();
  await page.getByRole("button", { name: "Analyse with the computer" }).click();
  await page.locator(".review-analysis .computer-status").waitFor();
  await page.locator(".review-analysis .computer-status").waitFor({ state: "detached", timeout: 1_800_000 });
  await page.locator(".review-graph").waitFor();
  const seconds = (performance.now() - start) / 1000;
  const positions = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("tengen.analysis."));
    const a = key ? JSON.parse(localStorage.getItem(key) ?? "null") : null;
    return a ? a.looks.filter((l) => l !== null).length : 0;
  });
  console.log(`review of a 200-move 19x19 game, ${workers} worker(s): ${positions} positions in ${seconds.toFixed(1)} s ` +
    `(${((seconds * 1000) / Math.max(1, positions)).toFixed(0)} ms a position, 32 visits each)`);
  await context.close();
}
