// @vitest-environment jsdom
import { expect, test } from "vitest";
import { feedItem, storyFeedId } from "./feed-items";
import {
  escapeXml,
  jsonFeed,
  robotsTxt,
  rssXml,
  sitemapXml,
  socialCardSvg,
  webManifest,
} from "./feeds";
import { en } from "~/i18n/words/en";
import { storyPath } from "./paths";

const site = {
  alias: "Wildfinch",
  tagline: "Adventures worth remembering",
  siteUrl: "https://x.test",
};
const story = {
  id: "202403011200-cliff-diving",
  slug: "cliff-diving",
  title: "Cliff Diving in Bali",
  date: "March 2024",
  published: "2024-03",
  location: "Uluwatu",
  excerpt: "Ten metres of air.",
  image: {
    sources: {
      avif: "/assets/cliff-0123456789-480.avif 480w, /assets/cliff-0123456789-800.avif 800w",
      jpeg: "/assets/cliff-0123456789-480.jpg 480w, /assets/cliff-0123456789-800.jpg 800w, /assets/cliff-0123456789-1200.jpg 1200w",
    },
    img: { src: "/assets/cliff-0123456789-1200.jpg", w: 1200, h: 900 },
  },
  imageAlt: "The cliffs at dawn",
  html: '<p>Jumped <a href="../bonjour-paris/">again</a> & <em>again</em>.</p><!--story-photo:0--><p>Then lunch.</p>',
  mixes: [],
  photos: [
    {
      src: "https://images.unsplash.com/photo-1508009603885-50cf7c579365",
      alt: "A warung's grill",
      caption: "Satay <smoke> & clove",
    },
  ],
  readingMinutes: 1,
};
const item = feedItem(site.siteUrl, story);

function parseXml(xml: string) {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror"), "XML parse error").toBeNull();
  return document;
}

test("the five XML special characters are escaped", () => {
  expect(escapeXml(`Tom & Jerry <3 "quotes" 'too'`)).toBe(
    "Tom &amp; Jerry &lt;3 &quot;quotes&quot; &apos;too&apos;",
  );
});

test("the sitemap lists each page at its absolute URL", () => {
  const document = parseXml(sitemapXml("https://x.test", ["/", "/stories/"]));
  expect([...document.querySelectorAll("url > loc")].map((loc) => loc.textContent)).toEqual([
    "https://x.test/",
    "https://x.test/stories/",
  ]);
});

test("robots.txt allows every crawler but not into the editor, and points to the sitemap", () => {
  expect(robotsTxt("https://x.test")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://x.test/sitemap.xml\n",
  );
  expect(robotsTxt("https://x.test/travel-notes")).toContain("Disallow: /travel-notes/admin/\n");
});

test("the feed has a channel and an item per story with its link, fixed guid, excerpt and date", () => {
  const document = parseXml(rssXml(site, [item]));
  expect(document.documentElement.getAttribute("version")).toBe("2.0");
  const channel = document.querySelector("channel");
  expect(channel?.querySelector(":scope > title")?.textContent).toBe("Wildfinch");
  expect(channel?.querySelector(":scope > link")?.textContent).toBe("https://x.test/stories/");
  expect(channel?.querySelector(":scope > description")?.textContent).toBe(site.tagline);
  expect(channel?.querySelector(":scope > language")?.textContent).toBe("en");
  const entry = document.querySelector("item");
  expect(entry?.querySelector("title")?.textContent).toBe("Cliff Diving in Bali");
  expect(entry?.querySelector("link")?.textContent).toBe(
    `https://x.test${storyPath("cliff-diving")}`,
  );
  const guid = entry?.querySelector("guid");
  expect([guid?.textContent, guid?.getAttribute("isPermaLink")]).toEqual([story.id, "false"]);
  expect(entry?.querySelector("description")?.textContent).toBe("Ten metres of air.");
  expect(entry?.querySelector("pubDate")?.textContent).toBe("Fri, 01 Mar 2024 00:00:00 GMT");
  const enclosure = entry?.querySelector("enclosure");
  expect(enclosure?.getAttribute("url")).toBe("https://x.test/assets/cliff-0123456789-800.jpg");
  expect(enclosure?.getAttribute("type")).toBe("image/jpeg");
});

