import dj from "../../content/dj";
import gallery from "../../content/gallery";
import site from "../../content/site";
import { parseDjOfferings, parseGallery, parseSite, parseStoryFile } from "./parse";
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
const uploads = import.meta.glob<Picture>("/content/uploads/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  query: { w: "480;800;1200", format: "avif;webp;jpeg", as: "picture" },
});

/** An Unsplash photo URL as it is; an upload's path, like "uploads/portrait.jpg", as its picture. */
function resolvePhoto(src: string): PhotoSource {
  if (!src.startsWith("uploads/")) return src;
  const picture = uploads[`/content/${src}`];
  if (!picture) throw new Error(`${src} is not a photo in content/uploads`);
  return picture;
}

export function getSite(): PageSite {
  const { heroImage, about, ...rest } = parseSite(site, "content/site.ts");
  return {
    ...rest,
    heroImage: resolvePhoto(heroImage),
    about: { ...about, portrait: resolvePhoto(about.portrait) },
  };
}

export function getGalleryItems(): PageGalleryItem[] {
  return parseGallery(gallery, "content/gallery.ts").map((item) => ({
    ...item,
    src: resolvePhoto(item.src),
  }));
}

export function getDjOfferings(): PageDjOffering[] {
  return parseDjOfferings(dj, "content/dj.ts").map((offering) => ({
    ...offering,
    image: resolvePhoto(offering.image),
  }));
}

export function getStories(): PageStory[] {
  return Object.entries(storyFiles)
    .map(([path, raw]) => parseStoryFile(raw, path.replace(/^(\.\.\/)+/, "")))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, image, ...story }) => ({ ...story, image: resolvePhoto(image) }));
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
