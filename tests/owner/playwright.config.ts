import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

// The browser tests on the owner's copy (`node scripts/owner-check.mjs browse`), which only it can
// show, each tagged @owner: the owner's own journeys (here), which need what the owner check wrote
// in the copy, and those of tests/e2e that its path, its 64 stories and its camera photos change.
// Everything its files say is read from them first (tests/built). One project, so that each worker
// reads the grown site's model once.
const site = base.projects?.find((project) => project.name === "chromium");
export default defineConfig({
  ...base,
  projects: [
    {
      ...site,
      name: "owner",
      testDir: "..",
      testMatch: /\/(e2e|owner)\/[^/]+\.spec\.ts$/,
      grep: /@owner/,
    },
  ],
  webServer: base.webServer && { ...base.webServer, cwd: "../.." },
});
