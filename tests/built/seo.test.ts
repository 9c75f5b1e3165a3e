import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { storyFeedId } from "../../app/lib/feed-items";
import { editorTitle } from "../../plugins/editor/config";
import { editorWords } from "../../plugins/editor/words";
import {
  basePath,
  escapeRegExp,
  featuredStories,
  fill,
  language,
  noSuchPage,
  pages,
  pagesOfEachKind,
  patternOf,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  trips,
  words,
} from "../content";
import {
  all,
  attribute,
  builtPath,
  byId,
  jsonLd,
  meta,
  one,
  pageAt,
  parseFile,
  parseXml,
  readBuilt,
  text,
  titleOf,
} from "./html";

// What a crawler or a link preview reads, before any script runs: each page's head, its structured
// data, the sitemap, robots.txt, the icons and the web manifest. A story's own card is checked with
// the story (stories.test.ts), a trip's with the trip (trips.test.ts).

const { siteUrl } = site;
const socialImage = `${siteUrl}/og-image.png`;
/** A page's address on the live site, from its address within the site. */
const addressOf = (path: string) => `${siteUrl}${path}`;
/** The file in build/client that an address on the live site names, under the site's path. */
const fileOf = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), `${url} is an absolute address on the site`).toBe(true);
  const { pathname } = new URL(url.replace(siteUrl, "http://site.test"));
  return decodeURIComponent(pathname.endsWith("/") ? `${pathname}index.html` : pathname).slice(1);
};
// The pages that share the site's card; the not-found page has no address of its own to give.
const isStoryOrTrip = (path: string) =>
  stories.some((story) => story.path === path) || trips.some((trip) => trip.path === path);
const cardPages = pagesOfEachKind
  .filter((path) => !isStoryOrTrip(path))
  .map((path) => ({ path, canonical: path === noSuchPage ? undefined : addressOf(path) }));

const pngSize = (file: string) => {
  const body = readFileSync(builtPath(file));
  expect(body.subarray(0, 8).toString("hex"), `${file} is a PNG`).toBe("89504e470d0a1a0a");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
};

describe.each(cardPages)("$path", ({ path, canonical }) => {
  const page = pageAt(path);
  const only = (key: string) => {
    expect(meta(page, key), key).toHaveLength(1);
    return meta(page, key)[0];
  };

  test("has its description, canonical address, Open Graph and Twitter card", () => {
    expect(attribute(one(page, "html"), "lang")).toBe(language);
    const title = titleOf(page);
    const description = only("description");
    expect(description?.length).toBeGreaterThan(20);
    const canonicals = all(page, "link", { rel: "canonical" }).map((link) =>
      attribute(link, "href"),
    );
    expect(canonicals).toEqual(canonical ? [canonical] : []);
    expect(meta(page, "og:url")).toEqual(canonical ? [canonical] : []);
    expect(meta(page, "robots")).toEqual(canonical ? [] : ["noindex"]);
    expect(only("og:type")).toBe("website");
    expect(only("og:locale")).toBe(words.meta.ogLocale);
    expect(only("og:site_name")).toBe(site.alias);
    expect(title).toContain(only("og:title"));
    expect(only("og:description")).toBe(description);
    expect(only("og:image")).toBe(socialImage);
    expect(only("og:image:width")).toBe("1200");
    expect(only("og:image:height")).toBe("630");
    expect(only("og:image:alt")).toBe(
      fill(words.seo.siteTitle, { alias: site.alias, tagline: site.tagline }),
    );
    expect(only("twitter:card")).toBe("summary_large_image");
    expect(only("twitter:title")).toBe(only("og:title"));
    expect(only("twitter:description")).toBe(description);
    expect(only("twitter:image")).toBe(socialImage);
    expect(only("twitter:image:alt")).toBe(only("og:image:alt"));
  });
});

