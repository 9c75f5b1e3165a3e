import { sitePath, stories, trips } from "../e2e/content";
import { expect, test } from "../e2e/fixtures";

// The owner check (scripts/owner-check.mjs) starts a trip of three stories in three countries whose
// places do not name them, with a story of no trip filed between the first two. The trips' own
// journeys (tests/e2e/trips.spec.ts) run on the newest trip: here, that they ran on this one.

const slugs = (process.env.OWNER_TRIP_STORIES ?? "").split(",");

test("the owner's trip is the newest, its stories are the three in it, in their countries, with another story filed between @content", () => {
  const [newest] = trips;
  expect(newest?.slug).toBe(process.env.OWNER_TRIP);
  const [first, between, second, third] = slugs;
  expect(newest?.stories.map((story) => story.slug)).toEqual([first, second, third]);
  expect(newest?.countries.map((country) => country.name)).toEqual(["Laos", "Cambodia", "Vietnam"]);
  for (const story of newest?.stories ?? []) {
    expect(story.location).not.toMatch(/Laos|Cambodia|Vietnam/);
  }
  const order = (slug: string | undefined) => stories.findIndex((story) => story.slug === slug);
  expect(order(first)).toBeLessThan(order(between));
  expect(order(between)).toBeLessThan(order(second));
  expect(stories[order(between)]?.tripPart).toBeUndefined();
});

test("a trip with no story yet has its page, which says so @content", async ({ page }) => {
  const empty = trips.find((trip) => trip.slug === process.env.OWNER_EMPTY_TRIP);
  expect(empty?.stories).toEqual([]);
  await page.goto(sitePath(empty?.path ?? "-"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(empty?.title ?? "-");
  await expect(page.getByRole("main")).toContainText(
    "No stories in this trip yet: they are on their way.",
  );
  await expect(page.getByRole("group", { name: `Map of ${empty?.title}` })).toHaveCount(0);
});
