// Learn → Problems on a phone and a tablet: a problem solved, one solved after a wrong try
// (refutation seen, reason said), a hint, progress and rating kept after a reload, offline,
// an imported SGF problem, and deleting progress. The answers are read from the shipped
// SGF file, as the page reads them.
import { test, expect, type Page } from "@playwright/test";
import * as fs from "node:fs";
import * as path from "node:path";
import { DEVICES, REPO, saveScreenshotPath, serviceWorkerReady, touchPage, watchErrors } from "./helpers";
import { stone } from "./play-helpers";

type Known = {
  name: string;
  size: number;
  tier: number;
  black: string[];
  white: string[];
  outside: string | null;
  right: string;
  line: string[];
  /** The answer's line has no branch (every other right move is a branch of its own). */
  oneLine: boolean;
  wrong: string[];
};

/** A shipped collection's problems in file order (`beginner-N` is the Nth of beginner.sgf):
 * the board size, the first move marked TE, the solver's moves of its line, and the first
 * moves marked BM, as GTP points; and, when the file names a view (VW), a point two lines
 * outside it, which the board must not show. */
function shipped(file: string): Known[] {
  const text = fs.readFileSync(path.join(REPO, `assets/problems/${file}.sgf`), "utf8");
  return text.split("(;GM[").slice(1).map((game) => {
    const size = Number(/SZ\[(\d+)\]/.exec(game)![1]);
    const gtp = (sgf: string) => {
      const col = "ABCDEFGHJKLMNOPQRST"[sgf.charCodeAt(0) - 97];
      return `${col}${size - (sgf.charCodeAt(1) - 97)}`;
    };
    const first = [...game.matchAll(/\n\s*\(;([BW])\[([a-s]{2})\](TE|BM)\[1\][^\n]*/g)];
    const right = first.find((m) => m[3] === "TE")!;
    // The right variation is one line: the solver's moves in it, in order.
    const line = [...right[0].matchAll(/;([BW])\[([a-s]{2})\]/g)].filter((m) => m[1] === right[1]).map((m) => gtp(m[2]));
    const vw = /VW\[([a-s])([a-s]):([a-s])([a-s])\]/.exec(game);
    let outside: string | null = null;
    if (vw) {
      const [c0, r0, c1, r1] = vw.slice(1).map((c) => c.charCodeAt(0) - 97);
      const letter = (i: number) => String.fromCharCode(97 + i);
      if (c1 + 2 < size) outside = gtp(letter(c1 + 2) + letter(r0));
      else if (c0 - 2 >= 0) outside = gtp(letter(c0 - 2) + letter(r0));
      else if (r1 + 2 < size) outside = gtp(letter(c0) + letter(r1 + 2));
      else if (r0 - 2 >= 0) outside = gtp(letter(c0) + letter(r0 - 2));
    }
    const root = game.split("\n(;")[0];
    const setup = (tag: string) =>
      [...(new RegExp(`${tag}((?:\\[[a-s]{2}\\])+)`).exec(root)?.[1] ?? "").matchAll(/\[([a-s]{2})\]/g)].map((m) => gtp(m[1]));
    return {
      name: /GN\[([^\]]*)\]/.exec(game)![1],
      size,
      tier: Number(/tier: (\d+)/.exec(root)?.[1] ?? 0),
      black: setup("AB"),
      white: setup("AW"),
      outside,
      right: gtp(right[2]),
      line,
      oneLine: right[0].trimEnd().endsWith(")"),
      wrong: first.filter((m) => m[3] === "BM").map((m) => gtp(m[2])),
    };
  });
}

// Every collection the page ships, as src/problems/shelf.rs lists them (the rush and the
// problem of the day may bring any of them).
const shippedKeys = [
  .../collections!\(([^)]*)\)/.exec(fs.readFileSync(path.join(REPO, "src/problems/shelf.rs"), "utf8"))![1].matchAll(/"([^"]+)"/g),
].map((m) => m[1]);
const collections: Record<string, Known[]> = Object.fromEntries(shippedKeys.map((key) => [key, shipped(key)]));
const known = collections.beginner;

