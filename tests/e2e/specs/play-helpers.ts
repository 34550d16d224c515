// Helpers for whole games by taps.
import { type Page, expect } from "@playwright/test";

export interface NewGameOptions {
  preset?: string; // the preset's name on the new-game screen
  size?: number;
  clockMinutes?: number;
}

/** Home → New game → (options) → Start; waits for the board. */
export async function newGame(page: Page, opts: NewGameOptions = {}) {
  await page.goto("./");
  await page.getByRole("link", { name: "New game" }).click();
  if (opts.preset) await page.getByRole("radio", { name: new RegExp(`^${opts.preset}`) }).check();
  if (opts.size) await page.getByRole("radio", { name: `${opts.size}×${opts.size}` }).click();
  if (opts.clockMinutes) await page.getByLabel("Main time per player").selectOption(String(opts.clockMinutes));
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

/** Waits until the play screen's keyboard shortcuts work: they come with its keyboard part,
 *  which may arrive a moment after the board. */
export async function keysReady(page: Page) {
  await expect(page.locator(".keyboard-toggle")).toBeAttached();
}

/** Plays the given points in turn (one click each: mouse mode). "pass" passes. */
export async function play(page: Page, moves: string[]) {
  for (const m of moves) {
    if (m === "pass") {
      await pass(page);
      continue;
    }
    const before = await page.locator(".move-number").textContent();
    await page.locator(`[data-point="${m}"]`).click();
    await expect(page.locator(".move-number")).not.toHaveText(before ?? "", { timeout: 2000 });
  }
}

export async function pass(page: Page) {
  await page.getByRole("button", { name: /^Pass/ }).first().click();
  await page.getByRole("button", { name: "Yes, pass" }).click();
}

export async function stone(page: Page, point: string) {
  return page.locator(`[data-point="${point}"]`).getAttribute("data-stone");
}

/** Sets stored settings before the app loads. */
export async function seedSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((s) => localStorage.setItem("tengen.settings", JSON.stringify(s)), settings);
}

/** Stores `value` under `key` before the first page of the test loads, and not again on
 *  reloads or later pages (as a device that kept it would). */
export async function seedOnce(page: Page, key: string, value: string) {
  await page.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem(`seeded ${k}`)) {
        localStorage.setItem(k, v);
        sessionStorage.setItem(`seeded ${k}`, "1");
      }
    },
    [key, value],
  );
}

/** Two columns of stones: Black on E, White on F (18 moves). */
export const WALLS = ["E5", "F5", "E4", "F4", "E6", "F6", "E3", "F3", "E7", "F7", "E2", "F2", "E8", "F8", "E1", "F1", "E9", "F9"];
