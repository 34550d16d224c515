// Languages, colour themes, axe on the screens a11y.spec.ts does not cover, and every
// screen walked through by keyboard alone with a visible focus ring.
import { type Page, expect, test } from "@playwright/test";
import { saveScreenshotPath, watchErrors } from "./helpers";
import { newGame, play } from "./play-helpers";

/** Serious and critical axe violations on the page as it is, labelled with `where`. */
async function axe(page: Page, where: string): Promise<string[]> {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Picks a language in Settings (through the select, as a user would). */
async function chooseLanguage(page: Page, code: string) {
  await page.goto("./settings");
  await page.locator("select#language").selectOption(code);
}

/** Visits every screen (and plays two moves) and fails if English words are left on it. */
async function noEnglishOnAnyScreen(page: Page) {
  const english = /\b(New game|Saved games|Settings|Back|Next|Home|Learn|Pass|Undo|Resign|Black|White|the|and|of|to)\b/;
  for (const path of ["./", "./new", "./saved", "./settings", "./learn", "./learn/guide", "./learn/liberties", "./learn/practice"]) {
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    expect(await page.locator("main").innerText(), path).not.toMatch(english);
  }
  await page.goto("./new");
  await page.locator(".controls button.primary").click();
  await page.locator('[data-point="E5"]').click();
  await page.locator('[data-point="D5"]').click();
  await expect(page.locator('[data-point="D5"]')).toHaveAttribute("data-stone", "white");
  expect(await page.locator("main").innerText(), "play").not.toMatch(english);
  await page.goto("./saved");
  await page.locator(".controls a, a.button").filter({ hasText: /./ }).first().waitFor();
  expect(await page.locator("main").innerText(), "saved with a game").not.toMatch(english);
}

test.describe("languages", () => {
  test("switching to German and Czech changes the text and survives a reload", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("./");
    await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await chooseLanguage(page, "de");
    await expect(page.getByRole("heading", { name: "Einstellungen" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("select#language")).toBeFocused(); // the rebuilt screen keeps the focus
    await page.reload();
    await expect(page.getByRole("heading", { name: "Einstellungen" })).toBeVisible();
    await page.getByRole("link", { name: "Fertig" }).click();
    await expect(page.getByRole("link", { name: "Neue Partie" })).toBeVisible();
    await expect(page.getByText("Go zu zweit an einem Gerät, mit einem Freund auf einem anderen Handy oder gegen den Computer — mit Lektionen und Aufgaben. Funktioniert offline.")).toBeVisible();
    await noEnglishOnAnyScreen(page);
    await page.screenshot({ path: saveScreenshotPath("play-de.png") });

    await chooseLanguage(page, "cs");
    await expect(page.getByRole("heading", { name: "Nastavení" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await page.goto("./");
    await expect(page.getByRole("link", { name: "Nová partie" })).toBeVisible();
    await noEnglishOnAnyScreen(page);

    await chooseLanguage(page, "auto");
    await page.goto("./");
    await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe("a German browser", () => {
    test.use({ locale: "de-DE" });
    test("opens in German without being asked", async ({ page }) => {
      await page.goto("./");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("link", { name: "Neue Partie" })).toBeVisible();
      await page.screenshot({ path: saveScreenshotPath("home-de.png") });
    });
  });

  test.describe("a Czech browser", () => {
    test.use({ locale: "cs-CZ" });
    test("plays a game in Czech, with Czech plural forms", async ({ page }) => {
      await page.goto("./new");
      await expect(page.locator("html")).toHaveAttribute("lang", "cs");
      await page.locator(".controls button.primary").click();
      await expect(page.locator("[data-point]").first()).toBeVisible();
      // Black surrounds two white stones on the edge and takes them.
      await play(page, ["A2", "A1", "B2", "B1", "C1"]);
      await expect(page.locator(".announcer")).toContainText(/2 (bílé )?kameny/);
      await page.screenshot({ path: saveScreenshotPath("play-cs.png") });
    });
  });
});

// Japanese, Korean and Chinese: chosen from the browser's language (Chinese by region), every
// screen without English, a capture said in the language's own words, no axe violations.
for (const [locale, lang, newGameLink, captured] of [
  ["ja-JP", "ja", "新しい対局", "白石を2個取りました"],
  ["ko-KR", "ko", "새 대국", "백돌 2개를 잡았습니다"],
  ["zh-CN", "zh-Hans", "新对局", "提掉 2 颗白子"],
  ["zh-TW", "zh-Hant", "新對局", "提掉 2 顆白子"],
]) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });
    test(`opens in ${lang}, with no English on any screen`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("./");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("link", { name: newGameLink })).toBeVisible();
      expect(await axe(page, `home ${lang}`)).toEqual([]);
      await page.screenshot({ path: saveScreenshotPath(`home-${lang}.png`) });
      await noEnglishOnAnyScreen(page);
      await page.goto("./new");
      await page.locator(".controls button.primary").click();
      await expect(page.locator("[data-point]").first()).toBeVisible();
      // Black surrounds two white stones on the edge and takes them.
      await play(page, ["A2", "A1", "B2", "B1", "C1"]);
      await expect(page.locator(".announcer")).toContainText(captured);
      expect(await axe(page, `play ${lang}`)).toEqual([]);
      await page.screenshot({ path: saveScreenshotPath(`play-${lang}.png`) });
      expect(errors).toEqual([]);
    });
  });
}

