import dj from "../../content/dj";
import gallery from "../../content/gallery";
import site from "../../content/site";
import {
  chooseHomeStories,
  ContentError,
  parseDjOfferings,
  parseGallery,
  parseSite,
  parseStoryFiles,
} from "./parse";
import { drawStoryMap, type StoryMap, storyMapImage, type StoryMapTheme } from "./story-map.server";
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
// only those the pages use (plugins/photos/).
const uploads = import.meta.glob<Picture | { problem: string }>(
  "/content/uploads/*.{jpg,jpeg,png,webp}",
  { eager: true, import: "default", query: "?photo" },
);

/**
 * An Unsplash photo URL as it is; an upload's path, like "uploads/portrait.jpg", as its picture.
 * `file` and `where` (like `field "heroImage"`) say where the photo is named, for the message if it
 * cannot be read.
 */
function resolvePhoto(src: string, file: string, where: string): PhotoSource {
  if (!src.startsWith("uploads/")) return src;
  const picture = uploads[`/content/${src}`];
  if (!picture) throw new ContentError(file, [`${where}: ${src} is not in content/uploads`]);
  if ("problem" in picture) throw new ContentError(file, [`${where}: ${picture.problem}`]);
  return picture;
}

export function getSite(): PageSite {
  const file = "content/site.ts";
  const { heroImage, about, ...rest } = parseSite(site, file);
  return {
    ...rest,
    heroImage: resolvePhoto(heroImage, file, 'field "heroImage"'),
    about: { ...about, portrait: resolvePhoto(about.portrait, file, 'field "about.portrait"') },
  };
}

export function getGalleryItems(): PageGalleryItem[] {
  const file = "content/gallery.ts";
  return parseGallery(gallery, file).map((item, index) => ({
    ...item,
    src: resolvePhoto(item.src, file, `field "[${index}].src"`),
  }));
}

export function getDjOfferings(): PageDjOffering[] {
  const file = "content/dj.ts";
  return parseDjOfferings(dj, file).map((offering, index) => ({
    ...offering,
    image: resolvePhoto(offering.image, file, `field "[${index}].image"`),
  }));
}

/**
 * Every story, in the order of their numbers; read and checked once per build. Drafts are left
 * out of the build; `npm run dev` shows them (a draft without a photo yet shows the cover).
 */
let stories: PageStory[] | undefined;

export function getStories(): PageStory[] {
  stories ??= parseStoryFiles(
    Object.entries(storyFiles).map(([path, raw]) => ({
      file: path.replace(/^(\.\.\/)+/, ""),
      raw,
    })),
  )
    .filter(({ story }) => import.meta.env.SHOW_DRAFTS || !story.isDraft)
    .map(({ file, story: { order: _order, image, photos, ...story } }) => ({
      ...story,
      image: resolvePhoto(image || site.heroImage, file, 'field "image"'),
      photos: photos.map((photo) => ({
        ...photo,
        src: resolvePhoto(photo.src, file, `the photo "${photo.src}" in the text`),
      })),
    }));
  return stories;
}

/**
 * The stories the home page features, in its order (see chooseHomeStories); `/stories` shows
 * them in full.
 */
export function getFeaturedStories(): PageStory[] {
  const { homeStories } = parseSite(site, "content/site.ts");
  return chooseHomeStories(getStories(), homeStories, "content/site.ts");
}

/** The home page's excerpts: the featured stories, without their text. */
export function getStoryExcerpts() {
  return getFeaturedStories().map(
    ({ slug, title, date, location, image, imageAlt, excerpt, isDraft }) => ({
      slug,
      title,
      date,
      location,
      image,
      imageAlt,
      excerpt,
      isDraft,
    }),
  );
}

/** A story's own page: the story, and the stories before and after it; undefined for no story. */
export function getStoryPage(slug: string | undefined) {
  const all = getStories();
  const index = all.findIndex((story) => story.slug === slug);
  const story = all[index];
  if (!story) return undefined;
  const link = (other: PageStory | undefined) => other && { slug: other.slug, title: other.title };
  return { story, previous: link(all[index - 1]), next: link(all[index + 1]) };
}

/** The stories in the index of `/stories` (the map and its list): where and when, no text. */
export function getStoryIndex() {
  return getStories().map(({ slug, title, date, location, coordinates }) => ({
    slug,
    title,
    date,
    location,
    coordinates,
  }));
}

let storyMap: StoryMap | undefined;

/** The world map of the stories: the visited countries of content/site.ts and each story's place. */
function drawMap() {
  const { visitedCountries = [] } = parseSite(site, "content/site.ts");
  storyMap ??= drawStoryMap(getStories(), visitedCountries);
  return { map: storyMap, countryCount: visitedCountries.length };
}

/** The map as `/stories` writes it: its size and the markers; its picture is a file of its own. */
export function getStoryMap() {
  const {
    map: { width, height, markers, markerRadius },
    countryCount,
  } = drawMap();
  return { width, height, markers, markerRadius, countryCount };
}

/** The map's picture in a theme: `/stories/map.svg` and `/stories/map-dark.svg`. */
export function getStoryMapImage(theme: StoryMapTheme) {
  return storyMapImage(drawMap().map, theme);
}
