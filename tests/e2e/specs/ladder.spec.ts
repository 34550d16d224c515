// The ladder (issue 44) on a phone and a tablet: each game against the computer moves the
// rating, said after the game and on Home and kept over a reload; a third win in a row
// against the weakest rung brings the offer of the next one, in words screen readers hear,
// and taking it starts that game. The games are arranged by the test alone: the worker's
// script is replaced by one that resigns every move it is asked for, so the person wins
// whatever they play (nothing in the shipped app knows of it).
import { test, expect, type Page, type BrowserContext } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { DEVICES, REPO, saveScreenshotPath, touchPage, watchErrors } from "./helpers";
import { seedSettings } from "./play-helpers";

// Page routes must see the worker's requests: no service worker in between here.
test.use({ serviceWorkers: "block" });

/** The worker messages' version, as the app's protocol names it. */
const VERSION = Number(
  /pub const VERSION: u32 = (\d+);/.exec(fs.readFileSync(path.join(REPO, "src/worker/protocol.rs"), "utf8"))![1],
);

/** A worker that is ready at once and, asked for a move, passes while the game has fewer
 *  than `passing` events and resigns after (each event is three letters in the record). */
const resigningWorker = (passing: number) => `
const say = (msg) => postMessage(JSON.stringify({ v: ${VERSION}, msg }));
say("Started");
onmessage = (e) => {
  const { msg } = JSON.parse(e.data);
  if (msg === "Load") say("Ready");
  else if (msg && msg.Genmove) {
    const events = (msg.Genmove.record.events || "").length / 3;
    say({ Played: { id: msg.Genmove.id, mv: events < ${passing} ? ".." : "!R" } });
  }
};`;

async function resigningComputer(context: BrowserContext, passing = 0) {
  await context.route("**/tengen-worker_loader.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: resigningWorker(passing) }),
  );
}

/** Starts the game New game offers (through `link` on Home), plays E5, and waits for the
 *  computer's resignation. */
async function winAgainstComputer(page: Page, link: string) {
  await page.goto("./");
  await page.getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByLabel("Level")).toHaveValue("1");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".player.white .name")).toHaveText("Computer (Rung 1 · First game)");
  await page.locator('[data-point="E5"]').click();
  await expect(page.locator(".result-you")).toHaveText("You win!", { timeout: 30_000 });
}

const rating = (page: Page) => page.locator(".ladder-rating");

for (const device of DEVICES) {
  test(`three wins in a row at the weakest rung offer the next on a ${device.name}; the rating stays over a reload`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await resigningComputer(context);
    await seedSettings(page, { placing: "OneTap" });

    // A new player: "Play at my level" is the weakest rung.
    await winAgainstComputer(page, "Play at my level");
    await expect(rating(page)).toHaveText(/^Your rating \d+ ± \d+, up \d+\.$/);
    const first = await rating(page).textContent();
    await page.reload();
    await expect(rating(page)).toHaveText(first!);
    await expect(page.locator(".ladder-offer")).toHaveCount(0);

    // The second win, from "Play the computer" (the rung of the last game).
    await winAgainstComputer(page, "Play the computer");
    await expect(rating(page)).toHaveText(/^Your rating \d+ ± \d+, up \d+\.$/);
    await expect(page.locator(".ladder-offer")).toHaveCount(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("tengen.ladder")))!);
    expect([stored.games, stored.run, stored.at]).toEqual([2, 2, { rung: 1, stones: 0 }]);

    // The third brings the offer, said to screen readers too.
    await winAgainstComputer(page, "Play the computer");
    const offer = "Three wins in a row against Rung 1 · First game. Ready for the next step: Rung 2?";
    await expect(page.locator(".ladder-offer")).toHaveText(offer);
    await expect(page.locator(".announcer")).toContainText(offer);
    await expect(page.locator(".result[role=status]")).toContainText(offer);
    const third = await rating(page).textContent();
    await page.screenshot({ path: saveScreenshotPath(`ladder-offer-${device.name}.png`), fullPage: true });

    // After a reload the rating and the offer are still there, and Home shows the rating.
    await page.reload();
    await expect(rating(page)).toHaveText(third!);
    await expect(page.locator(".ladder-offer")).toHaveText(offer);
    const after = /Your rating (\d+) ± (\d+)/.exec(third!)!;
    await page.goto("./");
    await expect(page.locator(".home-rating")).toHaveText(
      `Your rating against the computer: ${after[1]} ± ${after[2]} after 3 games.`,
    );
    await page.reload();
    await expect(page.locator(".home-rating")).toContainText(`${after[1]} ± ${after[2]}`);
    await page.screenshot({ path: saveScreenshotPath(`ladder-home-${device.name}.png`), fullPage: true });

    // Taking the offer starts the game at the next rung (colours as the preset's rematch
    // gives them: AGA swaps, the computer takes Black).
    await page.goBack();
    await page.getByRole("button", { name: "Play Rung 2" }).click();
    await expect(page.locator(".player.black .name")).toHaveText("Computer (Rung 2)");
    await expect(page.locator(".player.white .name")).toHaveText("You");
    expect(page.url()).toMatch(/\/play\/[^/]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a game with a take-back is not rated while the setting is off, and the setting says why", async ({ page, context }) => {
  const errors = watchErrors(page);
  // The computer passes its first answers and resigns once the game has three events.
  await resigningComputer(context, 3);
  await page.goto("./settings");
  const setting = page.getByLabel("Rate games with take-backs");
  await expect(setting).not.toBeChecked();
  await expect(page.locator("#rate-takebacks-why")).toContainText("does not change your rating");
  await page.getByRole("radio", { name: "Always one tap" }).check();
  const game = async (takeBack: boolean) => {
    await page.goto("./");
    await page.getByRole("link", { name: "Play the computer", exact: true }).click();
    await page.getByRole("button", { name: "Start" }).click();
    await page.locator('[data-point="E5"]').click();
    await expect(page.locator(".move-number")).toHaveText("Move 2", { timeout: 30_000 });
    if (takeBack) {
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.locator(".move-number")).toHaveText("Move 0");
      await page.locator('[data-point="D4"]').click();
      await expect(page.locator(".move-number")).toHaveText("Move 2", { timeout: 30_000 });
    }
    await page.locator('[data-point="C3"]').click();
    await expect(page.locator(".result-you")).toHaveText("You win!", { timeout: 30_000 });
  };
  const games = () => page.evaluate(() => JSON.parse(localStorage.getItem("tengen.ladder") ?? "{\"games\":0}").games);
  await game(true);
  // The next game, without one, is the first rated.
  await game(false);
  await expect(page.locator(".ladder-rating")).toContainText("Your rating");
  expect(await games()).toBe(1);
  // Switched on, a game with a take-back counts too.
  await page.goto("./settings");
  await page.getByLabel("Rate games with take-backs").check();
  await game(true);
  await expect(page.locator(".ladder-rating")).toContainText("Your rating");
  expect(await games()).toBe(2);
  expect(errors).toEqual([]);
});
