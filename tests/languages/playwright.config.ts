import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { loadSiteModel } from "../../app/content/site-model";
import base from "../../playwright.config";
import { builtLanguages, COPIES_DIR } from "../../scripts/language-copies.mjs";
import { freePort } from "../../scripts/free-port.mjs";

// The browser tests of each language's copy (scripts/language-check.mjs browse): a project per
// language, each served from its copy on a port of its own, on a phone-sized screen. The runner
// loads this file first and its workers inherit its environment: the ports are set once here.
const languages = builtLanguages();
for (const language of languages) {
  process.env[`LANGUAGE_PORT_${language}`] ??= String(await freePort());
}
// Each copy holds our content but its language: the same path.
const { basePath } = loadSiteModel();
const port = (language: string) => Number(process.env[`LANGUAGE_PORT_${language}`]);
const launchOptions = base.projects?.find((project) => project.name === "chromium")?.use
  ?.launchOptions;

export default defineConfig({
  ...base,
  projects: languages.map((language) => ({
    name: language,
    testDir: ".",
    use: {
      ...devices["Pixel 7"],
      viewport: { width: 390, height: 844 },
      launchOptions,
      baseURL: `http://127.0.0.1:${port(language)}`,
    },
  })),
  webServer: languages.map((language) => ({
    command: "node scripts/serve.mjs --no-build --quick",
    cwd: path.join(COPIES_DIR, language),
    url: `http://127.0.0.1:${port(language)}${basePath}/`,
    reuseExistingServer: false,
    env: { PORT: String(port(language)) },
  })),
});
