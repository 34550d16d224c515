// Stones you can hear, and board themes (issue 27). The page's Web Audio calls are
// recorded by an init script (every source started, every gain set), so the test hears
// what the app asks the browser to play: a click for a stone, a rattle after it for a
// capture (louder for more stones), a softer click for the computer's stone, two soft
// tones for a pass, nothing with the setting off; the vibration on the computer's move;
// and the wood, plain and high-contrast boards (screenshots in tests/e2e/artifacts/board-*).
import { test, expect, type Page } from "@playwright/test";
import * as path from "node:path";
import { DEVICES, saveScreenshotPath, touchPage, watchErrors } from "./helpers";
import { seedSettings } from "./play-helpers";

const FIXTURES = path.resolve(__dirname, "../fixtures");

const point = (page: Page, p: string) => page.locator(`[data-point="${p}"]`);

/** What the page asked the audio API to play: sources started, gains set. */
interface Heard {
  starts: string[];
  gains: number[];
}

/** Records the page's audio calls in `window.__heard`, its vibrations in
 *  `window.__buzz`, and offers Safari's `navigator.audioSession` to be set. */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const w = window as any;
    w.__heard = { starts: [], gains: [] };
    w.__buzz = [];
    // A buffer's source has a start of its own; an oscillator's is its parent's.
    for (const kind of [AudioBufferSourceNode, OscillatorNode]) {
      const start = kind.prototype.start;
      kind.prototype.start = function (...args: any[]) {
        w.__heard.starts.push(kind.name);
        return start.apply(this, args as any);
      };
    }
    const createGain = BaseAudioContext.prototype.createGain;
    BaseAudioContext.prototype.createGain = function () {
      const node = createGain.call(this);
      (node.gain as any).__envelope = true;
      return node;
    };
    const setValue = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value: number, at: number) {
      if ((this as any).__envelope) w.__heard.gains.push(Math.round(value * 100) / 100);
      return setValue.call(this, value, at);
    };
    Object.defineProperty(Navigator.prototype, "vibrate", {
      configurable: true,
      value: (pattern: number) => {
        w.__buzz.push(pattern);
        return true;
      },
    });
    Object.defineProperty(Navigator.prototype, "audioSession", {
      configurable: true,
      value: { type: "auto" },
    });
  });
}

/** What was heard since the last call (and forgets it). */
async function heard(page: Page): Promise<Heard> {
  return page.evaluate(() => {
    const w = window as any;
    const h = w.__heard;
    w.__heard = { starts: [], gains: [] };
    return h;
  });
}

/** Opens `fixture` (imported in Saved games) to continue playing it. */
async function open(page: Page, fixture: string) {
  await page.goto("saved");
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, fixture));
  await expect(page.locator(".import-result")).toBeVisible();
  await page.getByRole("link", { name: "Continue playing" }).click();
  await expect(page.locator("[data-point]").first()).toBeVisible();
  // The sounds come with the play screen's extras.
  await expect(page.getByRole("button", { name: "Estimate score" })).toBeVisible();
}

/** `p` played, and the sound it made once it is all asked for. */
async function playAndHear(page: Page, p: string, color: string): Promise<Heard> {
  await point(page, p).click();
  await expect(point(page, p)).toHaveAttribute("data-stone", color);
  await expect.poll(async () => (await page.evaluate(() => (window as any).__heard.starts.length)) > 0).toBe(true);
  await page.waitForTimeout(200);
  return heard(page);
}

