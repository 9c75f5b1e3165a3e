import { readFileSync } from "node:fs";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { basePath, escapeRegExp, noSuchPage, sitePath } from "../content";

/** What the not-found page tells the console at `path`: the 404, and its log line. */
export const notFoundErrors = (path = noSuchPage) => [
  /404 \(Not Found\)/,
  new RegExp(`404: no page at ${escapeRegExp(sitePath(path))}`),
];

const photo = readFileSync(new URL("./fixtures/photo.jpg", import.meta.url));

type Fixtures = {
  /** Console errors a test expects; any other console error or page error fails the test. */
  expectedErrors: RegExp[];
};

// Every test runs on our build; those tagged @owner run on the owner's grown copy too
// (scripts/owner-check.mjs, docs/testing.md): the few whose outcome its content changes in a way
// its files cannot show, since what every page's file says is read there by tests/built.
export const test = base.extend<Fixtures>({
  expectedErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, baseURL }, use) => {
    // Photos come from Unsplash, unreachable here: answer with a local photo. A visitor following a
    // link to another site (Instagram, WhatsApp) gets a blank stand-in page. Any other request that
    // would leave the site is refused, so a stray third-party request shows up as an error.
    await context.route(
      (url) => !url.href.startsWith(baseURL ?? ""),
      (route) => {
        const request = route.request();
        if (request.url().startsWith("https://images.unsplash.com/")) {
          return route.fulfill({ body: photo, contentType: "image/jpeg" });
        }
        if (request.isNavigationRequest()) {
          return route.fulfill({
            body: "<!doctype html><title>Elsewhere</title>",
            contentType: "text/html",
          });
        }
        return route.abort("blockedbyclient");
      },
    );
    await use(context);
  },
  page: async ({ page, expectedErrors }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => {
      // Now and then, on a busy machine, Chromium skips a cross-document view transition and
      // rejects the transition's promise, which no script of the page can reach (it happens with
      // JavaScript off too). The page is shown as it should be, only without the cross-fade; the
      // transition itself is tested in comforts.spec.ts.
      // Chromium words it two ways: "aborted because of invalid state", or "skipped".
      if (/^Transition was (aborted because of invalid state|skipped)/.test(error.message)) return;
      problems.push(`page error: ${error.message}`);
    });
    await use(page);
    const unexpected = problems.filter((problem) => !expectedErrors.some((re) => re.test(problem)));
    expect(unexpected, "console errors and page errors").toEqual([]);
  },
});

export { expect };

/**
 * The file in build/client that a page's address for it names: build/client holds the site's files
 * at their own paths, which the pages ask for under the site's path ("/travel-notes/assets/…" is
 * build/client/assets/…). An address outside the site's path fails the test.
 */
export function builtFile(href: string) {
  expect(href.startsWith(`${basePath}/`), `${href} is under the site's path`).toBe(true);
  return `build/client${href.slice(basePath.length)}`;
}

/** The paragraphs of a story's text as a reader reads them, from the HTML its Markdown became. */
export function paragraphsOf(page: Page, html: string) {
  return page.evaluate(
    (source) =>
      [...new DOMParser().parseFromString(source, "text/html").querySelectorAll("p")].map(
        (paragraph) => paragraph.textContent?.trim() ?? "",
      ),
    html,
  );
}

/**
 * Waits until React has hydrated the page, so clicks and history changes reach the router. The
 * home page's sections hydrate one after another (each is a <Suspense> boundary), so every child
 * of <main> has to be hydrated, not only <main>.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    const isHydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    return main !== null && isHydrated(main) && [...main.children].every(isHydrated);
  });
}

/**
 * What keeps a map's links (the markers shown, as drawn now) from being easy to hit (WCAG 2.2,
 * 2.5.8): a link less than 24 by 24 px, or two whose targets overlap. A target is the shape its box
 * holds: a circle, or a pill (a circle drawn out sideways).
 */
export function mapTargetProblems(map: Locator) {
  return map.locator("a").evaluateAll((links) => {
    const isShown = (element: Element) => {
      for (let each: Element | null = element; each; each = each.parentElement)
        if (getComputedStyle(each).display === "none") return false;
      return true;
    };
    const targets = links.filter(isShown).map((link) => {
      const box = link.getBoundingClientRect();
      const radius = Math.min(box.width, box.height) / 2;
      return {
        name: link.getAttribute("aria-label") ?? "",
        box,
        radius,
        // Half the straight length of a pill; none for a circle.
        reach: Math.max(0, box.width / 2 - radius),
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      };
    });
    const problems = targets.flatMap(({ name, box }) =>
      box.width < 24 || box.height < 24
        ? [`${name}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`]
        : [],
    );
    for (const [index, a] of targets.entries()) {
      for (const b of targets.slice(index + 1)) {
        const across = Math.max(0, Math.abs(a.x - b.x) - a.reach - b.reach);
        const apart = Math.hypot(across, a.y - b.y) - a.radius - b.radius;
        if (apart < -0.5)
          problems.push(`${a.name} and ${b.name} overlap by ${(-apart).toFixed(1)} px`);
      }
    }
    if (targets.length === 0) problems.push("no link shown");
    return problems;
  });
}
