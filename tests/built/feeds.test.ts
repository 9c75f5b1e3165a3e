import { siteLanguage } from "../../app/i18n/languages";
import { defaultTreeAdapter as tree, parse } from "parse5";
import { describe, expect, test } from "vitest";
import { storyFeedId } from "../../app/lib/feed-items";
import { plainText } from "../../app/lib/plain-text";
import { drafts, site, stories } from "../content";
import { all, attribute, one, parseXml, readBuilt, text } from "./html";
import { expectPublishedJpeg } from "./published";

// The feeds as a feed reader and an RSS-to-email service read them (Buttondown, follow.it): each
// published story whole in rss.xml's content:encoded and feed.json's content_html, every address
// absolute under siteUrl, each photo one JPEG <img> with its size and alt text (mail shows no
// AVIF, WebP or <picture>), and an id fixed by the story's file, which neither a title edit (the
// owner check retitles a story) nor another address format changes. The channel's own fields are
// checked with the sitemap (seo.test.ts).

const CONTENT = "http://purl.org/rss/1.0/modules/content/";
const ITEM_LIMIT = 100 * 1024;

type JsonFeed = {
  version: string;
  language: string;
  feed_url: string;
  items: {
    id: string;
    url: string;
    title: string;
    content_html: string;
    image: string;
    date_published?: string;
  }[];
};

const rss = parseXml("rss.xml");
const serializer = new (rss.defaultView as Window & typeof globalThis).XMLSerializer();
const child = (item: Element, name: string) =>
  [...item.children].find((each) => each.tagName === name);
const items = [...rss.querySelectorAll("item")].map((item) => ({
  id: child(item, "guid")?.textContent ?? "",
  url: child(item, "link")?.textContent ?? "",
  title: child(item, "title")?.textContent ?? "",
  html: item.getElementsByTagNameNS(CONTENT, "encoded")[0]?.textContent ?? "",
  image: child(item, "enclosure")?.getAttribute("url") ?? "",
  bytes: Buffer.byteLength(serializer.serializeToString(item)),
}));
const json = JSON.parse(readBuilt("feed.json")) as JsonFeed;

/** What a mail client is handed of an item's HTML: its photos, its addresses, its text. */
function read(html: string) {
  const body = one(parse(html), "body");
  const elements = all(body, () => true);
  const unsafe = elements.flatMap((element) => [
    ...(["picture", "source", "script", "iframe", "style", "video"].includes(element.tagName)
      ? [element.tagName]
      : []),
    ...element.attrs
      .filter(({ name }) => name === "srcset" || name.startsWith("on"))
      .map(({ name }) => `${element.tagName} ${name}`),
  ]);
  const images = all(body, "img").map((img) => ({
    src: attribute(img, "src") ?? "",
    width: attribute(img, "width"),
    height: attribute(img, "height"),
    alt: attribute(img, "alt"),
  }));
  const addresses = elements.flatMap((element) => {
    const address = attribute(element, "href") ?? attribute(element, "src");
    return address === undefined ? [] : [address];
  });
  // The story's words: the photos' captions are not part of them.
  for (const figure of all(body, "figure")) tree.detachNode(figure);
  return { text: text(body), images, addresses, unsafe };
}

const squeeze = (words: string) => words.replace(/\s+/g, "");

test("feed.json is a JSON Feed 1.1 in the site's language, at its own address under the site's", () => {
  expect(json.version).toBe("https://jsonfeed.org/version/1.1");
  expect(json.language).toBe(siteLanguage(site));
  expect(json.feed_url).toBe(`${site.siteUrl}/feed.json`);
});

test("both feeds carry every published story once, newest first, by an id fixed by its file, and no draft", () => {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size, "every id differs").toBe(items.length);
  const newestFirst = stories.toSorted((a, b) => b.order - a.order || b.file.localeCompare(a.file));
  expect(ids).toEqual(newestFirst.map((story) => storyFeedId(story.file)));
  expect(json.items.map((item) => item.id)).toEqual(ids);
  for (const draft of drafts) expect(ids).not.toContain(storyFeedId(draft));
});

describe.each(stories.map((story) => ({ ...story, id: storyFeedId(story.file) })))(
  "$id",
  (story) => {
    const item = items.find((each) => each.id === story.id);
    const entry = json.items.find((each) => each.id === story.id);
    const reading = read(item?.html ?? "");

    test("is the story whole, at its address, the same in both feeds, under 100 KB", () => {
      expect(item, "in rss.xml").toBeDefined();
      expect(entry, "in feed.json").toBeDefined();
      expect([item?.title, item?.url]).toEqual([story.title, `${site.siteUrl}${story.path}`]);
      expect([entry?.title, entry?.url, entry?.content_html, entry?.image]).toEqual([
        item?.title,
        item?.url,
        item?.html,
        item?.image,
      ]);
      expect(item?.bytes, "its <item> weighs under 100 KB").toBeLessThan(ITEM_LIMIT);
      expect(squeeze(reading.text), "it holds the story whole").toBe(
        squeeze(plainText(story.html)),
      );
      if (story.published) expect(entry?.date_published).toBe(`${story.published}-01T00:00:00Z`);
    });

    test("shows its photos as mail does: its cover first, then the text's, each one sized JPEG with its alt text", () => {
      expect(reading.unsafe).toEqual([]);
      expect(reading.images.map((image) => image.alt)).toEqual([
        story.imageAlt,
        ...story.photos.map((photo) => photo.alt),
      ]);
      expect(reading.images[0]?.src).toBe(item?.image);
      for (const image of reading.images) {
        const isOwn = image.src.startsWith(`${site.siteUrl}/assets/`) && image.src.endsWith(".jpg");
        const isUnsplashJpeg =
          image.src.startsWith("https://images.unsplash.com/") &&
          new URL(image.src).searchParams.get("fm") === "jpg";
        expect(isOwn || isUnsplashJpeg, `${image.src} is a JPEG`).toBe(true);
        expect(Number(image.width) > 0 && Number(image.height) > 0, image.src).toBe(true);
        // Published: a mail client shows it.
        if (isOwn) expectPublishedJpeg(image.src);
      }
    });

    test("names every address absolutely, under the site's address on its host", () => {
      for (const address of reading.addresses) {
        expect(URL.canParse(address), `${address} is absolute`).toBe(true);
        if (new URL(address).origin === new URL(site.siteUrl).origin) {
          expect(address.startsWith(`${site.siteUrl}/`), `${address} is under the site`).toBe(true);
        }
      }
    });
  },
);
