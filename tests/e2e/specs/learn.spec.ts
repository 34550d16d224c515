// The Learn screens: from Home through the guide, the practice capture and lessons by taps.
import { test, expect, type Page } from "@playwright/test";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { stone } from "./play-helpers";

const feedback = (page: Page) => page.locator(".feedback");

async function tap(page: Page, points: string[]) {
  for (const p of points) await page.locator(`[data-point="${p}"]`).click();
}

async function openLesson(page: Page, id: string) {
  await page.goto(`./learn/${id}`);
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

async function expectDone(page: Page) {
  await expect(page.locator(".step-count")).toHaveText("Done");
  await expect(feedback(page)).toContainText("Correct");
}

test("the guide is one tap from Home, animates its moves and leads to the practice capture", async ({ page }) => {
  const errors = watchErrors(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("./");
  await page.getByRole("link", { name: "Rules" }).click();
  await expect(page).toHaveURL(/\/learn\/guide$/);
  await expect(page.getByRole("heading", { name: "The board" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Take turns" })).toBeVisible();
  // Stepping by hand shows each move of the page on the board.
  // Reduced motion: nothing plays by itself; Step shows one move at a time.
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  await expect(page.locator(".caption")).toHaveText("Before the moves.");
  await page.getByRole("button", { name: "Step" }).click();
  await expect(page.locator(".caption")).toContainText("Black plays E5");
  expect(await stone(page, "E5")).toBe("black");
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Komi" })).toBeVisible();
  await page.getByRole("link", { name: "Try a capture" }).click();
  await expect(page).toHaveURL(/\/learn\/practice$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/learn\/guide$/);
  expect(errors).toEqual([]);
});

test("practice capture: the white corner stone is taken, the board cleared, then a 9x9 game starts", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./learn");
  await page.getByRole("link", { name: /Practice capture/ }).click();
  expect(await stone(page, "A1")).toBe("white");
  expect(await stone(page, "B1")).toBe("black");
  await expect(page.getByRole("button", { name: "Play a friend" })).toHaveCount(0);
  await tap(page, ["B2"]);
  await expect(feedback(page)).toContainText("Not quite");
  await expect(feedback(page)).toContainText("only touches the white stone's corner");
  await tap(page, ["A2"]);
  await expect(feedback(page)).toContainText("Captured!");
  expect(await stone(page, "A1")).toBeNull(); // taken off; Black's stones stay a moment
  // Then both colours are cleared.
  await expect(page.locator("[data-stone]")).toHaveCount(0, { timeout: 4000 });
  await expect(page.getByRole("group", { name: "Start a 9x9 game" })).toBeVisible();
  await page.getByRole("button", { name: "Play a friend" }).click();
  await expect(page).toHaveURL(/\/play\/[0-9a-z]+$/);
  await expect(page.locator("[data-point]")).toHaveCount(81);
  await expect(page.locator(".move-number")).toHaveText("Move 0");
  await page.goto("./learn");
  await expect(page.getByRole("link", { name: /Practice capture/ })).toContainText("Done");
  expect(errors).toEqual([]);
});

test("liberties: wrong taps get their message, every step by taps, progress kept", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./learn");
  await expect(page.locator(".lesson-progress")).toHaveText("0 of 15 done");
  await page.getByRole("link", { name: "Start the lessons: Liberties" }).click();
  await expect(page.locator(".step-count")).toHaveText("Step 1 of 3");
  await tap(page, ["C5"]);
  await expect(feedback(page)).toContainText("Not quite");
  await expect(feedback(page)).toContainText("That's a diagonal. Diagonals are not liberties.");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint")).toContainText("Look straight up, down, left and right");
  await tap(page, ["D5"]);
  await expect(feedback(page)).toContainText("Yes, a liberty.");
  await expect(page.locator(".found")).toHaveText("Found 1 of 4");
  await tap(page, ["C4", "E4", "D3"]);
  await expect(page.locator(".step-count")).toHaveText("Step 2 of 3");
  await expect(feedback(page)).toContainText("Four. A stone in the open has four liberties.");
  await tap(page, ["C1", "E1", "D2"]);
  await tap(page, ["B7", "A6"]);
  await expectDone(page);
  await expect(feedback(page)).toContainText("Two in the corner.");
  // Kept on the device: the menu ticks it after a reload and offers the next lesson.
  await page.goto("./learn");
  await page.reload();
  await expect(page.locator(".lesson-progress")).toHaveText("1 of 15 done");
  await expect(page.locator(".lesson-list li").first()).toContainText("Done");
  await expect(page.getByRole("link", { name: "Continue: Strings" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("ko: the retake is refused in the engine's words, then allowed after a move elsewhere", async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, "ko");
  expect(await stone(page, "C4")).toBe("white"); // White's capture that starts the ko
  expect(await stone(page, "D4")).toBeNull();
  await tap(page, ["D4"]);
  await expect(feedback(page)).toContainText("Ko: play elsewhere first.");
  await expect(feedback(page)).toContainText("That is ko.");
  expect(await stone(page, "D4")).toBeNull();
  await expect(page.locator(".step-count")).toHaveText("Step 2 of 3");
  await tap(page, ["D4"]);
  await expect(feedback(page)).toContainText("Still too early.");
  await tap(page, ["F3"]);
  await expect.poll(() => stone(page, "E2")).toBe("white"); // White's scripted answer
  await tap(page, ["D4"]);
  await expectDone(page);
  expect(await stone(page, "C4")).toBeNull();
  expect(await stone(page, "D4")).toBe("black");
  // Retry starts over.
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator(".step-count")).toHaveText("Step 1 of 3");
  expect(await stone(page, "D4")).toBeNull();
  expect(errors).toEqual([]);
});

test("passing and counting: Pass, mark the dead stone, count by area with number buttons", async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, "passing");
  await tap(page, ["E4"]);
  await expect(feedback(page)).toContainText("No stone needed. Tap Pass instead.");
  await page.getByRole("button", { name: "Pass" }).click();
  await tap(page, ["D4"]);
  await expect(feedback(page)).toContainText("White's wall is safe.");
  await tap(page, ["B5"]);
  await expect(page.locator('[data-point="B5"]')).toHaveAttribute("data-dead", "true");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectDone(page);
  await page.getByRole("link", { name: "Next lesson" }).click();
  await expect(page).toHaveURL(/\/learn\/two-eyes$/);

  await openLesson(page, "count-area");
  await expect(page.locator(".board .territory").first()).toBeVisible(); // the count is shaded
  await page.getByRole("button", { name: "7", exact: true }).click();
  await expect(feedback(page)).toContainText("Count only the empty points inside Black's stones");
  for (const n of ["8", "43", "44.5", "1.5"]) await page.getByRole("button", { name: n, exact: true }).click();
  await expectDone(page);
  await expect(feedback(page)).toContainText("White wins by 1.5.");
  await page.goto("./learn");
  await expect(page.locator(".lesson-list li", { hasText: "Passing and the end" })).toContainText("Done");
  await expect(page.locator(".lesson-list li", { hasText: "Counting by area" })).toContainText("Done");
  expect(errors).toEqual([]);
});

test("first capture wins: two people play on the device, then a 9x9 first-capture game against a friend or the computer", async ({ page }) => {
  await openLesson(page, "first-capture");
  await expect(page.locator(".turn")).toHaveText("Black to play");
  await tap(page, ["E5", "A1", "A2", "E4"]);
  await expect(page.locator(".turn")).toHaveText("Black to play");
  await tap(page, ["B1"]);
  await expectDone(page);
  await expect(feedback(page)).toContainText("A capture wins!");
  await expect(page.getByRole("button", { name: "Play a friend" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("group", { name: "Start a 9x9 game" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: saveScreenshotPath("learn-phone-first-capture-done.png") });
  // One tap to a first-capture game against the weakest level.
  await page.getByRole("button", { name: "Play the computer" }).click();
  await expect(page).toHaveURL(/\/play\/[0-9a-z]+$/);
  await expect(page.locator(".player.black .name")).toHaveText("You");
  await expect(page.locator(".player.white .name")).toHaveText("Computer (Rung 1 · First game)");
  await page.goto("./saved");
  await expect(page.locator(".saved-game").first()).toContainText("First capture");
});

test("unreadable saved progress counts as none; the back button and reloads work", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem("tengen.learn.progress", "{not json"));
  await page.goto("./learn");
  await expect(page.locator(".lesson-progress")).toHaveText("0 of 15 done");
  await page.getByRole("link", { name: "Strings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Strings" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Strings" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Learn", exact: true })).toBeVisible();
  await page.goto("./learn/no-such-lesson");
  await expect(page.getByRole("heading", { name: "Lesson not found" })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [name, size] of [
  ["phone", { width: 390, height: 844 }],
  ["tablet", { width: 1024, height: 768 }],
] as const) {
  test(`a lesson on a ${name}: fits, nothing overflows, touch targets are a finger wide`, async ({ page }) => {
    await page.setViewportSize(size);
    await openLesson(page, "ko");
    await tap(page, ["D4"]);
    await expect(feedback(page)).toContainText("Ko: play elsewhere first.");
    await page.getByRole("button", { name: "Hint" }).click();
    await page.screenshot({ path: saveScreenshotPath(`learn-lesson-${name}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectFingerTargets(page);
    const board = await page.locator("svg.board").boundingBox();
    const cell = board!.width / 8.2; // 7x7: six gaps plus two margins of 1.1
    expect(cell).toBeGreaterThanOrEqual(44);
    if (name === "phone") expect(board!.width).toBeGreaterThanOrEqual(size.width - 1);
    else {
      const panel = await page.locator(".lesson-panel").boundingBox();
      expect(panel!.x).toBeGreaterThan(board!.x + board!.width - 1); // beside the board
    }
  });
}

/** Every button and link on the screen is at least 44 px each way. */
async function expectFingerTargets(page: Page) {
  for (const el of await page.locator("main button, main a").all()) {
    const box = await el.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44, await el.innerText()).toBeTruthy();
  }
}

test("the guide and the menu on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./learn");
  await expectFingerTargets(page);
  await page.screenshot({ path: saveScreenshotPath("learn-menu-phone.png"), fullPage: true });
  await page.goto("./learn/guide");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator(".caption")).toContainText("Move 1 of 4", { timeout: 3000 }); // plays by itself
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Capture" })).toBeVisible();
  await expectFingerTargets(page);
  await page.screenshot({ path: saveScreenshotPath("learn-guide-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: saveScreenshotPath("learn-guide-tablet.png"), fullPage: true });
});

test("a count question and the cleared practice board on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLesson(page, "count-area");
  await page.getByRole("button", { name: "9", exact: true }).click();
  await page.screenshot({ path: saveScreenshotPath("learn-count-phone.png"), fullPage: true });
  await page.goto("./learn/practice");
  await tap(page, ["A2"]);
  await expect(page.locator("[data-stone]")).toHaveCount(0, { timeout: 4000 });
  await page.screenshot({ path: saveScreenshotPath("learn-practice-done-phone.png"), fullPage: true });
});

test("the guide's end page settles the board: the marked stone is dead, the areas shaded", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("./learn/guide");
  for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "The end" })).toBeVisible();
  await page.getByRole("button", { name: "Step" }).click();
  await page.getByRole("button", { name: "Step" }).click();
  await expect(page.locator(".caption")).toHaveText("Move 2 of 2: White passes.");
  await expect(page.locator('[data-point="E4"]')).toHaveAttribute("data-dead", "true");
  await expect(page.locator(".board .territory").first()).toBeVisible();
  await page.screenshot({ path: saveScreenshotPath("learn-guide-end-tablet.png") });
});
