// One link per play screen (issue 26): the computer's moves, the teacher's looks, a hint,
// the estimate and the count's suggestion all go to one worker, which downloads the
// network once. (Before, each asker started a worker of its own, each fetching the 2 MB
// network.)
import { test, expect, type Page } from "@playwright/test";
import * as path from "node:path";
import { watchErrors } from "./helpers";
import { pass, seedSettings } from "./play-helpers";

// The page's routes see the worker's requests only without a service worker between.
test.use({ serviceWorkers: "block" });

const FIXTURES = path.resolve(__dirname, "../fixtures");
const NETWORK = "**/katago/g170-b6c96.f16.bin";

const point = (page: Page, p: string) => page.locator(`[data-point="${p}"]`);
const moveNumber = async (page: Page) => Number((await page.locator(".move-number").textContent())?.replace(/\D/g, ""));
const settling = (page: Page) => page.getByRole("heading", { name: "Settle the board" });

test("a game against the computer with the teacher, a hint, the estimate and the count uses one worker and one download", async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  let downloads = 0;
  await context.route(NETWORK, (route) => {
    downloads += 1;
    return route.continue();
  });
  // Hints and the teacher on at the computer's Club level (level 4), which has neither by
  // default.
  await seedSettings(page, { placing: "OneTap", hints: true, mistakes: true });
  await page.goto("saved");
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "computer-count.sgf"));
  await expect(page.locator(".import-result")).toBeVisible();
  await page.getByRole("link", { name: "Continue playing" }).click();
  await expect(point(page, "H5")).toHaveAttribute("data-stone", "black");

  // A move: the teacher looks before and after it, the computer answers.
  await point(page, "A1").click();
  await expect(point(page, "A1")).toHaveAttribute("data-stone", "black");
  await expect.poll(() => moveNumber(page), { timeout: 60_000 }).toBe(2);

  // A hint and the estimate, asked of the same worker.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".advice-said")).toContainText("1.", { timeout: 60_000 });
  await page.getByRole("button", { name: "Estimate score" }).click();
  await expect(page.locator(".advice-said")).toContainText(/leads by about|About even/, { timeout: 60_000 });

  // Passes until the computer passes too; then its suggestion at the count.
  for (let i = 0; i < 6 && (await settling(page).count()) === 0; i++) {
    const n = await moveNumber(page);
    await pass(page);
    await expect
      .poll(async () => (await settling(page).count()) > 0 || (await moveNumber(page)) >= n + 2, { timeout: 60_000 })
      .toBe(true);
  }
  await expect(settling(page)).toBeVisible();
  await expect(page.locator(".notice")).toContainText("The computer suggests", { timeout: 60_000 });
  await expect(point(page, "H5")).toHaveAttribute("data-dead", "true");

  expect(workers.filter((u) => u.includes("tengen-worker"))).toHaveLength(1);
  expect(downloads).toBe(1);
  expect(errors).toEqual([]);
});
