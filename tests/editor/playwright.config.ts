import { defineConfig, devices } from "@playwright/test";
import base from "../../playwright.config";
import { loadSiteModel } from "../../app/content/site-model";
import { freePort } from "../../scripts/free-port.mjs";

// The web editor at /admin/ (plugins/editor), driven as the owner drives it on a phone: the real
// Sveltia CMS of the build, its "Work with Local Repository" backed by a folder in the browser.
// A port of its own, as playwright.config.ts has (and for the same reason, kept in the environment).
process.env.EDITOR_E2E_PORT ??= String(await freePort());
const port = Number(process.env.EDITOR_E2E_PORT);
export default defineConfig({
  ...base,
  testDir: ".",
  // Not the browser tests' test-results/: the two run side by side, and each empties its own first.
  outputDir: "../../test-results-editor",
  // Each test builds a copy of the project with what the editor wrote: one at a time. A build
  // and the photo checks take a minute alone, over three beside a second npm test.
  workers: 1,
  timeout: 360_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: base.projects?.[0]?.use?.launchOptions,
      },
    },
  ],
  webServer: base.webServer && {
    ...base.webServer,
    cwd: "../..",
    url: `http://127.0.0.1:${port}${loadSiteModel().basePath}/`,
    env: { PORT: String(port) },
  },
});
