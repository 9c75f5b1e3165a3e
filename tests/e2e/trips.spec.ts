import AxeBuilder from "@axe-core/playwright";
import { fill, sitePath, trips, words } from "../content";
import { expect, mapTargetProblems, test } from "./fixtures";

// A trip's page as a visitor on a phone meets it, in both themes. What its files say (the list, the
// route drawn at build time, each story's part, the distance, the itinerary) is
// tests/built/trips.test.ts.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const [trip] = trips;
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// A site with no trip has no trip's page (tests/built/trips.test.ts checks there is none).
if (trip) {
  test("a trip's page passes axe at 390 px in the light and the dark theme, without sideways scroll, and asks for no script; each stop on its map is a target of 24 px or more that overlaps no other, at 320 and 390 px", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const scheme of ["light", "dark"] as const) {
      // The theme is set as the page loads, from the visitor's preference.
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(sitePath(trip.path));
      await expect(page.locator("html.dark"), `${scheme} theme`).toHaveCount(
        scheme === "dark" ? 1 : 0,
      );
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_AA)
        .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
        .analyze();
      expect(
        results.violations.map((each) => each.id),
        `${scheme} theme`,
      ).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${scheme} theme: no sideways scroll`,
      ).toBeLessThanOrEqual(390);
    }
    expect(scripts, "scripts asked for").toEqual([]);

    if (trip.stories.some((story) => story.coordinates)) {
      const map = page.getByRole("group", {
        name: fill(words.trip.mapLabel, { title: trip.title }),
      });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await mapTargetProblems(map), `at ${width} px`).toEqual([]);
      }
    }
  });
}
