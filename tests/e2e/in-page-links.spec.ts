import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { JSDOM } from "jsdom";
import { noSuchPage, pageFile, pagesOfEachKind, sitePath } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

// Twice (four before issue 35's time limit): a link that fails is caught at once, one that fails
// only now and then less often than with more tries.
const REPEATS = 2;

type InPageLink = { index: number; hash: string; text: string };

/**
 * Each link of a built page that leads to a place on the same page, read from build/client, so a
 * link added to a page later is tested too: its place among the page's links, and its target.
 */
function inPageLinksOf(path: string): InPageLink[] {
  const file = `build/client/${pageFile(path)}`;
  // The page as the browser has it, at its address under the site's path.
  const address = sitePath(path);
  const { document } = new JSDOM(readFileSync(file, "utf8"), { url: `http://site.test${address}` })
    .window;
  return [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].flatMap((link, index) =>
    link.pathname === address && link.hash
      ? [{ index, hash: link.hash, text: link.textContent?.trim() ?? link.hash }]
      : [],
  );
}

/**
 * How far the page is from where the browser puts the target of `hash`: its top at its scroll
 * margin, or as far down as the page goes.
 */
function distanceFromTarget(page: Page, hash: string) {
  return page.evaluate((id) => {
    const target = document.getElementById(decodeURIComponent(id.slice(1)));
    if (!target) return Number.POSITIVE_INFINITY;
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const bottom = document.documentElement.scrollHeight - innerHeight;
    const wanted = Math.min(target.getBoundingClientRect().top + scrollY - margin, bottom);
    return Math.abs(scrollY - Math.max(0, wanted));
  }, hash);
}

/** Resolves once the page has not moved for five frames in a row: any scrolling has ended. */
function scrollingEnded(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * From the top of the page, focuses the link and at once presses Enter, as a script or a screen
 * reader may: the page must come to rest at the link's target, every time.
 */
async function followFromKeyboard(page: Page, link: InPageLink) {
  for (let attempt = 1; attempt <= REPEATS; attempt++) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const element = page.locator("a[href]").nth(link.index);
    expect(await element.evaluate((a: HTMLAnchorElement) => a.hash)).toBe(link.hash);
    await element.focus();
    await page.keyboard.press("Enter");
    const message = `"${link.text}" (${link.hash}), attempt ${attempt} of ${REPEATS}`;
    // Looked at often: a smooth scroll ends between two looks, not a second after.
    await expect
      .poll(() => distanceFromTarget(page, link.hash), { message, timeout: 5_000, intervals: [50] })
      .toBeLessThanOrEqual(1);
    // Still there once any scrolling has ended: nothing takes the page elsewhere afterwards.
    await scrollingEnded(page);
    expect(await distanceFromTarget(page, link.hash), message).toBeLessThanOrEqual(1);
  }
}

// A gallery card's link opens the photo viewer (tests/e2e/photo-viewer.spec.ts); it leads to the
// card itself only as the fallback of a page without scripts.
const opensViewer = (link: InPageLink) => /^#gallery-\d+$/.test(link.hash);

// One page of each kind that has a file of its own: all but the not-found page.
for (const path of pagesOfEachKind.filter((path) => path !== noSuchPage)) {
  for (const link of inPageLinksOf(path).filter((link) => !opensViewer(link))) {
    test(`${path}: Enter on "${link.text}" reaches ${link.hash}, ${REPEATS} times out of ${REPEATS}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + REPEATS * 6_000);
      await page.goto(sitePath(path));
      if (path === "/") await waitForHydration(page);
      await followFromKeyboard(page, link);
    });
  }
}
