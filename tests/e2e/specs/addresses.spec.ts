// Every address the app has reloads and opens in a new tab to a drawn screen (issue 42):
// at the site root and under a sub-path (/tengen/), on a host that falls back to
// index.html for a path without a file (scripts/serve.py, as static hosts do).
// The start-up script in index.html finds the app's folder by the addresses' first
// segments; a screen missing there loads every file from the wrong folder and draws nothing.
import { test, expect, type Browser, type Page } from "@playwright/test";
import * as fs from "node:fs";
import { copyDist, startServer, watchErrors } from "./helpers";

/** What each screen draws once it is there. */
const SCREENS: [string, string][] = [
  ["", "section.screen.home"],
  ["new", "section.screen.new-game"],
  ["play/GAME", "section.screen.play svg.board"],
  ["review/GAME", "section.screen.review"],
  // Opened to make problems of the game's mistakes: its review starts at once.
  ["review/GAME?make=problems", "section.screen.review .review-analysis"],
  ["saved", "section.screen.saved"],
  ["share", "section.screen.share"],
  ["settings", "section.screen.settings"],
  ["learn", "section.screen.learn-menu"],
  ["learn/guide", "section.screen.learn-guide"],
  ["learn/practice", "section.screen svg.board"],
  ["learn/LESSON", "section.screen.learn-lesson svg.board"],
  ["learn/problems", "section.screen.problems-menu"],
  ["learn/problems/beginner-1", "section.screen.problem svg.board"],
  ["learn/problems/today", "section.screen.problem svg.board"],
  ["learn/problems/rush", "section.screen.rush"],
  ["friend", "section.screen.friend"],
  ["friend/FRIEND", "section.screen svg.board"],
  ["friend/", "section.screen.friend"],
];

/** Makes a game, a game by link and finds a lesson at `base`; returns every address. */
async function addresses(page: Page, base: string): Promise<[string, string][]> {
  await page.goto(`${base}new`);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator("section.screen.play svg.board")).toBeVisible();
  const game = new URL(page.url()).pathname.split("/").pop()!;

  await page.goto(`${base}friend`);
  await page.getByLabel("Your name").fill("Ana");
  await page.getByLabel("Your friend's name").fill("Ben");
  await page.getByRole("button", { name: "Start and send the invitation" }).click();
  await expect(page.locator("section.screen svg.board")).toBeVisible();
  const friend = new URL(page.url()).pathname.split("/").pop()!;

  await page.goto(`${base}learn`);
  const lesson = (await page.locator(".lesson-link").first().getAttribute("href"))!.split("/").pop()!;

  return SCREENS.map(([path, drawn]) => [
    base + path.replace("GAME", game).replace("FRIEND", friend).replace("LESSON", lesson),
    drawn,
  ]);
}

/** The screen at `url` is drawn, not a page without its files, nor "not found". */
async function drawn(page: Page, url: string, selector: string) {
  await expect(page.locator(selector).first(), url).toBeVisible();
  await expect(page.locator(".not-found, section.screen.missing"), url).toHaveCount(0);
}

async function everyAddress(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const [url, selector] of await addresses(page, base)) {
    // Typed in the address bar, reloaded, then opened in a new tab.
    await page.goto(url);
    await drawn(page, url, selector);
    await page.reload();
    await drawn(page, url, selector);
    const tab = await context.newPage();
    const tabErrors = watchErrors(tab);
    await tab.goto(url);
    await drawn(tab, url, selector);
    expect(tabErrors, url).toEqual([]);
    await tab.close();
  }
  expect(errors).toEqual([]);
  await context.close();
}

test("every address reloads and opens in a new tab at the site root", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await everyAddress(browser, `${baseURL}/`);
});

test("every address reloads and opens in a new tab under a sub-path", async ({ browser }) => {
  test.setTimeout(120_000);
  const { root } = copyDist("tengen");
  const server = await startServer(root, 8093);
  try {
    await everyAddress(browser, "http://127.0.0.1:8093/tengen/");
  } finally {
    server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
