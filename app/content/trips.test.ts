import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { tripPath } from "../lib/paths";
import { splitFrontMatter } from "./read";
import { loadSiteModel } from "./site-model";

// Trips, on a copy of the content tests' small site (fixtures/site): their stories in the order
// of their files, the countries their pins fall in, their distance, and the owner's mistakes.

const FIXTURE = "app/content/fixtures/site";
const FIXTURE_STORY = readFileSync(`${FIXTURE}/stories/01-two-paragraphs.md`, "utf8");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "trips-"));
  folders.push(root);
  cpSync(FIXTURE, path.join(root, "content"), { recursive: true });
  mkdirSync(path.join(root, "content/trips"));
  return root;
}
const write = (root: string, file: string, text: string) =>
  writeFileSync(path.join(root, "content", file), text);

function story(fields: Record<string, string>) {
  const lines = splitFrontMatter(FIXTURE_STORY, "fixture").frontMatter.split("\n");
  for (const [name, value] of Object.entries(fields)) {
    const index = lines.findIndex((line) => line.startsWith(`${name}:`));
    lines.splice(index === -1 ? lines.length : index, index === -1 ? 0 : 1, `${name}: ${value}`);
  }
  return `---\n${lines.join("\n")}\n---\n\nThe text.\n`;
}

