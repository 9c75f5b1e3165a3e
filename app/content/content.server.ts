import dj from "../../content/dj";
import gallery from "../../content/gallery";
import site from "../../content/site";
import { parseDjOfferings, parseGallery, parseSite, parseStoryFile } from "./parse";

const storyFiles = import.meta.glob<string>("../../content/stories/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function getSite() {
  return parseSite(site, "content/site.ts");
}

export function getGalleryItems() {
  return parseGallery(gallery, "content/gallery.ts");
}

export function getDjOfferings() {
  return parseDjOfferings(dj, "content/dj.ts");
}

export function getStories() {
  return Object.entries(storyFiles)
    .map(([path, raw]) => parseStoryFile(raw, path.replace(/^(\.\.\/)+/, "")))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...story }) => story);
}

export function getStoryExcerpts() {
  return getStories().map(({ slug, title, date, location, image, imageAlt, excerpt }) => ({
    slug,
    title,
    date,
    location,
    image,
    imageAlt,
    excerpt,
  }));
}
