import {
  defaultTreeAdapter as tree,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from "parse5";
import type { PageMix, PageStory, PageStoryPhoto, PhotoSource } from "~/content/schema";
import { escapeXml } from "./feeds.ts";
import { unsplashJpegUrl } from "./images.ts";
import { MIX_PROVIDERS } from "./mixes.ts";
import { storyPath } from "./paths.ts";
import { STORY_PLACEHOLDER } from "./story-text.ts";

// A story as the feeds carry it whole (rss.xml, feed.json), for feed readers and for the mail that
// an RSS-to-email service sends from them: every address absolute, each photo one JPEG <img> with
// its size and alt text, since mail shows no AVIF, WebP, <picture> or srcset.

export type MailPhoto = { url: string; width: number; height: number; alt: string };

export type FeedItem = {
  /** Fixed for good: the story's file name (docs/decisions/016-feed-ids.md). */
  id: string;
  url: string;
  title: string;
  summary: string;
  html: string;
  image: MailPhoto;
  /** "YYYY-MM", when its date names a month. */
  published?: string;
};

/** Wide enough for a phone's sharp screen in a 600-px mail column, small enough for a slow one. */
const MAIL_WIDTH = 800;
/** As the site crops them: a cover 16:9 (story-article.tsx), a photo in the text 3:2. */
const COVER_ASPECT = 16 / 9;
const TEXT_PHOTO_ASPECT = 3 / 2;

/** The feed id of a story: its file's name, which neither a title edit nor an address format changes. */
export const storyFeedId = (file: string) =>
  file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");

/** One JPEG: of an owner's photo the published width nearest MAIL_WIDTH, not above it. */
export function mailJpeg(
  src: PhotoSource,
  alt: string,
  siteUrl: string,
  aspect: number,
): MailPhoto {
  if (typeof src === "string") {
    return {
      url: unsplashJpegUrl(src, MAIL_WIDTH, aspect),
      width: MAIL_WIDTH,
      height: Math.round(MAIL_WIDTH / aspect),
      alt,
    };
  }
  const candidates = src.sources.jpeg.split(",").map((candidate) => {
    const [url = "", width = ""] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) };
  });
  const fitting = candidates.filter(({ width }) => width <= MAIL_WIDTH);
  const chosen = fitting.at(-1) ?? candidates[0] ?? { url: src.img.src, width: src.img.w };
  return {
    // Already under the site's path ("/travel-notes/assets/…").
    url: new URL(chosen.url, siteUrl).href,
    width: chosen.width,
    height: Math.round((chosen.width * src.img.h) / src.img.w),
    alt,
  };
}

function figure(photo: MailPhoto, caption?: string) {
  const img = `<img src="${escapeXml(photo.url)}" width="${photo.width}" height="${photo.height}" alt="${escapeXml(photo.alt)}">`;
  return `<figure>${img}${caption ? `<figcaption>${escapeXml(caption)}</figcaption>` : ""}</figure>`;
}

const ADDRESS_ATTRIBUTES = new Set(["href", "src"]);

/** Links in the text are read from the story's own page, as the browser reads them there. */
function absoluteAddresses(html: string, pageUrl: string) {
  const fragment = parseFragment(html);
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!tree.isElementNode(child)) continue;
      for (const attribute of child.attrs) {
        if (ADDRESS_ATTRIBUTES.has(attribute.name) && URL.canParse(attribute.value, pageUrl)) {
          attribute.value = new URL(attribute.value, pageUrl).href;
        }
      }
      walk(child);
    }
  };
  walk(fragment);
  return serialize(fragment);
}

function storyHtml(story: PageStory, pageUrl: string, siteUrl: string, cover: MailPhoto) {
  // split() with two groups: text, kind, number, text, …
  const parts = story.html.split(STORY_PLACEHOLDER);
  const body = parts.map((part, index) => {
    if (index % 3 === 0) return absoluteAddresses(part, pageUrl);
    if (index % 3 === 1) return "";
    const number = Number(part);
    if (parts[index - 1] === "mix") {
      // No player plays in a mail: the mix's page, named.
      const mix: PageMix | undefined = story.mixes[number];
      if (!mix) return "";
      const provider = MIX_PROVIDERS[mix.provider].name;
      return `<p><a href="${escapeXml(mix.url)}">${escapeXml(mix.title)}</a> (${provider}, ${mix.duration})</p>`;
    }
    const photo: PageStoryPhoto | undefined = story.photos[number];
    if (!photo) return "";
    return figure(mailJpeg(photo.src, photo.alt, siteUrl, TEXT_PHOTO_ASPECT), photo.caption);
  });
  return [figure(cover), ...body].join("\n").trim();
}

export function feedItem(siteUrl: string, story: PageStory & { id: string }): FeedItem {
  const url = `${siteUrl}${storyPath(story.slug)}`;
  const cover = mailJpeg(story.image, story.imageAlt, siteUrl, COVER_ASPECT);
  return {
    id: story.id,
    url,
    title: story.title,
    summary: story.excerpt,
    html: storyHtml(story, url, siteUrl, cover),
    image: cover,
    ...(story.published ? { published: story.published } : {}),
  };
}
