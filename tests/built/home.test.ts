import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  basePath,
  djOfferings,
  escapeRegExp,
  featuredStories,
  fill,
  featuredStoryPath,
  gallery,
  isFromUnsplash,
  pageFile,
  patternOf,
  publishedFiles,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  words,
} from "../content";
import {
  all,
  ancestors,
  attribute,
  builtPath,
  byId,
  hasClass,
  one,
  pageAt,
  readBuilt,
  squeezed,
  text,
  type Element,
  type Parent,
} from "./html";

// The home page as its HTML has it, before any script runs: each section's words, links and
// photos, what a visitor without JavaScript is offered, and how each photo is asked for. Whether
// the photos load, the links land and the forms answer is the browser's (tests/e2e/home.spec.ts,
// images.spec.ts).

const home = pageAt("/");

/** A text with its runs of white space made single spaces, as a page shows it. */
const spaced = (value: string) => value.replace(/\s+/g, " ").trim();

/** The section named by the heading its aria-labelledby points to. */
function region(page: Parent, name: string) {
  const found = all(page, "section").filter((section) => {
    const label = byId(page, attribute(section, "aria-labelledby") ?? "");
    return label !== undefined && squeezed(label) === spaced(name);
  });
  expect(found, `one section named ${name}`).toHaveLength(1);
  return found[0] as Element;
}

/** The one link under `node` whose text is `name`, or matches it. */
function link(node: Parent, name: string | RegExp) {
  const found = all(node, "a").filter((a) =>
    typeof name === "string" ? squeezed(a) === spaced(name) : name.test(squeezed(a)),
  );
  expect(found, `one link named ${name}`).toHaveLength(1);
  return found[0] as Element;
}

const hrefOf = (element: Element) => attribute(element, "href") ?? "";

/** What the page reads as: its text, but none of its scripts' or styles'. */
function readable(node: Parent): string {
  return node.childNodes
    .map((child) => {
      if (!("tagName" in child)) return text(child);
      return ["script", "style", "template"].includes(child.tagName) ? "" : readable(child);
    })
    .join("");
}

/** The trip planner's message before a visitor has written anything, in the site's words. */
const { tripMessage } = words;
const defaultTripMessage = [
  fill(tripMessage.greeting, { alias: site.alias }),
  "",
  fill(tripMessage.destination, { value: tripMessage.noDestination }),
  fill(tripMessage.groupSize, { value: tripMessage.noGroupSize }),
  fill(tripMessage.travelDates, { value: tripMessage.noTravelDates }),
  fill(tripMessage.budget, { value: tripMessage.noBudget }),
  fill(tripMessage.additionalInfo, { value: tripMessage.noAdditionalInfo }),
  "",
  tripMessage.closing,
].join("\n");

const newTabLink = (element: Element) => ({
  href: hrefOf(element),
  target: attribute(element, "target"),
  rel: attribute(element, "rel"),
});

test("the hero shows the alias and the tagline, with links to the stories and the gallery", () => {
  const hero = region(home, site.alias);
  expect(squeezed(one(hero, "h1"))).toBe(spaced(site.alias));
  expect(all(hero, "p").map(squeezed)).toContain(spaced(site.tagline));
  expect(hrefOf(link(hero, words.home.exploreStories))).toBe("#stories");
  expect(hrefOf(link(hero, words.home.viewGallery))).toBe("#gallery");
  expect(attribute(region(home, words.home.stories), "id")).toBe("stories");
  expect(attribute(region(home, words.home.gallery), "id")).toBe("gallery");
});