test("a stone clicks, a capture rattles louder for more stones, a pass sounds soft", async ({ page }) => {
  const errors = watchErrors(page);
  await listen(page);
  await seedSettings(page, { placing: "OneTap" });
  await open(page, "sound-captures.sgf");

  // Black J8 takes one stone: the click, then a rattle of two stones' clicks.
  const one = await playAndHear(page, "J8", "black");
  expect(one.starts).toEqual(Array(3).fill("AudioBufferSourceNode"));
  expect(one.gains).toEqual([0.45, 0.3, 0.28]);
  // Safari's silent switch mutes the sounds: the session is ambient.
  expect(await page.evaluate(() => (navigator as any).audioSession.type)).toBe("ambient");

  // White E6: one click.
  const stone = await playAndHear(page, "E6", "white");
  expect(stone).toEqual({ starts: ["AudioBufferSourceNode"], gains: [0.45] });

  // Black D1 takes three: a longer rattle, each click louder than the one-stone rattle's.
  const three = await playAndHear(page, "D1", "black");
  expect(three.starts).toEqual(Array(5).fill("AudioBufferSourceNode"));
  expect(three.gains[0]).toBe(0.45);
  expect(three.gains[1]).toBeGreaterThan(one.gains[1]);
  expect(three.gains.slice(1)).toEqual([0.4, 0.37, 0.34, 0.3]);

  // White passes: two soft tones, no click.
  await page.getByRole("button", { name: /^Pass/ }).first().click();
  await page.getByRole("button", { name: "Yes, pass" }).click();
  await expect.poll(async () => (await page.evaluate(() => (window as any).__heard.starts.length))).toBe(2);
  const pass = await heard(page);
  expect(pass.starts).toEqual(["OscillatorNode", "OscillatorNode"]);
  expect(pass.gains).toEqual([0.12, 0.12]);
  expect(await page.evaluate(() => (window as any).__buzz)).toEqual([]);
  expect(errors).toEqual([]);
});

test("with Stone sounds off nothing is played; the setting is kept", async ({ page }) => {
  const errors = watchErrors(page);
  await listen(page);
  await page.goto("settings");
  const sounds = page.getByRole("checkbox", { name: "Stone sounds" });
  await expect(sounds).toBeChecked();
  await sounds.uncheck();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("tengen.settings") ?? "{}").sounds)).toBe(false);
  await open(page, "sound-captures.sgf");
  await point(page, "J8").click();
  await expect(point(page, "J8")).toHaveAttribute("data-stone", "black");
  await page.waitForTimeout(500);
  expect(await heard(page)).toEqual({ starts: [], gains: [] });
  expect(errors).toEqual([]);
});

test("the computer's stone is softer, and vibrates when the setting is on", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await listen(page);
  await seedSettings(page, { placing: "OneTap", vibration: true, mistakes: false });
  await open(page, "teacher-blunder.sgf");
  const black = await page.locator('[data-stone="black"]').count();
  await point(page, "A9").click();
  // The computer (First game) replies, maybe before the test looks: both sounds at once.
  await expect(page.locator('[data-stone="white"]')).not.toHaveCount(10, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const both = await heard(page);
  const captured = (await page.locator('[data-stone="black"]').count()) < black + 1;
  // My click, then a quiet click or (if it captured my five stones) a click and a rattle.
  expect(both.gains.slice(0, 2)).toEqual([0.45, captured ? 0.45 : 0.22]);
  expect(both.starts.length).toBe(1 + (captured ? 7 : 1));
  expect(await page.evaluate(() => (window as any).__buzz)).toEqual([35]);
  expect(errors).toEqual([]);
});

for (const device of DEVICES) {
  test(`board themes on a ${device.name}: wood, plain and high contrast`, async ({ browser }) => {
    const { context, page } = await touchPage(browser, device.viewport);
    const errors = watchErrors(page);
    await open(page, "sound-captures.sgf");
    const wood = page.locator(".board .wood").first();
    const fill = () => wood.evaluate((e) => getComputedStyle(e).fill);
    const woodFill = await fill();
    const game = page.url();
    await expect(page.locator("html")).toHaveAttribute("data-board", "wood");
    for (const [name, value] of [["Plain light board", "plain"], ["High contrast (thick lines, outlined stones)", "contrast"]]) {
      await page.goto("settings");
      await page.getByRole("radio", { name }).check();
      await expect(page.locator("html")).toHaveAttribute("data-board", value);
      if (value === "plain") {
        await page.getByRole("group", { name: "Sound and vibration" }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: saveScreenshotPath(`settings-look-${device.name}.png`) });
      }
      // Kept: a new page opens with it from its first paint.
      await page.goto(game);
      await expect(page.locator("html")).toHaveAttribute("data-board", value);
      await expect(wood).toBeVisible();
      expect(await fill()).not.toBe(woodFill);
      if (value === "contrast") {
        const blackStone = point(page, "E5").locator("circle.stone");
        expect(await blackStone.evaluate((e) => getComputedStyle(e).fill)).toBe("rgb(0, 0, 0)");
        const whiteStone = point(page, "E4").locator("circle.stone");
        expect(await whiteStone.evaluate((e) => getComputedStyle(e).stroke)).toBe("rgb(0, 0, 0)");
      }
      await page.screenshot({ path: saveScreenshotPath(`board-${value}-${device.name}.png`) });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
