import {
  chooseHomeStories,
  parseDjOfferings,
  parseGallery,
  parseSite,
} from "../../app/content/parse";
import { readStoryFiles } from "../../app/content/story-files";
import { basePathOf } from "../../app/lib/paths";
import { publishedName } from "../../plugins/photos/describe";
import djContent from "../../content/dj";
import galleryContent from "../../content/gallery";
import siteContent from "../../content/site";

// What the tests expect, read from content/ with the functions the site reads it with: the
// owner's next story, photo or alias changes what the tests expect, not whether they pass.

export const site = parseSite(siteContent, "content/site.ts");

/** The path the site lives under, from its siteUrl: "" at the host's root, or "/travel-notes". */
export const basePath = basePathOf(site.siteUrl);

/**
 * A page's address as the browser asks for it, under the site's path: `sitePath("/stories")`.
 * Files in build/client sit at the page's own path (`build/client/stories/index.html`).
 */
export const sitePath = (path: string) => `${basePath}${path}`;

/** The Adventure Gallery's photos, in their order: card N (from 1) is `gallery[N - 1]`. */
export const gallery = parseGallery(galleryContent, "content/gallery.ts");

/** The DJ offerings, in their order. */
export const djOfferings = parseDjOfferings(djContent, "content/dj.ts");

/** Every story the site publishes (drafts are not), in the order of their numbers. */
export const stories = readStoryFiles()
  .map(({ story }) => story)
  .filter((story) => !story.isDraft);

/** The stories the home page features and `/stories` shows in full, in their order. */
export const featuredStories = chooseHomeStories(stories, site.homeStories, "content/site.ts");

const newest = stories.at(-1);
if (!newest) throw new Error("content/stories holds no story: the tests need one.");
/** The story with the highest number: the one the owner most likely wrote last. */
export const newestStory = newest;

/**
 * Every photo the home page shows, top to bottom: the cover, the gallery, the featured stories,
 * the DJ offerings and the portrait (app/routes/home.tsx).
 */
export const homePhotos = [
  site.heroImage,
  ...gallery.map((item) => item.src),
  ...featuredStories.map((story) => story.image),
  ...djOfferings.map((offering) => offering.image),
  site.about.portrait,
];

/**
 * How many images the home page has, as a screen reader counts them: every photo but the cover,
 * which is decoration (alt="") behind the title.
 */
export const homeImageCount = homePhotos.length - 1;

/** Whether a photo is an Unsplash photo, which the pages ask Unsplash's CDN for. */
export const isFromUnsplash = (src: string) => src.startsWith("https://images.unsplash.com/");

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

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
