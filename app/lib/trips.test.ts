import { expect, test } from "vitest";
import { en } from "~/i18n/words/en";
import { routeSummary, tripDistance, tripFacts, tripPart } from "./trips";

const trip = {
  start: "2025-04-02",
  end: "2025-04-30",
  days: 29,
  storyCount: 1,
  distanceKm: 2450.4,
  countries: [{ name: "Thailand" }, { name: "Cambodia" }, { name: "Vietnam" }],
};

// The range of days is set with thin spaces around its dash, as Intl writes it.
test("a trip's figures read in English as the site has always written them", () => {
  expect(tripFacts(trip, en)).toEqual({
    dates: "2\u2009–\u200930 April 2025",
    days: "29 days on the road",
    stories: "1 story",
    distance: "2,450 km",
    countries: "Thailand, Cambodia and Vietnam",
  });
});

test("a trip with no distance and no country says neither", () => {
  const facts = tripFacts({ ...trip, distanceKm: 0, countries: [], days: 1, storyCount: 3 }, en);
  expect(facts).toMatchObject({ days: "1 day on the road", stories: "3 stories" });
  expect(facts.distance).toBeUndefined();
  expect(facts.countries).toBeUndefined();
});

test("a distance is given in miles when the site asks for them", () => {
  expect(tripDistance(2450.4, en.meta.locale, "mi")).toBe("1,523 mi");
  expect(tripDistance(2450.4, en.meta.locale, "km")).toBe("2,450 km");
});

test("a story's part in its trip and the route's summary are the dictionary's texts, filled", () => {
  expect(tripPart(2, 3, "Coast to Coast", en)).toBe("Part 2 of 3 · Coast to Coast");
  const stop = (location: string) => ({ title: location, location, coordinates: [0, 0] });
  expect(routeSummary(2450.4, [stop("Bangkok"), stop("Siem Reap"), stop("Hanoi")], en)).toBe(
    "From Bangkok to Hanoi: 3 stops, 2,450 km as the crow flies.",
  );
  expect(routeSummary(0, [stop("Bangkok"), { title: "Later" }], en)).toBe(
    "One stop so far: Bangkok.",
  );
  expect(routeSummary(0, [], en)).toBe("");
});
