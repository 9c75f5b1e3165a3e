import { storyFeedId } from "../../app/lib/feed-items";
import { plainText } from "../../app/lib/plain-text";
import { drafts, site, sitePath, stories } from "./content";
import { expect, test } from "./fixtures";

// The feeds as a feed reader and an RSS-to-email service read them (Buttondown, follow.it): each
// published story whole in rss.xml's content:encoded and feed.json's content_html, every address
// absolute under siteUrl, each photo one JPEG <img> with its size and alt text (mail shows no
// AVIF, WebP or <picture>), and an id fixed by the story's file, which neither a title edit (the
// owner check retitles a story) nor another address format changes.

const CONTENT = "http://purl.org/rss/1.0/modules/content/";
const ITEM_LIMIT = 100 * 1024;

type Item = { id: string; url: string; title: string; html: string; image: string; bytes: number };
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

/** What a mail client would be handed: the photos, the addresses, anything that is not mail-safe. */
type Reading = {
  text: string;
  images: { src: string; width: string | null; height: string | null; alt: string | null }[];
  addresses: string[];
  unsafe: string[];
};

test("rss.xml and feed.json carry every published story whole, absolute under the site's address, with mail-safe photos and fixed ids @content", async ({
  page,
  request,
}) => {
  const rss = await (await request.get(sitePath("/rss.xml"))).text();
  const json = (await (await request.get(sitePath("/feed.json"))).json()) as JsonFeed;
  const items: Item[] = await page.evaluate(
    ([xml, namespace]) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const error = document.querySelector("parsererror");
      if (error) throw new Error(`rss.xml is not well-formed: ${error.textContent}`);
      return [...document.querySelectorAll("item")].map((item) => ({
        id: item.querySelector("guid")?.textContent ?? "",
        url: item.querySelector("link")?.textContent ?? "",
        title: item.querySelector("title")?.textContent ?? "",
        html: item.getElementsByTagNameNS(namespace, "encoded")[0]?.textContent ?? "",
        image: item.querySelector("enclosure")?.getAttribute("url") ?? "",
        bytes: new TextEncoder().encode(new XMLSerializer().serializeToString(item)).length,
      }));
    },
    [rss, CONTENT] as const,
  );
  const read = (html: string): Promise<Reading> =>
    page.evaluate((source) => {
      const body = new DOMParser().parseFromString(source, "text/html").body;
      const unsafe = [...body.querySelectorAll("*")].flatMap((element) => [
        ...(["PICTURE", "SOURCE", "SCRIPT", "IFRAME", "STYLE", "VIDEO"].includes(element.tagName)
          ? [element.tagName]
          : []),
        ...[...element.attributes]
          .filter(({ name }) => name === "srcset" || name.startsWith("on"))
          .map(({ name }) => `${element.tagName} ${name}`),
      ]);
      const images = [...body.querySelectorAll("img")].map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        alt: img.getAttribute("alt"),
      }));
      const addresses = [...body.querySelectorAll("[href], [src]")].map(
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      );
      for (const figure of body.querySelectorAll("figure")) figure.remove();
      return { text: body.textContent ?? "", images, addresses, unsafe };
    }, html);

  expect(json.version).toBe("https://jsonfeed.org/version/1.1");
  expect(json.language).toBe("en");
  expect(json.feed_url).toBe(`${site.siteUrl}/feed.json`);
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size, "every id differs").toBe(items.length);
  // Newest first, each story once; a draft never.
  expect(ids).toEqual(stories.toReversed().map((story) => storyFeedId(story.file)));
  expect(json.items.map((item) => item.id)).toEqual(ids);
  for (const draft of drafts) expect(ids).not.toContain(storyFeedId(draft));

  const squeeze = (text: string) => text.replace(/\s+/g, "");
  for (const story of stories) {
    const id = storyFeedId(story.file);
    const item = items.find((each) => each.id === id);
    const entry = json.items.find((each) => each.id === id);
    expect(item, id).toBeDefined();
    if (!item || !entry) continue;
    expect([item.title, item.url]).toEqual([story.title, `${site.siteUrl}${story.path}`]);
    expect([entry.title, entry.url, entry.content_html, entry.image]).toEqual([
      item.title,
      item.url,
      item.html,
      item.image,
    ]);
    expect(item.bytes, `${id} weighs under 100 KB`).toBeLessThan(ITEM_LIMIT);
    const reading = await read(item.html);
    expect(squeeze(reading.text), `${id} holds the story whole`).toBe(
      squeeze(plainText(story.html)),
    );
    expect(reading.unsafe, id).toEqual([]);
    // The cover first, then each photo of the text.
    expect(reading.images.map((image) => image.alt)).toEqual([
      story.imageAlt,
      ...story.photos.map((photo) => photo.alt),
    ]);
    expect(reading.images[0]?.src).toBe(item.image);
    for (const image of reading.images) {
      const isOwn = image.src.startsWith(`${site.siteUrl}/assets/`) && image.src.endsWith(".jpg");
      const isUnsplashJpeg =
        image.src.startsWith("https://images.unsplash.com/") &&
        new URL(image.src).searchParams.get("fm") === "jpg";
      expect(isOwn || isUnsplashJpeg, `${image.src} is a JPEG`).toBe(true);
      expect(Number(image.width) > 0 && Number(image.height) > 0, image.src).toBe(true);
    }
    for (const address of reading.addresses) {
      expect(URL.canParse(address), `${address} in ${id} is absolute`).toBe(true);
      const { origin } = new URL(address);
      if (origin === new URL(site.siteUrl).origin) {
        expect(address.startsWith(`${site.siteUrl}/`), `${address} is under the site`).toBe(true);
      }
    }
    if (story.published) expect(entry.date_published).toBe(`${story.published}-01T00:00:00Z`);
  }

  // Each photo the feeds name is published: a mail client shows it.
  const own = items
    .flatMap((item) => [item.image])
    .filter((image) => image.startsWith(site.siteUrl));
  for (const image of new Set(own)) {
    const response = await request.get(image.replace(site.siteUrl, sitePath("")));
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/jpeg");
  }
});
