// The app in parts (issue 14): the first visit fetches Home and the play screen; every
// other screen's part is fetched when it opens and precached by the service worker, so
// every screen opens offline after one visit; a part that does not arrive says so and
// tries again on request.
import { test, expect, type Page } from "@playwright/test";
import { appReady, saveScreenshotPath, serviceWorkerReady, watchErrors } from "./helpers";
import { newGame, play } from "./play-helpers";

/** Every screen, with what its heading says in English and German. */
function screens(game: string) {
  return [
    { path: "./", en: "Tengen", de: "Tengen" },
    { path: "./new", en: "New game", de: "Neue Partie" },
    { path: `./play/${game}`, board: true },
    { path: "./saved", en: "Saved games", de: "Gespeicherte Partien" },
    { path: `./review/${game}`, en: /^Review: /, de: /^Nachspielen: / },
    { path: "./settings", en: "Settings", de: "Einstellungen" },
    { path: "./learn", en: "Learn", de: "Lernen" },
    { path: "./learn/guide", en: "The rules in short", de: null },
    { path: "./learn/practice", en: "Practice capture", de: null },
    { path: "./learn/liberties", en: "Liberties", de: "Freiheiten" },
  ];
}

async function aGame(page: Page): Promise<string> {
  await newGame(page, { size: 9 });
  await play(page, ["E5", "C3"]);
  return page.url().split("/play/")[1];
}

async function opens(page: Page, screen: ReturnType<typeof screens>[number], lang: "en" | "de") {
  await page.goto(screen.path);
  if (screen.board) {
    await expect(page.locator('[data-point="E5"][data-stone]')).toBeVisible();
  } else {
    const heading = screen[lang];
    if (heading === null) {
      await expect(page.locator("main.app h1").first()).toBeVisible();
    } else {
      await expect(page.locator("main.app h1").first()).toHaveText(heading);
    }
  }
  await expect(page.locator(".part-failed, .part-failed-inline")).toHaveCount(0);
}

test("the first visit fetches no part; the service worker then keeps every part", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto("./");
  await appReady(page);
  expect(fetched.filter((p) => /\/(part|chunk)[-_]/.test(p) && !p.includes("sw"))).toEqual([]);
  await serviceWorkerReady(page);
  const kept = await page.evaluate(async () => {
    const names: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname);
    }
    return names;
  });
  expect(kept.filter((p) => /\/part-saved-/.test(p))).toHaveLength(1);
  expect(kept.filter((p) => /\/part-learn-/.test(p))).toHaveLength(1);
  expect(kept.filter((p) => /\/part-play-/.test(p))).toHaveLength(1);
});

test("after one visit every screen opens offline, in English and in German", async ({ page, context }) => {
  const errors = watchErrors(page);
  const game = await aGame(page);
  await serviceWorkerReady(page);
  await context.setOffline(true);
  for (const screen of screens(game)) await opens(page, screen, "en");
  // Another language's texts are a part too: choose German while offline.
  await page.goto("./settings");
  await page.locator("select#language").selectOption("de");
  await expect(page.locator("main.app h1").first()).toHaveText("Einstellungen");
  for (const screen of screens(game)) await opens(page, screen, "de");
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test.describe("without a service worker", () => {
  // The parts come from the network, which fails for one of them.
  test.use({ serviceWorkers: "block" });

  test("a part that does not arrive says so, and Try again loads it", async ({ page }) => {
    await page.goto("./");
    await appReady(page);
    await page.route(/\/part-settings-.*\.wasm$/, (route) => route.abort());
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("alert")).toContainText("This part of Tengen did not load");
    await expect(page.getByRole("alert")).toContainText("Your games are safe");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: saveScreenshotPath("part-failed-phone.png") });
    await page.unroute(/\/part-settings-.*\.wasm$/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("main.app h1").first()).toHaveText("Settings");
  });

  test("a problem collection that does not arrive says so, and Try again opens the problem", async ({ page }) => {
    // Each shipped collection is a data file of its own, fetched when one of its problems opens.
    await page.route(/\/problem-packs\/games-9x9-[0-9a-f]{8}\.pack$/, (route) => route.abort());
    await page.goto("./learn/problems/games-9x9-1");
    await expect(page.getByRole("alert")).toContainText("This part of Tengen did not load");
    await page.unroute(/\/problem-packs\/games-9x9-[0-9a-f]{8}\.pack$/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("grid", { name: /9 by 9 board/ })).toBeVisible();
    // Another collection's problem fetches that collection in turn.
    await page.goto("./learn/problems/beginner-3");
    await expect(page.getByRole("grid", { name: /Capture in one 3/ })).toBeVisible();
  });

  test("a piece of the play screen that does not arrive leaves the board playable", async ({ page }) => {
    await page.route(/\/part-play-.*\.wasm$/, (route) => route.abort());
    await newGame(page, { size: 9 });
    await play(page, ["E5", "C3"]);
    await expect(page.locator(".part-failed-inline").first()).toContainText("did not load");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: saveScreenshotPath("part-failed-inline-phone.png"), fullPage: true });
    await page.unroute(/\/part-play-.*\.wasm$/);
    await page.locator(".part-failed-inline button").first().click();
    await expect(page.getByRole("button", { name: "Estimate score" })).toBeVisible();
  });
});

test("a deep link to a part opens directly, with its texts", async ({ page }) => {
  await page.goto("./learn/liberties");
  await expect(page.locator("main.app h1").first()).toHaveText("Liberties");
  await page.goto("./settings");
  await expect(page.locator("select#language option[value=de]")).toHaveText("Deutsch");
});
