import { brotliCompressSync } from "node:zlib";
import { parse } from "yaml";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { site, sitePath, storyPath, tripMapFile, trips, TRIPS_PATH } from "./content";
import { expect, test } from "./fixtures";

// Trips as a visitor meets them, on a phone: the list, a trip's page with its route drawn at build
// time, and each story's place in its trip. What to expect is read from content/ (the trips, their
// stories in the order of their files and their map pins); the distance is summed here on its own.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const [trip] = trips;
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The great-circle distance, by the haversine formula, in km. */
function km([lat1, lon1]: readonly number[], [lat2, lon2]: readonly number[]) {
  const rad = Math.PI / 180;
  const [a1 = 0, a2 = 0, o1 = 0, o2 = 0] = [lat1, lat2, lon1, lon2].map(
    (each) => (each ?? 0) * rad,
  );
  const h =
    Math.sin((a2 - a1) / 2) ** 2 + Math.cos(a1) * Math.cos(a2) * Math.sin((o2 - o1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

test("/trips/ lists every trip, newest first, each linked with its dates and stories @content", async ({
  page,
}) => {
  await page.goto(sitePath(TRIPS_PATH));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trips");
  if (trips.length === 0) {
    await expect(page.getByRole("main")).toContainText("No trips yet");
  }
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(trips.map((each) => each.title));
  for (const each of trips.slice(0, 3)) {
    const card = page.getByRole("article", { name: each.title });
    await expect(card.getByRole("link", { name: each.title })).toHaveAttribute(
      "href",
      sitePath(each.path),
    );
    await expect(card).toContainText(
      `${each.stories.length} ${each.stories.length === 1 ? "story" : "stories"}`,
    );
  }
});

test("the stories page leads to the trips and draws each trip's route @content", async ({
  page,
}) => {
  await page.goto(sitePath("/stories/"));
  // A trip of two stops or more with map pins has a line; every trip is on /trips/.
  const routes = trips.filter((each) => each.stories.filter((s) => s.coordinates).length > 1);
  const toTrips = page.getByRole("link", { name: "Every trip, with its route →" });
  if (trips.length === 0) await expect(toTrips).toHaveCount(0);
  else await expect(toTrips).toHaveAttribute("href", sitePath(TRIPS_PATH));
  await expect(page.locator(".story-map .map-route")).toHaveCount(routes.length);
  // Told apart by their dashes, not their colour alone: no two alike among the first eight.
  const dashes = await page
    .locator(".story-map .map-route")
    .evaluateAll((lines) => lines.slice(0, 8).map((line) => line.getAttribute("stroke-dasharray")));
  expect(new Set(dashes).size).toBe(dashes.length);
  for (const each of routes) {
    await expect(page.getByRole("link", { name: each.title, exact: true })).toHaveAttribute(
      "href",
      sitePath(each.path),
    );
  }
});

// A site with no trip has no trip's page: /trips/ says so (above).
test.describe("a trip's page", () => {
  if (!trip) return;

  test("lists its stories in order, names its countries and its distance, and draws its route at build time, with no script @content", async ({
    page,
  }) => {
    const scripts = await scriptsOf(page);
    const response = await page.goto(sitePath(trip.path));
    const html = (await response?.text()) ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    const list = page.getByRole("region", { name: "The stories" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      trip.stories.map((story) => story.title),
    );
    const facts = page.locator(".trip-facts");
    for (const country of trip.countries) await expect(facts).toContainText(country.name);
    const stops = trip.stories.flatMap((story) => (story.coordinates ? [story.coordinates] : []));
    const expected = stops
      .slice(1)
      .reduce((sum, stop, index) => sum + km(stops[index] ?? stop, stop), 0);
    const shown = /([\d,]+) km/.exec((await facts.textContent()) ?? "")?.[1];
    if (stops.length < 2) expect(shown, "no distance for a trip of one stop").toBeUndefined();
    else {
      const distance = Number(shown?.replaceAll(",", ""));
      expect(Math.abs(distance - expected)).toBeLessThanOrEqual(Math.max(1, expected * 0.05));
    }

    // The route and a numbered link per stop, in order, are in the page as it arrives; the
    // outlines are a picture per theme beside it.
    const built = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return {
        route: doc.querySelectorAll(".trip-map .trip-map-route").length,
        stops: [...doc.querySelectorAll(".trip-map a")].map((a) => a.getAttribute("href")),
        pictures: [...doc.querySelectorAll(".trip-map img")].map((img) => img.getAttribute("src")),
        modules: doc.querySelectorAll('script[type="module"], #app-start').length,
      };
    }, html);
    expect(built.stops).toEqual(
      trip.stories
        .filter((story) => story.coordinates)
        .map((story) => sitePath(storyPath(story.slug))),
    );
    expect(built.route).toBe(stops.length > 1 ? 1 : 0);
    expect(built.modules).toBe(0);
    expect(scripts).toEqual([]);
    expect(built.pictures).toEqual(
      stops.length > 0
        ? [sitePath(tripMapFile(trip.slug, "light")), sitePath(tripMapFile(trip.slug, "dark"))]
        : [],
    );
    for (const picture of built.pictures) {
      const map = await page.request.get(picture ?? "-");
      expect(map.headers()["content-type"]).toContain("image/svg+xml");
      const svg = await map.body();
      expect(svg.toString()).toContain('id="land"');
      expect(brotliCompressSync(html).length + brotliCompressSync(svg).length).toBeLessThanOrEqual(
        24 * 1024,
      );
    }
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`passes axe at 390 px without sideways scroll, ${scheme} theme @content`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(sitePath(trip.path));
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_AA)
        .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
        .analyze();
      expect(results.violations.map((each) => each.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }

  test("each of its stories says its part, links the trip and its neighbours in the trip, and names its country @content", async ({
    page,
  }) => {
    for (const [index, story] of trip.stories.entries()) {
      await page.goto(sitePath(story.path));
      const part = `Part ${index + 1} of ${trip.stories.length} · ${trip.title}`;
      await expect(page.getByRole("link", { name: part, exact: true })).toHaveAttribute(
        "href",
        sitePath(trip.path),
      );
      const neighbours = page.getByRole("navigation", { name: `More of ${trip.title}` });
      const expected = [trip.stories[index - 1], trip.stories[index + 1]].flatMap((each) =>
        each ? [sitePath(each.path)] : [],
      );
      if (expected.length === 0) await expect(neighbours).toHaveCount(0);
      else
        expect(
          await neighbours
            .getByRole("link")
            .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
          story.title,
        ).toEqual(expected);
      if (story.country) {
        await expect(page.getByRole("article").first()).toContainText(story.country.name);
      }
    }
  });

  test("shares its own cover, and gives search engines its itinerary @content", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(sitePath(trip.path))).text();
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const meta = (key: string) =>
        doc.querySelector(`meta[property="${key}"]`)?.getAttribute("content");
      return {
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        image: meta("og:image"),
        alt: meta("og:image:alt"),
        data: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
        ),
      };
    }, html);
    expect(head.canonical).toBe(`${site.siteUrl}${trip.path}`);
    expect(head.image).not.toBe(`${site.siteUrl}/og-image.png`);
    expect(head.alt).toBe(trip.imageAlt);
    const data = head.data.find((each) => each["@type"] === "Trip") as
      | { name: string; itinerary: { itemListElement: { position: number; url: string }[] } }
      | undefined;
    expect(data?.name).toBe(trip.title);
    expect(data?.itinerary.itemListElement).toEqual(
      trip.stories.map((story, index) =>
        expect.objectContaining({ position: index + 1, url: `${site.siteUrl}${story.path}` }),
      ),
    );
  });

  test("the sitemap lists every trip @content", async ({ request }) => {
    const sitemap = await (await request.get(sitePath("/sitemap.xml"))).text();
    for (const each of trips) expect(sitemap).toContain(`<loc>${site.siteUrl}${each.path}</loc>`);
  });
});

test("the web editor has a Trips collection, and a story's trip is picked from the site's trips @content", async ({
  request,
}) => {
  const config = parse(await (await request.get(sitePath("/admin/config.yml"))).text()) as {
    collections: { name: string; folder?: string; fields: Record<string, unknown>[] }[];
  };
  const tripsCollection = config.collections.find((each) => each.name === "trips");
  expect(tripsCollection?.folder).toBe("content/trips");
  expect(tripsCollection?.fields.map((field) => field.name)).toEqual(
    expect.arrayContaining(["title", "summary", "start", "end", "image", "imageAlt"]),
  );
  const storiesCollection = config.collections.find((each) => each.name === "stories");
  expect(storiesCollection?.fields.find((field) => field.name === "trip")).toMatchObject({
    widget: "select",
    options: trips.map((each) => ({ label: each.title, value: each.slug })),
  });
});
