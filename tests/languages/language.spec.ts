import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { editorWordsFor } from "../../app/i18n/editor-words";
import { type Language, wordsFor } from "../../app/i18n/languages";
import { en } from "../../app/i18n/words/en";
import {
  djOfferings,
  escapeRegExp,
  featuredStories,
  gallery,
  newestStory,
  noSuchPage,
  SEARCH_PATH,
  site,
  sitePath,
  stories,
  trips,
} from "../content";
import { expect, notFoundErrors, test, waitForHydration } from "../e2e/fixtures";

// A copy of the site in each language but English (scripts/language-check.mjs), read as a visitor
// reads it on a phone: what the interface says must be in that language. What the owner wrote is
// theirs, in whatever language they write; everything else on the page, in its names and labels,
// in the message handed to WhatsApp, must hold no English interface text and no English month.

const language = () => test.info().project.name as Language;
const words = () => wordsFor({ language: language() });

type Entry = [path: string, text: string];
/** Every text of a dictionary with where it sits: "home.gallery.title", or "trips.days.other". */
function entries(dictionary: object, at = ""): Entry[] {
  return Object.entries(dictionary).flatMap(([key, value]: [string, unknown]) =>
    typeof value === "string"
      ? [[`${at}${key}`, value] as Entry]
      : value && typeof value === "object"
        ? entries(value, `${at}${key}.`)
        : [],
  );
}

/** The same text in the language: "Plan My Trip" in Spanish. */
function say(english: string) {
  const found = entries(en).find(([, text]) => text === english);
  if (!found) throw new Error(`"${english}" is no text of the English dictionary`);
  const [path] = found;
  const translated = entries(words()).find(([each]) => each === path)?.[1];
  if (translated === undefined) throw new Error(`${path} has no ${language()} text`);
  return translated;
}

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, month, 1)),
  ),
);

/**
 * What English leaves behind if a text was not translated: each piece of an English text between
 * its `{values}` with a word of four letters or more, unless the language says it too ("DJ",
 * "Instagram"); the English months; and the English names of the stories' countries.
 */
function englishPieces() {
  const own = entries(words())
    .filter(([path]) => !path.startsWith("meta."))
    .map(([, text]) => text)
    .join("\n");
  const pieces = entries(en)
    .filter(([path]) => !path.startsWith("meta."))
    .flatMap(([, text]) => text.split(/\{\w+\}/))
    .map((piece) => piece.trim())
    .filter((piece) => /\p{L}{4}/u.test(piece) && !own.includes(piece));
  // The countries the stories' map pins fall in, as English names them (our site is in English).
  const names = new Intl.DisplayNames([language()], { type: "region" });
  const countries = stories.flatMap(({ country }) =>
    country?.code && names.of(country.code) !== country.name ? [country.name] : [],
  );
  // A month the language names as English does ("November" in German) is its own word.
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(language(), { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, month, 1)),
    ),
  );
  const english = MONTHS.filter((month) => !months.includes(month));
  return [...new Set([...pieces, ...english, ...countries])];
}

/** Each story's, trip's and the site's own texts: the owner's words, in any language. */
const ownerTexts = [
  site.alias,
  site.tagline,
  site.email,
  site.instagramHandle,
  site.currentLocation,
  site.nextDestination,
  site.travelPartner.name,
  site.travelPartner.description,
  site.about.portraitAlt,
  ...site.about.paragraphs,
  ...site.about.stats.flatMap((stat) => [stat.value, stat.label, `${stat.value} ${stat.label}`]),
  ...site.djTags,
  ...gallery.flatMap((item) => [item.alt, item.caption, item.location]),
  ...djOfferings.flatMap((offering) => [
    offering.title,
    offering.location,
    offering.description,
    offering.imageAlt,
  ]),
  ...stories.flatMap((story) => [
    story.title,
    story.location ?? "",
    story.excerpt,
    story.imageAlt,
    ...story.photos.flatMap((photo) => [photo.alt, photo.caption ?? ""]),
  ]),
  ...trips.flatMap((trip) => [trip.title, trip.summary, trip.imageAlt ?? ""]),
].filter(Boolean);

/**
 * The page's interface texts, as a visitor and a screen reader meet them: its title, its text
 * outside what the owner wrote, and its names, labels and placeholders; each with the owner's
 * words inside it taken out ("Part 2 of 3 · <trip>").
 */
async function interfaceTexts(page: Page, bodies: string[]) {
  return page.evaluate(
    ({ owner, bodies }) => {
      const normal = (text: string) => text.replace(/\s+/g, " ").trim();
      // The blocks of the stories' texts, as their HTML has them.
      const blocks = bodies.flatMap((html) =>
        [
          ...new DOMParser()
            .parseFromString(html, "text/html")
            .querySelectorAll("p, li, figcaption, h2, h3, h4, blockquote, td, th"),
        ].map((block) => normal(block.textContent ?? "")),
      );
      const theirs = new Set([...owner, ...blocks].map(normal));
      // A search result quotes a story's words, from one block into the next.
      const whole = [...owner, blocks.join(" ")].map(normal);
      const isTheirs = (text: string) => {
        const quoted = normal(text).replace(/^…|…$/g, "").trim();
        return (
          theirs.has(quoted) || (quoted.length >= 24 && whole.some((each) => each.includes(quoted)))
        );
      };
      const longestFirst = [...theirs].sort((a, b) => b.length - a.length);
      const without = (text: string) =>
        longestFirst.reduce((rest, each) => rest.split(each).join(" "), normal(text));
      const found: string[] = [document.title];
      const walk = (node: Node) => {
        if (node instanceof Element) {
          if (["SCRIPT", "STYLE", "TEMPLATE", "svg"].includes(node.tagName)) return;
          if (isTheirs(node.textContent ?? "")) return;
          for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
            const value = node.getAttribute(name);
            if (value && !theirs.has(normal(value))) found.push(value);
          }
        } else if (
          node.nodeType === Node.TEXT_NODE &&
          !theirs.has(normal(node.textContent ?? ""))
        ) {
          found.push(node.textContent ?? "");
        }
        node.childNodes.forEach(walk);
      };
      walk(document.body);
      return found.map(without).filter((text) => /\p{L}/u.test(text));
    },
    { owner: ownerTexts, bodies },
  );
}