test(`the gallery's ${gallery.length} cards each show their photo, caption and location, and link to the photo's address`, () => {
  const cards = all(region(home, words.home.gallery), "li");
  expect(cards).toHaveLength(gallery.length);
  gallery.forEach((item, index) => {
    const card = cards[index] as Element;
    const number = index + 1;
    expect(attribute(card, "id")).toBe(`gallery-${number}`);
    expect(
      all(card, "img").map((img) => attribute(img, "alt")),
      `card ${number}`,
    ).toEqual([item.alt]);
    const caption = byId(card, `gallery-${number}-caption`);
    const location = byId(card, `gallery-${number}-location`);
    expect(caption && squeezed(caption), `card ${number}`).toBe(spaced(item.caption));
    expect(location && squeezed(location), `card ${number}`).toBe(spaced(item.location));
    // The caption and the location name the link.
    expect(newTabLink(one(card, "a"))).toEqual({
      href: `#gallery-${number}`,
      target: undefined,
      rel: undefined,
    });
    expect(attribute(one(card, "a"), "aria-labelledby")).toBe(
      `gallery-${number}-caption gallery-${number}-location`,
    );
  });
});

test(`the stories section's ${featuredStories.length} cards show each story's title, date, place, excerpt and photo, and link to it in full`, () => {
  const section = region(home, words.home.stories);
  const cards = all(section, "article");
  expect(cards).toHaveLength(featuredStories.length);
  expect(cards.map((card) => squeezed(one(card, "h3")))).toEqual(
    featuredStories.map((story) => spaced(story.title)),
  );
  featuredStories.forEach((story, index) => {
    const card = cards[index] as Element;
    for (const part of [story.date, story.location, story.excerpt]) {
      if (!part) continue;
      expect(squeezed(card), story.slug).toContain(spaced(part));
    }
    expect(
      all(card, "img").map((img) => attribute(img, "alt")),
      story.slug,
    ).toEqual([story.imageAlt]);
  });
  expect(
    all(section, "a")
      .filter((a) => squeezed(a) === spaced(words.home.readFullStory))
      .map(hrefOf),
  ).toEqual(featuredStories.map((story) => sitePath(featuredStoryPath(story.slug))));
});

test("the trip planner asks 'Ready to plan your next adventure?', its button for the app alone, WhatsApp without it, and Email Instead", () => {
  const section = region(home, words.home.stories);
  expect(all(section, "p").map(squeezed)).toContain(spaced(words.home.readyToPlan));
  const button = one(section, "button");
  expect(squeezed(button)).toBe(spaced(words.home.planMyTrip));
  expect(hasClass(button, "js-only"), "the button is hidden without JavaScript").toBe(true);
  expect(attribute(button, "aria-haspopup")).toBe("dialog");

  // Without JavaScript (the page parsed so), the same words open WhatsApp with the plain message.
  const plan = link(one(section, "noscript"), words.home.planMyTrip);
  const whatsapp = new URL(hrefOf(plan));
  expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
  expect([...whatsapp.searchParams.keys()]).toEqual(["text"]);
  expect(whatsapp.searchParams.get("text")).toBe(defaultTripMessage);
  expect(newTabLink(plan)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });

  const email = new URL(hrefOf(link(section, words.home.emailInstead)));
  expect(email.protocol).toBe("mailto:");
  expect(email.pathname).toBe(site.email);
  expect(email.searchParams.get("subject")).toBe(tripMessage.emailSubject);
  expect(email.searchParams.get("body")).toBe(defaultTripMessage);
});

test(`the DJ section shows its ${djOfferings.length} offerings, each with its place, words, photo and icons, and the ${site.djTags.length} styles`, () => {
  const section = region(home, words.home.dj);
  const cards = all(section, "article");
  expect(cards).toHaveLength(djOfferings.length);
  expect(cards.map((card) => squeezed(one(card, "h3")))).toEqual(
    djOfferings.map((offering) => spaced(offering.title)),
  );
  djOfferings.forEach((offering, index) => {
    const card = cards[index] as Element;
    expect(squeezed(card), offering.title).toContain(spaced(offering.location));
    expect(squeezed(card), offering.title).toContain(spaced(offering.description));
    expect(all(card, "img").map((img) => attribute(img, "alt"))).toEqual([offering.imageAlt]);
    // The offering's own icon on its photo, and the pin before its place.
    expect(all(card, "svg"), offering.title).toHaveLength(2);
  });
  expect(
    all(one(section, "ul", { "aria-label": words.home.djStyles }), "li").map(squeezed),
  ).toEqual(site.djTags.map(spaced));
});

