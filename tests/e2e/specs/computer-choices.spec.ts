// The player's choices about the computer: take-backs off (Undo refused in words and not
// offered), "You" against the computer's rung on the screens, and a rematch keeping the
// computer with colours swapped (the ladder's steps: ladder.spec.ts).
import { test, expect, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";
import { keysReady, seedSettings } from "./play-helpers";

// Page routes must see the worker's requests: no service worker in between here.
test.use({ serviceWorkers: "block" });

const moveNumber = (page: Page) => page.locator(".move-number");

/** Home → Play the computer → (my colour) → Start. */
async function computerGame(page: Page, opts: { white?: boolean } = {}) {
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  if (opts.white) await page.getByRole("radiogroup", { name: "My colour" }).getByRole("radio", { name: "White" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

async function resign(page: Page) {
  await page.getByRole("button", { name: "Resign" }).click();
  await page.getByRole("button", { name: /^Yes, resign/ }).click();
  await expect(page.locator(".result-line")).toContainText("wins");
}

test("take-backs are on by default; off, Undo against the computer is not offered and refused in words", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./settings");
  const takebacks = page.getByLabel("Allow take-backs against the computer");
  await expect(takebacks).toBeChecked();
  await takebacks.uncheck();
  await page.getByRole("radio", { name: "Always one tap" }).check();
  await computerGame(page);
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await page.locator('[data-point="E5"]').click();
  await expect(moveNumber(page)).toHaveText("Move 2", { timeout: 30_000 });
  await keysReady(page);
  await page.keyboard.press("u");
  await expect(page.locator(".notice.refusal")).toContainText("Take-backs against the computer are off");
  await expect(moveNumber(page)).toHaveText("Move 2");
  // Between people Undo stays.
  await page.goto("./new");
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator('[data-point="E5"]').click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(moveNumber(page)).toHaveText("Move 0");
  expect(errors).toEqual([]);
});

test("against the computer I am You; the computer goes by its rung, also in the saved list", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page);
  await expect(page.locator(".player.black .name")).toHaveText("You");
  await expect(page.locator(".player.white .name")).toHaveText("Computer (Rung 1 · First game)");
  await page.goto("./saved");
  await expect(page.locator(".saved-game h2").first()).toHaveText("You vs Computer (Rung 1 · First game)");
});

test("a rematch keeps the computer and its rung and swaps colours", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await computerGame(page, { white: true });
  await expect(page.locator(".player.black .name")).toHaveText("Computer (Rung 1 · First game)");
  await expect(moveNumber(page)).toHaveText("Move 1", { timeout: 30_000 });
  await resign(page);
  await page.getByRole("button", { name: "Rematch" }).click();
  await expect(page.locator(".player.black .name")).toHaveText("You");
  await expect(page.locator(".player.white .name")).toHaveText("Computer (Rung 1 · First game)");
  await expect(moveNumber(page)).toHaveText("Move 0");
});