test("every page links its icons, manifest, theme colour and both feeds", () => {
  for (const path of pagesOfEachKind.filter((path) => path !== noSuchPage)) {
    const page = pageAt(path);
    expect(meta(page, "theme-color"), path).toEqual(["#0f766e"]);
    const links = all(page, "link").map((link) =>
      Object.fromEntries(link.attrs.map(({ name, value }) => [name, value])),
    );
    expect(links, path).toEqual(
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

test("titles and descriptions differ from page to page", () => {
  const heads = cardPages.map(({ path }) => pageAt(path));
  expect(new Set(heads.map((page) => titleOf(page))).size).toBe(cardPages.length);
  expect(new Set(heads.map((page) => meta(page, "description")[0])).size).toBe(cardPages.length);
  expect(titleOf(pageAt("/"))).toBe(
    fill(words.seo.siteTitle, { alias: site.alias, tagline: site.tagline }),
  );
  expect(titleOf(pageAt(STORIES_PATH))).toBe(
    fill(words.seo.pageTitle, { title: words.storiesPage.title, alias: site.alias }),
  );
});

test("the alias is text in every page's title, header and footer, and in no script", () => {
  // "© 2024–2026 {alias}. All rights reserved." in the site's words.
  const copyright = new RegExp(
    patternOf(words.frame.copyright, {
      years: "\\d{4}(?:–\\d{4})?",
      alias: escapeRegExp(site.alias),
    }),
  );
  // The alias may hold what looks like markup (the owner check's does): it is text wherever it lands.
  for (const path of [...pages, noSuchPage]) {
    const page = pageAt(path);
    expect(titleOf(page), path).toContain(site.alias);
    // The site's header comes first; a page's own headers are inside <main>.
    const [banner] = all(page, "header");
    expect(all(banner ?? page, "a").map(text), path).toContain(site.alias);
    expect(text(one(page, "footer")), path).toMatch(copyright);
    // A script made of the alias would hold a part of it: every script holds more, or other, text.
    for (const script of all(page, "script")
      .map(text)
      .filter((code) => code.trim())) {
      expect(site.alias, path).not.toContain(script);
    }
  }
});

test("the home page describes the site and its author as a WebSite and a Person", () => {
  const blocks = jsonLd(pageAt("/"));
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  expect(blocks).toEqual([
    expect.objectContaining({ "@type": "WebSite", name: site.alias, url: `${siteUrl}/` }),
    expect.objectContaining({
      "@type": "Person",
      name: site.alias,
      url: `${siteUrl}/`,
      sameAs: [site.instagramUrl, site.foodReviewUrl],
    }),
  ]);
});

test("the stories page is a Blog of the stories it shows, each at its own page", () => {
  const blocks = jsonLd(pageAt(STORIES_PATH));
  expect(blocks).toHaveLength(1);
  const [blog] = blocks as { blogPost: Record<string, unknown>[] }[];
  expect(blog).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Blog",
    url: addressOf(STORIES_PATH),
    author: { "@type": "Person", name: site.alias },
  });
  expect(blog?.blogPost).toHaveLength(featuredStories.length);
  featuredStories.forEach((story, index) => {
    expect(blog?.blogPost[index]).toMatchObject({
      "@type": "BlogPosting",
      headline: story.title,
      url: addressOf(story.path),
      datePublished: story.published,
      ...(story.location && { contentLocation: { "@type": "Place", name: story.location } }),
      author: {
        "@type": "Person",
        name: site.alias,
        sameAs: [site.instagramUrl, site.foodReviewUrl],
      },
    });
  });
});

test("the not-found page carries no structured data", () => {
  expect(jsonLd(pageAt(noSuchPage))).toEqual([]);
});

test("the sitemap lists every page, well-formed, each at its address", () => {
  const sitemap = parseXml("sitemap.xml").documentElement;
  expect(sitemap.tagName).toBe("urlset");
  expect(sitemap.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect([...sitemap.querySelectorAll("url > loc")].map((loc) => loc.textContent)).toEqual(
    pages.map(addressOf),
  );
});

test("robots.txt lets every crawler in but the editor's, and points to the sitemap", () => {
  expect(readBuilt("robots.txt").split("\n")).toEqual([
    "User-agent: *",
    "Allow: /",
    `Disallow: ${sitePath("/admin/")}`,
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ]);
});

test("every address in the sitemap, the feed and the shared tags is a file of the site, fragments included", () => {
  const rss = parseXml("rss.xml");
  const stories = pageAt(STORIES_PATH);
  const blog = jsonLd(stories)[0] as { blogPost: { url: string }[] };
  const urls = new Set([
    ...[...parseXml("sitemap.xml").querySelectorAll("url > loc")].map((loc) => loc.textContent),
    rss.querySelector("channel > link")?.textContent,
    ...[...rss.getElementsByTagName("atom:link")].map((link) => link.getAttribute("href")),
    ...[...rss.querySelectorAll("item > link")].map((link) => link.textContent),
    ...meta(stories, "og:image"),
    ...all(stories, "link", { rel: "canonical" }).map((link) => attribute(link, "href")),
    ...blog.blogPost.map((post) => post.url),
  ]);
  expect(urls.size).toBeGreaterThan(3 + featuredStories.length);
  for (const url of [...urls].map(String)) {
    const file = fileOf(url);
    expect(existsSync(builtPath(file)), `${url} is build/client/${file}`).toBe(true);
    const hash = new URL(url).hash;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      expect(byId(parseFile(file), id), `#${id} on ${url}`).toBeDefined();
    }
  }
});

test("the favicon, touch icon and the manifest's icons are the sizes they say", () => {
  expect(readBuilt("favicon.svg")).toMatch(/^<svg /);
  expect(pngSize("favicon-48.png")).toBe("48x48");
  expect(pngSize("apple-touch-icon.png")).toBe("180x180");
  const manifest = JSON.parse(readBuilt("site.webmanifest"));
  expect(manifest).toMatchObject({
    lang: language,
    dir: words.meta.dir,
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
  const manifestUrl = `http://site.test${sitePath("/site.webmanifest")}`;
  for (const icon of icons) {
    const { pathname } = new URL(icon.src, manifestUrl);
    expect(pathname.startsWith(`${basePath}/`), icon.src).toBe(true);
    expect(icon.type).toBe("image/png");
    expect(pngSize(pathname.slice(basePath.length + 1)), icon.src).toBe(icon.sizes);
  }
});

test("the social preview image is a 1200x630 PNG", () => {
  expect(pngSize(fileOf(socialImage))).toBe("1200x630");
});

test("the feed's items are the stories, newest first, each linking to its page", () => {
  const rss = parseXml("rss.xml").documentElement;
  expect(rss.tagName).toBe("rss");
  expect(rss.getAttribute("version")).toBe("2.0");
  const channel = rss.querySelector("channel");
  const child = (node: Element | null | undefined, name: string) =>
    [...(node?.children ?? [])].find((each) => each.tagName === name)?.textContent;
  expect(["title", "link", "description", "language"].map((name) => child(channel, name))).toEqual([
    site.alias,
    addressOf(STORIES_PATH),
    site.tagline,
    language,
  ]);
  expect(
    [...rss.querySelectorAll("item")].map((item) =>
      Object.fromEntries(
        ["title", "link", "guid", "description", "pubDate"].map((name) => [
          name,
          child(item, name),
        ]),
      ),
    ),
  ).toEqual(
    stories.map((story) => ({
      title: story.title,
      link: addressOf(story.path),
      guid: storyFeedId(story.file),
      description: story.excerpt,
      pubDate: story.published && new Date(`${story.published}-01T00:00:00Z`).toUTCString(),
    })),
  );
});

test("the editor's page is titled with the alias, asks crawlers to keep out, and is linked from nowhere", () => {
  const editor = parseFile("admin/index.html");
  expect(titleOf(editor)).toBe(editorTitle(site.alias, editorWords(language)));
  expect(meta(editor, "robots").join()).toContain("noindex");
  // Not in the sitemap, the feeds, or any page.
  for (const file of ["sitemap.xml", "rss.xml", "feed.json"]) {
    expect(readBuilt(file), file).not.toContain("/admin");
  }
  for (const path of [...pages, noSuchPage]) {
    const links = all(pageAt(path), (element) => attribute(element, "href") !== undefined);
    expect(
      links.map((link) => attribute(link, "href")).filter((href) => href?.includes("admin")),
      path,
    ).toEqual([]);
  }
});
