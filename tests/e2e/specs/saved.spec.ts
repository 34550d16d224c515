// Saved on this device: autosave and resume, damaged values, SGF import and
// export, share links, two tabs, delete with undo, and the list on a phone.
import { test, expect, type Page } from "@playwright/test";
import * as fs from "node:fs";
import * as path from "node:path";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { newGame, play, stone } from "./play-helpers";

const FIXTURES = path.resolve(__dirname, "../fixtures");

/** The id of the game on the play screen, from its address. */
function gameId(page: Page): string {
  const m = page.url().match(/\/play\/([^/?#]+)/);
  if (!m) throw new Error(`not a play address: ${page.url()}`);
  return m[1];
}

async function stored(page: Page, id: string): Promise<any> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), `tengen.game.${id}`);
  return raw === null ? null : JSON.parse(raw);
}

async function importFile(page: Page, file: string) {
  await page.goto("saved");
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, file));
  await expect(page.locator(".import-result")).toBeVisible();
}

test("moves and the clock survive a reload; /play/<id> shows the game", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page, { clockMinutes: 5 });
  await play(page, ["D5", "E5", "D4"]);
  const id = gameId(page);
  const saved = await stored(page, id);
  expect(saved.revision).toBeGreaterThan(1);
  expect(saved.clock.log).toHaveLength(3); // one mark per event
  const whiteBefore = await page.locator(".player.white .clock").textContent();
  await page.reload();
  await expect(page.locator('[data-point="D5"]')).toHaveAttribute("data-stone", "black");
  expect(await stone(page, "E5")).toBe("white");
  expect(await stone(page, "D4")).toBe("black");
  await expect(page.locator(".move-number")).toHaveText("Move 3");
  await expect(page.locator(".player.white")).toHaveClass(/to-move/);
  // White's clock resumes where it was (give or take the seconds of the reload).
  const [m, s] = (whiteBefore ?? "").split(":").map(Number);
  const [m2, s2] = ((await page.locator(".player.white .clock").textContent()) ?? "").split(":").map(Number);
  expect(Math.abs(m * 60 + s - (m2 * 60 + s2))).toBeLessThanOrEqual(3);
  // It reopens paused: White's time does not run until the players continue.
  await expect(page.getByRole("button", { name: "Continue clock" })).toBeVisible();
  const held = await page.locator(".player.white .clock").textContent();
  await page.waitForTimeout(1500);
  await expect(page.locator(".player.white .clock")).toHaveText(held ?? "");
  await page.getByRole("button", { name: "Continue clock" }).click();
  await expect(page.getByRole("button", { name: "Pause clock" })).toBeVisible();
  // An undo drops the last clock mark.
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.locator(".move-number")).toHaveText("Move 2");
  expect((await stored(page, id)).clock.log).toHaveLength(2);
  // The home screen offers to continue it.
  await page.goto("./");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.locator('[data-point="D5"]')).toHaveAttribute("data-stone", "black");
  expect(errors).toEqual([]);
});

test("a damaged value is listed as damaged; other games still open; other keys untouched", async ({ page }) => {
  await newGame(page);
  await play(page, ["C3"]);
  await page.evaluate(() => {
    localStorage.setItem("tengen.game.broken", '{"schema":2,"id":"broken",');
    localStorage.setItem("someone.else", "keep me");
  });
  await page.goto("saved");
  await page.reload();
  const damaged = page.locator(".saved-game.damaged");
  await expect(damaged).toHaveCount(1);
  await expect(damaged).toContainText("Damaged saved game");
  await expect(damaged).toContainText("damaged");
  const download = page.waitForEvent("download");
  await damaged.getByRole("button", { name: "Export text" }).click();
  const raw = fs.readFileSync(await (await download).path(), "utf8");
  expect(raw).toBe('{"schema":2,"id":"broken",');
  await page.locator(".saved-game:not(.damaged)").first().getByRole("link", { name: "Open" }).click();
  await expect(page.locator('[data-point="C3"]')).toHaveAttribute("data-stone", "black");
  await page.goto("saved");
  await damaged.getByRole("button", { name: "Delete" }).click();
  await expect(damaged).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("someone.else"))).toBe("keep me");
});

