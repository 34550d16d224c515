// The computer's hint in lessons: "Ask the computer" shows its top moves on the lesson's
// board with their reasons (as the play screen's Hint does), only moves the step takes,
// only where the step asks for a move, and never once the lesson is done; progress while
// the network loads, Cancel, and words when the worker fails.
// Screenshots on a phone and a tablet land in tests/e2e/artifacts/lesson-hint-*.
import { test, expect, type Page } from "@playwright/test";
import { DEVICES, saveScreenshotPath, touchPage, watchErrors } from "./helpers";

// Page routes must see the worker's requests: no service worker in between here.
test.use({ serviceWorkers: "block" });

const ASK = "Ask the computer";
const REASON = /^(captures a stone|captures \d+ stones|saves the stone in atari|saves \d+ stones in atari|the computer's choice)$/;

async function openLesson(page: Page, id: string) {
  await page.goto(`./learn/${id}`);
  await expect(page.locator("[data-point]").first()).toBeVisible();
}

/** Asks for the hint and reads it: each line's rank, point and reason, checked against
 * the numbers on the board (empty points only). */
async function askForHints(page: Page): Promise<{ point: string; reason: string }[]> {
  await page.getByRole("button", { name: ASK }).click();
  await expect(page.locator(".advice-said")).toContainText("1.", { timeout: 30_000 });
  const said = (await page.locator(".advice-said").textContent()) ?? "";
  const lines = said.split(" · ");
  const hinted = page.locator("[data-point]:has(.hint)");
  await expect(hinted).toHaveCount(lines.length);
  expect(lines.length).toBeLessThanOrEqual(3);
  const hints = [];
  for (const [i, line] of lines.entries()) {
    const m = line.match(/^(\d)\. ([A-HJ]\d): (.*)$/);
    expect(m, line).not.toBeNull();
    expect(Number(m![1])).toBe(i + 1);
    expect(m![3]).toMatch(REASON);
    const at = page.locator(`[data-point="${m![2]}"]`);
    await expect(at.locator(".hint-rank")).toHaveText(String(i + 1));
    expect(await at.getAttribute("data-stone")).toBeNull();
    hints.push({ point: m![2], reason: m![3] });
  }
  return hints;
}

test("the practice capture: the computer's hint is a move the step takes, and goes once it is done", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openLesson(page, "practice");
  const hints = await askForHints(page);
  // The only move that captures the corner stone, and the hint says it captures.
  expect(hints).toHaveLength(1);
  expect(hints[0].reason).toBe("captures a stone");
  await page.locator(`[data-point="${hints[0].point}"]`).click();
  await expect(page.locator(".feedback")).toContainText("Correct");
  await expect(page.locator(".step-count")).toHaveText("Done");
  await expect(page.locator(".board .hint")).toHaveCount(0);
  await expect(page.locator(".advice-said")).toHaveText("");
  await expect(page.getByRole("button", { name: ASK })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a lesson with several stones to capture hints only at the marked one; a wrong tap clears the hint", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openLesson(page, "capture");
  let hints = await askForHints(page);
  // A move elsewhere (not the step's) clears the hint.
  await page.locator('[data-point="D4"]').click();
  await expect(page.locator(".feedback")).not.toContainText("Correct");
  await expect(page.locator(".board .hint")).toHaveCount(0);
  await expect(page.locator(".advice-said")).toHaveText("");
  // Each step's first hint completes it: the marked stone, not another one in reach.
  for (let step = 1; step <= 3; step++) {
    await expect(page.locator(".step-count")).toHaveText(`Step ${step} of 3`);
    hints = await askForHints(page);
    for (const h of hints) expect(h.reason).toBe("captures a stone");
    await page.locator(`[data-point="${hints[0].point}"]`).click();
    await expect(page.locator(".feedback")).toContainText("Correct");
  }
  await expect(page.locator(".step-count")).toHaveText("Done");
  await expect(page.getByRole("button", { name: ASK })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("steps that ask for no game move offer no computer hint", async ({ page }) => {
  // Tap the liberties; point at the string in atari.
  await openLesson(page, "liberties");
  await expect(page.getByRole("button", { name: "Hint", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: ASK })).toHaveCount(0);
  await openLesson(page, "atari");
  await expect(page.getByRole("button", { name: ASK })).toHaveCount(0);
});

test("the ko lesson on 7x7: no hint where the step is to try the forbidden move, and never the ko retake after it", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openLesson(page, "ko");
  // Step 1 asks to try the retake the ko rule forbids: not a move a hint can give.
  await expect(page.getByRole("button", { name: ASK })).toHaveCount(0);
  await page.locator('[data-point="D4"]').click();
  await expect(page.locator(".step-count")).toHaveText("Step 2 of 3");
  // Step 2: a move elsewhere first. Whatever the computer says, D4 is not among it.
  await page.getByRole("button", { name: ASK }).click();
  await expect(page.locator(".advice-said")).not.toHaveText("", { timeout: 30_000 });
  await expect(page.locator('[data-point="D4"] .hint')).toHaveCount(0);
  const said = (await page.locator(".advice-said").textContent()) ?? "";
  if (said.startsWith("1.")) {
    const first = said.match(/^1\. ([A-G]\d):/)![1];
    await page.locator(`[data-point="${first}"]`).click();
    await expect(page.locator(".feedback")).toContainText("Correct");
  } else {
    expect(said).toContain("The computer would play elsewhere");
  }
  expect(errors).toEqual([]);
});

test("while the network loads the hint shows progress and can be cancelled", async ({ page, context }) => {
  test.setTimeout(90_000);
  // Hold the network back until the test lets it go.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route("**/katago/*.bin", async (route) => {
    await held;
    await route.continue();
  });
  await openLesson(page, "practice");
  await page.getByRole("button", { name: ASK }).click();
  const status = page.locator(".computer-status");
  await expect(status).toContainText("The computer is looking");
  await expect(status.locator("progress")).toBeVisible();
  await status.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveCount(0);
  release();
  await page.waitForTimeout(1500);
  await expect(page.locator(".board .hint")).toHaveCount(0);
  await expect(page.locator(".advice-said")).toHaveText("");
  // Asked again, it answers.
  await askForHints(page);
});

test("a worker that fails to load says so in words; the lesson goes on", async ({ page, context }) => {
  await context.route("**/tengen-worker_loader.js", (route) => route.fulfill({ status: 404, body: "" }));
  await openLesson(page, "practice");
  await page.getByRole("button", { name: ASK }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The computer could not look at this board" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator(".board .hint")).toHaveCount(0);
  await page.locator('[data-point="A2"]').click();
  await expect(page.locator(".step-count")).toHaveText("Done");
});

for (const device of DEVICES) {
  test(`screens: ${device.name}, the computer's hint in a lesson`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await touchPage(browser, device.viewport);
    const shot = (name: string) =>
      page.screenshot({ path: saveScreenshotPath(`lesson-hint-${device.name}-${name}.png`), fullPage: true });
    await openLesson(page, "capture");
    await askForHints(page);
    await shot("capture");
    await openLesson(page, "practice");
    await askForHints(page);
    await shot("practice");
    await context.close();
  });
}
