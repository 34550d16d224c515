// Foundation: the release build loads, stays on 127.0.0.1, obeys its CSP,
// works offline after one visit, survives a sub-path, and updates cleanly.
import { test, expect } from "@playwright/test";
import * as fs from "node:fs";
import * as path from "node:path";
import { appReady, copyDist, saveScreenshotPath, serviceWorkerReady, startServer, watchErrors } from "./helpers";

test("home page renders the board with no console errors", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await appReady(page);
  await expect(page.locator("h1")).toHaveText("Tengen");
  await expect(page.locator("svg.board .grid line")).toHaveCount(18);
  await page.screenshot({ path: saveScreenshotPath("home-desktop.png") });
  expect(errors).toEqual([]);
});

test("no request leaves 127.0.0.1 during a session", async ({ page, context }) => {
  const hosts = new Set<string>();
  context.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith("http")) hosts.add(url.hostname);
  });
  await page.goto("/");
  await appReady(page);
  await serviceWorkerReady(page);
  await page.reload();
  await appReady(page);
  expect([...hosts]).toEqual(["127.0.0.1"]);
});

test("the CSP allows no remote origin and the app runs under it", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await appReady(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toBeTruthy();
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).not.toContain("TENGEN_SCRIPT_HASHES");
  expect(csp).not.toMatch(/https?:/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
});

test("after one visit the app opens with the network off", async ({ page, context }) => {
  await page.goto("/");
  await appReady(page);
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  await expect(page.locator("h1")).toHaveText("Tengen");
  // A deep link the app has never loaded also opens offline.
  await page.goto("/new");
  await expect(page.locator("main.app")).toBeVisible();
  await context.setOffline(false);
});

test("the manifest makes the app installable", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(`/${href}`)).json();
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toContain("192x192");
  expect(sizes).toContain("512x512");
  for (const icon of manifest.icons) {
    expect((await request.get(`/${icon.src}`)).ok()).toBe(true);
  }
});

test("the app works under a sub-path, deep links included", async ({ page }) => {
  const { root } = copyDist("tengen");
  const server = await startServer(root, 8091);
  try {
    const errors = watchErrors(page);
    await page.goto("http://127.0.0.1:8091/tengen/");
    await appReady(page);
    await page.goto("http://127.0.0.1:8091/tengen/play/does-not-exist");
    await expect(page.locator("main.app")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a new build replaces the old cache once no tab uses it", async ({ page }) => {
  const { root, app } = copyDist();
  const server = await startServer(root, 8092);
  try {
    await page.goto("http://127.0.0.1:8092/");
    await appReady(page);
    await serviceWorkerReady(page);
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);

    // "Deploy" a new build: new worker version, changed page.
    const sw = path.join(app, "sw.js");
    fs.writeFileSync(sw, fs.readFileSync(sw, "utf8").replace(/const VERSION = "[^"]+"/, 'const VERSION = "next-build"'));
    const index = path.join(app, "index.html");
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("<title>", "<title>Next "));

    await page.reload();
    await expect(page).toHaveTitle(/^Next /);
    // The browser checks for the new worker after the navigation; wait until
    // it is active, has cached the new page, and the old cache is gone.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            const keys = await caches.keys();
            if (reg?.active?.state !== "activated" || !keys.includes("tengen-next-build")) return false;
            const cached = await (await caches.open("tengen-next-build")).match(new URL("index.html", reg.scope).href);
            return !!cached && (await cached.text()).includes("<title>Next ");
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await context_offline_reload(page);
    // The old build's cache stayed for the tab open when the new one took over; with that
    // tab closed, the next visit lets it go.
    const context = page.context();
    await page.close();
    const next = await context.newPage();
    await next.goto("http://127.0.0.1:8092/");
    await appReady(next);
    await expect.poll(() => next.evaluate(async () => (await caches.keys()).join()), { timeout: 20_000 }).toBe("tengen-next-build");
  } finally {
    server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/** Offline reload after the update shows the new page from the new cache. */
async function context_offline_reload(page: import("@playwright/test").Page) {
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/^Next /);
  await appReady(page);
  await page.context().setOffline(false);
}