test("import an SGF file, continue it, export it again", async ({ page }) => {
  await importFile(page, "small.sgf");
  await expect(page.locator(".import-result")).toContainText("Ann vs Bo, 4 moves");
  await page.getByRole("link", { name: "Continue playing" }).click();
  expect(await stone(page, "E5")).toBe("black");
  expect(await stone(page, "G3")).toBe("white");
  await play(page, ["D4"]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export SGF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.sgf$/);
  const sgf = fs.readFileSync(await file.path(), "utf8");
  expect(sgf).toContain("PB[Ann]");
  expect(sgf).toContain("PW[Bo]");
  expect(sgf).toContain("SZ[9]");
  // The fixture's moves, then the one played here.
  expect(sgf.replace(/\s/g, "")).toContain(";B[ee];W[ec];B[cc];W[gg];B[df]");
});

test("malformed and oversized SGF import nothing and say why", async ({ page }) => {
  await page.goto("saved");
  await page.getByLabel("SGF text").fill("(;GM[1]SZ[9];B[ee]\n;W[ec");
  await page.getByRole("button", { name: "Import pasted text" }).click();
  await expect(page.getByRole("alert")).toContainText("not a readable SGF record");
  await expect(page.getByRole("alert")).toContainText("line");
  await page.locator('input[type="file"]').setInputFiles({
    name: "big.sgf",
    mimeType: "text/plain",
    buffer: Buffer.alloc(1_100_000, "a"),
  });
  await expect(page.getByRole("alert")).toContainText("too large");
  await expect(page.locator(".saved-game")).toHaveCount(0);
  // Legal SGF pasted: imported.
  await page.getByLabel("SGF text").fill(fs.readFileSync(path.join(FIXTURES, "small.sgf"), "utf8"));
  await page.getByRole("button", { name: "Import pasted text" }).click();
  await expect(page.locator(".import-result")).toContainText("4 moves");
  await expect(page.locator(".saved-game")).toHaveCount(1);
});

test("a record that breaks the rules imports up to that move, with the warning", async ({ page }) => {
  await importFile(page, "illegal.sgf");
  await expect(page.locator(".import-result")).toContainText("Ed vs Flo, 2 moves");
  await expect(page.locator(".import-result .warnings")).toContainText("3");
  await page.getByRole("link", { name: "Continue playing" }).click();
  expect(await stone(page, "D6")).toBe("white");
  await expect(page.locator(".move-number")).toHaveText("Move 2");
});

test("a file dropped on the saved-games screen is imported", async ({ page }) => {
  await page.goto("saved");
  const text = fs.readFileSync(path.join(FIXTURES, "small.sgf"), "utf8");
  const data = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], "dropped.sgf", { type: "text/plain" }));
    return d;
  }, text);
  await page.locator("section.saved").dispatchEvent("drop", { dataTransfer: data });
  await expect(page.locator(".import-result")).toContainText("Ann vs Bo, 4 moves");
  await expect(page.locator(".saved-game")).toHaveCount(1);
});

test("review steps through a game with buttons, the slider and the arrow keys", async ({ page }) => {
  await importFile(page, "small.sgf");
  await page.getByRole("link", { name: "Review" }).first().click();
  await expect(page.locator(".review-status")).toContainText("Move 4 of 4");
  await page.getByRole("button", { name: "First" }).click();
  await expect(page.locator(".review-status")).toContainText("Move 0 of 4");
  expect(await stone(page, "E5")).toBeNull();
  await page.getByRole("button", { name: "Next" }).click();
  expect(await stone(page, "E5")).toBe("black");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".review-status")).toContainText("Move 2 of 4");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".review-status")).toContainText("Move 1 of 4");
  await page.locator(".review-slider").fill("3");
  await expect(page.locator(".review-status")).toContainText("Move 3 of 4");
  await page.getByRole("button", { name: "Last" }).click();
  expect(await stone(page, "G3")).toBe("white");
});

