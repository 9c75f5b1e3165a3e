import { existsSync, readdirSync } from "node:fs";
import { brotliBytes, LARGE_SITE_HTML_BYTES } from "../../scripts/budgets.mjs";
import { parse } from "yaml";
import { expect, test } from "vitest";
import { MARKER_TIERS } from "../../app/content/story-map.server";
import { tripDates, tripDistance, tripPart } from "../../app/lib/trips";
import {
  basePath,
  countOf,
  fill,
  locale,
  pageFile,
  patternOf,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  storyPath,
  tripMapFile,
  trips,
  TRIPS_PATH,
  words,
} from "../content";
import {
  all,
  attribute,
  builtPath,
  byId,
  hasClass,
  jsonLd,
  meta,
  one,
  pageAt,
  parseXml,
  readBuilt,
  squeezed,
  text,
  type Element,
  type Parent,
} from "./html";

// Trips as their files tell them: the list, a trip's page with its route drawn at build time, each
// story's place in its trip, what a trip shares and gives search engines, and the editor's trips.
// What to expect is read from content/; the distance is summed here on its own. A trip's page in a
// browser (axe, both themes, no sideways scroll, no script asked for) is tests/e2e/trips.spec.ts.

const { siteUrl } = site;
type Trip = (typeof trips)[number];

/** The great-circle distance, by the haversine formula, in km. */
function km([lat1 = 0, lon1 = 0]: readonly number[], [lat2 = 0, lon2 = 0]: readonly number[]) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const pinned = (trip: Trip) => trip.stories.filter((story) => story.coordinates);

/** The elements named `name` as a screen reader names them: by aria-label, or aria-labelledby. */
const named = (page: Parent, tag: string, name: string) =>
  all(page, tag).filter((element) => {
    const ids = attribute(element, "aria-labelledby")?.split(/\s+/);
    const label = ids
      ? ids.map((id) => squeezed(byId(page, id) ?? page)).join(" ")
      : attribute(element, "aria-label");
    return label === name;
  });

/** A text with its runs of white space made single spaces, as a page shows it. */
const spaced = (value: string) => value.replace(/\s+/g, " ").trim();

/** The links whose text is `name`, and where each leads. */
const linksReading = (page: Parent, name: string) =>
  all(page, "a")
    .filter((link) => squeezed(link) === spaced(name))
    .map((link) => attribute(link, "href"));

/** The file in build/client an address within the site's path names. */
function fileOf(href: string | undefined) {
  expect(href?.startsWith(`${basePath}/`), `${href} is under the site's path`).toBe(true);
  return (href ?? "").slice(basePath.length + 1);
}

