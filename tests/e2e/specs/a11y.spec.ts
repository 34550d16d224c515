// Keyboard and screen reader: a whole game without a mouse, announcements in
// the live region, the keys' help dialog.
import { type Page, expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";
import { WALLS, keysReady, newGame } from "./play-helpers";

const COLUMNS = "ABCDEFGHJ";

/** The point under the keyboard cursor (the board's active descendant). */
async function cursorAt(page: Page): Promise<string> {
  const id = await page.locator("svg.board").getAttribute("aria-activedescendant");
  return (await page.locator(`[id="${id}"]`).getAttribute("data-point")) ?? "";
}

/** Presses Tab until the board has focus. */
async function tabToBoard(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.matches("svg.board"))) return;
  }
  throw new Error("Tab never reached the board");
}

/** Presses Tab until a button with this text has focus. */
async function tabToButton(page: Page, text: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const t = await page.evaluate(() => (document.activeElement?.tagName === "BUTTON" ? document.activeElement.textContent : null));
    if (t && text.test(t)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

/** Moves the cursor to `point` with the arrow keys. */
async function moveCursor(page: Page, point: string) {
  const from = await cursorAt(page);
  const col = (p: string) => COLUMNS.indexOf(p[0]);
  const row = (p: string) => Number(p.slice(1));
  const dx = col(point) - col(from);
  const dy = row(point) - row(from);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowUp" : "ArrowDown");
  expect(await cursorAt(page)).toBe(point);
}

/** Plays each point by arrows and Enter. */
async function keyPlay(page: Page, moves: string[]) {
  for (const m of moves) {
    await moveCursor(page, m);
    await page.keyboard.press("Enter");
    await expect(page.locator(`[data-point="${m}"]`)).toHaveAttribute("data-stone", /black|white/);
  }
}

const live = (page: Page) => page.locator(".announcer");

test("a whole 9x9 game by keyboard only, counted and agreed", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page);
  await keysReady(page);
  await tabToBoard(page);
  expect(await cursorAt(page)).toBe("E5"); // tengen
  await expect(page.locator('[data-point="E5"]')).toHaveAttribute("aria-label", "E5, empty");
  await keyPlay(page, WALLS);
  await expect(live(page)).toHaveText("White played F9. Black to play.");
  await expect(page.locator('[data-point="F9"]')).toHaveAttribute("aria-label", "F9, white stone, last move");
  // Home/End and PageUp/PageDown jump.
  await page.keyboard.press("Home");
  await page.keyboard.press("PageDown");
  expect(await cursorAt(page)).toBe("A1");
  await page.keyboard.press("End");
  await page.keyboard.press("PageUp");
  expect(await cursorAt(page)).toBe("J9");

  await page.keyboard.press("p"); // asks first; Escape cancels
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.keyboard.press("p");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("p");
  await expect(live(page)).toHaveText("Black passed. White to play.");
  await keyPlay(page, ["B5"]); // White invades: a dead stone
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  await expect(live(page)).toHaveText(/^White passed\. The game stops: settle the board\./);

  await page.keyboard.press("p"); // no passing while settling
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // Mark the invader dead from the keyboard.
  await moveCursor(page, "B5");
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-point="B5"]')).toHaveAttribute("aria-label", "B5, white stone, marked dead");
  await expect(live(page)).toHaveText("Marked the string dead.");
  await page.keyboard.press("r");
  await expect(live(page)).toContainText("Black: E9, E8, E7, E6, E5, E4, E3, E2, E1.");
  await expect(live(page)).toContainText("White: F9, F8, F7, F6, B5 dead, F5, F4, F3, F2, F1.");

  await tabToButton(page, /^Agree/);
  await page.keyboard.press("Enter");
  await expect(page.locator(".result-line")).toHaveText("Black wins by 1.5 points — B+1.5");
  expect(errors).toEqual([]);
});

test("announcements: captures, atari and refusals are said in words", async ({ page }) => {
  await newGame(page);
  await keysReady(page);
  await tabToBoard(page);
  await keyPlay(page, ["A2", "A1"]);
  await expect(live(page)).toHaveText("White played A1. Atari: white stone at A1. Black to play.");
  await keyPlay(page, ["B1"]);
  await expect(live(page)).toHaveText("Black played B1 and captured 1 white stone. White to play.");
  await moveCursor(page, "B1");
  await page.keyboard.press("Enter");
  await expect(live(page)).toHaveText("That point is occupied.");
  await page.keyboard.press("u");
  await expect(live(page)).toHaveText("Took back the last move. Atari: white stone at A1. Black to play.");
  // A typed coordinate plays; a bad one is refused in words.
  const box = page.getByLabel("Play at (e.g. D4)");
  await box.fill("Z9");
  await box.press("Enter");
  await expect(live(page)).toHaveText("Z9 is not on this board.");
  await expect(page.locator(".notice")).toHaveText("Z9 is not on this board.");
  await box.fill("d4");
  await box.press("Enter");
  await expect(page.locator('[data-point="D4"]')).toHaveAttribute("data-stone", "black");
  // Typing letters in the box is text, not shortcuts.
  await box.fill("");
  await box.press("p");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Read board" }).click();
  await expect(live(page)).toHaveText("Black: D4, A2. White: A1.");
});

test("c toggles coordinates; ? opens the keys' help, Escape closes it", async ({ page }) => {
  await newGame(page);
  await keysReady(page);
  await tabToBoard(page);
  const coords = page.locator("svg.board .coords");
  const hadCoords = !(await coords.getAttribute("class"))?.includes("hidden");
  await page.keyboard.press("c");
  await expect(coords).toHaveClass(hadCoords ? /hidden/ : /^coords$/);
  await page.keyboard.press("c");
  await expect(coords).toHaveClass(hadCoords ? /^coords$/ : /hidden/);

  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Read the board aloud");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab"); // focus stays in the dialog
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("svg.board")).toBeFocused(); // focus goes back
  await page.keyboard.press("?");
  await page.getByRole("button", { name: "Close" }).press("Enter");
  await expect(dialog).toHaveCount(0);
});

test("axe: no serious or critical violations on home, new game, play, settling and result", async ({ page }) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    return bad;
  };
  const found: string[] = [];
  await page.goto("./");
  await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
  found.push(...(await check("home")));
  await page.getByRole("link", { name: "New game" }).click();
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  found.push(...(await check("new game")));
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
  await page.locator('[data-point="E5"]').click();
  await keysReady(page);
  found.push(...(await check("play")));
  await page.keyboard.press("?");
  found.push(...(await check("help dialog")));
  await page.keyboard.press("Escape");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await page.keyboard.press("p");
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  found.push(...(await check("settling")));
  await page.getByRole("button", { name: /^Agree/ }).click();
  await expect(page.locator(".result-line")).toBeVisible();
  found.push(...(await check("result")));
  expect(found).toEqual([]);
});
