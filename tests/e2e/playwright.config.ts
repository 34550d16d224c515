// Playwright drives Debian's Chromium (/usr/bin/chromium) against the release
// build in dist/, served on 127.0.0.1 by scripts/serve.py.
import { defineConfig } from "@playwright/test";

// E2E_PORT: another port when 8090 is taken (e.g. two builds testing at once).
export const PORT = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: "./specs",
  outputDir: "./test-results",
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  webServer: {
    command: `python3 ../../scripts/serve.py --root ../../dist --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
