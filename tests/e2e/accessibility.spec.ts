import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pagesOfEachKind, sitePath, STORIES_PATH, words } from "../content";
import { expect, notFoundErrors, test, waitForHydration } from "./fixtures";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The page, at `width` px in the `scheme` theme: the page is drawn again, not loaded again. */
async function scanAt(page: Page, width: number, scheme: "light" | "dark") {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  return [`${width} px, ${scheme}`, await violations(page)] as const;
}

/** Opens `path` as a visitor does; only the home page runs the app, the others are done once loaded. */
async function open(page: Page, path: string) {
  await page.goto(sitePath(path));
  if (path === "/") await waitForHydration(page);
}

// Every page, on a phone and a wide screen, in both themes: the one place for whole-page scans
// (the home page on a phone is scanned by design.spec.ts, as a touch screen shows it). What the
// owner writes (alt texts, link names, headings, markers) reads the same at every width and in
// both themes, which change the code's layout and colours: the phone's light theme is scanned on
// the owner's copy too (@owner), the rest on our build.
test.beforeEach(({ expectedErrors }) => {
  expectedErrors.push(...notFoundErrors());
});

test(
  "a page of each kind has no WCAG 2.2 AA violations at 390 px in the light theme",
  { tag: "@owner" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const found = [];
    for (const path of pagesOfEachKind.filter((path) => path !== "/")) {
      await open(page, path);
      found.push([path, await violations(page)] as const);
    }
    expect(found).toEqual(found.map(([path]) => [path, []]));
  },
);

for (const path of pagesOfEachKind) {
  test(`${path} has no WCAG 2.2 AA violations ${path === "/" ? "at 1280 px in either theme" : "at 390 px in the dark theme, nor at 1280 px in either"}`, async ({
    page,
  }) => {
    const scans = path === "/" ? [] : ([[390, "dark"]] as const);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    const found = [];
    for (const [width, scheme] of [...scans, [1280, "light"], [1280, "dark"]] as const) {
      found.push(await scanAt(page, width, scheme));
    }
    expect(found).toEqual(found.map(([at]) => [at, []]));
  });
}

test("the open trip dialog has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto(sitePath("/#stories"));
  await waitForHydration(page);
  await page.getByRole("button", { name: words.home.planMyTrip }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a skip link leads the keyboard straight to the main content", async ({ page }) => {
  await page.goto(sitePath(STORIES_PATH));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: words.frame.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(sitePath(`${STORIES_PATH}#main`));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: words.storiesPage.backToHome })).toBeFocused();
});

test("Tab reaches every link, button and field of the home page in order, visibly", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  const expected = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea")]
      .filter((el) => el.getClientRects().length > 0 || el.matches(".sr-only"))
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  const reached: string[] = [];
  for (let i = 0; i < expected.length; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        html: el.outerHTML.slice(0, 80),
        isVisible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    expect(focus.isVisible, `focus indicator on ${focus.html}`).toBe(true);
    reached.push(focus.html);
  }
  expect(reached).toEqual(expected);
});
