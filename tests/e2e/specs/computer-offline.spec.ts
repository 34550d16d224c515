// The computer player offline: not in the first-visit precache, kept by the service
// worker once a computer game fetched it, so a second computer game works offline.
// Prints the time from "Start" to the computer's first move, cold and warm.
import { test, expect } from "@playwright/test";
import { appReady, serviceWorkerReady } from "./helpers";
import { seedSettings } from "./play-helpers";

test("after one computer game the computer plays offline", async ({ page, context }) => {
  test.setTimeout(120_000);
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

  const firstMove = async () => {
    await page.goto("./");
    await page.getByRole("link", { name: "Play the computer" }).click();
    await page.getByRole("radiogroup", { name: "My colour" }).getByRole("radio", { name: "White" }).click();
    const start = Date.now();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.locator(".move-number")).toHaveText("Move 1", { timeout: 30_000 });
    return Date.now() - start;
  };
  const cold = await firstMove();
  const warm = await firstMove();
  console.log(`Start to the computer's first move on 9x9 (First game): cold ${cold} ms, warm ${warm} ms`);
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith("tengen-net-")))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  const offline = await firstMove();
  console.log(`offline: ${offline} ms`);
  await context.setOffline(false);
});
