import { APP_START_FALLBACK_MS } from "../../app/lib/app-start";
import {
  basePath,
  escapeRegExp,
  pagesOfEachKind,
  publishedFiles,
  site,
  sitePath,
  words,
} from "../content";
import { expect, notFoundErrors, test, waitForHydration } from "./fixtures";

/** The cover photo's AVIF files, as the build publishes the owner's upload, under the site's path. */
const coverAvif = () =>
  new RegExp(`${escapeRegExp(basePath)}${publishedFiles(site.heroImage)}-\\d+\\.avif$`);

/** When the page painted first, when its cover photo arrived, and when each script was requested. */
async function loadingTimes(page: import("@playwright/test").Page) {
  return page.evaluate((coverFile) => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const cover = resources.find((entry) => new RegExp(coverFile).test(entry.name));
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      coverArrived: cover?.responseEnd ?? NaN,
      scriptStarts: scripts.map((entry) => entry.startTime),
    };
  }, coverAvif().source);
}

test("/: the scripts are requested only after the page has painted with its cover photo", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  const { firstPaint, coverArrived, scriptStarts } = await loadingTimes(page);
  expect(scriptStarts.length).toBeGreaterThanOrEqual(5);
  expect(firstPaint).toBeGreaterThan(0);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(coverArrived);
  // The links React Router would have written are added once the scripts start.
  await expect(page.locator('head link[rel="modulepreload"]')).not.toHaveCount(0);
});

// Every kind of page but the home page, the one page that runs the app's scripts. That their HTML
// carries no module script, script file or router data is read from the files (tests/built/pages.test.ts).
const otherPages = pagesOfEachKind.filter((path) => path !== "/");

test("no page but the home page loads a JavaScript file or adds a script file, each kind of page scrolled to its end", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(...notFoundErrors());
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js")) {
      scripts.push(request.url());
    }
  });
  for (const path of otherPages) {
    await page.goto(sitePath(path));
    // Scroll through the page, so lazy content and anything started late has had its chance.
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
    expect(scripts, `scripts ${path} asked for`).toEqual([]);
    await expect(page.locator("script[src], script[type=module]"), path).toHaveCount(0);
  }
});

test("a page that never finishes loading still starts its scripts", async ({ page }) => {
  // The cover photo never arrives, so the page's load event never fires.
  await page.route(coverAvif(), () => {});
  await page.goto(sitePath("/"), { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  const { scriptStarts } = await loadingTimes(page);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(APP_START_FALLBACK_MS);
  await page.getByRole("button", { name: words.frame.darkTheme }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
