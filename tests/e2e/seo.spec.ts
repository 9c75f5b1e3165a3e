import type { APIRequestContext, Page } from "@playwright/test";
import {
  basePath,
  featuredStories,
  noSuchPage,
  pages,
  pagesOfEachKind,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  trips,
} from "./content";
import { expect, test } from "./fixtures";
import { storyFeedId } from "../../app/lib/feed-items";

const { siteUrl } = site;
const socialImage = `${siteUrl}/og-image.png`;
/** A page's address on the live site, from its address within the site. */
const addressOf = (path: string) => `${siteUrl}${path}`;
// The pages that share the site's card, in their order; a story's page shares its own
// (story-pages.spec.ts), as a trip's does (trips.spec.ts). The not-found page has no address of its
// own to give.
const cardPages = pagesOfEachKind
  .filter(
    (path) =>
      !stories.some((story) => story.path === path) && !trips.some((trip) => trip.path === path),
  )
  .map((path) => ({ path, canonical: path === noSuchPage ? undefined : addressOf(path) }));

/** What a crawler or a link preview reads: the prerendered HTML, before any script runs. */
async function readHead(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(sitePath(path))).text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string[]> = {};
    for (const tag of document.head.querySelectorAll("meta[name], meta[property]")) {
      const key = tag.getAttribute("property") ?? tag.getAttribute("name") ?? "";
      (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
    }
    return {
      lang: document.documentElement.lang,
      titles: [...document.head.querySelectorAll("title")].map((title) => title.textContent),
      meta,
      links: [...document.head.querySelectorAll("link")].map((link) => ({
        rel: link.rel,
        href: link.getAttribute("href"),
        type: link.getAttribute("type"),
        title: link.getAttribute("title"),
        sizes: link.getAttribute("sizes"),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  }, html);
}

type XmlNode = {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
};

/** Parses XML as the browser does; a document that is not well-formed fails the test. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "application/xml");
    const error = document.querySelector("parsererror");
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const toNode = (element: Element): XmlNode => ({
      name: element.tagName,
      attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
      text: element.textContent ?? "",
      children: [...element.children].map(toNode),
    });
    return toNode(document.documentElement);
  }, xml);
}

const childrenNamed = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((child) => child.name === name) ?? [];
const textOf = (node: XmlNode | undefined, name: string) => childrenNamed(node, name)[0]?.text;

async function readFeeds(page: Page, request: APIRequestContext) {
  const sitemap = await parseXml(page, await (await request.get(sitePath("/sitemap.xml"))).text());
  const rss = await parseXml(page, await (await request.get(sitePath("/rss.xml"))).text());
  const channel = childrenNamed(rss, "channel")[0];
  return { sitemap, rss, channel, items: childrenNamed(channel, "item") };
}

function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Where a URL on the live site is found on the server under test, under the site's path. */
const local = (url: string, baseURL = "") => url.replace(siteUrl, `${baseURL}${basePath}`);

for (const { path, canonical } of cardPages) {
  test(`${path} has its description, canonical URL, Open Graph and Twitter card tags @content`, async ({
    page,
    request,
  }) => {
    const head = await readHead(page, request, path);
    const only = (key: string) => {
      expect(head.meta[key], key).toHaveLength(1);
      return head.meta[key]?.[0];
    };
    expect(head.lang).toBe("en");
    expect(head.titles).toHaveLength(1);
    const description = only("description");
    expect(description?.length).toBeGreaterThan(20);

    const canonicals = head.links.filter((link) => link.rel === "canonical");
    expect(canonicals.map((link) => link.href)).toEqual(canonical ? [canonical] : []);
    expect(head.meta["og:url"]).toEqual(canonical ? [canonical] : undefined);
    expect(head.meta.robots).toEqual(canonical ? undefined : ["noindex"]);

    expect(only("og:type")).toBe("website");
    expect(only("og:site_name")).toBe(site.alias);
    expect(head.titles[0]).toContain(only("og:title"));
    expect(only("og:description")).toBe(description);
    expect(only("og:image")).toBe(socialImage);
    expect(only("og:image:width")).toBe("1200");
    expect(only("og:image:height")).toBe("630");
    expect(only("og:image:alt")).toBe(`${site.alias}: ${site.tagline}`);
    expect(only("twitter:card")).toBe("summary_large_image");
    expect(only("twitter:title")).toBe(only("og:title"));
    expect(only("twitter:description")).toBe(description);
    expect(only("twitter:image")).toBe(socialImage);
    expect(only("twitter:image:alt")).toBe(only("og:image:alt"));
  });
}

test("every page links its icons, manifest, theme colour and story feed @content", async ({
  page,
  request,
}) => {
  for (const path of pagesOfEachKind.filter((path) => path !== noSuchPage)) {
    const head = await readHead(page, request, path);
    expect(head.meta["theme-color"], path).toEqual(["#0f766e"]);
    expect(head.links, path).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rel: "icon",
          href: sitePath("/favicon.svg"),
          type: "image/svg+xml",
        }),
        expect.objectContaining({ rel: "icon", href: sitePath("/favicon-48.png"), sizes: "48x48" }),
        expect.objectContaining({
          rel: "apple-touch-icon",
          href: sitePath("/apple-touch-icon.png"),
        }),
        expect.objectContaining({ rel: "manifest", href: sitePath("/site.webmanifest") }),
        expect.objectContaining({
          rel: "alternate",
          type: "application/rss+xml",
          href: sitePath("/rss.xml"),
          title: expect.stringMatching(/\S/),
        }),
        expect.objectContaining({
          rel: "alternate",
          type: "application/feed+json",
          href: sitePath("/feed.json"),
          title: expect.stringMatching(/\S/),
        }),
      ]),
    );
  }
});

