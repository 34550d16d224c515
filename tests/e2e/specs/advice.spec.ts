// A second pair of eyes: the computer's dead-stone suggestion at the count, the score
// estimate and hints during play, and the review of a whole game with the computer.
// Screenshots on a phone and a tablet land in tests/e2e/artifacts/advice-*.
import { test, expect, type Page } from "@playwright/test";
import * as path from "node:path";
import { DEVICES, saveScreenshotPath, touchPage, watchErrors } from "./helpers";
import { WALLS, newGame, pass, play, seedSettings } from "./play-helpers";

const FIXTURES = path.resolve(__dirname, "../fixtures");

/** Walls on E and F, then a white stone at B5 deep in Black's side, then two passes. */
async function settleWithInvader(page: Page) {
  await newGame(page);
  await play(page, [...WALLS, "A1", "B5"]);
  await pass(page);
  await pass(page);
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
}

const point = (page: Page, p: string) => page.locator(`[data-point="${p}"]`);

/** A game against the computer (White, Club player) with nothing left to play but a
 * black stone at H5 that cannot live: imported, then the person passes. */
async function countAgainstComputer(page: Page) {
  await page.goto("saved");
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "computer-count.sgf"));
  await expect(page.locator(".import-result")).toBeVisible();
  await page.getByRole("link", { name: "Continue playing" }).click();
  await expect(point(page, "H5")).toHaveAttribute("data-stone", "black");
  await pass(page);
  await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible({ timeout: 30_000 });
}

test("against the computer the count starts with its suggestion of the dead stones", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await seedSettings(page, { placing: "OneTap" });
  await countAgainstComputer(page);
  await expect(page.locator(".notice")).toContainText("The computer suggests one dead string", { timeout: 30_000 });
  await expect(point(page, "H5")).toHaveAttribute("data-dead", "true");
  await expect(point(page, "H5").locator(".dead-mark.suggested")).toHaveCount(1);
  await expect(page.locator('[data-dead="true"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Agree" }).click();
  await expect(page.locator(".result-line")).toContainText("White wins");
  expect(errors).toEqual([]);
});

test("between people the computer suggests the dead stones when asked; players change them and agree", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await seedSettings(page, { placing: "OneTap" });
  await settleWithInvader(page);
  await expect(point(page, "B5")).not.toHaveAttribute("data-dead", "true");
  await page.getByRole("button", { name: "Ask the computer which stones are dead" }).click();
  await expect(page.locator(".notice")).toContainText("The computer suggests one dead string", { timeout: 30_000 });
  await expect(point(page, "B5")).toHaveAttribute("data-dead", "true");
  await expect(point(page, "B5").locator(".dead-mark.suggested")).toHaveCount(1);
  await expect(page.locator(".suggest-note")).toBeVisible();
  // Only the invader: the walls live.
  await expect(page.locator('[data-dead="true"]')).toHaveCount(1);
  // A player's change makes the mark theirs.
  await point(page, "B5").click();
  await expect(point(page, "B5")).not.toHaveAttribute("data-dead", "true");
  await point(page, "B5").click();
  await expect(point(page, "B5")).toHaveAttribute("data-dead", "true");
  await expect(point(page, "B5").locator(".dead-mark.suggested")).toHaveCount(0);
  await page.getByRole("button", { name: "Agree" }).click();
  await expect(page.locator(".result-line")).toContainText("Black wins");
  expect(errors).toEqual([]);
});

// Issue 23's position on the default preset: Black's wall on E, White's on F, a black
// invader at H3 and a white one at B7. Both invaders are dead whoever passed first (GNU Go
// and KataGo agree), and the count is then Black's by 1.5.
for (const whiteFirst of [false, true]) {
  test(`both lone invaders are suggested dead (${whiteFirst ? "White" : "Black"} passes first)`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await seedSettings(page, { placing: "OneTap" });
    await newGame(page);
    // With an extra black stone in Black's own corner White has the first pass.
    await play(page, [...WALLS, "H3", "B7", ...(whiteFirst ? ["A1"] : [])]);
    await pass(page);
    await pass(page);
    await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
    await page.getByRole("button", { name: "Ask the computer which stones are dead" }).click();
    await expect(page.locator(".notice")).toContainText("The computer suggests 2 dead strings", { timeout: 60_000 });
    await expect(point(page, "H3")).toHaveAttribute("data-dead", "true");
    await expect(point(page, "B7")).toHaveAttribute("data-dead", "true");
    await expect(page.locator('[data-dead="true"]')).toHaveCount(2);
    await page.getByRole("button", { name: "Agree" }).click();
    await expect(page.locator(".result-line")).toContainText(whiteFirst ? "Black wins" : "Black wins by 1.5");
    expect(errors).toEqual([]);
  });
}

test("Settings can turn the suggestion off", async ({ page }) => {
  await seedSettings(page, { placing: "OneTap", dead_suggestions: false });
  await settleWithInvader(page);
  await expect(page.getByRole("button", { name: "Ask the computer which stones are dead" })).toHaveCount(0);
});

