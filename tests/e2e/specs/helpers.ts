// Shared helpers for Tengen's end-to-end specs.
import { type Browser, type Page, expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import * as crypto from "node:crypto";
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

/** Starts scripts/serve.py on `root` and resolves once it answers; `onRequest` hears the
 *  path of every GET it answers. */
export async function startServer(root: string, port: number, onRequest?: (path: string) => void): Promise<ChildProcess> {
  const logging = onRequest || process.env.TENGEN_SERVE_LOG;
  const child = spawn("python3", [path.join(REPO, "scripts/serve.py"), "--root", root, "--port", String(port)], {
    stdio: onRequest ? ["ignore", "ignore", "pipe"] : logging ? "inherit" : "ignore",
    env: logging ? { ...process.env, TENGEN_SERVE_LOG: "1" } : process.env,
  });
  if (onRequest) {
    let rest = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        const m = line.match(/"GET (\S+) HTTP/);
        if (m) onRequest(m[1].split("?")[0]);
      }
    });
  }
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

/** "Deploys" the next build over the copy of dist/ in `app`, as a rebuild that changed one
 *  screen would: the settings part gets a new name, and so do the files that name it (the
 *  parts loader, the page's wasm and its script), with the page's integrity and script hashes and
 *  the service worker's list and version to match. Every other file keeps its name and
 *  bytes. Returns the files of the new build that the old one did not have. */
export function deployNextBuild(app: string, version: string): string[] {
  const named = (re: RegExp) => {
    const hit = fs.readdirSync(app).find((f) => re.test(f));
    if (!hit) throw new Error(`no ${re} in ${app}`);
    return hit;
  };
  const sha = (data: Buffer | string, alg: string) => crypto.createHash(alg).update(data).digest();
  const read = (f: string) => fs.readFileSync(path.join(app, f), "utf8");
  // The new names: each hash backwards (the files name one another in a circle, so the
  // names are chosen first and every file rewritten with all of them).
  const renamed: [string, string][] = [
    /^part-settings-[0-9a-f]+\.wasm$/,
    /^parts-[0-9a-f]+\.js$/,
    /^tengen-[0-9a-f]+_bg\.wasm$/,
    /^tengen-[0-9a-f]+\.js$/,
  ].map((re) => {
    const old = named(re);
    return [old, old.replace(/-([0-9a-f]+)(_bg)?\./, (_, h: string, bg = "") => `-${h.split("").reverse().join("")}${bg}.`)];
  });
  const swap = (text: string) => renamed.reduce((t, [a, b]) => t.split(a).join(b), text);
  for (const [old, next] of renamed) {
    const bytes = fs.readFileSync(path.join(app, old));
    if (old.endsWith(".js")) fs.writeFileSync(path.join(app, next), swap(bytes.toString("utf8")));
    else {
      // The page's wasm imports the loader by name: the same length, so the bytes stay valid.
      const [from, to] = renamed[1].map((n) => Buffer.from(n));
      for (let i = bytes.indexOf(from); i >= 0; i = bytes.indexOf(from, i + 1)) to.copy(bytes, i);
      fs.writeFileSync(path.join(app, next), bytes);
    }
    fs.rmSync(path.join(app, old));
  }

  let html = swap(read("index.html"));
  for (const [, next] of renamed.slice(1)) {
    const integrity = "sha384-" + sha(fs.readFileSync(path.join(app, next)), "sha384").toString("base64");
    html = html.replace(new RegExp(`(href="?\\./${next.replace(/\./g, "\\.")}"?[^>]*?integrity="?)sha384-[A-Za-z0-9+/=]+`), `$1${integrity}`);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${sha(m[1], "sha256").toString("base64")}'`,
  );
  html = html.replace(/(?:'sha256-[A-Za-z0-9+/=]+' ?)+/, [...new Set(inline)].sort().join(" ") + " ");
  fs.writeFileSync(path.join(app, "index.html"), html);
  fs.writeFileSync(path.join(app, "sw.js"), swap(read("sw.js")).replace(/const VERSION = "[^"]+"/, `const VERSION = "${version}"`));
  return renamed.map(([, next]) => next);
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

/** Starts a game by link against `them` and waits for its board. */
export async function startFriendGame(page: Page, them: string) {
  await page.goto("./friend");
  const summary = page.getByText("New game with a friend");
  await expect(summary).toBeVisible();
  if (!(await page.getByLabel("Your name").isVisible())) await summary.click();
  await page.getByLabel("Your name").fill("Me");
  await page.getByLabel("Your friend's name").fill(them);
  await page.getByRole("button", { name: "Start and send the invitation" }).click();
  await expect(page.locator("section.play svg.board")).toBeVisible();
}