test("titles and descriptions differ from page to page @content", async ({ page, request }) => {
  const heads = await Promise.all(cardPages.map(({ path }) => readHead(page, request, path)));
  expect(new Set(heads.map((head) => head.titles[0])).size).toBe(cardPages.length);
  expect(new Set(heads.map((head) => head.meta.description?.[0])).size).toBe(cardPages.length);
  const titleOf = (path: string) =>
    heads[cardPages.findIndex((card) => card.path === path)]?.titles[0];
  expect(titleOf("/")).toBe(`${site.alias}: ${site.tagline}`);
  expect(titleOf(STORIES_PATH)).toBe(`Stories from the Road | ${site.alias}`);
});

test("the home page describes the site and its author as a WebSite and a Person @content", async ({
  page,
  request,
}) => {
  const blocks = (await readHead(page, request, "/")).jsonLd.map((text) => JSON.parse(text));
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  const person = {
    "@type": "Person",
    name: site.alias,
    url: `${siteUrl}/`,
    sameAs: [site.instagramUrl, site.foodReviewUrl],
  };
  expect(blocks).toEqual([
    expect.objectContaining({ "@type": "WebSite", name: site.alias, url: `${siteUrl}/` }),
    expect.objectContaining(person),
  ]);
});

test("the stories page is a Blog of the stories it shows, each at its own page @content", async ({
  page,
  request,
}) => {
  const blocks = (await readHead(page, request, STORIES_PATH)).jsonLd.map((text) =>
    JSON.parse(text),
  );
  expect(blocks).toHaveLength(1);
  const [blog] = blocks;
  expect(blog).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Blog",
    url: addressOf(STORIES_PATH),
    author: { "@type": "Person", name: site.alias },
  });
  expect(blog.blogPost).toHaveLength(featuredStories.length);
  featuredStories.forEach((story, index) => {
    expect(blog.blogPost[index]).toMatchObject({
      "@type": "BlogPosting",
      headline: story.title,
      url: addressOf(story.path),
      contentLocation: { "@type": "Place", name: story.location },
      author: {
        "@type": "Person",
        name: site.alias,
        sameAs: [site.instagramUrl, site.foodReviewUrl],
      },
    });
    expect(blog.blogPost[index].datePublished).toBe(story.published);
  });
});

test("the not-found page carries no structured data @content", async ({ page, request }) => {
  expect((await readHead(page, request, noSuchPage)).jsonLd).toEqual([]);
});

