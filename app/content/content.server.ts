import pictures from "virtual:photos";
import { loadSiteModel, type ModelStory, type SiteModel } from "./site-model";
import { drawStoryMap, type StoryMap, storyMapImage, type StoryMapTheme } from "./story-map.server";
import type { PageDjOffering, PageGalleryItem, PageSite, PageStory, PhotoSource } from "./schema";
import { isUploadReference } from "./uploads";

// What the pages read of the content, from the site model (site-model.ts). Each of the owner's
// photos is resolved here, at build time, to its picture (plugins/photos/), so each page carries
// only the pictures it shows, in its own data; the browser's bundle holds no list of them.

let built: SiteModel | undefined;

/** The site model: read once for a build; in `npm run dev`, again whenever content/ changes. */
function model() {
  const showDrafts = Boolean(import.meta.env.SHOW_DRAFTS);
  if (import.meta.env.DEV) return loadSiteModel({ showDrafts });
  return (built ??= loadSiteModel({ showDrafts }));
}

/** An Unsplash photo URL as it is; one of the owner's photos ("uploads/x.jpg") as its picture. */
function resolvePhoto(src: string): PhotoSource {
  if (!isUploadReference(src)) return src;
  const picture = pictures[src];
  // The photo pipeline describes every upload the model names (plugins/photos/index.ts).
  if (!picture) throw new Error(`${src} was not described by the photo pipeline`);
  return picture;
}

export function getSite(): PageSite {
  const { heroImage, about, ...rest } = model().site;
  return {
    ...rest,
    heroImage: resolvePhoto(heroImage),
    about: { ...about, portrait: resolvePhoto(about.portrait) },
  };
}

export function getGalleryItems(): PageGalleryItem[] {
  return model().gallery.map((item) => ({ ...item, src: resolvePhoto(item.src) }));
}

export function getDjOfferings(): PageDjOffering[] {
  return model().djOfferings.map((offering) => ({
    ...offering,
    image: resolvePhoto(offering.image),
  }));
}

const toPage = ({
  file: _file,
  order: _order,
  path: _path,
  image,
  photos,
  ...story
}: ModelStory) => ({
  ...story,
  image: resolvePhoto(image),
  photos: photos.map((photo) => ({ ...photo, src: resolvePhoto(photo.src) })),
});

/** Every story, in the order of their numbers; `npm run dev` shows the drafts too, marked. */
export function getStories(): PageStory[] {
  return model().stories.map(toPage);
}

/**
 * The stories the home page features, in its order (see chooseHomeStories); `/stories` shows
 * them in full.
 */
export function getFeaturedStories(): PageStory[] {
  return model().featuredStories.map(toPage);
}

/** Every page a visitor reads, by its address within the site, for the sitemap. */
export const getPages = () => model().pages;

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
  const all = model().stories;
  const index = all.findIndex((story) => story.slug === slug);
  const story = all[index];
  if (!story) return undefined;
  const link = (other: ModelStory | undefined) => other && { slug: other.slug, title: other.title };
  return { story: toPage(story), previous: link(all[index - 1]), next: link(all[index + 1]) };
}

/** The stories in the index of `/stories` (the map and its list): where and when, no text. */
export function getStoryIndex() {
  return model().stories.map(({ slug, title, date, location, coordinates }) => ({
    slug,
    title,
    date,
    location,
    coordinates,
  }));
}

let storyMap: StoryMap | undefined;

/** The world map of the stories: the visited countries of content/site.yml and each story's place. */
function drawMap() {
  const { visitedCountries = [] } = model().site;
  storyMap ??= drawStoryMap(model().stories, visitedCountries);
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
