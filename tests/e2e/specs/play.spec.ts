// The play screen: whole games by taps under each preset.
import { test, expect } from "@playwright/test";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { WALLS, newGame, pass, play, seedSettings, stone } from "./play-helpers";

test("AGA: a whole 9x9 game through settling a dead string to the agreed count", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page);
  await play(page, WALLS);
  await pass(page); // Black
  await play(page, ["B5"]); // White invades: a dead stone
  await pass(page); // Black
  await pass(page); // White: two passes in a row
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  // Unmarked, the white stone makes Black's side neutral.
  await expect(page.locator(".would-give")).toContainText("W+");
  await page.locator('[data-point="B5"]').click();
  await expect(page.locator('[data-point="B5"]')).toHaveAttribute("data-dead", "true");
  await expect(page.locator(".would-give")).toContainText("B+1.5");
  await page.getByRole("button", { name: /^Agree/ }).click();
  await expect(page.locator(".result-line")).toHaveText("Black wins by 1.5 points — B+1.5");
  await expect(page.locator(".result table.count tfoot")).toContainText("45");
  await expect(page.locator(".result table.count tfoot")).toContainText("43.5");
  // Black passed twice and White once: each pass hands the opponent a stone.
  await expect(page.locator(".player.black .pass-stones")).toHaveText("Pass stones: 1");
  await expect(page.locator(".player.white .pass-stones")).toHaveText("Pass stones: 2");
  expect(errors).toEqual([]);
});

test("Classic 9x9: two passes end the game; passes count for the opponent", async ({ page }) => {
  await newGame(page, { preset: "Classic 9x9" });
  await play(page, WALLS);
  await pass(page); // Black: a point for White
  await play(page, ["J9"]); // White fills own territory: one point less
  await pass(page); // Black: another point for White
  await pass(page); // White: a point for Black; two passes end the game
  await expect(page.getByRole("heading", { name: "Settle the board" })).toHaveCount(0);
  const passRow = page.locator(".result table.count tr", { hasText: "Pass points" });
  await expect(passRow.locator("td")).toHaveText(["1", "2"]);
  // Black 36 + 1 = 37; White 26 + 2 = 28.
  await expect(page.locator(".result-line")).toHaveText("Black wins by 9 points — B+9");
});

test("a ko retake and a self-capture are refused with their reasons", async ({ page }) => {
  await newGame(page);
  await play(page, ["C4", "E5", "D5", "E3", "D3", "F4", "J9", "D4", "E4"]);
  expect(await stone(page, "D4")).toBeNull(); // captured
  // Text 000: forbidden points are marked with an X, by default.
  await expect(page.locator('[data-point="D4"] .forbidden')).toHaveCount(1);
  await page.locator('[data-point="D4"]').click();
  await expect(page.locator(".notice")).toHaveText("Ko: play elsewhere first.");
  expect(await stone(page, "D4")).toBeNull();
  // Self-capture: White surrounds A1, Black may not play there.
  await play(page, ["A2", "H9", "B1"]);
  await page.locator('[data-point="A1"]').click();
  await expect(page.locator(".notice")).toHaveText("Self-capture: a stone must keep a liberty.");
  await page.locator('[data-point="E5"]').click();
  await expect(page.locator(".notice")).toHaveText("That point is occupied.");
});

test("two-tap placing: the first tap shows a ghost, the second places", async ({ page }) => {
  await seedSettings(page, { placing: "TwoTap" });
  await newGame(page);
  await page.locator('[data-point="E5"]').click();
  await expect(page.locator('[data-point="E5"] .ghost')).toHaveCount(1);
  expect(await stone(page, "E5")).toBeNull();
  await page.locator('[data-point="D5"]').click(); // moves the ghost
  await expect(page.locator('[data-point="E5"] .ghost')).toHaveCount(0);
  await expect(page.locator('[data-point="D5"] .ghost')).toHaveCount(1);
  await page.locator('[data-point="D5"]').click();
  expect(await stone(page, "D5")).toBe("black");
  await expect(page.locator(".notice")).toHaveText("Black played D5.");
});

test("resume after a disputed count; four passes count every stone alive", async ({ page }) => {
  await newGame(page);
  await play(page, ["E5", "F5"]);
  await pass(page);
  await pass(page);
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  await page.locator('[data-point="F5"]').click(); // Black says White's stone is dead; White disagrees
  const resume = page.getByRole("button", { name: /^Resume/ });
  await expect(resume).toHaveText("Resume play (Black moves)"); // White passed last
  await resume.click();
  await expect(page.locator(".player.black")).toContainText("to play");
  await pass(page); // Black
  await pass(page); // White: four passes in a row
  await expect(page.locator(".result-line")).toBeVisible();
  // Both stones counted alive: the board is all neutral but the stones.
  await expect(page.locator(".result-line")).toHaveText("White wins by 7.5 points — W+7.5");
  await expect(page.locator('[data-dead="true"]')).toHaveCount(0);
});

