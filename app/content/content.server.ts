import dj from "../../content/dj";
import gallery from "../../content/gallery";
import site from "../../content/site";
import {
  chooseHomeStories,
  ContentError,
  parseDjOfferings,
  parseGallery,
  parseSite,
  parseStoryFile,
} from "./parse";
import { drawStoryMap } from "./story-map.server";
import type {
  PageDjOffering,
  PageGalleryItem,
  PageSite,
  PageStory,
  PhotoSource,
  Picture,
} from "./schema";

const storyFiles = import.meta.glob<string>("../../content/stories/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

// Resolved here, at build time, so each page carries only the pictures it shows, in its own data;
// the browser's bundle holds no list of the owner's photos.
// Describing a photo reads only its size; its files are encoded after the pages are written, and
// only those the pages use (app/content/photos.server.ts).
const uploads = import.meta.glob<Picture | { problem: string }>(
  "/content/uploads/*.{jpg,jpeg,png,webp}",
  { eager: true, import: "default", query: "?photo" },
);

/**
 * An Unsplash photo URL as it is; an upload's path, like "uploads/portrait.jpg", as its picture.
 * `file` and `field` say where the photo is named, for the message if it cannot be read.
 */
function resolvePhoto(src: string, file: string, field: string): PhotoSource {
  if (!src.startsWith("uploads/")) return src;
  const picture = uploads[`/content/${src}`];
  if (!picture)
    throw new ContentError(file, [`field "${field}": ${src} is not in content/uploads`]);
  if ("problem" in picture) throw new ContentError(file, [`field "${field}": ${picture.problem}`]);
  return picture;
}

export function getSite(): PageSite {
  const file = "content/site.ts";
  const { heroImage, about, ...rest } = parseSite(site, file);
  return {
    ...rest,
    heroImage: resolvePhoto(heroImage, file, "heroImage"),
    about: { ...about, portrait: resolvePhoto(about.portrait, file, "about.portrait") },
  };
}

export function getGalleryItems(): PageGalleryItem[] {
  const file = "content/gallery.ts";
  return parseGallery(gallery, file).map((item, index) => ({
    ...item,
    src: resolvePhoto(item.src, file, `[${index}].src`),
  }));
}

export function getDjOfferings(): PageDjOffering[] {
  const file = "content/dj.ts";
  return parseDjOfferings(dj, file).map((offering, index) => ({
    ...offering,
    image: resolvePhoto(offering.image, file, `[${index}].image`),
  }));
}

export function getStories(): PageStory[] {
  return Object.entries(storyFiles)
    .map(([path, raw]) => {
      const file = path.replace(/^(\.\.\/)+/, "");
      const { image, ...story } = parseStoryFile(raw, file);
      return { ...story, image: resolvePhoto(image, file, "image") };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...story }) => story);
}

/** The home page's excerpts: see chooseHomeStories. */
export function getStoryExcerpts() {
  const { homeStories } = parseSite(site, "content/site.ts");
  return chooseHomeStories(getStories(), homeStories, "content/site.ts").map(
    ({ slug, title, date, location, image, imageAlt, excerpt }) => ({
      slug,
      title,
      date,
      location,
      image,
      imageAlt,
      excerpt,
    }),
  );
}

/** The world map on /stories: the visited countries of content/site.ts and each story's place. */
export function getStoryMap() {
  const { visitedCountries = [] } = parseSite(site, "content/site.ts");
  return {
    map: drawStoryMap(getStories(), visitedCountries),
    countryCount: visitedCountries.length,
  };
}