/** The shipped problem the page shows now (from its address). */
function current(page: Page): Known {
  const m = /\/learn\/problems\/([a-z0-9-]+?)-(\d+)(\?|$)/.exec(page.url());
  expect(m, page.url()).not.toBeNull();
  return collections[m![1]][Number(m![2]) - 1];
}

async function tap(page: Page, point: string) {
  await page.locator(`[data-point="${point}"]`).click();
}

/** Plays a problem's right line, each move after the tree's reply is on the board. */
async function solve(page: Page, problem: Known) {
  for (const [i, point] of problem.line.entries()) {
    await expect(page.locator(`[data-point="${point}"]`)).not.toHaveAttribute("data-stone", /./);
    await tap(page, point);
    await expect(feedback(page)).toContainText(i + 1 === problem.line.length ? "Solved" : "Your move");
  }
}

const feedback = (page: Page) => page.locator(".feedback");

for (const device of DEVICES) {
  test(`problems on a ${device.name}: solved, wrong then solved, hint, kept after a reload`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto("./learn");
    await page.getByRole("link", { name: "Open the problems" }).click();
    await expect(page).toHaveURL(/\/learn\/problems$/);
    await expect(page.locator(".rating")).toContainText("Your rating: 700");
    await page.screenshot({ path: saveScreenshotPath(`problems-menu-${device.name}.png`), fullPage: true });

    // The first problem for a new learner: the easiest level; solved at the first try.
    await page.getByRole("button", { name: "Next problem for me" }).click();
    await expect(page).toHaveURL(/\/learn\/problems\/(beginner|snapback)-\d+$/);
    await expect(page.locator(".prompt")).toContainText("to play: capture the marked stones");
    await expect(page.locator(".step-count")).toContainText("Level 1");
    await expect(page.locator(".source")).toHaveText("Made for Tengen and proved by its tactical reader.");
    await solve(page, current(page));
    await expect(feedback(page)).toContainText("At the first try!");
    await expect(feedback(page)).toContainText(/Rating \+\d+: now \d+/);
    await page.screenshot({ path: saveScreenshotPath(`problems-solved-${device.name}.png`) });

    // The next one: a wrong try is played out and explained; Try again; then the answer.
    await page.getByRole("button", { name: "Next problem" }).click();
    await expect(feedback(page)).toHaveCount(0);
    const second = current(page);
    expect(second.wrong.length).toBeGreaterThan(0);
    await tap(page, second.wrong[0]);
    await expect(feedback(page)).toContainText("Wrong");
    await expect(feedback(page)).toContainText(/gets away|captures|cannot get away/);
    await expect(feedback(page)).toContainText(/Rating −\d+/);
    // The refutation's moves reach the board.
    expect(await stone(page, second.wrong[0])).not.toBeNull();
    await page.screenshot({ path: saveScreenshotPath(`problems-wrong-${device.name}.png`) });
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await stone(page, second.wrong[0])).toBeNull();
    await solve(page, second);
    await expect(feedback(page)).not.toContainText("At the first try!");

    // A third: the hint marks the area, then the move.
    await page.getByRole("button", { name: "Next problem" }).click();
    await expect(feedback(page)).toHaveCount(0);
    const third = current(page);
    const marks = page.locator("circle.mark");
    const before = await marks.count();
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(feedback(page)).toContainText("Look in the marked area.");
    expect(await marks.count()).toBeGreaterThan(before);
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(feedback(page)).toContainText("Play on the marked point.");
    await expect(page.locator(`[data-point="${third.right}"] circle.hint`)).toHaveCount(1);
    await page.screenshot({ path: saveScreenshotPath(`problems-hint-${device.name}.png`) });

    // Kept after a reload: two solved, one at the first try; the rating moved.
    await page.goto("./learn/problems");
    await page.reload();
    await expect(page.locator(".rating")).toContainText("2 of");
    await expect(page.locator(".rating")).not.toContainText("Your rating: 700 ");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tengen.problems.progress")!));
    expect(stored.records.length).toBe(2);
    expect(stored.records.filter((r: { first_try: boolean }) => r.first_try).length).toBe(1);
    // The levels count them too (the second came from the level the rating reached).
    const counts = await page.locator(".levels .count").allTextContents();
    expect(counts.map((c) => Number(/^(\d+) of/.exec(c)![1])).reduce((a, b) => a + b, 0)).toBe(2);

    // Deleting progress asks first.
    await page.getByRole("button", { name: "Delete my progress" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator(".rating")).toContainText("2 of");
    await page.getByRole("button", { name: "Delete my progress" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.locator(".rating")).toContainText("Your rating: 700");
    await expect(page.locator(".rating")).toContainText("0 of");
    expect(errors).toEqual([]);
    await context.close();
  });
}