test("the about section greets by alias with the portrait, the paragraphs and stats, and links out in new tabs", () => {
  const section = region(home, fill(words.home.about, { alias: site.alias }));
  expect(all(section, "img").map((img) => attribute(img, "alt"))).toEqual([site.about.portraitAlt]);
  expect(all(section, "p").map(squeezed)).toEqual(site.about.paragraphs.map(spaced));
  expect(all(section, "li").map(squeezed)).toEqual(
    site.about.stats.map(({ value, label }) => spaced(`${value} ${label}`)),
  );
  const newTab = { target: "_blank", rel: "noopener noreferrer" };
  expect(
    newTabLink(link(section, new RegExp(escapeRegExp(spaced(words.home.foodReviews))))),
  ).toEqual({
    href: site.foodReviewUrl,
    ...newTab,
  });
  expect(
    newTabLink(link(section, new RegExp(escapeRegExp(spaced(words.home.followMyJourney))))),
  ).toEqual({
    href: site.instagramUrl,
    ...newTab,
  });
});

test("Let's Connect shows the four cards and the travel partner, linked in a new tab", () => {
  const section = region(home, words.home.connect);
  const cards = all(section, "li");
  expect(cards.map(squeezed)).toEqual(
    [
      `${words.home.instagram}${site.instagramHandle}${words.frame.opensInNewTab}`,
      `${words.home.email}${site.email}`,
      `${words.home.currentLocation}${site.currentLocation}`,
      `${words.home.nextDestination}${site.nextDestination}`,
    ].map(spaced),
  );
  expect(all(cards[0] as Element, "a").map(newTabLink)).toEqual([
    { href: site.instagramUrl, target: "_blank", rel: "noopener noreferrer" },
  ]);
  expect(all(cards[1] as Element, "a").map(hrefOf)).toEqual([`mailto:${site.email}`]);
  const partner = all(section, "a").filter((a) =>
    squeezed(a).startsWith(
      spaced(fill(words.home.visitPartner, { name: site.travelPartner.name })),
    ),
  );
  expect(partner.map(newTabLink)).toEqual([
    { href: site.travelPartner.url, target: "_blank", rel: "noopener noreferrer" },
  ]);
});

test("the newsletter asks for an e-mail address, and without JavaScript offers the owner's way to subscribe", () => {
  const box = byId(home, "newsletter");
  expect(box, "#newsletter").toBeDefined();
  const form = one(box as Element, "form");
  const input = one(form, "input", { name: "email" });
  expect(attribute(input, "type")).toBe("email");
  expect(attribute(input, "required")).toBe("");
  const label = one(form, "label");
  expect(squeezed(label)).toBe(spaced(words.newsletter.emailLabel));
  expect(attribute(label, "for")).toBe(attribute(input, "id"));
  expect(squeezed(one(form, "button", { type: "submit" }))).toBe(
    spaced(words.newsletter.subscribe),
  );
  const error = byId(form, attribute(input, "aria-describedby") ?? "");
  expect(error && attribute(error, "aria-live"), "the error is announced").toBe("polite");
  const fallback = all(box as Element, "noscript").flatMap((noscript) => all(noscript, "a"));
  if (site.newsletterFormUrl) {
    // The owner's provider takes the form as it is, with or without JavaScript.
    expect(attribute(form, "action")).toBe(site.newsletterFormUrl);
    expect(attribute(form, "method")).toBe("post");
    expect(hasClass(form, "js-only")).toBe(false);
    expect(fallback).toEqual([]);
  } else {
    // An e-mail request cannot be a form on an https page without a mixed-content warning.
    expect(hasClass(form, "js-only"), "the form is hidden without JavaScript").toBe(true);
    expect(fallback.map((a) => [squeezed(a), hrefOf(a)])).toEqual([
      [
        spaced(words.newsletter.subscribeByEmail),
        `mailto:${site.email}?subject=${encodeURIComponent(words.newsletter.requestSubject)}`,
      ],
    ]);
  }
});

