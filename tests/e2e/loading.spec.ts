import { APP_START_FALLBACK_MS } from "../../app/lib/app-start";
import { expect, test, waitForHydration } from "./fixtures";

/** When the page painted first, when its cover photo arrived, and when each script was requested. */
async function loadingTimes(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const cover = resources.find((entry) => /\/assets\/hero-[^/]+\.avif$/.test(entry.name));
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      coverArrived: cover?.responseEnd ?? NaN,
      scriptStarts: scripts.map((entry) => entry.startTime),
    };
  });
}

for (const path of ["/", "/stories"]) {
  test(`${path}: the scripts are requested only after the page has painted with its cover photo`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { firstPaint, coverArrived, scriptStarts } = await loadingTimes(page);
    expect(scriptStarts.length).toBeGreaterThanOrEqual(5);
    expect(firstPaint).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint);
    expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(coverArrived);
    // The links React Router would have written are added once the scripts start.
    await expect(page.locator('head link[rel="modulepreload"]')).not.toHaveCount(0);
  });
}

test("a page that never finishes loading still starts its scripts", async ({ page }) => {
  // The cover photo never arrives, so the page's load event never fires.
  await page.route(/\/assets\/hero-[^/]+\.avif$/, () => {});
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  const { scriptStarts } = await loadingTimes(page);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(APP_START_FALLBACK_MS);
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
