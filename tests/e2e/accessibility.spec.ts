import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { escapeRegExp, noSuchPage, pagesOfEachKind, sitePath, STORIES_PATH } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

// Every page, on a phone and a wide screen, in both themes: the one place for whole-page scans.
// What the owner writes (alt texts, link names, headings, markers) reads the same in both themes;
// the dark theme changes colours, which are the code's: it is scanned on our build alone.
for (const width of [390, 1280]) {
  for (const scheme of ["light", "dark"] as const) {
    // The home page on a phone is scanned by design.spec.ts, as a touch screen shows it.
    for (const path of pagesOfEachKind.filter((path) => width !== 390 || path !== "/")) {
      const tag = scheme === "light" ? " @content" : "";
      test(`${path} has no WCAG 2.2 AA violations at ${width} px in the ${scheme} theme${tag}`, async ({
        page,
        expectedErrors,
      }) => {
        expectedErrors.push(
          /404 \(Not Found\)/,
          new RegExp(`404: no page at ${escapeRegExp(sitePath(noSuchPage))}`),
        );
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(sitePath(path));
        // Only the home page runs the app's scripts; the others are done once loaded.
        if (path === "/") await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  }
}

test("the open trip dialog has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto(sitePath("/#stories"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Plan My Trip" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a skip link leads the keyboard straight to the main content", async ({ page }) => {
  await page.goto(sitePath(STORIES_PATH));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(sitePath(`${STORIES_PATH}#main`));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeFocused();
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
