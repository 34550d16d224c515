// The computer player offline: not in the first-visit precache, kept by the service
// worker once a computer game fetched it (or Settings' "Keep the computer player for
// offline use" did), so a computer game works offline.
// Prints the time from "Start" to the computer's first move, cold and warm.
import { test, expect, type Page } from "@playwright/test";
import { appReady, saveScreenshotPath, serviceWorkerReady } from "./helpers";
import { seedSettings } from "./play-helpers";

/** A first visit: the service worker in control, and nothing of the computer precached. */
async function firstVisit(page: Page) {
  await seedSettings(page, { placing: "OneTap" });
  await page.goto("./");
  await appReady(page);
  await serviceWorkerReady(page);
  const precached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => !k.startsWith("tengen-net-"))!);
    return (await cache.keys()).map((r) => r.url);
  });
  expect(precached.some((u) => u.includes("katago/") || u.includes("tengen-worker"))).toBe(false);
}

/** Home → Play the computer → White → Start, until the computer's first move: the ms it took. */
async function firstMove(page: Page) {
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  await page.getByRole("radiogroup", { name: "My colour" }).getByRole("radio", { name: "White" }).click();
  const start = Date.now();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".move-number")).toHaveText("Move 1", { timeout: 30_000 });
  return Date.now() - start;
}

test("after one computer game the computer plays offline", async ({ page, context }) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  const cold = await firstMove(page);
  const warm = await firstMove(page);
  console.log(`Start to the computer's first move on 9x9 (First game): cold ${cold} ms, warm ${warm} ms`);
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith("tengen-net-")))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  const offline = await firstMove(page);
  console.log(`offline: ${offline} ms`);
  await context.setOffline(false);
});

test("Settings keep the computer player for offline use: progress, Ready with its size, kept on a later visit", async ({ page, context }) => {
  test.setTimeout(120_000);
  await firstVisit(page);
  await page.goto("./settings");
  await page.getByRole("button", { name: "Keep the computer player for offline use" }).click();
  await expect(page.locator(".setting.offline")).toContainText(/Fetching the computer player/);
  await expect(page.locator(".setting.offline .kept")).toHaveText(/^Ready for offline use \(\d+(\.\d)? MB\)\.$/, { timeout: 60_000 });
  await page.reload();
  await expect(page.locator(".setting.offline .kept")).toContainText("Ready for offline use");
  await expect(page.getByRole("button", { name: "Keep the computer player for offline use" })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(".setting.offline").scrollIntoViewIfNeeded();
  await page.screenshot({ path: saveScreenshotPath("computer-phone-settings-kept.png") });

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(".setting.offline .kept")).toContainText("Ready for offline use");
  await firstMove(page);
  await context.setOffline(false);

  // An update's worker is not kept yet (only the network is): offered again.
  await page.evaluate(async () => {
    const url = new URL("tengen-worker_loader.js", document.baseURI).href;
    for (const key of await caches.keys()) await (await caches.open(key)).delete(url);
  });
  await page.goto("./settings");
  await expect(page.getByRole("button", { name: "Keep the computer player for offline use" })).toBeVisible();
});