test(`the footer shows the alias, tagline, signature and copyright from ${site.copyrightStartYear}`, () => {
  const footer = squeezed(one(home, "footer"));
  expect(footer).toContain(spaced(site.alias));
  expect(footer).toContain(spaced(site.tagline));
  expect(footer).toContain(spaced(words.frame.madeWithLove));
  expect(footer).toMatch(
    new RegExp(
      patternOf(spaced(words.frame.copyright), {
        years: `${site.copyrightStartYear}(–${new Date().getFullYear()})?`,
        alias: escapeRegExp(spaced(site.alias)),
      }),
    ),
  );
});

test("the home page reads whole without JavaScript, each section's words in its HTML", () => {
  const page = spaced(readable(one(home, "body")));
  for (const expected of [
    site.alias,
    site.tagline,
    words.home.exploreStories,
    words.home.viewGallery,
    words.home.gallery,
    words.home.stories,
    ...featuredStories.map((story) => story.title),
    words.home.readFullStory,
    words.home.readyToPlan,
    words.home.planMyTrip,
    words.home.emailInstead,
    words.home.dj,
    ...djOfferings.map((offering) => offering.title),
    ...site.djTags,
    fill(words.home.about, { alias: site.alias }),
    ...site.about.stats.map((stat) => stat.label),
    words.home.followMyJourney,
    words.home.connect,
    site.currentLocation,
    words.newsletter.title,
    words.newsletter.subscribe,
    words.frame.madeWithLove,
  ]) {
    expect(page.includes(spaced(expected)), expected).toBe(true);
  }
  expect(all(region(home, words.home.gallery), "img")).toHaveLength(gallery.length);
});

// The cover is one of the owner's uploads (README, docs/decisions/003), published under its name
// and asked for under the site's path.
const coverFiles = `${escapeRegExp(basePath)}${publishedFiles(site.heroImage)}`;

describe.each([
  { path: "/", cover: (page: Parent) => region(page, site.alias) },
  {
    path: STORIES_PATH,
    cover: (page: Parent) => all(one(page, "main"), "header")[0] as Element,
  },
])("$path", ({ path, cover: coverOf }) => {
  test("preloads the cover's AVIF files at high priority, and draws the cover eagerly at high priority", () => {
    const page = pageAt(path);
    const cover = coverOf(page);
    expect(cover, "the cover's frame").toBeDefined();
    // The cover comes first; on the home page the newest story's photo may follow it.
    const picture = all(cover, "picture")[0] as Element;
    expect(picture, "the cover's picture").toBeDefined();
    expect(ancestors(picture)).toContain(cover);
    const avif = one(picture, "source", { type: "image/avif" });
    const preloads = all(one(page, "head"), "link", { rel: "preload", as: "image" });
    expect(preloads).toHaveLength(1);
    const preload = preloads[0] as Element;
    expect(attribute(preload, "type")).toBe("image/avif");
    expect(attribute(preload, "imagesrcset")).toBe(attribute(avif, "srcset"));
    expect(attribute(preload, "imagesrcset")).toMatch(
      new RegExp(`^${coverFiles}-480\\.avif 480w, `),
    );
    expect(attribute(preload, "imagesizes")).toBe("100vw");
    expect(attribute(preload, "fetchpriority")).toBe("high");
    const img = one(picture, "img");
    expect(attribute(img, "fetchpriority")).toBe("high");
    expect(attribute(img, "loading")).toBe("eager");
  });
});

