// Your own mistakes as problems (issue 45) on a phone and a tablet: after a game against
// the computer the result panel offers to make problems of the person's mistakes; the
// review runs, the worker judges the biggest mistake in the page, and it becomes a problem
// in My problems, named after the game and move, that is solved like any other; asking
// again adds nothing twice; every new address reloads and opens in a new tab.
//
// Which mistake has one clearly best answer depends on the network's numbers, so the
// worker's script is replaced by one that plays and judges by a script of its own
// (nothing in the shipped app knows of it): the computer lets two white stones fall into
// atari, the person plays elsewhere (G3) instead of taking them (E4), and the computer
// resigns.
import { test, expect, type BrowserContext } from "@playwright/test";
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

/** Black (the person) D6, E6, C5, F5, D4 put White's D5-E5 in atari; G3 is the mistake. */
const PERSON = ["D6", "E6", "C5", "F5", "D4", "G3"];

/** A worker that is ready at once; asked for a move after `n` events it plays White's
 *  script (D5, E5, J9, A1, J1) and then resigns; asked to look at a position it answers by
 *  the number of events: before G3 E4 takes two stones, 22 points better than G3; after
 *  G3 White's E4 saves them; everywhere else the game is even. Moves are SGF points. */
const scriptedWorker = `
const say = (msg) => postMessage(JSON.stringify({ v: ${VERSION}, msg }));
const white = { 1: "de", 3: "ee", 5: "ia", 7: "ai", 9: "ii" };
const move = (mv, visits, prior, wins, lead, pv) =>
  ({ mv, visits, prior, black_wins: wins, black_lead: lead, pv });
const look = (n) => {
  const seen = { visits: 400, black_wins: 0.5, black_lead: 0, ownership: new Array(81).fill(0), moves: [] };
  if (n === 10) {
    Object.assign(seen, { black_wins: 0.9, black_lead: 20 });
    seen.moves = [move("ef", 300, 0.6, 0.9, 20, ["ef"]), move("gg", 20, 0.1, 0.4, -2, ["gg", "ef", "eg"])];
  } else if (n === 11) {
    Object.assign(seen, { black_wins: 0.4, black_lead: -2 });
    seen.moves = [move("ef", 200, 0.7, 0.4, -2, ["ef", "eg"])];
  }
  return seen;
};
say("Started");
onmessage = (e) => {
  const { msg } = JSON.parse(e.data);
  if (msg === "Load") say("Ready");
  else if (msg && msg.Genmove) {
    const n = (msg.Genmove.record.events || "").length / 3;
    say({ Played: { id: msg.Genmove.id, mv: white[n] || "!R" } });
  } else if (msg && msg.Analyse) {
    const n = (msg.Analyse.record.events || "").length / 3;
    say({ Analysis: { id: msg.Analyse.id, analysis: look(n) } });
  }
};`;

async function scriptedComputer(context: BrowserContext) {
  await context.route("**/tengen-worker_loader.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: scriptedWorker }),
  );
}

for (const device of DEVICES) {
  test(`a mistake from a game against the computer becomes a problem and is solved on a ${device.name}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await scriptedComputer(context);
    await seedSettings(page, { placing: "OneTap" });

    // The game: the computer answers each move, and resigns after G3.
    await page.goto("./");
    await page.getByRole("link", { name: "Play at my level", exact: true }).click();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.locator(".player.white .name")).toContainText("Computer");
    for (const [i, point] of PERSON.entries()) {
      await page.locator(`[data-point="${point}"]`).click();
      if (i + 1 < PERSON.length) await expect(page.locator(".move-number")).toHaveText(`Move ${2 * i + 2}`, { timeout: 30_000 });
    }
    await expect(page.locator(".result-you")).toHaveText("You win!", { timeout: 30_000 });

    // The result panel's offer opens the review, which runs and makes the problem.
    const offer = page.getByRole("link", { name: "Make problems of my mistakes" });
    await expect(offer).toBeVisible();
    await offer.click();
    expect(page.url()).toMatch(/\/review\/[^/?]+\?make=problems$/);
    const made = page.locator(".mistake-problems .made");
    await expect(made).toHaveText("One mistake looked at: one new problem in My problems.", { timeout: 30_000 });
    await page.locator(".mistake-problems").scrollIntoViewIfNeeded();
    await page.screenshot({ path: saveScreenshotPath(`mistake-problems-review-${device.name}.png`), fullPage: true });
    const review = page.url();

    // The review's address reloads and opens in a new tab: the mistake is not made twice.
    await page.reload();
    await expect(made).toHaveText("No mistake was left to look at. One was made into a problem before.", { timeout: 30_000 });
    const tab = await context.newPage();
    await tab.goto(review);
    await expect(tab.locator(".mistake-problems .made")).toContainText("made into a problem before", { timeout: 30_000 });
    await tab.close();

    // In My problems, under the game's name.
    await page.getByRole("link", { name: "My problems" }).click();
    const game = page.locator(".mine .import").filter({ hasText: "Your game of" });
    await expect(game).toHaveCount(1);
    await expect(game.locator(".title")).toHaveText(/^Your game of .+ against Computer \(Rung 1/);
    await expect(game.locator(".count")).toContainText("0");
    await page.screenshot({ path: saveScreenshotPath(`mistake-problems-mine-${device.name}.png`), fullPage: true });

    // Played like any problem: the move, the game it came from, and the way back.
    await game.getByRole("button", { name: "Play" }).click();
    await expect(page.locator("h1")).toHaveText("Your move 11");
    await expect(page.locator(".prompt")).toContainText("Black");
    await expect(page.locator(".source")).toContainText(/From “Your game of .+”, move 11\./);
    const problem = page.url();
    expect(problem).toMatch(/\/learn\/problems\/mine-\d+-1\?mine=\d+$/);
    await page.screenshot({ path: saveScreenshotPath(`mistake-problems-problem-${device.name}.png`), fullPage: true });

    // The problem's address reloads and opens in a new tab.
    await page.reload();
    await expect(page.locator("h1")).toHaveText("Your move 11");
    const another = await context.newPage();
    await another.goto(problem);
    await expect(another.locator("h1")).toHaveText("Your move 11");
    await another.close();

    // The wrong move of the game is refuted; the right one takes the two stones.
    await page.locator('[data-point="G3"]').click();
    await expect(page.locator(".feedback")).toContainText("White E4");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator('[data-point="E4"]').click();
    await expect(page.locator(".feedback")).toContainText("Solved");
    await expect(page.locator('[data-point="D5"]')).not.toHaveAttribute("data-stone", /./);
    await page.screenshot({ path: saveScreenshotPath(`mistake-problems-solved-${device.name}.png`), fullPage: true });

    // The way back to the game's review.
    await page.getByRole("link", { name: "Open the game's review" }).click();
    await expect(page.locator(".mistake-problems")).toBeVisible();
    expect(page.url()).toMatch(/\/review\/[^/?]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
}
