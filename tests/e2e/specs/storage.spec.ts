// Nothing kept on this device is lost (issue 43), on a phone and a tablet: a damaged index
// of the saved games (games by link among them) is rebuilt from the games; damaged problem progress, imports and
// lesson ticks are set aside under tengen.kept.*, said once, and not written over; a write
// the browser refuses is said by the screen that wrote.
import { test, expect, type Page } from "@playwright/test";
import { DEVICES, saveScreenshotPath, startFriendGame, touchPage, watchErrors } from "./helpers";
import { seedOnce, seedSettings } from "./play-helpers";

/** How many games by link are stored (saved games with a link). */
const byLink = (page: Page) =>
  page.evaluate(
    () =>
      Object.keys(localStorage).filter(
        (k) => k.startsWith("tengen.game.") && JSON.parse(localStorage.getItem(k)!).link,
      ).length,
  );

/** The stored text under `key` (null if none). */
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Stores `text` under `key`. */
const store = (page: Page, key: string, text: string) =>
  page.evaluate(([k, t]) => localStorage.setItem(k, t), [key, text]);

/** The first half of `text`: a value cut short. */
const cut = (text: string) => text.slice(0, Math.floor(text.length / 2));

for (const device of DEVICES) {
  test(`a damaged index of games keeps all three games by link on a ${device.name}`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await startFriendGame(page, "Ana");
    await startFriendGame(page, "Ben");
    expect(await byLink(page)).toBe(2);
    // Games by link are saved games: their list is the saved games' index, a cache
    // rebuilt from the games themselves.
    const index = (await stored(page, "tengen.index"))!;
    await store(page, "tengen.index", cut(index));

    await page.goto("./friend");
    await expect(page.locator(".friend-games li")).toHaveCount(2);
    await page.screenshot({ path: saveScreenshotPath(`storage-friend-rebuilt-${device.name}.png`), fullPage: true });

    // A third game joins the other two; Saved games lists all three, marked by link.
    await startFriendGame(page, "Cleo");
    await page.goto("./friend");
    await expect(page.locator(".friend-games li")).toHaveCount(3);
    const names = await page.locator(".friend-games .friend-names").allTextContents();
    expect(names.sort()).toEqual(["Against Ana", "Against Ben", "Against Cleo"]);
    await page.goto("./saved");
    await expect(page.locator(".saved-game .status")).toHaveText([/^By link/, /^By link/, /^By link/]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`damaged problem progress and imports are kept aside and said on a ${device.name}`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto("./learn/problems");
    await expect(page.locator(".rating")).toContainText("Your rating: 700");
    const progress = JSON.stringify({
      rating: { rating: 1234.5, deviation: 80, volatility: 0.06 },
      records: [{ id: "beginner-1", attempts: 1, solved: true, first_try: true }],
    });
    const mine = JSON.stringify({ imports: [{ number: 1, name: "mine.sgf", sgf: "(;SZ[9]AB[cc];B[dd])" }] });
    const damagedProgress = cut(progress);
    const damagedMine = cut(mine);
    await store(page, "tengen.problems.progress", damagedProgress);
    await store(page, "tengen.problems.mine", damagedMine);

    await page.reload();
    const notices = page.locator(".storage-notice");
    await expect(notices).toHaveCount(2);
    await expect(notices.nth(0)).toHaveText(
      `Your problem progress could not be read (it was cut short). Nothing was overwritten: it is kept aside on this device as tengen.kept.problems.progress (${damagedProgress.length} bytes), and a new one starts here.`,
    );
    await expect(notices.nth(1)).toContainText("Your imported problems could not be read (it was cut short).");
    await expect(notices.nth(1)).toContainText("tengen.kept.problems.mine");
    await page.screenshot({ path: saveScreenshotPath(`storage-problems-kept-aside-${device.name}.png`), fullPage: true });
    expect(await stored(page, "tengen.kept.problems.progress")).toBe(damagedProgress);
    expect(await stored(page, "tengen.kept.problems.mine")).toBe(damagedMine);

    // A new progress is written (deleting it writes one): the kept copy stays as it was.
    await page.getByRole("button", { name: "Delete my progress" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.locator(".delete-progress .said")).not.toBeEmpty();
    expect(JSON.parse((await stored(page, "tengen.problems.progress"))!).records).toEqual([]);
    expect(await stored(page, "tengen.kept.problems.progress")).toBe(damagedProgress);

    // Said once: not again after a reload.
    await page.reload();
    await expect(page.locator(".rating")).toBeVisible();
    await expect(notices).toHaveCount(0);

    // Absurd numbers are damage too, kept beside the first copy.
    const absurd = JSON.stringify({ rating: { rating: 1500, deviation: -3, volatility: 0.06 }, records: [] });
    await store(page, "tengen.problems.progress", absurd);
    await page.reload();
    await expect(notices).toContainText("Your problem progress could not be read (its numbers cannot be right).");
    expect(await stored(page, "tengen.kept.problems.progress.2")).toBe(absurd);

    // Saved games lists what was kept aside: each copy's text can be exported, and deleted
    // when asked twice.
    await page.goto("./saved");
    const kept = page.locator(".kept-aside li");
    await expect(kept).toHaveCount(3);
    await expect(kept.nth(0)).toContainText("Your imported problems");
    await expect(kept.nth(1)).toContainText(`Your problem progress`);
    await expect(kept.nth(1)).toContainText(`tengen.kept.problems.progress, ${damagedProgress.length} bytes`);
    await page.screenshot({ path: saveScreenshotPath(`storage-kept-aside-list-${device.name}.png`), fullPage: true });
    const download = page.waitForEvent("download");
    await kept.nth(1).getByRole("button", { name: "Export text" }).click();
    const fs = await import("node:fs");
    expect(fs.readFileSync(await (await download).path(), "utf8")).toBe(damagedProgress);
    await kept.nth(2).getByRole("button", { name: "Delete" }).click();
    await kept.nth(2).getByRole("button", { name: "Cancel" }).click();
    await expect(kept).toHaveCount(3);
    await kept.nth(2).getByRole("button", { name: "Delete" }).click();
    await kept.nth(2).getByRole("button", { name: "Yes, delete" }).click();
    await expect(kept).toHaveCount(2);
    expect(await stored(page, "tengen.kept.problems.progress.2")).toBeNull();
    expect(await stored(page, "tengen.kept.problems.progress")).toBe(damagedProgress);
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`damaged lesson ticks are kept aside and said on a ${device.name}`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto("./learn");
    await expect(page.locator(".lesson-progress")).toHaveText("0 of 15 done");
    const damaged = cut(JSON.stringify({ completed: ["liberties", "capture", "strings"] }));
    await store(page, "tengen.learn.progress", damaged);
    await page.reload();
    await expect(page.locator(".storage-notice")).toContainText(
      "Your lesson progress could not be read (it was cut short). Nothing was overwritten: it is kept aside on this device as tengen.kept.learn.progress",
    );
    await page.screenshot({ path: saveScreenshotPath(`storage-learn-kept-aside-${device.name}.png`), fullPage: true });
    expect(await stored(page, "tengen.kept.learn.progress")).toBe(damaged);
    expect(await stored(page, "tengen.learn.progress")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("damaged settings are kept aside and said on the settings screen", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./settings");
  await expect(page.getByLabel("Show coordinates")).toBeChecked();
  const damaged = '{"placing":"TwoTap","coordinates":fal';
  await store(page, "tengen.settings", damaged);
  await page.reload();
  await expect(page.locator(".storage-notice")).toContainText(
    "Your settings could not be read (it was cut short). Nothing was overwritten: it is kept aside on this device as tengen.kept.settings",
  );
  expect(await stored(page, "tengen.kept.settings")).toBe(damaged);
  // The defaults are kept in its place, and the notice is said once.
  await page.getByLabel("Show move numbers").check();
  await expect.poll(async () => JSON.parse((await stored(page, "tengen.settings"))!).move_numbers).toBe(true);
  await page.reload();
  await expect(page.getByLabel("Show move numbers")).toBeChecked();
  await expect(page.locator(".storage-notice")).toHaveCount(0);
  expect(await stored(page, "tengen.kept.settings")).toBe(damaged);
  expect(errors).toEqual([]);
});

test("two tabs starting games by link at once keep both games", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = [...watchErrors(a), ...watchErrors(b)];
  // Both forms are open before either game starts.
  for (const [page, them] of [[a, "Ana"], [b, "Ben"]] as const) {
    await page.goto("./friend");
    await expect(page.getByLabel("Your name")).toBeVisible();
    await page.getByLabel("Your name").fill("Me");
    await page.getByLabel("Your friend's name").fill(them);
  }
  await a.getByRole("button", { name: "Start and send the invitation" }).click();
  await b.getByRole("button", { name: "Start and send the invitation" }).click();
  await expect(a.locator("section.play svg.board")).toBeVisible();
  await expect(b.locator("section.play svg.board")).toBeVisible();
  await a.goto("./friend");
  await expect(a.locator(".friend-games li")).toHaveCount(2);
  const names = await a.locator(".friend-games .friend-names").allTextContents();
  expect(names.sort()).toEqual(["Against Ana", "Against Ben"]);
  expect(await byLink(a)).toBe(2);
  expect(errors).toEqual([]);
});

test("a damaged rating on the ladder is kept aside and said after the next game against the computer", async ({ page }) => {
  const errors = watchErrors(page);
  await seedSettings(page, { placing: "OneTap" });
  await seedOnce(page, "tengen.ladder", '{"rating":{"rating":1180');
  await page.goto("./");
  await page.getByRole("link", { name: "Play the computer" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".player.white .name")).toContainText("Computer");
  await page.getByRole("button", { name: "Resign" }).click();
  await page.getByRole("button", { name: /^Yes, resign/ }).click();
  await expect(page.locator(".result-you")).toHaveText("The computer wins.");
  await expect(page.locator(".notice")).toContainText(
    "Your rating against the computer could not be read (it was cut short). Nothing was overwritten: it is kept aside on this device as tengen.kept.ladder",
  );
  expect(await stored(page, "tengen.kept.ladder")).toBe('{"rating":{"rating":1180');
  // The game was counted in a new climb.
  const climb = JSON.parse((await stored(page, "tengen.ladder"))!);
  expect([climb.games, climb.run]).toEqual([1, -1]);
  expect(errors).toEqual([]);
});

test("a full storage is said where the problems are imported, and nothing stored changes", async ({ page }) => {
  const errors = watchErrors(page);
  // The browser refuses every write of the imports as a full storage does.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "tengen.problems.mine") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return setItem.call(this, key, value);
    };
  });
  await page.goto("./learn/problems");
  const sgf = "(;GM[1]FF[4]SZ[9]GN[Edge capture]AB[cc][dd][bd]AW[cd]PL[B]C[Black to play.](;B[ce]C[RIGHT]))";
  await page.locator('input[type="file"]').setInputFiles({ name: "mine.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(sgf) });
  await expect(page.locator(".mine .said")).toHaveText(
    "Your imported problems could not be saved: the browser's storage is full (deleting finished games makes room). What was saved before is kept.",
  );
  await expect(page.locator(".imports li")).toHaveCount(0);
  expect(await stored(page, "tengen.problems.mine")).toBeNull();
  expect(errors).toEqual([]);
});

test("two tabs importing problems and changing settings at once keep what both did", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = [...watchErrors(a), ...watchErrors(b)];
  await a.goto("./learn/problems");
  await b.goto("./learn/problems");
  const file = (name: string) => ({
    name,
    mimeType: "application/x-go-sgf",
    buffer: Buffer.from(`(;GM[1]FF[4]SZ[9]GN[${name}]AB[cc][dd][bd]AW[cd]PL[B]C[Black to play.](;B[ce]C[RIGHT]))`),
  });
  await a.locator('input[type="file"]').setInputFiles(file("a.sgf"));
  await expect(a.locator(".mine .said")).toContainText("One problem imported from a.sgf.");
  await b.locator('input[type="file"]').setInputFiles(file("b.sgf"));
  await expect(b.locator(".mine .said")).toContainText("One problem imported from b.sgf.");
  // Both imports are kept, and each tab lists both.
  await expect(b.locator(".imports li")).toHaveCount(2);
  await expect(a.locator(".imports li")).toHaveCount(2);
  const names = await a.evaluate(() =>
    JSON.parse(localStorage.getItem("tengen.problems.mine")!).imports.map((i: { name: string }) => i.name),
  );
  expect(names).toEqual(["a.sgf", "b.sgf"]);

  // Settings: one tab turns coordinates off, the other turns move numbers on.
  await a.goto("./settings");
  await b.goto("./settings");
  await a.getByLabel("Show coordinates").uncheck();
  await expect(b.getByLabel("Show coordinates")).not.toBeChecked();
  await b.getByLabel("Show move numbers").check();
  await expect(a.getByLabel("Show move numbers")).toBeChecked();
  const settings = await a.evaluate(() => JSON.parse(localStorage.getItem("tengen.settings")!));
  expect([settings.coordinates, settings.move_numbers]).toEqual([false, true]);
  expect(errors).toEqual([]);
});

/** From now on the browser refuses every write of Tengen's values as a full storage does
 *  (the check that storage works at all still passes). */
const fillStorage = (page: Page) => page.evaluate(() => ((window as unknown as { full: boolean }).full = true));

/** "<value> could not be saved" for a full storage, as every screen says it. */
const refusedFull = (value: string) =>
  `${value} could not be saved: the browser's storage is full (deleting finished games makes room). What was saved before is kept.`;

for (const device of DEVICES) {
  test(`a full storage is said by every screen that writes on a ${device.name}, and nothing stored changes`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { full?: boolean }).full && key !== "tengen.probe") {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        return setItem.call(this, key, value);
      };
    });
    // An imported problem, kept while there is room.
    await page.goto("./learn/problems");
    const sgf = "(;GM[1]FF[4]SZ[9]GN[Edge capture]AB[cc][dd][bd]AW[cd]PL[B]C[Black to play.](;B[ce]C[RIGHT]))";
    await page.locator('input[type="file"]').setInputFiles({ name: "mine.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(sgf) });
    await expect(page.locator(".mine .said")).toContainText("One problem imported from mine.sgf.");
    const before = await page.evaluate(() => JSON.stringify(localStorage));

    // The problem screen: solved, and the progress it could not keep is said there.
    await page.goto("./learn/problems/mine-1-1?mine=1");
    await fillStorage(page);
    await page.locator('[data-point="C5"]').click();
    await expect(page.locator(".feedback")).toContainText("Solved");
    await expect(page.locator(".feedback")).toContainText(refusedFull("Your problem progress"));

    // A lesson: done, and its tick that could not be kept is said on the lesson.
    await page.goto("./learn/liberties");
    await fillStorage(page);
    for (const p of ["D5", "C4", "E4", "D3", "C1", "E1", "D2", "B7", "A6"]) {
      await page.locator(`[data-point="${p}"]`).click();
    }
    await expect(page.locator(".step-count")).toHaveText("Done");
    await expect(page.locator(".learn-lesson .storage-notice")).toHaveText(refusedFull("Your lesson progress"));
    await page.screenshot({ path: saveScreenshotPath(`storage-full-lesson-${device.name}.png`), fullPage: true });

    // Settings: the choice holds on the screen, and the refusal is said.
    await page.goto("./settings");
    await fillStorage(page);
    await page.getByLabel("Show coordinates").uncheck();
    await expect(page.getByText(refusedFull("Your settings"))).toBeVisible();

    // A new game by link: it opens and plays, and the play screen says it is not kept.
    await page.goto("./friend");
    await fillStorage(page);
    await expect(page.getByText("New game with a friend")).toBeVisible();
    if (!(await page.getByLabel("Your name").isVisible())) await page.getByText("New game with a friend").click();
    await page.getByLabel("Your name").fill("Me");
    await page.getByLabel("Your friend's name").fill("Ana");
    await page.getByRole("button", { name: "Start and send the invitation" }).click();
    await expect(page.locator("section.play svg.board")).toBeVisible();
    await expect(page.locator(".notice.refusal")).toContainText("storage is full");

    // Nothing stored changed.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}
