import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

// The browser tests on an owner's copy (scripts/owner-check.mjs): the journeys of tests/e2e, of which
// the owner check runs those the content changes (@content), and the owner's own (here), which need
// what the owner check put in the copy.
export default defineConfig({
  ...base,
  testDir: "..",
  testMatch: /\/(e2e|owner)\/[^/]+\.spec\.ts$/,
  webServer: base.webServer && { ...base.webServer, cwd: "../.." },
});