test("an item holds the story whole, addresses absolute, each photo one JPEG with its size and alt", () => {
  const encoded = parseXml(rssXml(site, [item])).getElementsByTagNameNS(
    "http://purl.org/rss/1.0/modules/content/",
    "encoded",
  )[0]?.textContent;
  const body = new DOMParser().parseFromString(encoded ?? "", "text/html").body;
  expect(body.textContent).toContain("Jumped again & again.");
  expect(body.textContent).toContain("Then lunch.");
  expect(body.querySelector("a")?.getAttribute("href")).toBe(
    "https://x.test/stories/bonjour-paris/",
  );
  const images = [...body.querySelectorAll("img")].map((img) => ({
    src: img.getAttribute("src"),
    size: [img.getAttribute("width"), img.getAttribute("height")],
    alt: img.getAttribute("alt"),
  }));
  expect(images).toEqual([
    {
      src: "https://x.test/assets/cliff-0123456789-800.jpg",
      size: ["800", "600"],
      alt: "The cliffs at dawn",
    },
    {
      src: "https://images.unsplash.com/photo-1508009603885-50cf7c579365?fm=jpg&fit=crop&w=800&h=533&q=70",
      size: ["800", "533"],
      alt: "A warung's grill",
    },
  ]);
  expect(body.querySelector("figcaption")?.textContent).toBe("Satay <smoke> & clove");
  expect(body.querySelectorAll("picture, source, [srcset], script")).toHaveLength(0);
});

test("a story's feed id is its file's name: a title edit or another address format keeps it", () => {
  expect(storyFeedId("content/stories/202403011200-cliff-diving.md")).toBe(story.id);
  const retitled = feedItem("https://heron.github.io/notes", {
    ...story,
    title: "Cliffs, at last",
  });
  expect(retitled.id).toBe(item.id);
  expect(retitled.url).toBe("https://heron.github.io/notes/stories/cliff-diving/");
});

test("text that closes a CDATA section stays text", () => {
  const html = "<p>a ]]> b</p>";
  const document = parseXml(rssXml(site, [{ ...item, html }]));
  expect(document.querySelector("item")?.lastElementChild).toBeTruthy();
  const encoded = document.getElementsByTagNameNS(
    "http://purl.org/rss/1.0/modules/content/",
    "encoded",
  )[0]?.textContent;
  expect(encoded).toBe(html);
});

test("the JSON feed is JSON Feed 1.1 with the same items, whole", () => {
  const feed = JSON.parse(jsonFeed({ ...site, siteUrl: "https://x.test/notes" }, [item]));
  expect(feed).toMatchObject({
    version: "https://jsonfeed.org/version/1.1",
    feed_url: "https://x.test/notes/feed.json",
    home_page_url: "https://x.test/notes/stories/",
    language: "en",
  });
  expect(feed.items).toEqual([
    {
      id: story.id,
      url: item.url,
      title: story.title,
      summary: story.excerpt,
      content_html: item.html,
      image: item.image.url,
      date_published: "2024-03-01T00:00:00Z",
    },
  ]);
});

test("a story whose date names no month has no pubDate", () => {
  const { published: _published, ...undated } = item;
  const document = parseXml(rssXml(site, [undated]));
  expect(document.querySelector("item pubDate")).toBeNull();
  expect(JSON.parse(jsonFeed(site, [undated])).items[0]).not.toHaveProperty("date_published");
});