// A problem from Tengen's own games: the task by its category, where it comes from, a
// wrong try refuted on the board, then the answer's line solves it. A 13x13 board on the
// phone (the smallest points a learner taps), 9x9 on the tablet, and a 19x19 one on the
// phone, where the board shows only the part of the board its view names.
const fromGames = [
  [DEVICES[0], "games-13x13-1"],
  [DEVICES[1], "games-9x9-1"],
  [DEVICES[0], "games-19x19-1"],
] as const;
for (const [device, id] of fromGames) {
  test(`a problem from a game on a ${device.name}: ${id}`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto(`./learn/problems/${id}`);
    const problem = current(page);
    await expect(page.locator(".prompt")).toContainText(/^(Black|White) to play: (find|save)/);
    await expect(page.locator(".source")).toContainText("Played by Tengen against itself");
    // The answer is on the part of the board shown; a point outside the view is not.
    const shown = async (point: string) => {
      const b = (await page.locator(`[data-point="${point}"]`).boundingBox())!;
      const s = (await page.locator("svg.board").boundingBox())!;
      const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
      return x > s.x && x < s.x + s.width && y > s.y && y < s.y + s.height;
    };
    expect(await shown(problem.right)).toBe(true);
    if (id.includes("19x19")) expect(problem.outside).not.toBeNull();
    if (problem.outside) expect(await shown(problem.outside)).toBe(false);
    await tap(page, problem.wrong[0]);
    await expect(feedback(page)).toContainText("Wrong");
    await page.screenshot({ path: saveScreenshotPath(`problems-${id}-wrong-${device.name}.png`) });
    await page.getByRole("button", { name: "Try again" }).click();
    await solve(page, problem);
    await page.screenshot({ path: saveScreenshotPath(`problems-${id}-solved-${device.name}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
}

// The dan end: from the list of levels to level 7, then a life-and-death problem of that
// level the reader proved (one whose answer is a single line): the task, where it comes
// from, a wrong try refuted on the board, then the answer's line solves it.
for (const device of DEVICES) {
  test(`a dan problem on a ${device.name}: level 7 listed, a wrong try refuted, then solved`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto("./learn/problems");
    await expect(page.getByRole("button", { name: /^Level 7/ })).toBeVisible();
    const dan = collections["life-dan"];
    const index = dan.findIndex((p) => p.tier === 7 && p.oneLine && p.line.length >= 2);
    expect(index).toBeGreaterThanOrEqual(0);
    await page.goto(`./learn/problems/life-dan-${index + 1}`);
    const problem = current(page);
    await expect(page.locator(".prompt")).toHaveText("Black to play: find the move that decides the group's life.");
    await expect(page.locator(".source")).toContainText("proved by its life-and-death reader");
    await tap(page, problem.wrong[0]);
    await expect(feedback(page)).toContainText("Wrong");
    // A new learner at the rating's floor loses less than half a point: no "−0".
    await expect(feedback(page)).toContainText(/Rating [+−]\d+: now \d+\./);
    await expect(feedback(page)).not.toContainText("−0");
    await page.screenshot({ path: saveScreenshotPath(`problems-dan-wrong-${device.name}.png`) });
    await page.getByRole("button", { name: "Try again" }).click();
    await solve(page, problem);
    await page.screenshot({ path: saveScreenshotPath(`problems-dan-solved-${device.name}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("an imported SGF problem plays the same way, and a broken file is refused in words", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./learn/problems");
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: "broken.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from("(;SZ[9]AB[zz") });
  await expect(page.locator(".mine .said")).toContainText("broken.sgf does not read as problems.");
  const sgf = "(;GM[1]FF[4]SZ[9]GN[Edge capture]AB[cc][dd][bd]AW[cd]PL[B]C[Black to play.]" +
    "(;B[ce]C[RIGHT: the stone is captured.])(;B[de]C[White escapes.];W[ce]))";
  await input.setInputFiles({ name: "mine.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(sgf) });
  await expect(page.locator(".mine .said")).toContainText("One problem imported from mine.sgf.");
  await expect(page.locator(".imports")).toContainText("mine.sgf");
  await page.locator(".imports").getByRole("button", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/learn\/problems\/mine-1-1\?mine=1$/);
  await expect(page.locator(".prompt")).toHaveText("Black to play.");
  await tap(page, "D5");
  await expect(feedback(page)).toContainText("Wrong");
  await expect(feedback(page)).toContainText("White C5");
  await expect(feedback(page)).toContainText("The file says: White escapes.");
  await page.getByRole("button", { name: "Try again" }).click();
  await tap(page, "C5");
  await expect(feedback(page)).toContainText("Solved");
  await expect(feedback(page)).toContainText("You captured one stone.");
  await expect(feedback(page)).toContainText("The file says: RIGHT: the stone is captured.");
  // A 19x19 problem shows only the corner its view (VW) names, and plays there.
  // It carries a category (as the tool writes problems from games): the task is said in
  // the app's words for it, not the file's English.
  const corner = "(;GM[1]FF[4]SZ[19]GN[Corner]GC[category: escape]VW[aa:fg]AB[ba][bb]AW[aa]PL[B]" +
    "C[Black to play (the file's words).](;B[ab]TE[1]C[Correct.]))";
  await page.goto("./learn/problems");
  await input.setInputFiles({ name: "corner.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(corner) });
  await expect(page.locator(".mine .said")).toContainText("One problem imported from corner.sgf.");
  await page.goto("./learn/problems/mine-2-1?mine=2");
  const box = (await page.locator("svg.board").getAttribute("viewBox"))!.split(" ").map(Number);
  expect(box[2]).toBeLessThan(box[3]); // 6 columns by 7 rows of a 19x19 board
  expect(box[2]).toBeLessThan(80);
  await expect(page.locator(".prompt")).toHaveText("Black to play: save the stones in danger.");
  await page.screenshot({ path: saveScreenshotPath("problems-corner-19x19.png") });
  await tap(page, "A18");
  await expect(feedback(page)).toContainText("You captured one stone.");
  // Kept across a reload; removed with one button.
  await page.goto("./learn/problems");
  await expect(page.locator(".imports li").first()).toContainText("1 of 1 solved");
  await page.getByRole("button", { name: "Remove mine.sgf" }).click();
  await page.getByRole("button", { name: "Remove corner.sgf" }).click();
  await expect(page.locator(".imports li")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("problems work offline after one visit, in German too", async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.goto("./learn/problems/beginner-1");
  await solve(page, known[0]);
  await page.goto("./settings");
  await page.locator("select#language").selectOption("de");
  await expect(page.locator("main.app h1").first()).toHaveText("Einstellungen");
  await page.goto("./learn/problems/beginner-2");
  await expect(page.locator(".prompt")).toContainText("ist am Zug");
  await tap(page, known[1].wrong[0]);
  await expect(feedback(page)).toContainText("Falsch");
  expect(errors).toEqual([]);
});

test("by keyboard and screen reader: the task, each move and the verdict are announced; axe finds nothing serious", async ({ page }) => {
  const errors = watchErrors(page);
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const serious = async (where: string) =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const found: string[] = [];
  await page.goto("./learn/problems");
  await expect(page.getByRole("button", { name: "Next problem for me" })).toBeVisible();
  found.push(...(await serious("menu")));
  await page.goto("./learn/problems/beginner-1");
  const problem = known[0];
  const board = page.getByRole("grid", { name: /Problem Capture in one 1, \d by \d board/ });
  await expect(board).toBeVisible();
  await board.focus();
  // The cursor starts in the middle; arrows walk it to each move of the answer.
  const COLUMNS = "ABCDEFGHJKLMNOPQRST";
  const mid = Math.floor(problem.size / 2);
  let at = { col: mid, row: problem.size - mid };
  for (const [i, point] of problem.line.entries()) {
    const to = { col: COLUMNS.indexOf(point[0]), row: Number(point.slice(1)) };
    for (; at.col !== to.col; at.col += Math.sign(to.col - at.col)) await page.keyboard.press(to.col > at.col ? "ArrowRight" : "ArrowLeft");
    for (; at.row !== to.row; at.row += Math.sign(to.row - at.row)) await page.keyboard.press(to.row > at.row ? "ArrowUp" : "ArrowDown");
    await page.keyboard.press("Enter");
    const status = page.locator('.feedback-area[role="status"]');
    await expect(status).toContainText(`Black ${point}`);
    await expect(status).toContainText(i + 1 === problem.line.length ? "Solved" : "Your move");
  }
  found.push(...(await serious("solved problem")));
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue 43: two tabs solving problems at the same time keep everything both did (each
// attempt is recorded into the progress as stored now, not as the tab read it), and a menu
// open in one tab counts what the other solved.
test("two tabs solving problems at once lose nothing", async ({ context }) => {
  const [a, b, menu] = [await context.newPage(), await context.newPage(), await context.newPage()];
  const errors = [...watchErrors(a), ...watchErrors(b), ...watchErrors(menu)];
  await menu.goto("./learn/problems");
  await expect(menu.locator(".rating")).toContainText("0 of");
  const [first, second] = [known[0], known[1]];
  await a.goto("./learn/problems/beginner-1");
  await b.goto("./learn/problems/beginner-2");
  await expect(a.locator("svg.board")).toBeVisible();
  await expect(b.locator("svg.board")).toBeVisible();
  // Both open before either is solved: each tab read the same (empty) progress.
  await solve(a, first);
  await solve(b, second);
  const stored = await a.evaluate(() => JSON.parse(localStorage.getItem("tengen.problems.progress")!));
  expect(stored.records.map((r: { id: string }) => r.id).sort()).toEqual(["beginner-1", "beginner-2"]);
  await expect(menu.locator(".rating")).toContainText("2 of");
  expect(errors).toEqual([]);
});

/** The shipped problem on the page's board, known by the name and size its label says
 *  ("Problem Life and death 11, 13 by 13 board"; every shipped name is one problem's,
 *  the size is checked as well). */
async function onBoard(page: Page): Promise<Known> {
  const label = (await page.locator("svg.board").getAttribute("aria-label"))!;
  const m = /^Problem (.+), (\d+) by \d+ board$/.exec(label);
  expect(m, label).not.toBeNull();
  // The stones the board shows (a zoomed board shows some): the problem set them up.
  const stones = await page
    .locator("[data-stone]")
    .evaluateAll((els) => els.map((e) => [e.getAttribute("data-stone"), e.getAttribute("data-point")]));
  const found = Object.values(collections)
    .flat()
    .filter((k) => k.name === m![1] && k.size === Number(m![2]))
    .filter((k) => stones.every(([color, point]) => (color === "black" ? k.black : k.white).includes(point!)));
  expect(found.length, `shipped problems labelled ${label}`).toBe(1);
  return found[0];
}

test("the problem of the day is the same in two contexts on one date, and on reloads", async ({ browser }) => {
  const names: string[] = [];
  for (const device of DEVICES) {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await context.clock.setFixedTime(new Date("2026-12-06T10:00:00Z"));
    await page.goto("./");
    await page.getByRole("link", { name: "Problem of the day" }).click();
    await expect(page).toHaveURL(/\/learn\/problems\/today$/);
    await expect(page.locator(".step-count")).toHaveText("Problem of the day");
    const name = (await page.locator("svg.board").getAttribute("aria-label"))!;
    // A shipped problem, played like any other: its answer solves it.
    await page.reload();
    await expect(page.locator("svg.board")).toHaveAttribute("aria-label", name);
    await solve(page, await onBoard(page));
    await page.screenshot({ path: saveScreenshotPath(`problems-daily-${device.name}.png`), fullPage: true });
    names.push(name);
    expect(errors).toEqual([]);
    await context.close();
  }
  expect(names[1]).toBe(names[0]);
});

for (const device of DEVICES) {
  test(`a rush on a ${device.name}: out after three mistakes, the best kept after a reload`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await page.goto("./learn/problems");
    await page.getByRole("link", { name: /^Rush/ }).click();
    await expect(page).toHaveURL(/\/learn\/problems\/rush$/);
    await expect(page.locator(".rush-best")).toHaveText("No rush played yet.");
    await page.getByRole("button", { name: "Start the rush" }).click();
    await expect(page.locator(".rush-time")).toHaveText(/^Time left: [23]:\d\d$/);
    // Two problems solved: each move of the answer's line once its point is free.
    for (const solved of [1, 2]) {
      const problem = await onBoard(page);
      for (const point of problem.line) {
        await expect(page.locator(`[data-point="${point}"]`)).not.toHaveAttribute("data-stone", /./);
        await tap(page, point);
      }
      await expect(page.locator(".rush-score")).toHaveText(`Solved: ${solved}`);
      await expect(page.locator(".said")).toHaveText(`Right. Solved: ${solved}.`);
    }
    await page.screenshot({ path: saveScreenshotPath(`problems-rush-${device.name}.png`), fullPage: true });
    // Three wrong moves: any free point but the answer is wrong.
    for (const mistake of [1, 2, 3]) {
      const problem = await onBoard(page);
      const free = page.locator("[data-point]:not([data-stone])");
      const points = await free.evaluateAll((els) => els.map((e) => e.getAttribute("data-point")!));
      // One with a free point beside it, so the move is legal (never a suicide).
      const letters = "ABCDEFGHJKLMNOPQRST";
      const beside = (p: string) => {
        const [col, row] = [letters.indexOf(p[0]), Number(p.slice(1))];
        return [[col - 1, row], [col + 1, row], [col, row - 1], [col, row + 1]]
          .filter(([c, r]) => c >= 0 && r >= 1)
          .map(([c, r]) => `${letters[c]}${r}`);
      };
      const legal = points.find((p) => p !== problem.right && beside(p).some((q) => points.includes(q)));
      await tap(page, legal!);
      if (mistake < 3) {
        await expect(page.locator(".rush-mistakes")).toHaveText(`Mistakes: ${mistake} of 3`);
        await expect(page.locator(".said")).toHaveText(`Wrong: mistake ${mistake} of 3.`);
      }
    }
    const over = page.locator(".rush-over");
    await expect(over).toContainText("Three mistakes: the rush is over. You solved 2.");
    await expect(over).toContainText("A new best!");
    await expect(over).toHaveAttribute("role", "alert");
    await expect(page.locator(".rush-problem")).toHaveCount(0);
    await page.screenshot({ path: saveScreenshotPath(`problems-rush-over-${device.name}.png`), fullPage: true });
    // Kept on the device.
    await page.reload();
    await expect(page.locator(".rush-best")).toHaveText("Your best rush: 2 solved");
    await expect(page.getByRole("button", { name: "Start the rush" })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

// What a move does, said from the file's facts in each language: a problem from a game whose
// answer takes the vital point (the point where the opponent answers a wrong try).
test("a right move says what it does in English, German and Czech", async ({ browser }) => {
  const { context, page } = await touchPage(browser, DEVICES[0].viewport);
  const errors = watchErrors(page);
  const text = fs.readFileSync(path.join(REPO, "assets/problems/games-9x9.sgf"), "utf8");
  const games = text.split("(;GM[").slice(1);
  const index = games.findIndex((g) => /\(;[BW]\[[a-s]{2}\]TE\[1\]FACT\[vital\]/.test(g));
  expect(index).toBeGreaterThanOrEqual(0);
  const problem = collections["games-9x9"][index];
  const said: Record<string, RegExp> = {
    en: /You take the vital point/,
    de: /Du besetzt den Schlüsselpunkt/,
    cs: /Zabereš klíčový bod/,
  };
  for (const [code, words] of Object.entries(said)) {
    await page.goto("./settings");
    await page.locator("select#language").selectOption(code);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await page.goto(`./learn/problems/games-9x9-${index + 1}`);
    await tap(page, problem.right);
    await expect(feedback(page)).toContainText(words);
    if (code !== "en") await expect(feedback(page)).not.toContainText(/\b(You|your|the)\b/);
  }
  await page.screenshot({ path: saveScreenshotPath("problems-facts-cs.png") });
  expect(errors).toEqual([]);
  await context.close();
});
