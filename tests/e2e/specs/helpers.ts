// Shared helpers for Tengen's end-to-end specs.
import { type Browser, type Page, expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

export const REPO = path.resolve(__dirname, "../../..");
export const DIST = path.join(REPO, "dist");
export const ARTIFACTS = path.join(REPO, "tests/e2e/artifacts");

/** Collects console errors and page errors so a spec can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(String(err)));
  return errors;
}

/** Waits until the app has mounted (the board SVG is drawn). */
export async function appReady(page: Page) {
  await expect(page.locator("svg.board").first()).toBeVisible();
}

/** Waits until a service worker controls the page. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

/** Copies dist/ into a fresh temporary folder, optionally under a sub-path. */
export function copyDist(subPath = ""): { root: string; app: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tengen-e2e-"));
  const app = path.join(root, subPath);
  fs.mkdirSync(app, { recursive: true });
  fs.cpSync(DIST, app, { recursive: true });
  return { root, app };
}

/** Starts scripts/serve.py on `root` and resolves once it answers. */
export async function startServer(root: string, port: number): Promise<ChildProcess> {
  const child = spawn("python3", [path.join(REPO, "scripts/serve.py"), "--root", root, "--port", String(port)], {
    stdio: process.env.TENGEN_SERVE_LOG ? "inherit" : "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status > 0) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`server on port ${port} did not start`);
}

export function saveScreenshotPath(name: string): string {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** A phone and a tablet, portrait: the screenshots people look at. */
export const DEVICES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
];

/** A page in a new touch context of this size (close the context when done). */
export async function touchPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}
