import { parseFragment } from "parse5";
import { describe, expect, test } from "vitest";
import { MARKER_TIERS } from "../../app/content/story-map.server";
import { storyUrl } from "../../app/lib/paths";
import {
  basePath,
  countOf,
  escapeRegExp,
  featuredStories,
  featuredStoryPath,
  fill,
  isFromUnsplash,
  locale,
  photoRequests,
  pluralPattern,
  publishedFiles,
  SEARCH_PATH,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  words,
} from "../content";
import {
  all,
  attribute,
  byId,
  type Element,
  hasClass,
  jsonLd,
  meta,
  one,
  pageAt,
  type Parent,
  squeezed,
  text,
  titleOf,
} from "./html";
import { candidates, expectPublishedJpeg } from "./published";

// The stories as the built pages tell them, before any script runs: the stories page with its map
// and list, and each story's page, with its card for link previews and its ways to share and on.
// What only a browser shows (photos loading, the map under a pointer, the keyboard, print, a share
// sheet) is in tests/e2e.

const addressOf = (slug: string) => storyUrl(site.siteUrl, slug);

/** The element labelled (aria-labelledby) by the one that reads `name`: a region by its name. */
function labelledBy(node: Parent, name: string) {
  return one(node, (element) => {
    const id = attribute(element, "aria-labelledby");
    const label = id === undefined ? undefined : byId(node, id);
    return label !== undefined && squeezed(label) === spaced(name);
  });
}

/** A text with its runs of white space made single spaces, as a page shows it. */
const spaced = (value: string) => value.replace(/\s+/g, " ").trim();

/** The links under `node` whose text reads `name`. */
const linksNamed = (node: Parent, name: string) =>
  all(node, "a").filter((link) => squeezed(link) === spaced(name));

/** A story's reading time, as the line over its title says it. */
const readingTime = (minutes: number) => countOf(words.story.readingTime, minutes, locale);

const children = (node: Parent) => all(node, (element) => element.parentNode === node);

/** The paragraphs of a story's text, as its Markdown became them. */
const paragraphsOf = (html: string) => all(parseFragment(html), "p").map(squeezed);

/** The paragraphs a page shows of a story's text. */
const shownParagraphs = (article: Element) =>
  all(
    one(article, (element) => hasClass(element, "story-body")),
    "p",
  ).map(squeezed);

/** The line over a story's title, item by item: its date, place, country and reading time. */
function metaLine(heading: Element) {
  const siblings = children(heading.parentNode as Parent);
  return squeezed(siblings[siblings.indexOf(heading) - 1] as Element).split(" · ");
}

/** Every address an <img> can load, its own and its <picture>'s sources'. */
function photoAddresses(img: Element) {
  const parent = img.parentNode as Element;
  const sources = parent.tagName === "picture" ? all(parent, "source") : [];
  return [
    attribute(img, "src") ?? "",
    ...[img, ...sources].flatMap((element) => {
      const srcset = attribute(element, "srcset");
      return srcset ? candidates(srcset).map(({ url }) => url) : [];
    }),
  ];
}

/** Asserts that an <img> shows the photo `src`: from Unsplash, or the site's files of an upload. */
function expectPhoto(img: Element, src: string) {
  const addresses = photoAddresses(img);
  const pattern = photoRequests(src);
  expect(
    addresses.filter((address) => !pattern.test(address)),
    `${src}: each address is of this photo`,
  ).toEqual([]);
  if (!isFromUnsplash(src)) {
    expect(
      addresses.filter((address) => !address.startsWith(`${basePath}/`)),
      `${src}: each address is under the site's path`,
    ).toEqual([]);
  }
}

