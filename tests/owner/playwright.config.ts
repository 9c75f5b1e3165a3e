import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

// The browser tests on the owner's copy (`node scripts/owner-check.mjs browse`), which only it can
// show: the owner's own journeys (here), which need what the owner check wrote in the copy, and
// the journeys of tests/e2e tagged @owner, which its path, its 64 stories and its camera photos
// change. Everything its files say is read from them first (tests/built).
const site = base.projects?.find((project) => project.name === "chromium");
export default defineConfig({
  ...base,
  projects: [
    { ...site, name: "owner", testDir: ".", testMatch: "*.spec.ts" },
    { ...site, name: "grown", testDir: "../e2e", grep: /@owner/ },
  ],
  webServer: base.webServer && { ...base.webServer, cwd: "../.." },
});