test("stones set up during play import, review as a step of their own, and export", async ({ page }) => {
  await importFile(page, "setup.sgf");
  await expect(page.locator(".import-result")).toContainText("Gil vs Hal, 4 moves");
  await expect(page.locator(".import-result .warnings")).toHaveCount(0);
  await page.getByRole("link", { name: "Review" }).first().click();
  await expect(page.locator(".review-status")).toContainText("Move 4 of 4");
  expect(await stone(page, "E5")).toBeNull();
  await page.locator(".review-slider").fill("2");
  await expect(page.locator(".review-status")).toHaveText(/^Move 2 of 4 · Captures/);
  expect(await stone(page, "E5")).toBe("black");
  expect(await stone(page, "A9")).toBeNull();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".review-status")).toContainText("Move 2 of 4 · Stones set up");
  expect(await stone(page, "E5")).toBeNull();
  expect(await stone(page, "A9")).toBe("black");
  expect(await stone(page, "B8")).toBe("white");
  await page.screenshot({ path: saveScreenshotPath("review-setup-step.png") });
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".review-status")).toContainText("Move 3 of 4");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export SGF" }).click();
  const text = fs.readFileSync(await (await download).path(), "utf8");
  expect(text).toContain(";AB[aa]AW[bb]AE[ee];B[gg]");
});

test("a share link opens the game on any page and saves it as a new game", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await newGame(page);
  await play(page, ["C3", "G7"]);
  await page.getByRole("button", { name: "Copy SGF" }).click();
  await expect(page.locator(".toast")).toContainText("on the clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(";B[cg];W[gc]");
  await page.getByRole("button", { name: "Share link" }).click();
  await expect(page.locator(".toast")).toContainText("Link copied");
  const link = await page.locator(".share-link input").inputValue();
  expect(link).toMatch(/\/share#sgf=/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByText("Opened a shared game")).toBeVisible();
  await expect(other).toHaveURL(/\/share$/); // a reload does not import it twice
  await other.getByRole("link", { name: "Continue playing" }).click();
  expect(await stone(other, "C3")).toBe("black");
  expect(await stone(other, "G7")).toBe("white");
  // The fragment on another page opens it too.
  await other.goto(link.replace("/share#", "/saved#"));
  await expect(other.getByText("Opened a shared game")).toBeVisible();
  await other.goto("saved");
  await expect(other.locator(".saved-game")).toHaveCount(3);
});

test("two tabs: a move in one shows in the other; the stale one cannot overwrite", async ({ context }) => {
  const a = await context.newPage();
  await newGame(a);
  await play(a, ["D5"]);
  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.locator('[data-point="D5"]')).toHaveAttribute("data-stone", "black");
  await play(a, ["E5"]);
  await expect(b.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "white");
  // Another tab saves a newer revision that B never hears of (a same-page write fires no event in B).
  const id = gameId(b);
  const newer = await b.evaluate((key) => {
    const v = JSON.parse(localStorage.getItem(key)!);
    v.revision += 5;
    localStorage.setItem(key, JSON.stringify(v));
    return v.revision;
  }, `tengen.game.${id}`);
  await b.locator('[data-point="F5"]').click();
  await expect(b.locator(".toast")).toContainText("changed in another tab");
  await expect(b.locator('[data-point="F5"]')).not.toHaveAttribute("data-stone", /./);
  const after = await stored(b, id);
  expect(after.revision).toBe(newer);
  // B plays on from the stored version.
  await play(b, ["F5"]);
  expect((await stored(b, id)).revision).toBe(newer + 1);
});