test.describe("colours", () => {
  test("dark and high-contrast themes from Settings, remembered, with no axe violations", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("./settings");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.getByRole("radio", { name: "Dark", exact: true }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe("rgb(27, 24, 21)");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await background()).toBe("rgb(27, 24, 21)");

    const found: string[] = [];
    await newGame(page);
    await play(page, ["E5", "D5"]);
    found.push(...(await axe(page, "play, dark")));
    await page.screenshot({ path: saveScreenshotPath("play-dark.png") });

    await page.goto("./settings");
    await page.getByRole("checkbox", { name: "High contrast" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    expect(await background()).toBe("rgb(0, 0, 0)");
    found.push(...(await axe(page, "settings, dark high contrast")));
    await page.getByRole("radio", { name: "Light", exact: true }).check();
    expect(await background()).toBe("rgb(255, 255, 255)");
    await page.goto("./saved");
    await page.getByRole("link", { name: "Open" }).first().click();
    await expect(page.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "black");
    found.push(...(await axe(page, "play, high contrast")));
    await page.screenshot({ path: saveScreenshotPath("play-high-contrast.png") });

    // "Follow the system" tracks the system's choice as it changes.
    await page.goto("./settings");
    await page.getByRole("checkbox", { name: "High contrast" }).uncheck();
    await page.getByLabel(/Follow the system/).check();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(found).toEqual([]);
  });
});

test("axe: no serious or critical violations on settings, saved games, review, the learn menu, the guide and a lesson", async ({ page }) => {
  const found: string[] = [];
  await newGame(page);
  await play(page, ["E5", "D5", "E4"]);
  await page.goto("./saved");
  await expect(page.getByRole("link", { name: "Review" }).first()).toBeVisible();
  found.push(...(await axe(page, "saved games")));
  await page.getByRole("link", { name: "Review" }).first().click();
  await expect(page.locator("svg.board")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  found.push(...(await axe(page, "review")));
  await page.goto("./settings");
  await expect(page.locator("select#language")).toBeVisible();
  found.push(...(await axe(page, "settings")));
  await page.goto("./learn");
  await expect(page.locator("h1")).toBeVisible();
  found.push(...(await axe(page, "learn menu")));
  await page.goto("./learn/guide");
  await expect(page.locator("svg.board")).toBeVisible();
  found.push(...(await axe(page, "guide")));
  await page.goto("./learn/liberties");
  await expect(page.locator("svg.board")).toBeVisible();
  found.push(...(await axe(page, "lesson")));
  await page.goto("./learn/liberties");
  await page.locator('[data-point="C5"]').click();
  await expect(page.locator(".feedback")).toBeVisible();
  found.push(...(await axe(page, "lesson feedback")));
  expect(found).toEqual([]);
});

/** Presses Tab until the focused element matches `selector` and `name`, checking on every
 * stop that the focused element is visible and shows a focus ring. */
async function tabTo(page: Page, selector: string, name: RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return {
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        visible: rect.width > 0 && rect.height > 0,
        text: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() || el.tagName,
        tag: el.tagName.toLowerCase(),
      };
    });
    if (!focus) continue;
    expect(focus.visible, `${focus.tag} "${focus.text}" is focused but not visible`).toBe(true);
    expect(focus.ring, `${focus.tag} "${focus.text}" has no visible focus ring`).toBe(true);
    const matches = await page.evaluate(
      ([sel]) => document.activeElement?.matches(sel) ?? false,
      [selector],
    );
    if (matches && name.test(focus.text)) return;
  }
  throw new Error(`Tab never reached ${selector} ${name}`);
}

test("every screen works by keyboard alone, with a visible focus ring on every stop", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
  // Home -> new game -> play.
  await tabTo(page, "a", /^New game$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  await tabTo(page, "button", /^Start$/);
  await page.keyboard.press("Enter");
  await tabTo(page, "svg.board", /./);
  await page.keyboard.press("Enter"); // tengen
  await expect(page.locator('[data-point="E5"]')).toHaveAttribute("data-stone", "black");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-point="D5"]')).toHaveAttribute("data-stone", "white");
  // Play -> saved games -> review, stepping back with the arrow keys.
  await tabTo(page, "a", /^Saved games$/);
  await page.keyboard.press("Enter");
  await tabTo(page, "a", /^Review$/);
  await page.keyboard.press("Enter");
  await expect(page.locator("svg.board")).toBeVisible();
  await tabTo(page, "input[type=range]", /./);
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator('[data-point="D5"]')).not.toHaveAttribute("data-stone", "white");
  // Review -> home -> settings: change a setting by keyboard.
  await tabTo(page, "a", /^Home$/);
  await page.keyboard.press("Enter");
  await tabTo(page, "a", /^Settings$/);
  await page.keyboard.press("Enter");
  await tabTo(page, "select#language", /./);
  await tabTo(page, "input[type=checkbox]", /./);
  await page.keyboard.press("Space");
  await tabTo(page, "a", /^Done$/);
  await page.keyboard.press("Enter");
  // Home -> learn -> the first lesson, answered on the board by keyboard.
  await tabTo(page, "a", /^Learn$/);
  await page.keyboard.press("Enter");
  await tabTo(page, "a.lesson-link", /Liberties/);
  await page.keyboard.press("Enter");
  await tabTo(page, "svg.board", /./);
  // The cursor starts in the centre (D4 on 7x7, the marked stone); up is D5, a liberty.
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page.locator(".feedback")).toContainText("Yes, a liberty.");
  expect(errors).toEqual([]);
});
