// Games against the computer player (its own wasm module in a Web Worker): a whole 9x9
// game against the weakest level, reload mid-game, a worker that fails to load, undo and
// "Play now" while it thinks, first capture; screenshots of the choice, thinking, the
// result and the Settings' offline row on a phone and a tablet (tests/e2e/artifacts/computer-*).
import { test, expect, type Page, type Browser } from "@playwright/test";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { pass, seedSettings, stone } from "./play-helpers";

// Page routes must see the worker's requests: no service worker in between here.
test.use({ serviceWorkers: "block" });

/** Home → Play the computer → (level, colour, preset) → Start. */
async function computerGame(page: Page, opts: { level?: string; white?: boolean; preset?: string } = {}) {
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  if (opts.preset) await page.getByRole("radio", { name: new RegExp(`^${opts.preset}`) }).check();
  if (opts.level) await page.getByLabel("Level").selectOption({ label: opts.level });
  if (opts.white) await page.getByRole("radiogroup", { name: "My colour" }).getByRole("radio", { name: "White" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

const moveNumber = (page: Page) => page.locator(".move-number");

/** Waits until the game has `n` moves (the computer has answered). */
async function movesAre(page: Page, n: number, timeout = 30_000) {
  await expect(moveNumber(page)).toHaveText(`Move ${n}`, { timeout });
}

/** Points in an order that spreads the person's stones over the board. */
const ORDER = (() => {
  const cols = "ABCDEFGHJ";
  const out: string[] = [];
  for (const r of [5, 3, 7, 1, 9, 4, 6, 2, 8]) for (const c of [4, 2, 6, 0, 8, 3, 5, 1, 7]) out.push(`${cols[c]}${r}`);
  return out;
})();

/** The person (Black) plays the next empty point the rules allow; false if none. */
async function playSomewhere(page: Page): Promise<boolean> {
  const before = await moveNumber(page).textContent();
  for (const p of ORDER) {
    if ((await stone(page, p)) !== null) continue;
    await page.locator(`[data-point="${p}"]`).click();
    try {
      await expect(moveNumber(page)).not.toHaveText(before ?? "", { timeout: 1000 });
      return true;
    } catch {
      // Refused (suicide, ko): try the next point.
    }
  }
  return false;
}

const over = (page: Page) => page.locator(".result, .settling");

test("two taps from Home to a 9x9 game; a whole game against the weakest level to the count", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page);
  await expect(page.locator(".status-bar")).toContainText("Computer (Rung 1 · First game)");
  for (let turn = 0; turn < 60 && (await over(page).count()) === 0; turn++) {
    const n = Number((await moveNumber(page).textContent())?.replace(/\D/g, ""));
    if (turn < 25 && (await playSomewhere(page))) {
      // The computer answers (or the game ended with the move).
      await expect.poll(async () => (await over(page).count()) > 0 || (await moveNumber(page).textContent()) === `Move ${n + 2}`, { timeout: 30_000 }).toBe(true);
    } else {
      await pass(page);
      await expect.poll(async () => (await over(page).count()) > 0 || (await moveNumber(page).textContent()) === `Move ${n + 2}`, { timeout: 30_000 }).toBe(true);
    }
  }
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  await page.getByRole("button", { name: "Agree" }).click();
  await expect(page.locator(".result-line")).toContainText(/wins|Draw/);
  expect(errors).toEqual([]);
});

test("reload mid-game: the computer moves after the reload", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page, { white: true });
  await movesAre(page, 1);
  await page.locator('[data-point="E5"]').isVisible();
  await playSomewhere(page);
  await page.reload();
  await movesAre(page, 3);
});

test("a worker that fails to load says so, keeps the game, and tries again", async ({ page, context }) => {
  await seedSettings(page, { placing: "OneTap" });
  await context.route("**/tengen-worker_loader.js", (route) => route.fulfill({ status: 404, body: "" }));
  await computerGame(page);
  await page.locator('[data-point="E5"]').click();
  await expect(page.getByRole("alert").filter({ hasText: "The computer player stopped" })).toBeVisible({ timeout: 20_000 });
  expect(await stone(page, "E5")).toBe("black");
  await movesAre(page, 1);
  await context.unroute("**/tengen-worker_loader.js");
  await page.getByRole("button", { name: "Try again" }).click();
  await movesAre(page, 2);
});

test("undo while the computer thinks takes back the move; a tap is answered in words", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page, { level: "Rung 17 · Strongest" });
  await page.locator('[data-point="E5"]').click();
  await expect(page.getByText("Thinking…")).toBeVisible({ timeout: 20_000 });
  await page.locator('[data-point="C3"]').click();
  await expect(page.locator(".notice.refusal")).toContainText("The computer is thinking");
  await page.getByRole("button", { name: "Undo" }).click();
  await movesAre(page, 0);
  await expect(page.getByText("Thinking…")).toHaveCount(0);
  await page.waitForTimeout(1500);
  await movesAre(page, 0);
});

test("Play now plays the computer's best move so far", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page, { level: "Rung 17 · Strongest" });
  await page.locator('[data-point="E5"]').click();
  const playNow = page.getByRole("button", { name: "Play now" });
  await expect(playNow).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".computer-status.thinking progress")).toHaveAttribute("value", /[1-9]/, { timeout: 20_000 });
  await playNow.click();
  await movesAre(page, 2, 5000);
});

test("first capture against the computer ends on the first capture", async ({ page }) => {
  test.setTimeout(180_000);
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page, { preset: "First capture" });
  for (let turn = 0; turn < 45 && (await page.locator(".result").count()) === 0; turn++) {
    const n = Number((await moveNumber(page).textContent())?.replace(/\D/g, ""));
    if (!(await playSomewhere(page))) break;
    await expect.poll(async () => (await page.locator(".result").count()) > 0 || (await moveNumber(page).textContent()) === `Move ${n + 2}`, { timeout: 30_000 }).toBe(true);
  }
  await expect(page.locator(".result-line")).toContainText("wins by making the first capture");
});

const DEVICES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
];

async function touchPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  return { context, page: await context.newPage() };
}

for (const device of DEVICES) {
  test(`screens: ${device.name}, the choice, thinking and the result`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await touchPage(browser, device.viewport);
    const shot = (name: string) => page.screenshot({ path: saveScreenshotPath(`computer-${device.name}-${name}.png`) });
    await seedSettings(page, { placing: "OneTap" });
    await page.goto("./");
    await page.getByRole("link", { name: "Play the computer" }).click();
    await page.getByLabel("Level").selectOption({ label: "Rung 17 · Strongest" });
    await shot("new-game");
    await page.getByRole("button", { name: "Start" }).click();
    await page.locator('[data-point="E5"]').click();
    await expect(page.getByRole("button", { name: "Play now" })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".computer-status.thinking progress")).toHaveAttribute("value", /[1-9]/, { timeout: 20_000 });
    await shot("thinking");
    await page.getByRole("button", { name: "Play now" }).click();
    await movesAre(page, 2, 5000);
    await page.getByRole("button", { name: "Resign" }).click();
    await page.getByRole("button", { name: /^Yes, resign/ }).click();
    await expect(page.locator(".result-line")).toContainText("wins");
    await page.locator(".result").scrollIntoViewIfNeeded();
    await shot("result");
    await page.goto("./settings");
    await page.locator(".setting.offline").scrollIntoViewIfNeeded();
    await shot("settings");
    await context.close();
  });
}
