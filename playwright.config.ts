import { defineConfig, devices } from "@playwright/test";
import { loadSiteModel } from "./app/content/site-model";
import { freePort } from "./scripts/free-port.mjs";

// A port of its own for each run, unless E2E_PORT names one. The runner loads this file first and
// its workers inherit its environment: set here, the variable gives them all the same port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The site is served under its path, if siteUrl has one; the tests ask for pages there (sitePath in
// tests/e2e/content.ts).
const { basePath } = loadSiteModel();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 1,
  failOnFlakyTests: true,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording every test, to keep the traces of those that fail, costs a tenth of the run on these
    // 2-core machines: a failed test runs once more, traced, and still fails the run.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs --no-build",
    url: `http://127.0.0.1:${port}${basePath}/`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