/** The English left in `texts`: "Read Full Story" in "Read Full Story →". */
function englishIn(texts: string[]) {
  const pieces = englishPieces();
  return texts.flatMap((text) =>
    pieces
      .filter((piece) =>
        new RegExp(`(^|[^\\p{L}])${escapeRegExp(piece)}($|[^\\p{L}])`, "u").test(text),
      )
      .map((piece) => `"${piece}" in "${text.trim()}"`),
  );
}

/** The page as the language writes it: its language and direction, English nowhere. */
async function expectInLanguage(page: Page, bodies: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", language());
  await expect(page.locator("html")).toHaveAttribute("dir", words().meta.dir);
  expect(englishIn(await interfaceTexts(page, bodies)), page.url()).toEqual([]);
}

/**
 * At 390 px: nothing off the side, and axe finds nothing. Axe reads every page of a language
 * written right to left, whose layout mirrors; of the others, the home page (their layout is the
 * English one, which tests/e2e scans page by page).
 */
async function expectReadable(page: Page, isHome = false) {
  // A phone's layout viewport widens to what overflows it: the screen's width is the measure.
  const width = page.viewportSize()?.width ?? 0;
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!isHome && words().meta.dir === "ltr") return;
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.length}`),
    page.url(),
  ).toEqual([]);
}

test("the home page and its trip dialog speak the language, and so does the message for WhatsApp", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    words().meta.ogLocale,
  );
  await expectInLanguage(page);
  await expectReadable(page, true);

  // The browser refuses the new tab: the dialog shows the link with the message instead.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole("button", { name: say("Plan My Trip") }).click();
  const dialog = page.getByRole("dialog", { name: say("Let's Plan Your Adventure!") });
  await dialog.getByRole("button", { name: say("Send to WhatsApp") }).click();
  const link = dialog.getByRole("alert").getByRole("link");
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expectInLanguage(page);
  const message = new URL((await link.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
  expect(message).toContain(site.alias);
  expect(englishIn(message.split("\n").map((line) => line.split(site.alias).join(" ")))).toEqual(
    [],
  );
});

test("a story, a trip and the not-found page speak the language", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(...notFoundErrors());
  const story = stories.find((each) => each.trip) ?? newestStory;
  await page.goto(sitePath(story.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  await expectInLanguage(page, [story.html]);
  await expectReadable(page);
  for (const trip of trips.slice(0, 1)) {
    await page.goto(sitePath(trip.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    await expectInLanguage(page);
    await expectReadable(page);
  }
  await page.goto(sitePath("/stories/"));
  await expectInLanguage(
    page,
    featuredStories.map((each) => each.html),
  );
  await expectReadable(page);
  await page.goto(sitePath(noSuchPage));
  await expectInLanguage(page);
});

test("the search page finds a story and says so in the language", async ({ page }) => {
  const [word = ""] = newestStory.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length);
  await page.goto(sitePath(`${SEARCH_PATH}?q=${encodeURIComponent(word)}`));
  await expect(page.getByRole("link", { name: newestStory.title }).first()).toBeVisible();
  await expectInLanguage(
    page,
    stories.map((story) => story.html),
  );
  await expectReadable(page);
});

/** What an element of a document says, read by the browser's parser (house style 21). */
const textOf = (page: Page, source: string, type: DOMParserSupportedType, selector: string) =>
  page.evaluate(
    ({ source, type, selector }) =>
      new DOMParser().parseFromString(source, type).querySelector(selector)?.textContent ?? null,
    { source, type, selector },
  );
const attributeOf = (page: Page, source: string, selector: string, name: string) =>
  page.evaluate(
    ({ source, selector, name }) =>
      new DOMParser()
        .parseFromString(source, "text/html")
        .querySelector(selector)
        ?.getAttribute(name) ?? null,
    { source, selector, name },
  );

test("the feeds, the manifest, the search index and the editor say the language", async ({
  page,
  request,
}) => {
  const rss = await (await request.get(sitePath("/rss.xml"))).text();
  expect(await textOf(page, rss, "application/xml", "channel > language")).toBe(language());
  const feed = (await (await request.get(sitePath("/feed.json"))).json()) as { language: string };
  expect(feed.language).toBe(language());
  const manifest = (await (await request.get(sitePath("/site.webmanifest"))).json()) as {
    lang: string;
    dir: string;
  };
  expect([manifest.lang, manifest.dir]).toEqual([language(), words().meta.dir]);
  const index = (await (await request.get(sitePath("/pagefind/pagefind-entry.json"))).json()) as {
    languages: Record<string, unknown>;
  };
  expect(Object.keys(index.languages)).toEqual([language()]);
  // The editor's page, and its stories' first field, the title, in the language.
  const admin = await (await request.get(sitePath("/admin/"))).text();
  expect(await attributeOf(page, admin, "html", "lang")).toBe(language());
  const config = parse(await (await request.get(sitePath("/admin/config.yml"))).text()) as {
    collections: { name: string; fields: { name: string; label: string }[] }[];
  };
  const stories = config.collections.find((collection) => collection.name === "stories");
  expect(stories?.fields.find((field) => field.name === "title")?.label).toBe(
    editorWordsFor(language())?.fields["stories.title"]?.label,
  );
});
