// Two phones, one game (issue 27): each move travels as a link, read here from the page's
// link field and from its QR code (decoded in the test and equal to the link). Two browser
// contexts play a 9x9 game to the count, with an old link, a conflicting link and a link
// opened offline between moves; another game ends by resignation. Screenshots on a phone
// and a tablet (tests/e2e/artifacts/friend-*).
import { test, expect, type Browser, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import * as fs from "node:fs";
import { saveScreenshotPath, serviceWorkerReady, watchErrors } from "./helpers";

const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, viewport = PHONE) {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

const point = (page: Page, p: string) => page.locator(`[data-point="${p}"]`);

/** Starts a game on `page` as `me` against `them` (Black unless `white`), under `rules` on
 *  a board of `size` if given (AGA's on 9x9 if not). */
async function start(page: Page, me: string, them: string, white = false, rules?: string, size?: number) {
  await page.goto("friend");
  // The form is folded away once the device keeps a game (the page drawn first: a field
  // not drawn yet is not visible either).
  const summary = page.getByText("New game with a friend");
  await expect(summary).toBeVisible();
  if (!(await page.getByLabel("Your name").isVisible())) await summary.click();
  await page.getByLabel("Your name").fill(me);
  await page.getByLabel("Your friend's name").fill(them);
  if (white) await page.getByRole("radiogroup", { name: "Your colour" }).getByRole("radio", { name: "White" }).click();
  if (rules) await page.getByLabel("Rules").selectOption({ label: rules });
  if (size) await page.getByRole("radiogroup", { name: "Board" }).getByRole("radio", { name: `${size}×${size}` }).click();
  await page.getByRole("button", { name: "Start and send the invitation" }).click();
  // A game by link is a play-screen game.
  await expect(page).toHaveURL(/\/play\//);
  await expect(page.locator("section.play svg.board")).toBeVisible();
  await expect(page.locator(".friend-status")).toBeVisible();
}

/** The link the page offers to send, checked against its QR code. */
async function sent(page: Page): Promise<string> {
  const field = page.locator(".friend-link");
  if (!(await field.isVisible())) await page.getByRole("button", { name: "Send move" }).click();
  const link = await field.inputValue();
  expect(link).toMatch(/#g=|#game=/);
  const png = PNG.sync.read(await page.locator(".friend-qr svg").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(link);
  return link;
}

/** Passes on `page`, answering the question that confirms it. */
async function passes(page: Page) {
  await page.getByRole("button", { name: "Pass" }).click();
  await page.getByRole("button", { name: "Yes, pass" }).click();
}

/** Plays `p` on `page` (its move): on a touch screen the play screen's first tap shows the
 *  stone to place and the second places it, as in every game. */
async function move(page: Page, p: string) {
  await point(page, p).click();
  const ghost = point(page, p).locator(".ghost");
  await expect(ghost.or(page.locator(`[data-point="${p}"][data-stone]`))).toHaveCount(1);
  if ((await ghost.count()) > 0) await point(page, p).click();
  await expect(point(page, p)).toHaveAttribute("data-stone", /black|white/);
}

/** Ana starts a game (under `rules` if given) and plays E5, Ben joins and plays C3, both
 *  pass, Ben second: each phone has had the other's last link; the stones are to be marked. */
async function bothPass(ana: Page, ben: Page, rules?: string) {
  await start(ana, "Ana", "Ben", false, rules);
  await move(ana, "E5");
  await ben.goto(await sent(ana));
  await ben.getByRole("button", { name: "Play" }).click();
  await move(ben, "C3");
  await ana.goto(await sent(ben));
  await passes(ana);
  await ben.goto(await sent(ana));
  await passes(ben);
  await ana.goto(await sent(ben));
}

/** The game by link as a device keeps it: a saved game with its link (its record, to
 *  compare both devices'); the first such game stored. */
const kept = (page: Page) =>
  page.evaluate(() => {
    const games = Object.keys(localStorage)
      .filter((k) => k.startsWith("tengen.game."))
      .sort()
      .map((k) => JSON.parse(localStorage.getItem(k)!))
      .filter((g) => g.link);
    return games[0] ?? null;
  });

/** The play screen's notice: what just happened, in words. */
const notice = (page: Page) => page.locator("section.play > p.notice");

test("two phones play a 9x9 game by links and QR codes to an agreed count", async ({ browser }) => {
  test.setTimeout(180_000);
  const ana = await phone(browser);
  const ben = await phone(browser);
  const errors = [...watchErrors(ana.page), ...watchErrors(ben.page)];
  await start(ana.page, "Ana", "Ben");
  await expect(ana.page.locator(".friend-status")).toHaveText("Your move (Black)");
  await move(ana.page, "E5");
  const first = await sent(ana.page);
  await ana.page.screenshot({ path: saveScreenshotPath("friend-send-phone.png"), fullPage: true });

  // Ben's phone opens the invitation.
  await ben.page.goto(first);
  await expect(ben.page.getByText("Ana invites you to a game. You play White.")).toBeVisible();
  await ben.page.screenshot({ path: saveScreenshotPath("friend-invited-phone.png") });
  await ben.page.getByRole("button", { name: "Play" }).click();
  await expect(point(ben.page, "E5")).toHaveAttribute("data-stone", "black");
  await expect(ben.page.locator(".friend-status")).toHaveText("Your move (White)");
  // Not Ana's move on her phone any more.
  await point(ana.page, "A1").click();
  await expect(notice(ana.page)).toContainText("Not your move");

  // Moves go back and forth; Ana's phone is offline when Ben's second link comes.
  await serviceWorkerReady(ana.page);
  const plan: [Page, string][] = [[ben.page, "C3"], [ana.page, "G7"], [ben.page, "C7"]];
  let link = "";
  let bensFirst = "";
  for (const [i, [page, p]] of plan.entries()) {
    await move(page, p);
    link = await sent(page);
    if (i === 0) bensFirst = link;
    const other = page === ana.page ? ben.page : ana.page;
    if (i === 2) await ana.context.setOffline(true);
    await other.goto(link);
    await expect(notice(other)).toContainText(new RegExp(`played ${p} \\(move ${i + 2}\\)\\. Your move\\.`));
    await expect(point(other, p)).toHaveAttribute("data-stone", /black|white/);
  }
  await ana.context.setOffline(false);
  await ana.page.screenshot({ path: saveScreenshotPath("friend-news-phone.png"), fullPage: true });

  // The same link again, an older one, and one whose move 2 differs: nothing changes.
  await ana.page.goto(link);
  await expect(ana.page.getByText("You already have this link: the game is at move 4.")).toBeVisible();
  await ana.page.goto(bensFirst);
  await expect(ana.page.getByText("This link is older than your game: it has move 2, you have move 4. Nothing changed.")).toBeVisible();
  // Her own first link, opened again (as from the messenger's sent message), is hers.
  await ana.page.goto(first);
  await expect(ana.page.getByText("This is your own link: nothing changed.")).toBeVisible();
  const carl = await phone(browser);
  await carl.page.goto(first);
  await carl.page.getByRole("button", { name: "Play" }).click();
  await move(carl.page, "D4");
  const forked = await sent(carl.page);
  const before = await kept(ana.page);
  await ana.page.goto(forked);
  await expect(ana.page.getByRole("alert")).toContainText("This link's move 2 is not the one this device has.");
  expect(await kept(ana.page)).toEqual(before);
  await carl.context.close();

  // Both pass, both accept the marks: the same count and record on both phones.
  await ana.page.getByRole("link", { name: "Open the game" }).click();
  await passes(ana.page);
  await ben.page.goto(await sent(ana.page));
  await expect(notice(ben.page)).toHaveText("Ana passed (move 5). Your move.");
  await passes(ben.page);
  await expect(ben.page.locator(".friend-status")).toContainText("tap the dead stones");
  await ben.page.getByRole("button", { name: "Accept the marks" }).click();
  await expect(ben.page.locator(".friend-status")).toContainText("waiting for Ana to accept");
  await ana.page.goto(await sent(ben.page));
  await ana.page.getByRole("button", { name: "Accept the marks" }).click();
  const result = ana.page.locator(".friend-status");
  await expect(result).toContainText(/wins by/);
  await ben.page.goto(await sent(ana.page));
  await expect(ben.page.locator(".friend-status")).toHaveText((await result.textContent()) ?? "");
  expect((await kept(ben.page)).record).toEqual((await kept(ana.page)).record);
  await ana.page.screenshot({ path: saveScreenshotPath("friend-result-phone.png"), fullPage: true });
  // Saved games list the games by link with the others, marked, with whose move it is.
  await ana.page.goto("saved");
  await expect(ana.page.locator(".saved-game .status")).toHaveText(/^By link · (Black|White) wins by/);
  await start(ben.page, "Ben", "Dora");
  await ben.page.goto("saved");
  await expect(ben.page.locator(".saved-game .status")).toHaveText([/^By link · your move$/, /^By link · (Black|White) wins by/]);
  expect(errors).toEqual([]);
  await ana.context.close();
  await ben.context.close();
});

// Issue 57: Ana accepted the marks and tapped her own link in the messenger's sent message;
// her phone took her own acceptance as Ben's and counted the game alone.
test("a device that opens its own link is not counted alone; the friend's acceptance counts it on both", async ({ browser }) => {
  const ana = await phone(browser);
  const ben = await phone(browser);
  const errors = [...watchErrors(ana.page), ...watchErrors(ben.page)];
  // Both pass; Ana accepts the marks as they stand and sends her link.
  await bothPass(ana.page, ben.page);
  await ana.page.getByRole("button", { name: "Accept the marks" }).click();
  const status = ana.page.locator(".friend-status");
  await expect(status).toContainText("waiting for Ben to accept");
  const anas = await sent(ana.page);
  const before = await kept(ana.page);
  // Ana opens her own link: nothing changes, the game is not counted.
  await ana.page.goto(anas);
  await expect(ana.page.getByText("This is your own link: nothing changed.")).toBeVisible();
  expect(await kept(ana.page)).toEqual(before);
  await ana.page.getByRole("link", { name: "Open the game" }).click();
  await expect(status).toContainText("waiting for Ben to accept");
  await expect(status).not.toContainText(/wins/);
  // Ben accepts on his phone (he has not had Ana's link): his link counts it at Ana's.
  await ben.page.getByRole("button", { name: "Accept the marks" }).click();
  await expect(ben.page.locator(".friend-status")).toContainText("waiting for Ana to accept");
  const bens = await sent(ben.page);
  // And Ben opening his own link changes nothing at his.
  await ben.page.goto(bens);
  await expect(ben.page.getByText("This is your own link: nothing changed.")).toBeVisible();
  await ana.page.goto(bens);
  await expect(notice(ana.page)).toHaveText("Ben accepted the count: the game is over.");
  await expect(status).toContainText(/wins by/);
  await ben.page.goto(await sent(ana.page));
  await expect(ben.page.locator(".friend-status")).toHaveText((await status.textContent()) ?? "");
  expect((await kept(ben.page)).record).toEqual((await kept(ana.page)).record);
  expect(errors).toEqual([]);
  await ana.context.close();
  await ben.context.close();
});

test("a resignation travels by link; a damaged link is refused in words", async ({ browser }) => {
  const ana = await phone(browser, { width: 820, height: 1180 });
  const ben = await phone(browser);
  await start(ana.page, "Ana", "Ben", true, "Japanese territory", 13);
  await expect(ana.page.getByText("Japanese territory, komi 6.5")).toBeVisible();
  // Ana plays White: Ben moves first, after her invitation.
  const invitation = await sent(ana.page);
  await ana.page.screenshot({ path: saveScreenshotPath("friend-send-tablet.png"), fullPage: true });
  await ben.page.goto(invitation);
  await expect(ben.page.getByText("Ana invites you to a game. You play Black.")).toBeVisible();
  await ben.page.getByRole("button", { name: "Play" }).click();
  // The rules and the board came with the link.
  await expect(ben.page.getByText("Japanese territory, komi 6.5")).toBeVisible();
  await expect(point(ben.page, "N13")).toBeVisible();
  // Both pass at once; Ana disputes the end: play resumes on both phones, Ben to move (the
  // opponent of the last to pass).
  await passes(ben.page);
  await ana.page.goto(await sent(ben.page));
  await passes(ana.page);
  await expect(ana.page.locator(".friend-status")).toContainText("tap the dead stones");
  await ana.page.getByRole("button", { name: "Play on" }).click();
  await expect(ana.page.locator(".friend-status")).toHaveText("Ben's move: send them the link");
  await ben.page.goto(await sent(ana.page));
  await expect(notice(ben.page)).toHaveText("Ana passed (move 2). Ana wants to play on. Your move.");
  await expect(ben.page.locator(".friend-status")).toHaveText("Your move (Black)");
  // Resigning asks first, and can be taken back before it is sent.
  await ben.page.getByRole("button", { name: "Resign" }).click();
  await ben.page.getByRole("button", { name: "Cancel" }).click();
  await expect(ben.page.locator(".friend-status")).toHaveText("Your move (Black)");
  await ben.page.getByRole("button", { name: "Resign" }).click();
  await ben.page.getByRole("button", { name: "Yes, resign" }).click();
  await expect(ben.page.locator(".friend-status")).toContainText(/White wins: Black resigned/);
  await ana.page.goto(await sent(ben.page));
  await expect(ana.page.locator(".friend-status")).toContainText(/White wins: Black resigned/);
  await expect(notice(ana.page)).toHaveText("Ben resigned: you win.");
  await ana.page.goto(invitation.slice(0, -10));
  await expect(ana.page.getByRole("alert")).toContainText("This link is damaged");
  await ana.context.close();
  await ben.context.close();
});

test("axe: no serious or critical violations on the friend screens; the new game screen leads there", async ({ page }) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const check = async (where: string) =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  await page.goto("new");
  await page.getByRole("link", { name: "A friend on another device" }).click();
  await expect(page.getByRole("heading", { name: "A friend on another device" })).toBeVisible();
  const found = await check("friend");
  await start(page, "Ana", "Ben");
  await move(page, "E5");
  await sent(page);
  found.push(...(await check("friend game")));
  expect(found).toEqual([]);
});

// Issue 42's defects, each as it was met: the count that never ended (Ana passes, Ben passes
// second and sends before marking, Ana accepts and sends a link with the same moves), the
// words of marks, Send move that closed its own panel, Resign allowed at the first move.
for (const viewport of [PHONE, { width: 820, height: 1180 }]) {
  test(`the count by links ends on both devices whoever sends first (${viewport.width}px)`, async ({ browser }) => {
    const ana = await phone(browser, viewport);
    const ben = await phone(browser, viewport);
    const errors = [...watchErrors(ana.page), ...watchErrors(ben.page)];
    await start(ana.page, "Ana", "Ben", false, "Club area");
    await move(ana.page, "E5");
    // Send move opens the panel; tapping it again keeps it open.
    await expect(ana.page.locator(".friend-link")).toBeVisible();
    await ana.page.getByRole("button", { name: "Send move" }).click();
    await expect(ana.page.locator(".friend-link")).toBeVisible();
    await ben.page.goto(await sent(ana.page));
    await ben.page.getByRole("button", { name: "Play" }).click();
    // The club's rules: no resignation before move 20, said in words.
    await ben.page.getByRole("button", { name: "Resign" }).click();
    await expect(notice(ben.page)).toContainText("20");
    await expect(ben.page.getByRole("button", { name: "Yes, resign" })).toHaveCount(0);
    await move(ben.page, "C3");
    await ana.page.goto(await sent(ben.page));
    await expect(ana.page.locator(".move-number")).toHaveText("Move 2");
    await passes(ana.page);
    await ben.page.goto(await sent(ana.page));
    await expect(notice(ben.page)).toHaveText("Ana passed (move 3). Your move.");
    await passes(ben.page);
    // Ben sends before marking; Ana marks C3 dead and accepts.
    await ana.page.goto(await sent(ben.page));
    await expect(notice(ana.page)).toHaveText("Ben passed (move 4).");
    await point(ana.page, "C3").click();
    await ana.page.getByRole("button", { name: "Accept the marks" }).click();
    await ben.page.goto(await sent(ana.page));
    await expect(notice(ben.page)).toHaveText("Ana marked C3 dead. Ana accepts the count.");
    await ben.page.screenshot({ path: saveScreenshotPath(`friend-marks-${viewport.width}.png`), fullPage: true });
    // Ben's acceptance counts the game; Ana's device hears it from his link.
    await ben.page.getByRole("button", { name: "Accept the marks" }).click();
    await expect(ben.page.locator(".friend-status")).toContainText(/wins by/);
    await ana.page.goto(await sent(ben.page));
    await expect(notice(ana.page)).toHaveText("Ben accepted the count: the game is over.");
    await expect(ana.page.locator(".friend-status")).toHaveText((await ben.page.locator(".friend-status").textContent()) ?? "");
    expect((await kept(ben.page)).record).toEqual((await kept(ana.page)).record);
    // The finished game leaves the app as any other: an SGF record with both names, the
    // moves and the result.
    const download = ana.page.waitForEvent("download");
    await ana.page.getByRole("button", { name: "Export SGF" }).click();
    const sgf = fs.readFileSync(await (await download).path(), "utf8");
    expect(sgf).toContain("PB[Ana]");
    expect(sgf).toContain("PW[Ben]");
    expect(sgf).toContain(";B[ee];W[cg]");
    expect(sgf).toMatch(/RE\[B\+/);

    // The same again with no marks: Ana passes, Ben passes second and sends before marking;
    // Ana accepts: a link with the very moves Ben has, which brings only her acceptance.
    await bothPass(ana.page, ben.page, "Club area");
    await ana.page.getByRole("button", { name: "Accept the marks" }).click();
    await ben.page.goto(await sent(ana.page));
    await expect(notice(ben.page)).toHaveText("Ana accepts the count.");
    await ben.page.getByRole("button", { name: "Accept the marks" }).click();
    await expect(ben.page.locator(".friend-status")).toContainText(/wins by/);
    await ana.page.goto(await sent(ben.page));
    await expect(ana.page.locator(".friend-status")).toContainText(/wins by/);
    expect(errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });
}