describe("the stories page", () => {
  const page = pageAt(STORIES_PATH);
  const main = one(page, "main");
  const map = labelledBy(page, words.storiesPage.mapTitle);

  test("opens with its title, a way home and a search, then the map, then the stories", () => {
    expect(titleOf(page)).toBe(
      fill(words.seo.pageTitle, { title: words.storiesPage.title, alias: site.alias }),
    );
    const [header, section, ...rest] = children(main);
    expect(header?.tagName).toBe("header");
    expect(section === map, "the map comes second").toBe(true);
    expect(rest.flatMap((element) => all(element, "article")).length, "the stories come last").toBe(
      all(main, "article").length,
    );
    const [home] = linksNamed(header as Element, words.storiesPage.backToHome);
    expect(home && attribute(home, "href")).toBe(sitePath("/"));
    expect(text(one(header as Element, "h1"))).toBe(words.storiesPage.title);
    expect(all(header as Element, "p").map(squeezed)).toContain(spaced(words.storiesPage.subtitle));
    const search = one(header as Element, "form", { role: "search" });
    expect(attribute(search, "action")).toBe(sitePath(SEARCH_PATH));
  });

  test("shows the home page's stories whole, in their order, each with its own photo and a link to its page", () => {
    const articles = all(main, "article");
    expect(articles.map((article) => attribute(article, "id"))).toEqual(
      featuredStories.map((story) => story.slug),
    );
    featuredStories.forEach((story, index) => {
      const article = articles[index] as Element;
      const heading = one(article, "h2");
      expect(text(heading), story.slug).toBe(story.title);
      expect(attribute(one(heading, "a"), "href"), story.slug).toBe(sitePath(story.path));
      expect(metaLine(heading), story.slug).toEqual(
        [story.date, story.location, readingTime(story.readingMinutes)].filter(Boolean),
      );
      // Its photo, then each photo of its text.
      const images = all(article, "img");
      expect(
        images.map((img) => attribute(img, "alt")),
        story.slug,
      ).toEqual([story.imageAlt, ...story.photos.map((photo) => photo.alt)]);
      expectPhoto(images[0] as Element, story.image);
      expect(shownParagraphs(article), story.slug).toEqual(paragraphsOf(story.html));
    });
  });

  test("the map has a marker for each located story in each of its sets (one for phones, one for wider screens), named for it and linking to its page, in the stories' order; those too close to tell apart share one, leading to the first in the list", () => {
    const group = one(map, "svg", { role: "group", "aria-label": words.storiesPage.mapLabel });
    const sets = all(group, "g");
    expect(sets.map((set) => attribute(set, "class"))).toEqual(
      MARKER_TIERS.map((tier) => `map-markers-${tier.name}`),
    );
    const located = stories.filter((story) => story.coordinates);
    for (const set of sets) {
      const markers = all(set, "a").map((marker) => ({
        name: attribute(marker, "aria-label"),
        titles: text(one(marker, "title")).split("\n"),
        href: attribute(marker, "href"),
        shapes: all(marker, "circle").map((circle) => attribute(circle, "class")),
      }));
      expect(markers.flatMap((marker) => marker.titles).toSorted()).toEqual(
        located.map((story) => story.title).toSorted(),
      );
      const firsts = markers.map((marker) =>
        located.findIndex((story) => story.title === marker.titles[0]),
      );
      expect(firsts, "in the stories' order").toEqual(firsts.toSorted((a, b) => a - b));
      for (const [index, marker] of markers.entries()) {
        const first = located[firsts[index] ?? -1];
        expect(marker, first?.slug).toEqual(
          marker.titles.length === 1
            ? {
                name: first?.title,
                titles: [first?.title],
                href: sitePath(first?.path ?? ""),
                shapes: ["map-target", "map-dot"],
              }
            : {
                name: countOf(words.storiesPage.closeTogether, marker.titles.length, locale, {
                  titles: marker.titles.join("; "),
                }),
                titles: marker.titles,
                href: `#map-story-${first?.slug}`,
                shapes: ["map-target", "map-dot"],
              },
        );
      }
    }
  });

  test("the list under the map links every story to its page and names its place and date", () => {
    const items = all(one(map, "ol"), "li");
    expect(
      items.map((item) => ({
        links: all(item, "a").map((link) => [text(link), attribute(link, "href")]),
        says: all(item, "span").map(squeezed),
      })),
    ).toEqual(
      stories.map((story) => ({
        links: [[story.title, sitePath(story.path)]],
        says: [[story.location, story.date].filter(Boolean).join(" · ")],
      })),
    );
  });

  test("the map's words count the countries visited, when the site names them", () => {
    const countries = site.visitedCountries?.length ?? 0;
    const withCountries = new RegExp(pluralPattern(words.storiesPage.mapIntroWithCountries));
    if (countries > 0) {
      expect(squeezed(map)).toContain(
        spaced(countOf(words.storiesPage.mapIntroWithCountries, countries, locale)),
      );
    } else {
      expect(squeezed(map)).toContain(spaced(words.storiesPage.mapIntro));
      expect(squeezed(map)).not.toMatch(withCountries);
    }
  });
});

