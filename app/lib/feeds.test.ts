// @vitest-environment jsdom
import { expect, test } from "vitest";
import {
  escapeXml,
  robotsTxt,
  rssXml,
  sitemapXml,
  socialCardSvg,
  storyUrl,
  webManifest,
} from "./feeds";
import { storyPath } from "./paths";

const site = {
  alias: "Wildfinch",
  tagline: "Adventures worth remembering",
  siteUrl: "https://x.test",
};
const story = {
  slug: "cliff-diving",
  title: "Cliff Diving in Bali",
  date: "March 2024",
  published: "2024-03",
  excerpt: "Ten metres of air.",
};

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

test("the feed has a channel and an item per story with its link, guid, excerpt and date", () => {
  const document = parseXml(rssXml(site, [story]));
  expect(document.documentElement.getAttribute("version")).toBe("2.0");
  const channel = document.querySelector("channel");
  expect(channel?.querySelector(":scope > title")?.textContent).toBe("Wildfinch");
  expect(channel?.querySelector(":scope > link")?.textContent).toBe("https://x.test/stories/");
  expect(channel?.querySelector(":scope > description")?.textContent).toBe(site.tagline);
  expect(channel?.querySelector(":scope > language")?.textContent).toBe("en");
  const item = document.querySelector("item");
  expect(item?.querySelector("title")?.textContent).toBe("Cliff Diving in Bali");
  expect(item?.querySelector("link")?.textContent).toBe(
    `https://x.test${storyPath("cliff-diving")}`,
  );
  expect(item?.querySelector("guid")?.textContent).toBe(storyUrl("https://x.test", "cliff-diving"));
  expect(item?.querySelector("description")?.textContent).toBe("Ten metres of air.");
  expect(item?.querySelector("pubDate")?.textContent).toBe("Fri, 01 Mar 2024 00:00:00 GMT");
});

test("a story whose date names no month has no pubDate", () => {
  const document = parseXml(
    rssXml(site, [{ ...story, date: "Summer 2023", published: undefined }]),
  );
  expect(document.querySelector("item pubDate")).toBeNull();
});

test("a title with & and < stays well-formed XML and reads back unchanged", () => {
  const title = 'Fish & Chips <and> "Mushy" Peas';
  const document = parseXml(rssXml({ ...site, alias: "R&B <Finch>" }, [{ ...story, title }]));
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

test("a site under a path starts there, and its icons are there too", () => {
  const manifest = webManifest({ alias: "Night Heron", siteUrl: "https://heron.github.io/notes" });
  expect(manifest).toMatchObject({ start_url: "/notes/", scope: "/notes/" });
  expect(manifest.icons.map((icon) => icon.src)).toEqual([
    "/notes/icon-192.png",
    "/notes/icon-512.png",
  ]);
});