test("two tabs: a game deleted in one is not saved again by the other unless kept", async ({ context }) => {
  const a = await context.newPage();
  const errors = watchErrors(a);
  await newGame(a);
  await play(a, ["D5"]);
  const id = gameId(a);
  const b = await context.newPage();
  await b.goto("saved");
  const games = b.locator(".saved-game");
  await expect(games).toHaveCount(1);
  await games.first().getByRole("button", { name: "Delete" }).click();
  await expect(games).toHaveCount(0);
  // Tab A hears of it and says so in words.
  const banner = a.locator(".deleted-elsewhere");
  await expect(banner).toContainText(
    "This game was deleted in another tab. It is no longer saved on this device.",
  );
  await a.screenshot({ path: saveScreenshotPath("deleted-in-another-tab.png") });
  // A move in A does not bring it back.
  await play(a, ["E5"]);
  await expect(a.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "white");
  expect(await stored(a, id)).toBeNull();
  await b.reload();
  await expect(b.locator(".screen.saved")).toBeVisible();
  await expect(games).toHaveCount(0);
  // "Save it again" keeps it, with the move A made meanwhile; B's list shows it.
  await a.getByRole("button", { name: "Save it again" }).click();
  await expect(banner).toHaveCount(0);
  expect((await stored(a, id)).record.events).toHaveLength(6);
  await expect(games).toHaveCount(1);
  // Deleted again: "Leave" closes it in A too.
  await games.first().getByRole("button", { name: "Delete" }).click();
  await expect(banner).toBeVisible();
  await a.getByRole("button", { name: "Leave" }).click();
  await expect(a).toHaveURL(/\/saved$/);
  await expect(a.locator(".saved-game")).toHaveCount(0);
  await a.goto(`play/${id}`);
  await expect(a.getByRole("heading", { name: "Game not found" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("delete with undo; delete all finished games with undo", async ({ page }) => {
  await importFile(page, "small.sgf");
  await importFile(page, "resigned.sgf");
  const games = page.locator(".saved-game");
  await expect(games).toHaveCount(2);
  await expect(games.filter({ hasText: "Cy vs Di" })).toContainText("W+R");
  await games.filter({ hasText: "Ann vs Bo" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".toast")).toContainText("Game deleted — Undo");
  await expect(games).toHaveCount(1);
  await page.locator(".toast").getByRole("button", { name: "Undo" }).click();
  await expect(games).toHaveCount(2);
  await page.getByRole("button", { name: "Delete all finished games" }).click();
  await expect(page.locator(".toast")).toContainText("1 finished game deleted");
  await expect(games).toHaveCount(1);
  await page.locator(".toast").getByRole("button", { name: "Undo" }).click();
  await expect(games).toHaveCount(2);
  await games.filter({ hasText: "Ann vs Bo" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".toast")).toHaveCount(0, { timeout: 10_000 });
  await page.reload();
  await expect(games).toHaveCount(1);
});

test("rename a game", async ({ page }) => {
  await importFile(page, "small.sgf");
  await page.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("Title").fill("Sunday game");
  await page.getByRole("button", { name: "Save title" }).click();
  await expect(page.locator(".saved-game h2")).toHaveText("Sunday game");
  await page.reload();
  await expect(page.locator(".saved-game h2")).toHaveText("Sunday game");
});

test("storage full: a clear message, the game plays on and exports", async ({ page }) => {
  await newGame(page);
  await play(page, ["C3"]);
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k.startsWith("tengen.game.")) throw new DOMException("full", "QuotaExceededError");
      return set.call(this, k, v);
    };
  });
  await play(page, ["D4"]);
  await expect(page.locator(".notice.refusal")).toContainText("storage is full");
  await play(page, ["E5"]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export SGF" }).click();
  const sgf = fs.readFileSync(await (await download).path(), "utf8");
  expect(sgf).toContain("W[df]");
});

test("no storage: a banner explains, play still works", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });
  });
  await newGame(page);
  await expect(page.locator(".banner")).toContainText("games are not kept");
  await play(page, ["C3", "D4"]);
  expect(await stone(page, "D4")).toBe("white");
});

test("the saved list on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true });
  const page = await context.newPage();
  await importFile(page, "small.sgf");
  await importFile(page, "resigned.sgf");
  await newGame(page, { size: 19 });
  await page.goto("saved");
  await page.evaluate(() => localStorage.setItem("tengen.game.zz", "not json"));
  await page.reload();
  await expect(page.locator(".saved-game")).toHaveCount(4);
  await page.screenshot({ path: saveScreenshotPath("saved-list-phone.png"), fullPage: true });
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