test('the home page\'s "Read Full Story →" links lead to each featured story on the stories page, in order', () => {
  const links = linksNamed(pageAt("/"), words.home.readFullStory);
  expect(links.map((link) => attribute(link, "href"))).toEqual(
    featuredStories.map((story) => sitePath(featuredStoryPath(story.slug))),
  );
  const page = pageAt(STORIES_PATH);
  for (const story of featuredStories) {
    expect(byId(page, story.slug)?.tagName, `#${story.slug}`).toBe("article");
  }
});

describe.each(stories)("$path", (story) => {
  const index = stories.indexOf(story);
  const page = pageAt(story.path);
  const main = one(page, "main");
  const article = one(main, "article");

  test("shows the story whole: its title, date, place, reading time, photo and every paragraph", () => {
    const heading = one(page, "h1");
    expect(text(heading)).toBe(story.title);
    const country = story.country?.name;
    expect(metaLine(heading)).toEqual(
      [
        story.date,
        story.location,
        ...(country && !story.location?.includes(country) ? [country] : []),
        readingTime(story.readingMinutes),
      ].filter(Boolean),
    );
    const [cover] = all(article, "img");
    expect(cover && attribute(cover, "alt")).toBe(story.imageAlt);
    expectPhoto(cover as Element, story.image);
    const paragraphs = paragraphsOf(story.html);
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(shownParagraphs(article)).toEqual(paragraphs);
  });

  test("leads on: to every story, to the search, and to its neighbours in the stories' order", () => {
    expect(linksNamed(main, words.story.allStories).map((link) => attribute(link, "href"))).toEqual(
      [sitePath(STORIES_PATH)],
    );
    expect(linksNamed(main, words.frame.search).map((link) => attribute(link, "href"))).toEqual([
      sitePath(SEARCH_PATH),
    ]);
    const more = all(main, "nav", { "aria-label": words.story.moreStories });
    const links = more.flatMap((nav) => all(nav, "a"));
    for (const [name, neighbour] of [
      // Newest first: the story before it was written after it.
      [words.story.previousStory, stories[index + 1]],
      [words.story.nextStory, stories[index - 1]],
    ] as const) {
      expect(
        links
          .filter((link) => squeezed(link).includes(name))
          .map((link) => attribute(link, "href")),
        name,
      ).toEqual(neighbour ? [sitePath(neighbour.path)] : []);
    }
  });

  test("carries its own card, canonical address and BlogPosting", () => {
    const only = (key: string) => {
      expect(meta(page, key), key).toHaveLength(1);
      return meta(page, key)[0] ?? "";
    };
    expect(titleOf(page)).toBe(`${story.title} | ${site.alias}`);
    expect(only("description")).toBe(story.excerpt);
    expect(all(page, "link", { rel: "canonical" }).map((link) => attribute(link, "href"))).toEqual([
      addressOf(story.slug),
    ]);
    expect(["og:type", "og:title", "og:url", "og:description", "og:image:alt"].map(only)).toEqual([
      "article",
      story.title,
      addressOf(story.slug),
      story.excerpt,
      story.imageAlt,
    ]);
    // Its own photo: 1200 px wide from Unsplash's CDN, or its upload published by the site at its
    // largest width, 1200 px or the photo's own if it is narrower.
    const image = only("og:image");
    if (isFromUnsplash(story.image)) {
      expect(image).toBe(`${story.image}?auto=format&fit=crop&w=1200&h=630&q=70`);
    } else {
      const width = new RegExp(
        `^${escapeRegExp(site.siteUrl)}${publishedFiles(story.image)}-(\\d+)\\.jpg$`,
      ).exec(image)?.[1];
      expect(width, image).toBeDefined();
      expect(Number(width)).toBeLessThanOrEqual(1200);
      expectPublishedJpeg(image);
    }
    expect(only("twitter:card")).toBe("summary_large_image");
    expect(only("twitter:image")).toBe(image);
    expect(jsonLd(page)).toEqual([
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: story.title,
        ...(story.excerpt && { description: story.excerpt }),
        url: addressOf(story.slug),
        image,
        ...(story.location && {
          contentLocation: expect.objectContaining({ "@type": "Place", name: story.location }),
        }),
        author: expect.objectContaining({ "@type": "Person", name: site.alias }),
      }),
    ]);
  });

  test("shows each photo of its text as a figure, captioned, sized and lazy, that links to its largest picture", () => {
    const figures = all(article, "figure");
    expect(figures.length, "figures").toBe(story.photos.length);
    // The only links to a picture are the figures' own.
    expect(
      all(article, "a").filter((link) => squeezed(link).endsWith(spaced(words.story.fullSize)))
        .length,
      "links to a picture",
    ).toBe(story.photos.length);
    story.photos.forEach(({ src, alt, caption }, number) => {
      const figure = figures[number] as Element;
      expect(all(figure, "figcaption").map(text), src).toEqual(caption ? [caption] : []);
      const image = one(figure, "img");
      expect(attribute(image, "alt"), src).toBe(alt);
      // Sized before it loads, so the text never shifts; fetched only as the reader nears it.
      expect(attribute(image, "loading"), src).toBe("lazy");
      expect(
        ["width", "height"].map((name) => Number(attribute(image, name))).every((n) => n > 0),
        `${src} has its size`,
      ).toBe(true);
      expectPhoto(image, src);
      // A plain link around the photo, named "<alt> (full size)", that needs no script.
      const link = one(figure, "a");
      expect(one(link, "img") === image, `${src} is inside its link`).toBe(true);
      expect(squeezed(link), src).toBe(spaced(words.story.fullSize));
      const href = attribute(link, "href") ?? "";
      if (isFromUnsplash(src)) {
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe(src);
        expect(url.searchParams.get("w")).toBe("2400");
        expect(url.searchParams.has("h")).toBe(false);
      } else {
        const widest = candidates(attribute(image, "srcset") ?? "").sort(
          (a, b) => b.width - a.width,
        )[0];
        expect(href).toBe(widest?.url);
        expectPublishedJpeg(href);
      }
    });
  });

  test("offers WhatsApp and e-mail with its title and address, a Share… button for scripts only, and the ways to follow", () => {
    const share = labelledBy(page, words.story.share);
    const links = all(share, "a");
    expect(links.map(squeezed)).toEqual([
      // Then, for screen readers, that it opens a new tab.
      spaced(`${words.story.whatsApp}${words.frame.opensInNewTab}`),
      spaced(words.story.email),
      spaced(words.story.followByEmail),
      spaced(words.story.followInFeedReader),
    ]);
    const [whatsApp, email, byEmail, feed] = links.map((link) => attribute(link, "href") ?? "");
    expect(attribute(links[0] as Element, "target")).toBe("_blank");
    const link = new URL(whatsApp ?? "");
    expect(link.origin + link.pathname).toBe("https://wa.me/");
    expect(link.searchParams.get("text")).toBe(`${story.title} ${addressOf(story.slug)}`);
    expect(email?.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(email?.replace(/^mailto:\?/, ""));
    expect(params.get("subject")).toBe(story.title);
    expect(params.get("body")).toContain(addressOf(story.slug));
    // The newsletter box on the home page, and the feed.
    expect([byEmail, feed]).toEqual([sitePath("/#newsletter"), sitePath("/rss.xml")]);
    // The browser's share sheet needs the script, which shows the button's item where there is one.
    const button = one(share, "button");
    expect(squeezed(button)).toBe(spaced(words.story.shareButton));
    const item = button.parentNode as Element;
    expect(item.tagName).toBe("li");
    expect(attribute(item, "hidden")).toBeDefined();
    expect(attribute(item, "data-share")).toBeDefined();
    expect([attribute(button, "data-title"), attribute(button, "data-url")]).toEqual([
      story.title,
      addressOf(story.slug),
    ]);
  });
});