const trip = (fields: Record<string, string> = {}) =>
  Object.entries({
    title: "The Mekong by Road",
    summary: "Three weeks down the river.",
    start: "2025-02-03",
    end: "2025-02-26",
    ...fields,
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n") + "\n";

function refusal(root: string) {
  try {
    loadSiteModel({ root });
  } catch (error) {
    expect((error as Error).name).toBe("ContentError");
    return (error as Error).message;
  }
  throw new Error("The content was accepted.");
}

/** Haversine, on its own, to check the model's sum. */
function km([lat1 = 0, lon1 = 0]: readonly number[], [lat2 = 0, lon2 = 0]: readonly number[]) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const STOPS = [
  ["10-luang-prabang.md", "Luang Prabang", [19.8856, 102.1347], "Laos"],
  ["20-a-day-off.md", "Somewhere quiet", undefined, undefined],
  ["30-siem-reap.md", "Siem Reap", [13.3671, 103.8448], "Cambodia"],
  ["40-can-tho.md", "Can Tho", [10.0452, 105.7469], "Vietnam"],
] as const;

function mekong(root: string) {
  write(root, "trips/mekong-by-road.yml", trip());
  for (const [file, location, pin] of STOPS) {
    write(
      root,
      `stories/${file}`,
      story({
        title: `"${location}"`,
        date: '"February 2025"',
        location: `"${location}"`,
        ...(pin ? { coordinates: `"${pin.join(", ")}"`, trip: "mekong-by-road" } : {}),
      }),
    );
  }
}

test("a trip's stories run in the order of their files, with their countries and distance", () => {
  const root = project();
  mekong(root);
  const model = loadSiteModel({ root });
  const [mekongTrip] = model.trips;
  expect(mekongTrip?.path).toBe(tripPath("mekong-by-road"));
  expect(model.pages).toContain(tripPath("mekong-by-road"));
  expect(mekongTrip?.stories.map((each) => each.location)).toEqual([
    "Luang Prabang",
    "Siem Reap",
    "Can Tho",
  ]);
  expect(mekongTrip?.countries.map((each) => each.name)).toEqual(["Laos", "Cambodia", "Vietnam"]);
  const [a = [], b = [], c = []] = STOPS.flatMap(([, , pin]) => (pin ? [pin] : []));
  const expected = km(a, b) + km(b, c);
  expect(Math.abs((mekongTrip?.distanceKm ?? 0) - expected) / expected).toBeLessThan(0.005);
  expect(mekongTrip?.days).toBe(24);

  const bySlug = (slug: string) => model.stories.find((each) => each.slug === slug);
  expect(bySlug("siem-reap")?.tripPart).toEqual({
    slug: "mekong-by-road",
    title: "The Mekong by Road",
    part: 2,
    count: 3,
    previous: { slug: "luang-prabang", title: "Luang Prabang" },
    next: { slug: "can-tho", title: "Can Tho" },
  });
  expect(bySlug("siem-reap")?.country?.name).toBe("Cambodia");
  expect(bySlug("a-day-off")?.tripPart).toBeUndefined();
});

test("a story that happened outside its trip's days widens them on the trip's page, with a warning naming both", () => {
  const root = project();
  mekong(root);
  write(
    root,
    "stories/50-santorini.md",
    story({
      title: '"Santorini"',
      date: '"July 2025"',
      coordinates: '"36.3932, 25.4615"',
      trip: "mekong-by-road",
    }),
  );
  const model = loadSiteModel({ root });
  const [mekongTrip] = model.trips;
  expect([mekongTrip?.start, mekongTrip?.end, mekongTrip?.days]).toEqual([
    "2025-02-03",
    "2025-07-31",
    179,
  ]);
  expect(mekongTrip?.countries.map((each) => each.name)).toContain("Greece");
  expect(model.warnings).toEqual([
    "content/stories/50-santorini.md: it happened in July 2025, outside its trip \"The Mekong by Road\" (2025-02-03 to 2025-02-26, content/trips/mekong-by-road.yml), so the trip's page shows its dates widened to take it in; if the story belongs to another trip, change its Trip, or else the trip's dates",
  ]);
});

test("a trip's own cover without its words is decoration", () => {
  const root = project();
  write(root, "trips/mekong-by-road.yml", trip({ image: '"uploads/hero.jpg"' }));
  const [own] = loadSiteModel({ root }).trips;
  expect([own?.image, own?.imageAlt]).toEqual(["uploads/hero.jpg", ""]);
});

test("a trip without a cover takes its first story's; one with no story yet is a page still", () => {
  const root = project();
  mekong(root);
  write(
    root,
    "trips/next-year.yml",
    trip({ title: "Next Year", start: "2027-01-01", end: "2027-01-01" }),
  );
  const { trips, stories } = loadSiteModel({ root });
  expect(trips.map((each) => each.slug)).toEqual(["next-year", "mekong-by-road"]);
  expect(trips[0]?.stories).toEqual([]);
  expect(trips[0]?.days).toBe(1);
  const first = stories.find((each) => each.slug === "luang-prabang");
  expect(trips[1]?.image).toBe(first?.image);
  expect(trips[1]?.imageAlt).toBe(first?.imageAlt);
});

test("a story naming a trip with no file is refused, naming the file, the line, the field and the trips there are", () => {
  const root = project();
  mekong(root);
  const text = story({ trip: "mekong-by-raod" });
  write(root, "stories/50-typo.md", text);
  const line = text.split("\n").findIndex((each) => each.startsWith("trip:")) + 1;
  expect(refusal(root)).toBe(
    `Invalid content in content/stories/50-typo.md:\n  - line ${line}, field "trip": no trip is named "mekong-by-raod" (no file content/trips/mekong-by-raod.yml); the trips there are: "mekong-by-road". Write one of them, or leave the field out`,
  );
});

test("a trip's day that is no day, an end before the start, a file name with spaces: each named", () => {
  const cases: [string, string, string][] = [
    [
      "mekong.yml",
      trip({ start: "2025-02-30" }),
      'line 3, field "start": expected a day the calendar has',
    ],
    [
      "mekong.yml",
      trip({ start: "3 February 2025" }),
      'line 3, field "start": expected a day as year-month-day, like "2025-04-02"',
    ],
    [
      "mekong.yml",
      trip({ end: "2025-01-20" }),
      'line 4, field "end": expected the last day on or after the first day, 2025-02-03',
    ],
    ["Mekong by road.yml", trip(), 'the file name: expected "<slug>.yml"'],
  ];
  for (const [name, text, problem] of cases) {
    const root = project();
    write(root, `trips/${name}`, text);
    const message = refusal(root);
    expect(message, name).toContain(`Invalid content in content/trips/${name}:`);
    expect(message, text).toContain(problem);
  }
});