test("the score estimate and hints come only when asked, and go when the game moves on", async ({ page }) => {
  test.setTimeout(90_000);
  await seedSettings(page, { placing: "OneTap" });
  await newGame(page);
  await play(page, ["E5", "C3", "G7", "C7"]);
  // Between people hints are off unless Settings say otherwise.
  await expect(page.getByRole("button", { name: "Hint" })).toHaveCount(0);
  await expect(page.locator(".board .territory")).toHaveCount(0);
  await page.getByRole("button", { name: "Estimate score" }).click();
  await expect(page.locator(".advice-said")).toContainText(/leads by about|About even/, { timeout: 30_000 });
  await expect(page.locator(".advice-said")).toContainText("Black's chance to win");
  expect(await page.locator(".board .territory").count()).toBeGreaterThan(0);
  await play(page, ["G3"]);
  await expect(page.locator(".board .territory")).toHaveCount(0);
  await expect(page.locator(".advice-said")).toHaveText("");
});

test("hints: on by a setting between people; the top moves numbered on empty points, each with a reason", async ({ page }) => {
  test.setTimeout(90_000);
  await seedSettings(page, { placing: "OneTap", hints: true });
  await newGame(page);
  await play(page, ["C4", "C5", "B5", "G7", "D5", "G3"]);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".advice-said")).toContainText("1.", { timeout: 30_000 });
  const hinted = page.locator("[data-point]:has(.hint)");
  const count = await hinted.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  const said = (await page.locator(".advice-said").textContent()) ?? "";
  const lines = said.split(" · ");
  expect(lines.length).toBe(count);
  for (const [i, line] of lines.entries()) {
    const m = line.match(/^(\d)\. ([A-HJ]\d): (captures a stone|captures \d+ stones|saves the stone in atari|saves \d+ stones in atari|the computer's choice)$/);
    expect(m, line).not.toBeNull();
    expect(Number(m![1])).toBe(i + 1);
    // Numbered where it says, on an empty point.
    const at = page.locator(`[data-point="${m![2]}"]`);
    await expect(at.locator(".hint-rank")).toHaveText(String(i + 1));
    expect(await at.getAttribute("data-stone")).toBeNull();
  }
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.locator(".board .hint")).toHaveCount(0);
});

test("review: a 100-move game analysed with the computer, resumed after a reload, mistakes and their lines", async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  await page.goto("saved");
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "review-100.sgf"));
  await expect(page.locator(".import-result")).toContainText("100 moves");
  await page.goto("saved");
  await page.getByRole("link", { name: "Review" }).first().click();
  await page.getByRole("button", { name: "Analyse with the computer" }).click();
  const status = page.locator(".review-analysis .computer-status");
  await expect(status).toContainText(/position 1[0-9] of 101/, { timeout: 120_000 });
  // Left half way: the looks so far are kept, and it goes on from there.
  await page.reload();
  await page.getByRole("button", { name: "Continue the computer's analysis" }).click();
  await expect(status).toContainText(/position (1[0-9]|[2-9][0-9]) of 101/, { timeout: 60_000 });
  await expect(status).toHaveCount(0, { timeout: 480_000 });
  await expect(page.locator(".review-graph .graph-wins")).toHaveAttribute("points", /^(\S+ ){100}\S+$/);
  await expect(page.locator(".review-mistakes h3")).toHaveCount(2);
  // The graph jumps to a move.
  await page.locator(".review-graph .graph-target").nth(40).click();
  await expect(page.locator(".review-status")).toContainText("Move 40 of 100");
  // A mistake's line steps on the board, then back to the game.
  const show = page.getByRole("button", { name: "Show the computer's line" }).first();
  if ((await show.count()) > 0) {
    await show.click();
    await expect(page.locator(".review-line")).toContainText("move 0 of");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".review-line")).toContainText("move 1 of");
    await page.getByRole("button", { name: "Back to the game" }).click();
    await expect(page.locator(".review-line")).toHaveCount(0);
  }
  // Kept with the game: every position looked at.
  const kept = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("tengen.analysis."));
    return key ? JSON.parse(localStorage.getItem(key) ?? "null") : null;
  });
  expect(kept.looks.filter((l: unknown) => l !== null).length).toBe(101);
  for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]] as const) {
    await page.setViewportSize(viewport);
    await page.locator(".review-graph").scrollIntoViewIfNeeded();
    await page.screenshot({ path: saveScreenshotPath(`advice-${name}-review.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});

for (const device of DEVICES) {
  test(`screens: ${device.name}, the suggestion at the count and the estimate`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await touchPage(browser, device.viewport);
    const shot = (name: string) => page.screenshot({ path: saveScreenshotPath(`advice-${device.name}-${name}.png`) });
    await seedSettings(page, { placing: "OneTap", hints: true });
    await newGame(page);
    await play(page, ["E5", "C3", "G7", "C7", "G3"]);
    await page.getByRole("button", { name: "Estimate score" }).click();
    await expect(page.locator(".advice-said")).toContainText(/leads by about|About even/, { timeout: 30_000 });
    await shot("estimate");
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(page.locator(".board .hint").first()).toBeVisible({ timeout: 30_000 });
    await shot("hint");
    await settleWithInvader(page);
    await page.getByRole("button", { name: "Ask the computer which stones are dead" }).click();
    await expect(point(page, "B5")).toHaveAttribute("data-dead", "true", { timeout: 30_000 });
    await page.locator(".settling").scrollIntoViewIfNeeded();
    await shot("suggestion");
    await countAgainstComputer(page);
    await expect(point(page, "H5")).toHaveAttribute("data-dead", "true", { timeout: 30_000 });
    await shot("computer-suggestion");
    await page.getByRole("button", { name: "Agree" }).click();
    await page.locator(".result").scrollIntoViewIfNeeded();
    await shot("computer-result");
    await context.close();
  });
}
