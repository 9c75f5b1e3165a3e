import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { loadSiteModel } from "./app/content/site-model";
import { freePort } from "./scripts/free-port.mjs";

// A port of its own for each run, unless E2E_PORT names one. The runner loads this file first and
// its workers inherit its environment: set here, the variable gives them all the same port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The site is served under its path, if siteUrl has one; the tests ask for pages there (sitePath in
// tests/content.ts).
const { basePath } = loadSiteModel();

/**
 * Debian's Chromium headless shell (chromium-headless-shell), the build of Chromium made for
 * tests, as Playwright's own headless Chromium is: the same engine without the browser's window
 * and services, which cost the full browser (/usr/bin/chromium) about twice the CPU for the same
 * tests. Quiet: it asks no service of Google's on a machine with no way out.
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One browser per core, never more: each is busy for as long as its test runs.
  workers: availableParallelism(),
  retries: 1,
  failOnFlakyTests: true,
  reporter: "list",
  // Every wait is for a condition; the limits only end a test that hangs, and a machine twice as
  // slow as the slowest seen, or one with a core taken by something else, is still within them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording every test, to keep the traces of those that fail, costs a tenth of the run on these
    // 2-core machines: a failed test runs once more, traced, and still fails the run.
    trace: "on-first-retry",
  },
  projects: [
    // The web editor at /admin/ (plugins/editor), driven as the owner drives it on a phone: the
    // real Sveltia CMS of the build, its "Work with Local Repository" backed by a folder in the
    // browser. Its tests are one session, in order, on one of the workers, started first so that
    // the other workers share out the site's tests meanwhile; one builds a copy of the project with
    // what the editor wrote, a minute alone, more beside the other tests.
    {
      name: "editor",
      testDir: "tests/editor",
      timeout: 360_000,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs --no-build --quick",
    url: `http://127.0.0.1:${port}${basePath}/`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