test("a story without text, so without an excerpt, has no description and no summary", () => {
  const bare = { ...item, summary: "" };
  const document = parseXml(rssXml(site, [bare]));
  expect(document.querySelector("item description")).toBeNull();
  expect(JSON.parse(jsonFeed(site, [bare])).items[0]).not.toHaveProperty("summary");
});

test("a title with & and < stays well-formed XML and reads back unchanged", () => {
  const title = 'Fish & Chips <and> "Mushy" Peas';
  const document = parseXml(rssXml({ ...site, alias: "R&B <Finch>" }, [{ ...item, title }]));
  expect(document.querySelector("item title")?.textContent).toBe(title);
  expect(document.querySelector("channel > title")?.textContent).toBe("R&B <Finch>");
});

test("the social card is a 1200x630 SVG with the alias and tagline escaped", () => {
  const document = parseXml(socialCardSvg({ alias: "Finch & Co", tagline: "Go <far>" }));
  const svg = document.documentElement;
  expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["1200", "630"]);
  expect([...document.querySelectorAll("text")].map((text) => text.textContent)).toEqual([
    "Finch & Co",
    "Go <far>",
  ]);
});

test("the web manifest names the site by its alias", () => {
  expect(webManifest({ alias: "Night Heron", siteUrl: "https://x.test" })).toMatchObject({
    name: "Night Heron",
    short_name: "Night Heron",
    start_url: "/",
    scope: "/",
  });
});

test("the web manifest says the site's language and which way its lines run", () => {
  expect(webManifest({ alias: "Night Heron", siteUrl: "https://x.test" })).toMatchObject({
    lang: "en",
    dir: en.meta.dir,
  });
});

test("a site under a path starts there, and its icons are there too", () => {
  const manifest = webManifest({ alias: "Night Heron", siteUrl: "https://heron.github.io/notes" });
  expect(manifest).toMatchObject({ start_url: "/notes/", scope: "/notes/" });
  expect(manifest.icons.map((icon) => icon.src)).toEqual([
    "/notes/icon-192.png",
    "/notes/icon-512.png",
  ]);
});

test("what is pasted unseen, Word's line break among it, never makes a feed invalid: rss.xml parses, both carry the words", () => {
  const pasted = "Line one\u000Bline two\u0001 and\uFFFE a \uD800lone half";
  const item = {
    ...feedItem(site.siteUrl, { ...story, title: pasted, excerpt: pasted }),
    html: `<p>${pasted}</p>`,
  };
  const rss = new DOMParser().parseFromString(rssXml(site, [item]), "application/xml");
  expect(rss.querySelector("parsererror")).toBeNull();
  expect(rss.querySelector("item > title")?.textContent).toBe("Line one line two and a lone half");
  expect(rss.querySelector("item > description")?.textContent).toBe(
    "Line one line two and a lone half",
  );
  const json = JSON.parse(jsonFeed(site, [item])) as { items: { title: string }[] };
  expect(json.items[0]?.title).toContain("line two");
});

test("a mix in a story's text is a link to its page in the feeds, where no player plays", () => {
  const mix = {
    provider: "soundcloud" as const,
    url: "https://soundcloud.com/wildfinch/sunrise",
    embedUrl: "https://w.soundcloud.com/player/?url=x",
    title: "Sunrise & <dusk>",
    duration: "1:02:03",
    image: "https://images.unsplash.com/photo-1508009603885-50cf7c579365",
    imageAlt: "Decks",
  };
  const withMix = feedItem(site.siteUrl, {
    ...story,
    html: "<p>Before.</p><!--story-mix:0--><p>After.</p>",
    mixes: [mix],
  });
  const body = new DOMParser().parseFromString(withMix.html, "text/html").body;
  expect([...body.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
    "Before.",
    "Sunrise & <dusk> (SoundCloud, 1:02:03)",
    "After.",
  ]);
  expect(body.querySelector("p a")?.getAttribute("href")).toBe(mix.url);
  expect(body.querySelectorAll("iframe, script")).toHaveLength(0);
});
