import { expect, test } from "vitest";
import { language, stories, trips } from "../content";

// The owner check (scripts/owner-check.mjs) starts a trip of three stories in three countries whose
// places do not name them, with a story of no trip filed between the first two: the trip follows
// its stories, not the site's order. (Its page, and the planned trip's with no story, are checked
// with every trip in tests/built/trips.test.ts.)

const slugs = (process.env.OWNER_TRIP_STORIES ?? "").split(",");

test("the owner's trip is the newest, its stories are the three in it, in their countries, with another story filed between", () => {
  const [newest] = trips;
  expect(newest?.slug).toBe(process.env.OWNER_TRIP);
  const [first, between, second, third] = slugs;
  expect(newest?.stories.map((story) => story.slug)).toEqual([first, second, third]);
  // Laos, Cambodia and Vietnam, named in the site's language.
  const codes = ["LA", "KH", "VN"];
  const names = codes.map((code) => new Intl.DisplayNames([language], { type: "region" }).of(code));
  expect(newest?.countries).toEqual(codes.map((code, index) => ({ code, name: names[index] })));
  for (const story of newest?.stories ?? []) {
    for (const name of ["Laos", "Cambodia", "Vietnam", ...names]) {
      expect(story.location).not.toContain(name);
    }
  }
  const order = (slug: string | undefined) => stories.findIndex((story) => story.slug === slug);
  // The site lists stories newest first.
  expect(order(first)).toBeGreaterThan(order(between));
  expect(order(between)).toBeGreaterThan(order(second));
  expect(stories[order(between)]?.tripPart).toBeUndefined();
});

test("the planned trip has no story yet", () => {
  const empty = trips.find((trip) => trip.slug === process.env.OWNER_EMPTY_TRIP);
  expect(empty?.stories).toEqual([]);
});
