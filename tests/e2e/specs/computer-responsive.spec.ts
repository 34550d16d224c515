// The computer thinks in its worker without holding up the page: the strongest level
// answers on 19x19 with no main-thread task over 50 ms meanwhile, and "Play now" plays at
// once through the same worker (it is stopped, not restarted: one worker, one download
// of the network).
import { test, expect, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";
import { seedSettings } from "./play-helpers";

// Page routes and request events must see the worker's requests: no service worker here.
test.use({ serviceWorkers: "block" });

const NETWORK = /katago\/.*\.bin$/;

/** Counts the page's workers as they are created (in `window.__workers`). */
async function countWorkers(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Worker;
    (window as unknown as { __workers: number }).__workers = 0;
    window.Worker = class extends Real {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        (window as unknown as { __workers: number }).__workers += 1;
      }
    };
  });
}

const workers = (page: Page) => page.evaluate(() => (window as unknown as { __workers: number }).__workers);

/** Home → Play the computer → 19x19 at the strongest level → Start. */
async function strongest19(page: Page) {
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  await page.getByRole("radio", { name: "19×19" }).click();
  await page.getByLabel("Level").selectOption({ label: "Rung 17 · Strongest" });
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator('[data-point="A1"]')).toBeVisible();
}

const moveNumber = (page: Page) => page.locator(".move-number");

/** Starts counting the page's tasks over 50 ms (in `window.__long`). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => w.__long.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: "longtask" });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __long: number[] }).__long);

test("the strongest level answers on 19x19 while the page stays responsive", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await seedSettings(page, { placing: "OneTap" });
  await strongest19(page);
  // The first answer loads the worker and the network; the second is the one watched.
  await page.locator('[data-point="Q16"]').click();
  await expect(moveNumber(page)).toHaveText("Move 2", { timeout: 90_000 });
  await page.locator('[data-point="D4"]').click();
  await expect(moveNumber(page)).toHaveText("Move 3");
  // From the person's stone painted: the computer's thinking alone.
  await watchLongTasks(page);
  await expect(page.getByText("Thinking…")).toBeVisible();
  await expect(moveNumber(page)).toHaveText("Move 4", { timeout: 90_000 });
  expect(await longTasks(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("Play now plays at once through the same worker, without loading the network again", async ({ page, context }) => {
  test.setTimeout(120_000);
  await seedSettings(page, { placing: "OneTap" });
  // A one-core device: a pool of one worker (pool.spec.ts plays with two).
  await page.addInitScript(() => Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 1 }));
  await countWorkers(page);
  let downloads = 0;
  context.on("request", (r) => {
    if (NETWORK.test(r.url())) downloads++;
  });
  await strongest19(page);
  const playNow = page.getByRole("button", { name: "Play now" });
  for (const [mine, computer] of [["Q16", "Move 2"], ["D4", "Move 4"]] as const) {
    await page.locator(`[data-point="${mine}"]`).click();
    await expect(page.locator(".computer-status.thinking progress")).toHaveAttribute("value", /[1-9]/, { timeout: 60_000 });
    await playNow.click();
    await expect(moveNumber(page)).toHaveText(computer, { timeout: 5000 });
  }
  expect(await workers(page)).toBe(1);
  expect(downloads).toBe(1);
});
