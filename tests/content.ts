import { loadSiteModel } from "../app/content/site-model";
import { publishedName } from "../app/content/names";
import { siteLanguage, wordsFor } from "../app/i18n/languages";
import type { PluralForms } from "../app/i18n/words";
import { pageFile } from "../app/lib/paths";

// A story's address, its anchor on the stories page and a page's built file have one home each:
// app/lib/paths.ts, and each story's `path` in the site model.
export {
  featuredStoryPath,
  pageFile,
  SEARCH_INDEX_DIR,
  SEARCH_PATH,
  STORIES_PATH,
  storyPath,
  tripMapFile,
  TRIPS_PATH,
} from "../app/lib/paths";

// What the tests expect, read from content/ by the site model the build reads it with: the
// owner's next story, photo or alias changes what the tests expect, not whether they pass.

const model = loadSiteModel();

export const site = model.site;

// Every interface text the tests expect is the site's language's (app/i18n/words/<language>.ts),
// read from its dictionary as the pages write it: a site in Spanish passes as one in English.
export { countOf, fill } from "../app/i18n/words";

/** The site's language: its `language` in content/site.yml, or English. */
export const language = siteLanguage(site);

/** Every interface text of the site, in its language. */
export const words = wordsFor(site);

/** How the site writes dates, numbers and lists in its language ("en-GB"): countOf's and Intl's. */
export const locale = words.meta.locale;

/** The path the site lives under, from its siteUrl: "" at the host's root, or "/travel-notes". */
export const basePath = model.basePath;

/**
 * A page's address as the browser asks for it, under the site's path: `sitePath("/stories/")`.
 * Files in build/client sit at the page's own path (`build/client/stories/index.html`).
 */
export const sitePath = (path: string) => `${basePath}${path}`;

/** The Adventure Gallery's photos, in their order: card N (from 1) is `gallery[N - 1]`. */
export const gallery = model.gallery;

/** The DJ offerings, in their order. */
export const djOfferings = model.djOfferings;

/** Every story the site publishes (drafts are not), newest first: highest number first. */
export const stories = model.stories;

/** The files of the drafts the build leaves out. */
export const drafts = model.drafts;

/** The stories the home page features and `/stories` shows in full, in their order. */
export const featuredStories = model.featuredStories;

const [newest] = stories;
if (!newest) throw new Error("content/stories holds no story: the tests need one.");
/** The story with the highest number: the one the owner most likely wrote last. */
export const newestStory = newest;

/** The trips, newest first, each with its stories in order, countries and distance. */
export const trips = model.trips;

/** Every page a visitor reads, by its address within the site: the static pages, the stories and trips. */
export const pages = model.pages;

/** An address that is no page: the not-found page answers it. */
export const noSuchPage = "/no-such-page";

/**
 * One page of each kind: the pages without a parameter, the newest story's, the newest trip's, and
 * a not-found one.
 */
export const pagesOfEachKind = [
  ...pages.filter(
    (path) =>
      !stories.some((story) => story.path === path) && !trips.some((trip) => trip.path === path),
  ),
  newestStory.path,
  ...trips.slice(0, 1).map((trip) => trip.path),
  noSuchPage,
];

/** The file in build/client that answers a page's address: any address that is no page, 404.html. */
export const builtPageFile = (path: string) => (pages.includes(path) ? pageFile(path) : "404.html");

/**
 * Every photo the home page shows, top to bottom: the cover and the newest story's on it, the
 * gallery, the featured stories, the DJ offerings and the portrait (app/routes/home.tsx).
 */
export const homePhotos = [
  site.heroImage,
  newestStory.image,
  ...gallery.map((item) => item.src),
  ...featuredStories.map((story) => story.image),
  ...djOfferings.map((offering) => offering.image),
  site.about.portrait,
];

/**
 * How many images the home page has, as a screen reader counts them: every photo but the cover,
 * which is decoration (alt="") behind the title, and the newest story's, beside its title in its
 * link.
 */
export const homeImageCount = homePhotos.length - 2;

/** Whether a photo is an Unsplash photo, which the pages ask Unsplash's CDN for. */
export const isFromUnsplash = (src: string) => src.startsWith("https://images.unsplash.com/");

/** What a photo's name asks of the build: from Unsplash, or an upload as the camera named it. */
const photoKind = (src: string) =>
  isFromUnsplash(src)
    ? "Unsplash"
    : [src.slice(src.lastIndexOf(".")), /[^\w./-]/.test(src) ? "spaces or accents" : "plain"].join(
        " ",
      );

/**
 * The stories the browser opens one by one: the newest, and the first of each kind (the kinds of
 * photo it shows, on its cover or in its text), so that a site of 64 stories is not 64 visits.
 * What each story's page holds is read from every page's file (tests/built).
 */
const kinds = stories.map((story) =>
  [...new Set([story.image, ...story.photos.map((photo) => photo.src)].map(photoKind))]
    .sort()
    .join(),
);
export const storiesOfEachKind = stories.filter(
  (_, index) => index === 0 || kinds.indexOf(kinds[index] ?? "") === index,
);

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A whole number as a regular expression's source, its digits grouped as any language groups them. */
export const NUMBER = "\\d+(?:[.,\\u00a0\\u202f\\u066c ]\\d{3})*";

/**
 * A dictionary's text as a regular expression's source: its words literally, each `{name}` the
 * source `sources` gives for it (one it does not give, literally).
 */
export function patternOf(template: string, sources: Record<string, string>) {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in sources ? sources[name] : escapeRegExp(part);
    })
    .join("");
}

/** Any form of a text that changes with a number, its `{count}` any number, as a source. */
export const pluralPattern = (forms: PluralForms, sources: Record<string, string> = {}) =>
  `(?:${Object.values(forms)
    .map((form) => patternOf(form, { count: NUMBER, ...sources }))
    .join("|")})`;

/**
 * The start of the address the build publishes an upload's files at, as a regular expression's
 * source: "uploads/hero.jpg" gives /assets/hero-<hash>, followed by -<width>.avif or -<width>.jpg
 * (plugins/photos/describe.ts).
 */
export function publishedFiles(src: string) {
  if (isFromUnsplash(src)) {
    throw new Error(`${src} is an Unsplash photo; the test expects one of content/uploads.`);
  }
  return `/assets/${escapeRegExp(publishedName(src))}-[0-9a-f]{10}`;
}

/** Every request for a photo: an Unsplash photo at any size, or an upload's published files. */
export function photoRequests(src: string) {
  return isFromUnsplash(src)
    ? new RegExp(`^${escapeRegExp(src)}(\\?|$)`)
    : new RegExp(`${publishedFiles(src)}-\\d+\\.(avif|jpg)$`);
}

/** A text as CSS writes it in a string, like the alt text a failed photo's frame shows. */
export const cssString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;