test("the sitemap is well-formed XML listing the home page, /stories and every story's page @content", async ({
  page,
  request,
}) => {
  const response = await request.get(sitePath("/sitemap.xml"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.name).toBe("urlset");
  expect(sitemap.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(childrenNamed(sitemap, "url").map((url) => textOf(url, "loc"))).toEqual(
    pages.map(addressOf),
  );
});

test("robots.txt lets every crawler in but the editor's, and points to the sitemap @content", async ({
  request,
}) => {
  const response = await request.get(sitePath("/robots.txt"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect((await response.text()).split("\n")).toEqual([
    "User-agent: *",
    "Allow: /",
    `Disallow: ${sitePath("/admin/")}`,
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ]);
});

test("the RSS feed is well-formed RSS 2.0 with an item for each story, newest first, linking to its page @content", async ({
  page,
  request,
}) => {
  const response = await request.get(sitePath("/rss.xml"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const { rss, channel, items } = await readFeeds(page, request);
  expect(rss.name).toBe("rss");
  expect(rss.attributes.version).toBe("2.0");
  expect(["title", "link", "description", "language"].map((name) => textOf(channel, name))).toEqual(
    [site.alias, addressOf(STORIES_PATH), site.tagline, "en"],
  );
  expect(
    items.map((item) =>
      Object.fromEntries(
        ["title", "link", "guid", "description", "pubDate"].map((name) => [
          name,
          textOf(item, name),
        ]),
      ),
    ),
  ).toEqual(
    stories.toReversed().map((story) => {
      const month = story.published;
      return {
        title: story.title,
        link: addressOf(story.path),
        guid: storyFeedId(story.file),
        description: story.excerpt,
        pubDate: month && new Date(`${month}-01T00:00:00Z`).toUTCString(),
      };
    }),
  );
});

test("every URL in the sitemap, the feed and the shared tags resolves, fragments included @content", async ({
  page,
  request,
  baseURL,
}) => {
  const { sitemap, channel, items } = await readFeeds(page, request);
  const storiesHead = await readHead(page, request, STORIES_PATH);
  const blog = JSON.parse(storiesHead.jsonLd[0] ?? "{}") as { blogPost: { url: string }[] };
  const urls = new Set([
    ...childrenNamed(sitemap, "url").map((url) => textOf(url, "loc")),
    textOf(channel, "link"),
    ...childrenNamed(channel, "atom:link").map((link) => link.attributes.href),
    ...items.map((item) => textOf(item, "link")),
    ...(storiesHead.meta["og:image"] ?? []),
    ...storiesHead.links.filter((link) => link.rel === "canonical").map((link) => link.href),
    ...blog.blogPost.map((post) => post.url),
  ]);
  expect(urls.size).toBeGreaterThan(3 + stories.length);
  for (const url of [...urls].map(String)) {
    expect(url.startsWith(`${siteUrl}/`), `${url} is an absolute URL on the site`).toBe(true);
    const { pathname, hash } = new URL(local(url, baseURL));
    const response = await request.get(pathname);
    expect(response.status(), url).toBe(200);
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const hasTarget = await page.evaluate(
        ([html, target]) =>
          new DOMParser().parseFromString(html, "text/html").getElementById(target) !== null,
        [await response.text(), id] as const,
      );
      expect(hasTarget, `#${id} on ${pathname}`).toBe(true);
    }
  }
});

test("the favicon, touch icon and manifest icons are served at their stated sizes @content", async ({
  request,
  baseURL,
}) => {
  const svg = await request.get(sitePath("/favicon.svg"));
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  for (const { path, size } of [
    { path: "/favicon-48.png", size: "48x48" },
    { path: "/apple-touch-icon.png", size: "180x180" },
  ]) {
    const response = await request.get(sitePath(path));
    expect(response.headers()["content-type"], path).toBe("image/png");
    expect(pngSize(await response.body()), path).toBe(size);
  }

  const response = await request.get(sitePath("/site.webmanifest"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = JSON.parse(await response.text());
  expect(manifest).toMatchObject({
    name: site.alias,
    short_name: expect.stringMatching(/\S/),
    start_url: sitePath("/"),
    scope: sitePath("/"),
    display: "standalone",
    background_color: "#fbf8f3",
    theme_color: "#0f766e",
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
  // An icon's address is read from the manifest's own, as a browser reads it.
  const manifestUrl = `${baseURL}${sitePath("/site.webmanifest")}`;
  for (const icon of icons) {
    const image = await request.get(new URL(icon.src, manifestUrl).href);
    expect(image.headers()["content-type"], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test("the social preview image is a 1200x630 PNG @content", async ({ request, baseURL }) => {
  const response = await request.get(local(socialImage, baseURL));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toBe("1200x630");
});
