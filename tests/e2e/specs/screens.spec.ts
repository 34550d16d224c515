// Screenshots of the play screen in every phase (playing, settling, result), on a phone
// and a tablet, light and dark, for people to look at (tests/e2e/artifacts/screens-*).
import { test, expect, type Browser } from "@playwright/test";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { WALLS, newGame, pass, play, seedSettings } from "./play-helpers";

const DEVICES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 1024, height: 768 } },
];

async function touchPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

for (const device of DEVICES) {
  for (const theme of ["Light", "Dark"]) {
    test(`screens: ${device.name} ${theme.toLowerCase()}, every phase`, async ({ browser }) => {
      const { context, page } = await touchPage(browser, device.viewport);
      const errors = watchErrors(page);
      // The screen as the player sees it, then scrolled to the end (a full-page shot would
      // resize the window and lose the touch emulation).
      const shot = async (phase: string) => {
        const name = `screens-${device.name}-${theme.toLowerCase()}-${phase}`;
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: saveScreenshotPath(`${name}.png`) });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.screenshot({ path: saveScreenshotPath(`${name}-end.png`) });
      };
      await seedSettings(page, { theme, placing: "OneTap" });
      await newGame(page);
      await play(page, WALLS.slice(0, 8));
      await shot("playing");
      await play(page, WALLS.slice(8));
      await pass(page);
      await play(page, ["B5"]);
      await pass(page);
      await pass(page);
      await expect(page.getByRole("heading", { name: "Settle the board" })).toBeVisible();
      await page.locator('[data-point="B5"]').click();
      await shot("settling");
      await page.getByRole("button", { name: /^Agree/ }).click();
      await expect(page.locator(".result-line")).toBeVisible();
      await shot("result");
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

for (const device of DEVICES) {
  test(`screens: ${device.name}, the learn menu, the new-game clock and settings`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    await page.goto("./learn");
    await expect(page.locator(".lesson-link").first()).toBeVisible();
    await page.screenshot({ path: saveScreenshotPath(`screens-${device.name}-learn.png`) });
    await page.goto("./new");
    await page.getByRole("radio", { name: /^Club area/ }).check();
    await page.getByLabel("Main time per player").selectOption("10");
    await page.getByLabel("Main time per player").scrollIntoViewIfNeeded();
    await page.screenshot({ path: saveScreenshotPath(`screens-${device.name}-new-game-clock.png`) });
    await page.goto("./settings");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.screenshot({ path: saveScreenshotPath(`screens-${device.name}-settings-end.png`) });
    await context.close();
  });
}
