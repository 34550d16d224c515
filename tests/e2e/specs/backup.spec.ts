// Nothing kept on this device is lost (issue 43), on a phone and a tablet: Settings → "Back
// up everything" downloads one file with every value kept here; after the site's data is
// cleared, restoring that file brings every game, the problem rating and the lesson ticks
// back; a second restore finds nothing new; a damaged or foreign file is refused in words and
// changes nothing. The browser is asked to keep the storage after the first game is saved,
// not on the first visit; Settings says whether it does, and on an iPhone outside the Home
// Screen how to keep the games.
import { test, expect, type Page } from "@playwright/test";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { DEVICES, saveScreenshotPath, startFriendGame, touchPage, watchErrors } from "./helpers";
import { newGame, play, seedOnce } from "./play-helpers";

/** The stored text under `key` (null if none). */
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Every key and its text. */
const everything = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

/** Picks `file` in Settings' restore. */
const restore = (page: Page, file: string) => page.locator(".backup input[type=file]").setInputFiles(file);

/** A file in a fresh temporary folder. */
function tempFile(name: string, text?: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tengen-backup-")), name);
  if (text !== undefined) fs.writeFileSync(file, text);
  return file;
}

const PROGRESS = JSON.stringify({
  rating: { rating: 1250, deviation: 80, volatility: 0.06 },
  records: [{ id: "beginner-1", attempts: 1, solved: true, first_try: true }],
});
const TICKS = JSON.stringify({ completed: ["liberties", "capture"] });

for (const device of DEVICES) {
  test(`a backup brings every game and all progress back after the site's data is cleared on a ${device.name}`, async ({
    browser,
  }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    // One tap places a stone (the play helper clicks once); coordinates off, to see the
    // settings come back.
    await seedOnce(page, "tengen.settings", JSON.stringify({ placing: "OneTap", coordinates: false }));

    // A first visit asks the browser nothing; the first saved game does, once.
    await page.goto("./");
    await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
    expect(await stored(page, "tengen.persist.asked")).toBeNull();
    await newGame(page);
    await play(page, ["E5", "C3", "G7"]);
    await expect.poll(() => stored(page, "tengen.persist.asked")).toBe("1");
    await newGame(page);
    await play(page, ["D4"]);
    await startFriendGame(page, "Ana");
    // Problem progress and lesson ticks, as the app stores them.
    await page.evaluate(
      ([progress, ticks]) => {
        localStorage.setItem("tengen.problems.progress", progress);
        localStorage.setItem("tengen.learn.progress", ticks);
      },
      [PROGRESS, TICKS],
    );

    // The backup: one file, every value as stored, each game's SGF beside it.
    await page.goto("./settings");
    await expect(page.locator(".storage-kept")).not.toBeEmpty();
    await expect(page.locator(".storage-ios")).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Back up everything" }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^tengen-backup-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.locator(".backup-said")).toHaveText(`The backup is saved as ${name}.`);
    const file = tempFile(name);
    await download.saveAs(file);
    const text = fs.readFileSync(file, "utf8");
    const backup = JSON.parse(text);
    const before = await everything(page);
    expect(backup.tengen_backup).toBe(1);
    expect(backup.made).toBe(name.slice("tengen-backup-".length, -".json".length));
    const games = Object.keys(before).filter((k) => k.startsWith("tengen.game."));
    expect(games).toHaveLength(3);
    for (const key of [...games, "tengen.settings", "tengen.problems.progress", "tengen.learn.progress"]) {
      expect(backup.values[key], key).toBe(before[key]);
    }
    for (const key of games) expect(backup.sgf[key], key).toMatch(/^\(;GM\[1\]FF\[4\]/);
    expect(backup.values["tengen.persist.asked"]).toBeUndefined();

    // The site's data is cleared: nothing is left.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.goto("./saved");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator(".saved-game")).toHaveCount(0);

    // The restore brings it all back and says what.
    await page.goto("./settings");
    await expect(page.getByLabel("Show coordinates")).toBeChecked();
    await restore(page, file);
    await expect(page.locator(".backup-said")).toHaveText(
      "Restored 2 games, 1 game by link, problem progress, 2 lesson ticks, settings.",
    );
    await expect(page.getByLabel("Show coordinates")).not.toBeChecked();
    await page.screenshot({ path: saveScreenshotPath(`backup-restored-${device.name}.png`), fullPage: true });

    // A second restore: nothing new.
    await restore(page, file);
    await expect(page.locator(".backup-said")).toHaveText("Nothing new in this file: everything in it is here already.");

    // A damaged file and a foreign one are refused in words and change nothing.
    const kept = await everything(page);
    await restore(page, tempFile("cut.json", text.slice(0, Math.floor(text.length / 2))));
    await expect(page.locator(".backup-said")).toHaveText(
      "This backup file is cut short (an interrupted download?). Nothing was restored.",
    );
    await page.screenshot({ path: saveScreenshotPath(`backup-damaged-${device.name}.png`), fullPage: true });
    await restore(page, tempFile("game.json", "(;GM[1]FF[4]SZ[9];B[ee])"));
    await expect(page.locator(".backup-said")).toHaveText("This file is not a Tengen backup. Nothing was restored.");
    expect(await everything(page)).toEqual(kept);

    // Every game, the rating and the ticks are where they show.
    for (const key of games) expect(await stored(page, key), key).toBe(before[key]);
    // Saved games lists all three, the game by link among them.
    await page.goto("./saved");
    await expect(page.locator(".saved-game")).toHaveCount(3);
    await expect(page.locator(".saved-game .status").filter({ hasText: /^By link/ })).toHaveCount(1);
    await page.goto("./friend");
    await expect(page.locator(".friend-games li")).toHaveCount(1);
    await expect(page.locator(".friend-games .friend-names")).toHaveText("Against Ana");
    await page.goto("./learn/problems");
    await expect(page.locator(".rating")).toContainText("Your rating: 1250");
    await page.goto("./learn");
    await expect(page.locator(".lesson-progress")).toHaveText("2 of 15 done");
    expect(errors).toEqual([]);
    await context.close();
  });
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("on an iPhone outside the Home Screen, Settings says how to keep the games", async ({ browser }) => {
  const context = await browser.newContext({ viewport: DEVICES[0].viewport, isMobile: true, hasTouch: true, userAgent: IPHONE });
  // Safari's own flag: false in the browser, true from the Home Screen.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "standalone", { get: () => false, configurable: true }),
  );
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto("./settings");
  await expect(page.locator(".storage-ios")).toHaveText(
    "On an iPhone or iPad, Safari clears the storage of a site not visited for some weeks. Add Tengen to the Home Screen (Share, then “Add to Home Screen”) to keep your games.",
  );
  await page.screenshot({ path: saveScreenshotPath("backup-iphone-home-screen.png"), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});

test("a browser without navigator.storage saves games and says it does not know", async ({ browser }) => {
  const { context, page } = await touchPage(browser, DEVICES[1].viewport);
  await context.addInitScript(() => {
    delete (Navigator.prototype as { storage?: unknown }).storage;
  });
  const errors = watchErrors(page);
  await page.goto("./");
  expect(await page.evaluate(() => "storage" in navigator)).toBe(false);
  await newGame(page);
  await expect.poll(() => stored(page, "tengen.persist.asked")).toBe("1");
  await page.goto("./settings");
  await expect(page.locator(".storage-kept")).toHaveText(
    "This browser does not say whether it keeps Tengen's storage: keep a backup.",
  );
  expect(errors).toEqual([]);
  await context.close();
});
