// Updates never break an open game (issue 25): a tab still running the previous build
// opens a screen whose part it had not loaded after the next build took over, and it
// works; the game is intact after the reload into the new build; and the update fetched
// only the files that changed (the rest were copied from the previous build's cache).
import { test, expect } from "@playwright/test";
import * as fs from "node:fs";
import * as path from "node:path";
import { appReady, copyDist, deployNextBuild, serviceWorkerReady, startServer, watchErrors } from "./helpers";
import { seedSettings } from "./play-helpers";

const PORT = 8093;
const HERE = `http://127.0.0.1:${PORT}/`;

test("an update never breaks an open game, and fetches only what changed", async ({ page }) => {
  test.setTimeout(120_000);
  const { root, app } = copyDist();
  const requests: string[] = [];
  const server = await startServer(root, PORT, (p) => requests.push(p.replace(/^\//, "")));
  try {
    const errors = watchErrors(page);
    await seedSettings(page, { placing: "OneTap" });
    await page.goto(HERE);
    await appReady(page);
    await serviceWorkerReady(page);
    // A game between people, two moves in.
    await page.getByRole("link", { name: "New game" }).click();
    await page.getByRole("button", { name: "Start" }).click();
    for (const p of ["E5", "C3"]) await page.locator(`[data-point="${p}"]`).click();
    await expect(page.locator("[data-stone]")).toHaveCount(2);
    const game = page.url();
    const before = fs.readdirSync(app).filter((f) => !fs.statSync(path.join(app, f)).isDirectory());

    const added = deployNextBuild(app, "next");
    requests.length = 0;
    // The browser looks for a new build (on a navigation, or about daily); the new one
    // installs and takes over this tab, which still runs the old build.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return reg?.active?.state === "activated" && !reg.installing && !reg.waiting && (await caches.keys()).includes("tengen-next");
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The settings screen's part was never loaded here, and the server no longer has it.
    await page.getByRole("link", { name: "Home" }).first().click();
    await page.getByRole("link", { name: "Settings" }).first().click();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);

    // What the update fetched: the new and changed files and the unhashed ones, never a
    // hashed file that the old build had too.
    const kept = before.filter((f) => /-[0-9a-f]{6,}(_bg)?\.[a-z0-9]+$/.test(f) && fs.existsSync(path.join(app, f)));
    expect(kept.length).toBeGreaterThan(20);
    expect(requests.filter((r) => kept.includes(r))).toEqual([]);
    for (const f of added) expect(requests).toContain(f);
    const bytes = (files: string[]) => files.reduce((n, f) => n + (fs.existsSync(path.join(app, f)) ? fs.statSync(path.join(app, f)).size : 0), 0);
    const fetched = [...new Set(requests)];
    console.log(`update: fetched ${fetched.length} files, ${bytes(fetched)} bytes; copied ${kept.length} files, ${bytes(kept)} bytes`);

    // The reload into the new build finds the game as it was.
    await page.goto(game);
    await appReady(page);
    await expect(page.locator("[data-stone]"), errors.join("\n")).toHaveCount(2);
    await expect(page.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "black");
    await expect(page.locator('[data-point="C3"]')).toHaveAttribute("data-stone", "white");
    expect(errors).toEqual([]);
  } finally {
    server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
