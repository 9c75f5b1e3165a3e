import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { plainText } from "../../app/lib/plain-text";
import {
  escapeRegExp,
  fill,
  pluralPattern,
  SEARCH_PATH,
  sitePath,
  STORIES_PATH,
  stories,
  trips,
  words,
} from "../content";
import { expect, test } from "./fixtures";

// Search as a reader uses it, on whatever the content holds: a word of one story's text, the same
// word without its accents, an address with ?q= to share, and a word only the page frame carries
// (the header, the footer), which finds nothing, since only the stories and trips are indexed.

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const wordsOf = (text: string) => fold(text).match(/\p{L}+/gu) ?? [];

/** What a story's or a trip's record holds (plugins/output/search-index.ts), folded. */
const indexed = [
  ...stories.map((story) => ({
    title: story.title,
    words: new Set(
      wordsOf(
        [
          plainText(story.html),
          ...story.photos.map((photo) => photo.caption ?? ""),
          story.title,
          story.location,
        ].join(" "),
      ),
    ),
  })),
  ...trips.map((trip) => ({
    title: trip.title,
    words: new Set(
      wordsOf(
        [
          trip.title,
          trip.summary,
          ...trip.countries.map((country) => country.name),
          ...trip.stories.map((story) => story.title),
        ].join(" "),
      ),
    ),
  })),
];
const storyTexts = stories.map((story) => ({ story, words: wordsOf(plainText(story.html)) }));

/** A long word of one story's text that no other story or trip holds. */
const own = storyTexts
  .flatMap(({ story, words }) => words.map((word) => ({ story, word })))
  .find(
    ({ word }) =>
      word.length >= 7 && indexed.filter((record) => record.words.has(word)).length === 1,
  );
/** A word written with an accent in a story's text: found as typed without it. */
const accented = stories
  .flatMap((story) =>
    (plainText(story.html).match(/\p{L}+/gu) ?? []).map((word) => ({ story, word })),
  )
  .find(({ word }) => fold(word) !== word.toLowerCase() && fold(word).length >= 4);

async function watch(page: Page) {
  const searchFiles: string[] = [];
  const violations: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/pagefind/")) searchFiles.push(request.url());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective}: ${event.blockedURI}`,
      ),
    );
  });
  return { searchFiles, violations };
}

const status = (page: Page) => page.getByRole("status");
const results = (page: Page) => page.locator("[data-search-results] > li");
/** The status once results are found for `word`: "3 results for “word”", in the site's words. */
const found = (page: Page, word: string) =>
  expect(status(page)).toHaveText(
    new RegExp(`^${pluralPattern(words.search.results, { q: escapeRegExp(word) })}$`),
  );

test("search from /stories/ finds a story by a word of its text, and without its accents, and shares as ?q=", async ({
  page,
}) => {
  expect(own, "a word only one story holds").toBeDefined();
  if (!own) return;
  const { searchFiles, violations } = await watch(page);
  await page.goto(sitePath(STORIES_PATH));
  await page.getByRole("searchbox", { name: words.storiesPage.searchLabel }).fill(own.word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${sitePath(SEARCH_PATH)}?q=${own.word}`);
  await found(page, own.word);
  await expect(results(page).first().getByRole("heading")).toHaveText(own.story.title);
  await expect(results(page).first().locator("mark").first()).toHaveText(new RegExp(own.word, "i"));
  await expect(results(page).first().getByRole("link")).toHaveAttribute(
    "href",
    sitePath(own.story.path),
  );

  // Typed on: the address keeps the words, so the search can be shared, and Back returns to it.
  expect(accented, "a story with an accented word").toBeDefined();
  if (!accented) return;
  const typed = fold(accented.word);
  await page.getByRole("searchbox", { name: words.search.label }).fill(typed);
  await found(page, typed);
  await expect(page).toHaveURL(`${sitePath(SEARCH_PATH)}?q=${encodeURIComponent(typed)}`);
  const titles = await results(page).getByRole("heading").allTextContents();
  expect(titles).toContain(accented.story.title);
  await results(page).getByRole("link").filter({ hasText: accented.story.title }).first().click();
  await expect(page).toHaveURL(sitePath(accented.story.path));
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: words.search.label })).toHaveValue(typed);
  await found(page, typed);
  expect(violations).toEqual([]);
  expect(searchFiles.length).toBeGreaterThan(0);
});

test("nothing of search loads before the box is used; an address with ?q= opens with its results, in place", async ({
  page,
}) => {
  if (!own) throw new Error("no word only one story holds");
  const { searchFiles, violations } = await watch(page);
  await page.goto(sitePath(STORIES_PATH));
  await page.goto(sitePath(SEARCH_PATH));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.search.title);
  await page.getByRole("searchbox", { name: words.search.label }).focus();
  expect(searchFiles).toEqual([]);

  // Opened from a shared address: the results come without moving anything on the page.
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
  });
  await page.goto(`${sitePath(SEARCH_PATH)}?q=${own.word}`);
  await page.evaluate(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await found(page, own.word);
  await expect(page.getByRole("searchbox", { name: words.search.label })).toHaveValue(own.word);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

  // A word of the page frame alone: the header and footer are not indexed.
  const frame = wordsOf(
    (await page.locator("body > header, body > footer").allInnerTexts()).join(" "),
  ).find(
    // Pagefind also finds the words a word begins, its stem, and, when it finds nothing, the
    // longest word of the index the word starts with (Pagefind/pagefind#793): none may be there.
    (word) =>
      word.length >= 5 &&
      !indexed.some((record) =>
        [...record.words].some(
          (each) => each.startsWith(word.slice(0, 4)) || word.startsWith(each),
        ),
      ),
  );
  expect(frame, "a word of the header or footer that no story holds").toBeDefined();
  await page.getByRole("searchbox", { name: words.search.label }).fill(frame ?? "");
  await expect(status(page)).toHaveText(fill(words.search.none, { q: frame ?? "" }));
  await expect(results(page)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the search page with its results passes axe at 390 px, in both themes", async ({ page }) => {
  if (!own) throw new Error("no word only one story holds");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${sitePath(SEARCH_PATH)}?q=${own.word}`);
  await found(page, own.word);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`),
      colorScheme,
    ).toEqual([]);
  }
});