/** The trip pages the build made, by their folders under build/client/trips/. */
const builtTrips = () =>
  readdirSync(builtPath("trips"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .toSorted();

/** Runs `check` on each trip; a site with none must have no trip's page either. */
function eachTrip(check: (trip: Trip) => void) {
  if (trips.length === 0)
    expect(builtTrips(), "a site with no trip has no trip's page").toEqual([]);
  for (const trip of trips) check(trip);
}

test("build/client/trips/ holds a page per trip and no other", () => {
  expect(builtTrips()).toEqual(trips.map((trip) => trip.slug).toSorted());
  for (const trip of trips)
    expect(existsSync(builtPath(pageFile(trip.path))), trip.path).toBe(true);
});

test("/trips/ lists every trip, newest first, each linked with its dates and its number of stories", () => {
  const main = one(pageAt(TRIPS_PATH), "main");
  expect(all(main, "h1").map(squeezed)).toEqual([spaced(words.trips.title)]);
  expect(all(main, "h2").map(squeezed)).toEqual(trips.map((trip) => trip.title));
  if (trips.length === 0) expect(squeezed(main)).toContain(spaced(words.trips.none));
  for (const trip of trips) {
    const cards = named(main, "article", trip.title);
    expect(cards, `one card for ${trip.title}`).toHaveLength(1);
    const card = cards[0] as Element;
    expect(linksReading(card, trip.title), trip.title).toEqual([sitePath(trip.path)]);
    const count = trip.stories.length;
    expect(squeezed(card), trip.title).toContain(
      spaced(countOf(words.trips.storyCount, count, locale)),
    );
    expect(squeezed(card), trip.title).toContain(
      // The dates' range is set with thin spaces, which squeezed text makes plain ones.
      spaced(tripDates(trip.start, trip.end, locale)),
    );
  }
});

test("the stories page leads to the trips and draws each trip's route, told apart by its dashes, linked to its page", () => {
  const page = pageAt(STORIES_PATH);
  expect(linksReading(page, words.storiesPage.everyTrip)).toEqual(
    trips.length === 0 ? [] : [sitePath(TRIPS_PATH)],
  );
  // A trip of two stops or more with map pins has a line.
  const routes = trips.filter((trip) => pinned(trip).length > 1);
  const lines = all(
    one(page, (element) => hasClass(element, "story-map")),
    (element) => hasClass(element, "map-route"),
  );
  expect(lines).toHaveLength(routes.length);
  // Told apart by their dashes, not their colour alone: no two alike among the first eight.
  const dashes = lines.slice(0, 8).map((line) => attribute(line, "stroke-dasharray"));
  expect(dashes.every(Boolean), "each line has its dashes").toBe(true);
  expect(new Set(dashes).size).toBe(dashes.length);
  for (const trip of routes) {
    const links = linksReading(page, trip.title);
    expect(links.length, `a link to ${trip.title}`).toBeGreaterThan(0);
    expect(new Set(links), trip.title).toEqual(new Set([sitePath(trip.path)]));
  }
});

test("a trip's page lists its stories in order, names its countries and its distance, and draws its route in the page, with no script", () => {
  eachTrip((trip) => {
    const page = pageAt(trip.path);
    expect(all(page, "h1").map(squeezed), trip.path).toEqual([trip.title]);

    const [list] = named(page, "section", spaced(words.trip.theStories));
    expect(list, `${trip.path}: the stories' section`).toBeDefined();
    const headings = all(list ?? page, "h3");
    expect(headings.map(squeezed), trip.path).toEqual(trip.stories.map((story) => story.title));
    expect(
      headings.map((heading) => attribute(one(heading, "a"), "href")),
      trip.path,
    ).toEqual(trip.stories.map((story) => sitePath(story.path)));

    const facts = one(page, (element) => hasClass(element, "trip-facts"));
    for (const country of trip.countries)
      expect(squeezed(facts), trip.path).toContain(country.name);
    const fact = (term: string) =>
      all(facts, "dt")
        .filter((dt) => squeezed(dt) === spaced(term))
        .map((dt) => squeezed(all(dt.parentNode as Element, "dd")[0] ?? dt));
    const stops = pinned(trip).flatMap((story) => (story.coordinates ? [story.coordinates] : []));
    const expected = stops
      .slice(1)
      .reduce((sum, stop, index) => sum + km(stops[index] ?? stop, stop), 0);
    if (stops.length < 2) {
      expect(
        fact(words.trip.distance),
        `${trip.path}: no distance for fewer than two stops`,
      ).toEqual([]);
    } else {
      const [shown] = fact(words.trip.distance);
      // Written as the site's language writes a distance in km: the digits, its grouping, its unit.
      const distance = Number(shown?.replace(/\D/g, ""));
      expect(shown, trip.path).toBe(spaced(tripDistance(distance, locale)));
      expect(shown, trip.path).toMatch(/\d/);
      expect(Math.abs(distance - expected), `${trip.path}: ${shown}`).toBeLessThanOrEqual(
        Math.max(1, expected * 0.05),
      );
    }

    // The route and a numbered link per stop, in order, are in the page as it arrives; stops too
    // close to tell apart share one marker, which names them and leads to the first in the list.
    const maps = all(page, (element) => hasClass(element, "trip-map"));
    const inMap = (test: (element: Element) => boolean) => maps.flatMap((map) => all(map, test));
    expect(
      inMap((element) => hasClass(element, "trip-map-route")),
      trip.path,
    ).toHaveLength(stops.length > 1 ? 1 : 0);
    // A set of markers for phones, one for wider screens (the page shows the one that fits).
    const sets = inMap((element) => element.tagName === "g");
    expect(
      sets.map((set) => attribute(set, "class")),
      trip.path,
    ).toEqual(stops.length > 0 ? MARKER_TIERS.map((tier) => `map-markers-${tier.name}`) : []);
    const partOf = (story: { slug: string }) =>
      trip.stories.findIndex((each) => each.slug === story.slug) + 1;
    for (const set of sets) {
      const markers = all(set, "a").map((link) => ({
        href: attribute(link, "href") ?? "",
        names: text(one(link, "title")).split("\n"),
      }));
      expect(markers.flatMap((marker) => marker.names).toSorted(), trip.path).toEqual(
        pinned(trip)
          .map((story) => `${partOf(story)}. ${story.title}`)
          .toSorted(),
      );
      for (const marker of markers) {
        const first = pinned(trip).find(
          (story) => marker.names[0] === `${partOf(story)}. ${story.title}`,
        );
        expect(marker.href, trip.path).toBe(
          marker.names.length === 1
            ? sitePath(storyPath(first?.slug ?? ""))
            : `#trip-story-${first?.slug}`,
        );
      }
    }

    // No script to run: no module, no app start, no script file.
    expect(
      all(page, "script").filter(
        (script) =>
          attribute(script, "type") === "module" || attribute(script, "src") !== undefined,
      ),
      trip.path,
    ).toEqual([]);
    expect(byId(page, "app-start"), trip.path).toBeUndefined();
    expect(
      all(page, "link").filter((link) => attribute(link, "rel") === "modulepreload"),
      trip.path,
    ).toEqual([]);
  });
});

test("a trip's page shows its outlines as two pictures, one per theme, small enough to come with the page", () => {
  eachTrip((trip) => {
    const pictures = all(pageAt(trip.path), (element) => hasClass(element, "trip-map")).flatMap(
      (map) => all(map, "img").map((img) => attribute(img, "src")),
    );
    expect(pictures, trip.path).toEqual(
      pinned(trip).length > 0
        ? [sitePath(tripMapFile(trip.slug, "light")), sitePath(tripMapFile(trip.slug, "dark"))]
        : [],
    );
    // The page is weighed once, with each picture a visitor fetches beside it.
    const pageBytes = brotliBytes(readBuilt(pageFile(trip.path)));
    for (const picture of pictures) {
      const file = fileOf(picture);
      expect(existsSync(builtPath(file)), `${picture} is build/client/${file}`).toBe(true);
      expect(parseXml(file).documentElement.tagName, file).toBe("svg");
      const svg = readBuilt(file);
      expect(svg, file).toContain('id="land"');
      expect(
        pageBytes + brotliBytes(svg),
        `${trip.path} and ${file}, compressed`,
      ).toBeLessThanOrEqual(LARGE_SITE_HTML_BYTES.trip);
    }
  });
});

test("a trip with no story yet says they are on their way, and draws no map", () => {
  const line = spaced(words.trip.noStories);
  for (const trip of trips) {
    const page = pageAt(trip.path);
    const main = one(page, "main");
    const isEmpty = trip.stories.length === 0;
    expect(squeezed(main).includes(line), `${trip.path} says "${line}"`).toBe(isEmpty);
    expect(
      named(page, "svg", fill(words.trip.mapLabel, { title: trip.title })),
      trip.path,
    ).toHaveLength(pinned(trip).length > 0 ? 1 : 0);
    if (isEmpty) {
      expect(all(main, "h3"), trip.path).toEqual([]);
      expect(
        all(main, (element) => hasClass(element, "trip-map")),
        trip.path,
      ).toEqual([]);
    }
  }
  if (trips.length === 0) expect(builtTrips()).toEqual([]);
});

test("each story of a trip says its part, links the trip and its neighbours in the trip, and names its country; a story of no trip links none", () => {
  const inTrip = new Set(trips.flatMap((trip) => trip.stories.map((story) => story.slug)));
  for (const trip of trips) {
    for (const [index, story] of trip.stories.entries()) {
      const page = pageAt(story.path);
      const part = tripPart(index + 1, trip.stories.length, trip.title, words);
      expect(linksReading(page, part), `${story.path}: "${part}"`).toEqual([sitePath(trip.path)]);
      const neighbours = named(page, "nav", fill(words.story.moreOfTrip, { title: trip.title }));
      const expected = [trip.stories[index - 1], trip.stories[index + 1]].flatMap((each) =>
        each ? [sitePath(each.path)] : [],
      );
      if (expected.length === 0) expect(neighbours, story.path).toEqual([]);
      else {
        expect(neighbours, story.path).toHaveLength(1);
        expect(
          all(neighbours[0] as Element, "a").map((link) => attribute(link, "href")),
          story.path,
        ).toEqual(expected);
      }
      if (story.country) {
        expect(squeezed(all(page, "article")[0] ?? page), story.path).toContain(story.country.name);
      }
    }
  }
  // Nor does a story outside the trips say a part or link a trip's page.
  const tripPages = trips.map((trip) => sitePath(trip.path));
  // "Part 2 of 3 · …", any part of any trip.
  const anyPart = new RegExp(
    `^${patternOf(spaced(words.story.tripPart), { part: "\\d+", count: "\\d+", title: ".+" })}$`,
  );
  for (const story of stories.filter((each) => !inTrip.has(each.slug))) {
    const page = pageAt(story.path);
    const links = all(page, "a");
    expect(
      links.map((link) => attribute(link, "href")).filter((href) => tripPages.includes(href ?? "")),
      story.path,
    ).toEqual([]);
    expect(
      links.map(squeezed).filter((name) => anyPart.test(name)),
      story.path,
    ).toEqual([]);
  }
});

test("a trip's page shares its own cover and canonical address, and gives search engines its itinerary", () => {
  eachTrip((trip) => {
    const page = pageAt(trip.path);
    expect(
      all(page, "link", { rel: "canonical" }).map((link) => attribute(link, "href")),
      trip.path,
    ).toEqual([`${siteUrl}${trip.path}`]);
    const [image, ...more] = meta(page, "og:image");
    expect(more, trip.path).toEqual([]);
    expect(image, trip.path).toMatch(/^https?:\/\//);
    expect(image, trip.path).not.toBe(`${siteUrl}/og-image.png`);
    expect(meta(page, "og:image:alt"), trip.path).toEqual([trip.imageAlt]);
    const data = jsonLd(page).filter((block) => block["@type"] === "Trip") as {
      name: string;
      url: string;
      itinerary: { itemListElement: { position: number; url: string }[] };
    }[];
    expect(data, trip.path).toHaveLength(1);
    expect(data[0]?.name, trip.path).toBe(trip.title);
    expect(data[0]?.url, trip.path).toBe(`${siteUrl}${trip.path}`);
    expect(data[0]?.itinerary.itemListElement, trip.path).toEqual(
      trip.stories.map((story, index) =>
        expect.objectContaining({ position: index + 1, url: `${siteUrl}${story.path}` }),
      ),
    );
  });
});

test("the sitemap lists every trip's page", () => {
  const locs = [...parseXml("sitemap.xml").querySelectorAll("url > loc")].map(
    (loc) => loc.textContent ?? "",
  );
  const tripsAt = `${siteUrl}${TRIPS_PATH}`;
  expect(locs).toContain(tripsAt);
  expect(locs.filter((loc) => loc.startsWith(tripsAt) && loc !== tripsAt).toSorted()).toEqual(
    trips.map((trip) => `${siteUrl}${trip.path}`).toSorted(),
  );
});

test("the web editor has a Trips collection, and a story's trip is picked from its entries, a trip saved since the build too", () => {
  const config = parse(readBuilt("admin/config.yml")) as {
    collections: { name: string; folder?: string; fields: Record<string, unknown>[] }[];
  };
  const tripsCollection = config.collections.find((each) => each.name === "trips");
  expect(tripsCollection?.folder).toBe("content/trips");
  expect(tripsCollection?.fields.map((field) => field.name)).toEqual(
    expect.arrayContaining(["title", "summary", "start", "end", "image", "imageAlt"]),
  );
  const storiesCollection = config.collections.find((each) => each.name === "stories");
  expect(storiesCollection?.fields.find((field) => field.name === "trip")).toMatchObject({
    widget: "relation",
    collection: "trips",
    value_field: "{{slug}}",
  });
});
