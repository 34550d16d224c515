// The computer's pool of workers (issue 26): on a device with cores to spare, the
// strongest level's move is searched by two workers at once (the helper's shares go to
// the worker that chooses), and a worker that crashes takes only itself down. (Every
// worker failing is computer.spec's "a worker that fails to load".)
import { test, expect, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";
import { seedSettings } from "./play-helpers";

// Page routes must see the workers' requests: no service worker in between.
test.use({ serviceWorkers: "block" });

const LOADER = "**/tengen-worker_loader.js";

/** The device has `n` cores, as the pool's size reads them; the messages the page posts
 * to its workers are kept in `window.__posted` (worker index, text). */
async function device(page: Page, n: number) {
  await page.addInitScript((n) => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => n });
    const posted: [number, string][] = [];
    const workers: Worker[] = [];
    (window as unknown as { __posted: typeof posted }).__posted = posted;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      if (!workers.includes(this)) workers.push(this);
      posted.push([workers.indexOf(this), String(message)]);
      return (post as (...a: unknown[]) => void).call(this, message, ...rest);
    };
  }, n);
}

const posted = (page: Page, kind: string) =>
  page.evaluate((kind) => (window as unknown as { __posted: [number, string][] }).__posted.filter(([, t]) => t.includes(`"${kind}"`)).map(([w]) => w), kind);

async function strongest(page: Page) {
  await seedSettings(page, { placing: "OneTap" });
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  await page.getByLabel("Level").selectOption({ label: "Rung 17 · Strongest" });
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

const moveNumber = (page: Page) => page.locator(".move-number");

test("a pool of two spreads the strongest level's move over both workers", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on("worker", (w) => scripts.push(w.url()));
  await device(page, 2);
  await strongest(page);
  // The first move loads the network, the second readies the helper, the third is spread.
  for (const [p, n] of [["E5", 2], ["C3", 4], ["G7", 6]] as const) {
    if ((await page.locator(`[data-point="${p}"]`).getAttribute("data-stone")) !== null) continue;
    await page.locator(`[data-point="${p}"]`).click();
    await expect(moveNumber(page)).toHaveText(`Move ${n}`, { timeout: 30_000 });
  }
  expect(scripts.filter((u) => u.includes("tengen-worker"))).toHaveLength(2);
  // The helper searched (Share) and the chooser took its shares in (Absorb).
  const shares = await posted(page, "Share");
  const absorbs = await posted(page, "Absorb");
  expect(shares.length).toBeGreaterThan(0);
  expect(absorbs.length).toBe(shares.length);
  expect(new Set(shares)).not.toEqual(new Set(absorbs));
  const moves = await posted(page, "Genmove");
  expect(new Set(moves)).toEqual(new Set(absorbs));
  expect(errors).toEqual([]);
});

test("Play now on a spread move stops both workers, and the move comes", async ({ page }) => {
  test.setTimeout(120_000);
  await device(page, 2);
  await strongest(page);
  for (const [p, n] of [["E5", 2], ["C3", 4]] as const) {
    if ((await page.locator(`[data-point="${p}"]`).getAttribute("data-stone")) !== null) continue;
    await page.locator(`[data-point="${p}"]`).click();
    await expect(moveNumber(page)).toHaveText(`Move ${n}`, { timeout: 30_000 });
  }
  const free = (await page.locator('[data-point="G7"]').getAttribute("data-stone")) === null ? "G7" : "G3";
  await page.locator(`[data-point="${free}"]`).click();
  await expect(page.locator(".computer-status.thinking progress")).toHaveAttribute("value", /[1-9]/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play now" }).click();
  await expect(moveNumber(page)).toHaveText("Move 6", { timeout: 30_000 });
  // "Play now" went to both (the helper sends what it has, the chooser takes it in).
  const stops = await posted(page, "Stop");
  expect(new Set(stops)).toEqual(new Set([0, 1]));
  expect(await posted(page, "Absorb")).toHaveLength(1);
});

test("a worker whose script does not load takes only itself down: the other plays", async ({ page, context }) => {
  test.setTimeout(120_000);
  let loads = 0;
  await context.route(LOADER, (route) => {
    loads += 1;
    return loads === 1 ? route.fulfill({ status: 404, body: "" }) : route.continue();
  });
  await device(page, 2);
  await strongest(page);
  await page.locator('[data-point="E5"]').click();
  await expect(moveNumber(page)).toHaveText("Move 2", { timeout: 60_000 });
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(loads).toBe(2);
  // It goes on: the next move too.
  const free = (await page.locator('[data-point="C3"]').getAttribute("data-stone")) === null ? "C3" : "G7";
  await page.locator(`[data-point="${free}"]`).click();
  await expect(moveNumber(page)).toHaveText("Move 4", { timeout: 60_000 });
});