test("first capture: the first capture ends the game at once", async ({ page }) => {
  await newGame(page, { preset: "First capture" });
  await play(page, ["B1", "A1", "A2"]);
  await expect(page.locator(".result-line")).toHaveText("Black wins by making the first capture — B+");
  // Once the game is over there is no move to type; reading the board still works.
  await expect(page.getByLabel("Play at (e.g. D4)")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Read board" })).toBeVisible();
});

test("territory rules: the count waits while a ko is open (text 003, rule 72)", async ({ page }) => {
  await newGame(page, { preset: "Japanese territory", size: 9 });
  await play(page, ["C8", "D8", "B7", "E7", "C6", "D6", "J1", "C7"]);
  await pass(page);
  await pass(page);
  await page.getByRole("button", { name: /^Agree/ }).click();
  await expect(page.locator(".notice.refusal")).toContainText("The ko at D7 is still open");
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
  await page.getByRole("button", { name: /^Resume/ }).click();
  await expect(page.locator(".notice")).toHaveText("Play resumes.");
});

test("club rules: a clock tops the time up, the kind chosen by the preset (text 001)", async ({ page }) => {
  await page.goto("./");
  await page.getByRole("link", { name: "New game" }).click();
  await page.getByRole("radio", { name: /^Club area/ }).check();
  await page.getByLabel("Main time per player").selectOption("1");
  await expect(page.getByLabel("After main time")).toHaveValue("floor");
  await expect(page.getByLabel("Topped up to (seconds)")).toHaveValue("30");
  await page.getByRole("radio", { name: /^AGA area/ }).check();
  await expect(page.getByLabel("After main time")).toHaveValue("sudden-death");
});

test("on a phone the keyboard tools fold behind one button, still there for screen readers", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await newGame(page);
  const box = page.getByLabel("Play at (e.g. D4)");
  await expect(box).toHaveCount(1);
  // Folded: in the page (and the accessibility tree) but one pixel wide on the screen.
  expect((await page.locator(".keyboard-tools").boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  const toggle = page.getByRole("button", { name: "Keyboard & screen reader" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(box).toBeVisible();
  await box.fill("E5");
  await box.press("Enter");
  await expect(page.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "black");
  await context.close();
});

test("a player whose time runs out loses", async ({ page }) => {
  await page.clock.install();
  await newGame(page, { clockMinutes: 1 });
  await play(page, ["E5"]);
  await expect(page.locator(".player.white .clock")).toHaveText("1:00");
  await page.clock.runFor(50_000);
  await expect(page.locator(".player.white .clock")).toHaveClass(/warning/);
  await page.clock.runFor(11_000);
  await expect(page.locator(".result-line")).toHaveText("Black wins: White ran out of time — B+T");
});

test("club rules refuse resignation before move 20", async ({ page }) => {
  await newGame(page, { preset: "Club area" });
  await play(page, ["E5", "F5"]);
  await page.getByRole("button", { name: /^Resign/ }).first().click();
  await expect(page.locator(".notice")).toHaveText("Resignation is allowed only after 20 moves.");
});

test("screenshots: phone portrait and tablet face to face", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newGame(page);
  await play(page, ["E5", "F5", "E4", "F4", "D6", "C3"]);
  await page.screenshot({ path: saveScreenshotPath("play-phone-390x844.png") });
  await seedSettings(page, { face_to_face: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await newGame(page);
  await play(page, ["E5", "F5", "E4", "F4", "D6"]);
  await page.screenshot({ path: saveScreenshotPath("play-tablet-1024x768-face-to-face.png") });
  await expect(page.locator(".side.far")).toBeVisible();
});

test("a timed game opened again from the saved list waits for Continue clock", async ({ page }) => {
  await page.clock.install();
  await newGame(page, { clockMinutes: 1 });
  await play(page, ["E5"]);
  await expect(page.getByRole("button", { name: "Pause clock" })).toBeVisible();
  await page.locator(".screen-nav").getByRole("link", { name: "Saved games" }).click();
  await page.locator(".saved-game").first().getByRole("link", { name: "Open" }).click();
  await expect(page.getByRole("button", { name: "Continue clock" })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.locator(".player.white .clock")).toHaveText("1:00");
});

test("a captured stone fades out where it stood, then is gone (the boards' one animator)", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap" });
  await newGame(page);
  // White surrounds Black's E5; the last stone captures it.
  await play(page, ["E5", "D5", "A1", "F5", "A2", "E4", "A3"]);
  await page.locator('[data-point="E6"]').click();
  await expect(page.locator('[data-point="E5"] .fading')).toHaveCount(1);
  expect(await stone(page, "E5")).toBeNull();
  await expect(page.locator('[data-point="E5"] .fading')).toHaveCount(0);
});