// On a phone the first paragraph is the larger element: the story's photo is fetched at once,
// high priority left to what paints the page.
test("each story's page draws its cover photo eagerly, 1200x675, without priority or a priority preload", () => {
  for (const story of stories) {
    const page = pageAt(story.path);
    const photo = all(one(page, "main"), "img")[0];
    expect(photo && attribute(photo, "alt"), story.slug).toBe(story.imageAlt);
    const { loading, fetchpriority, width, height } = Object.fromEntries(
      (photo?.attrs ?? []).map(({ name, value }) => [name, value]),
    );
    expect({ loading, fetchpriority, width, height }, story.slug).toEqual({
      loading: "eager",
      fetchpriority: undefined,
      width: "1200",
      height: "675",
    });
    expect(
      all(one(page, "head"), "link", { rel: "preload", as: "image" }).filter(
        (preload) => attribute(preload, "fetchpriority") !== undefined,
      ),
      story.slug,
    ).toEqual([]);
  }
});

/** The addresses of a srcset, without their widths. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? "").split(", ").map((candidate) => candidate.split(" ")[0] ?? "");

test("the gallery's photos are lazy, sized, decoded off the main thread and drawn from a srcset of CDN widths", () => {
  const photos = all(region(home, words.home.gallery), "img");
  expect(photos).toHaveLength(gallery.length);
  gallery.forEach((item, index) => {
    const photo = photos[index] as Element;
    const card = `card ${index + 1}`;
    expect(attribute(photo, "loading"), card).toBe("lazy");
    expect(attribute(photo, "decoding"), card).toBe("async");
    expect(attribute(photo, "width"), card).toBe("800");
    expect(attribute(photo, "height"), card).toBe("600");
    // Whether each slot's sizes are right is the browser's question, on a phone (images.spec.ts).
    expect(attribute(photo, "sizes"), card).toMatch(/^\(min-width: 72rem\) [\d.]+rem, /);
    if (!isFromUnsplash(item.src)) {
      // The owner's own photo, published by the site as AVIF and JPEG.
      const files = `^${escapeRegExp(basePath)}${publishedFiles(item.src)}`;
      const [picture] = ancestors(photo);
      const avif = one(picture as Element, "source", { type: "image/avif" });
      for (const url of candidates(attribute(avif, "srcset"))) {
        expect(url, card).toMatch(new RegExp(`${files}-\\d+\\.avif$`));
      }
      for (const url of candidates(attribute(photo, "srcset"))) {
        expect(url, card).toMatch(new RegExp(`${files}-\\d+\\.jpg$`));
      }
      return;
    }
    const urls = candidates(attribute(photo, "srcset")).map((candidate) => new URL(candidate));
    expect(
      urls.map((url) => url.origin + url.pathname),
      card,
    ).toEqual(urls.map(() => item.src));
    const params = urls.map((url) => url.searchParams);
    expect(
      params.map((each) => each.get("w")),
      card,
    ).toEqual(["160", "192", "230", "276", "320", "400", "480", "560", "640", "720", "800"]);
    for (const each of params) {
      expect([each.get("auto"), each.get("fit"), each.get("q")], card).toEqual([
        "format",
        "crop",
        "70",
      ]);
    }
  });
});

test("the owner's portrait is offered as AVIF at several widths, with JPEG for older browsers", () => {
  const files = `${escapeRegExp(basePath)}${publishedFiles(site.about.portrait)}`;
  const picture = one(region(home, fill(words.home.about, { alias: site.alias })), "picture");
  const sources = all(picture, "source");
  expect(sources.map((source) => attribute(source, "type"))).toEqual(["image/avif"]);
  expect(attribute(sources[0] as Element, "srcset")).toMatch(
    new RegExp(`${files}-480\\.avif 480w, .+ 800w, .+ 1200w$`),
  );
  expect(attribute(one(picture, "img"), "srcset")).toMatch(
    new RegExp(`${files}-480\\.jpg 480w, .+ 1200w$`),
  );
});

test("the photo viewer's code is a file of its own, not part of the home page's first load", () => {
  expect(readdirSync(builtPath("assets")).some((name) => /^photo-viewer-.+\.js$/.test(name))).toBe(
    true,
  );
  expect(readBuilt(pageFile("/"))).not.toMatch(/photo-viewer/);
});
