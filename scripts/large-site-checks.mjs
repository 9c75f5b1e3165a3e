// What the large-site check (scripts/large-site.mjs) asks of a built site. Each check returns the
// problems it found, as sentences; an empty list means the site passed it.
//
// A site may live under a path (`basePath`, "/travel-notes" for siteUrl
// `https://wildfinch.github.io/travel-notes`, "" at the host's root; scripts/site-path.mjs reads it
// from a build): its links and photos are then addresses under that path, while its files stay at
// the top of build/client. The checks expect every address under the path, and look for the file
// of `/travel-notes/assets/x.avif` at build/client/assets/x.avif.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { brotliBytes } from "./budgets.mjs";
import { withinSite } from "./site-path.mjs";

/** Bytes that mean a file still carries metadata: EXIF, XMP, IPTC (Photoshop), an ICC name. */
const METADATA_MARKERS = [
  "Exif\0\0",
  "http://ns.adobe.com/xap/1.0/",
  "<x:xmpmeta",
  "Photoshop 3.0",
];
const IMAGE_FILE = /\.(?:avif|jpe?g|png|webp|gif|heic|tiff?)$/i;

/** @param {string} html */
const documentOf = (html) => new JSDOM(html).window.document;

/**
 * A story's page as its links give it, under the site's path (app/lib/paths.ts's storyPath).
 * @param {string} basePath @param {{ slug: string }} story
 */
const storyAddress = (basePath, story) => `${basePath}/stories/${story.slug}`;

/**
 * @typedef {{ clientDir: string, basePath: string }} BuiltSite A build/client folder, and the path
 *   the site lives under ("" at the host's root).
 */

/**
 * Why `url`, the address of a file a page shows or links to, does not lead to a published file, or
 * undefined when it does. A host serves build/client under the site's path only: an address
 * outside it shows nothing, even where a file of that name exists.
 * @param {string} url @param {BuiltSite} site
 */
function unpublished(url, { clientDir, basePath }) {
  const within = withinSite(url, basePath);
  if (within === undefined) return `which is outside the site's path ${basePath}/`;
  return existsSync(path.join(clientDir, within)) ? undefined : "which is not published";
}

/**
 * The home page shows `expected` story cards, each linking to its story on /stories.
 * @param {string} html @param {string} basePath
 */
export function checkHomePage(html, basePath, expected = 4) {
  const section = documentOf(html).querySelector('section[aria-labelledby="stories-title"]');
  if (!section) return ['the home page has no "Stories from the Road" section'];
  const cards = [...section.querySelectorAll("article")];
  const problems = [];
  if (cards.length !== expected) {
    problems.push(`the home page shows ${cards.length} story cards, not ${expected}`);
  }
  for (const card of cards) {
    const links = [...card.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "");
    if (!links.some((href) => href.startsWith(`${basePath}/stories/#`))) {
      problems.push(`a home page story card has no link to its story`);
    }
  }
  return problems;
}

/**
 * The photo files an element shows (its pictures' `src` and `srcset`): site paths or URLs. Photos
 * in figures (those inside a story's text) are left out unless `element` is the figure.
 * @param {Element} element
 */
const photosIn = (element) => [
  ...new Set(
    [...element.querySelectorAll("img, source")]
      .filter((image) => element.tagName === "FIGURE" || !image.closest("figure"))
      .flatMap((image) =>
        [image.getAttribute("src"), ...(image.getAttribute("srcset") ?? "").split(",")]
          .map((candidate) => candidate?.trim().split(/\s+/)[0] ?? "")
          .filter(Boolean),
      ),
  ),
];

/**
 * Problems with the photo an element shows for a story: none, another story's, or not published.
 * `story.photo` (like "story-07") is the name of the story's own upload; without it, any photo.
 * @param {Element} element @param {{ photo?: string }} story @param {string} where
 * @param {BuiltSite} site
 */
function photoProblems(element, story, where, site) {
  const files = photosIn(element);
  if (files.length === 0) return [`${where} shows no photo`];
  if (!story.photo) return [];
  return files.flatMap((url) => {
    if (!path.basename(url).startsWith(`${story.photo}-`)) {
      return [`${where} shows ${url}, not its own photo ${story.photo}`];
    }
    const why = unpublished(url, site);
    return why ? [`${where} shows ${url}, ${why}`] : [];
  });
}

/**
 * @typedef {{ photo?: string, src?: string, caption?: string }} InlinePhoto A photo in a story's
 *   text: an upload by its name (like "scene-07"), or an Unsplash photo by its URL (`src`).
 */

/**
 * The photos in a story's text are figures, in order: each sized, loaded lazily, captioned by its
 * title, its files published, and linking to a published larger file (or Unsplash's).
 * @param {Element} article @param {InlinePhoto[]} inline @param {string} where
 * @param {BuiltSite} site
 */
function figureProblems(article, inline, where, site) {
  const figures = [...article.querySelectorAll("figure")];
  if (figures.length !== inline.length) {
    return [`${where} shows ${figures.length} photos in its text, not ${inline.length}`];
  }
  return inline.flatMap((expected, index) => {
    const figure = /** @type {Element} */ (figures[index]);
    const at = `${where}, photo ${index + 1} in the text,`;
    const problems = [];
    const img = figure.querySelector("img");
    if (!(Number(img?.getAttribute("width")) > 0 && Number(img?.getAttribute("height")) > 0)) {
      problems.push(`${at} has no size`);
    }
    if (img?.getAttribute("loading") !== "lazy") problems.push(`${at} is not loaded lazily`);
    const caption = figure.querySelector("figcaption")?.textContent ?? undefined;
    if (caption !== expected.caption) {
      problems.push(
        `${at} is captioned ${JSON.stringify(caption)}, not ${JSON.stringify(expected.caption)}`,
      );
    }
    const link = figure.querySelector("a")?.getAttribute("href") ?? "";
    if (expected.src) {
      if (!photosIn(figure).every((url) => url.startsWith(`${expected.src}?`))) {
        problems.push(`${at} does not show ${expected.src}`);
      }
      if (!link.startsWith(`${expected.src}?`))
        problems.push(`${at} links to ${link || "nothing"}`);
      return problems;
    }
    problems.push(...photoProblems(figure, expected, at, site));
    if (!link.startsWith(`${site.basePath}/assets/${expected.photo}-`) || unpublished(link, site)) {
      problems.push(
        `${at} links to ${link || "nothing"}, not a published file of ${expected.photo}`,
      );
    }
    return problems;
  });
}

/**
 * /stories shows the featured stories in full, in their order, each with a unique anchor and its
 * own photo, published. `featured` is what the home page features.
 * @param {string} html @param {{ slug: string, photo?: string }[]} featured @param {string} clientDir
 * @param {string} basePath
 */
export function checkStoriesPage(html, featured, clientDir, basePath) {
  const articles = [...documentOf(html).querySelectorAll("main article")];
  const problems = [];
  if (articles.length !== featured.length) {
    problems.push(`/stories has ${articles.length} articles, not ${featured.length}`);
  }
  const ids = articles.map((article) => article.id);
  if (new Set(ids).size !== ids.length) problems.push("/stories has articles with the same anchor");
  featured.forEach((story, index) => {
    const article = articles[index];
    if (!article) return;
    if (article.id !== story.slug) {
      problems.push(`article ${index + 1} on /stories is #${article.id}, not #${story.slug}`);
    }
    problems.push(...photoProblems(article, story, `#${story.slug}`, { clientDir, basePath }));
  });
  return problems;
}

/** A file's size once compressed as static hosts do (brotli, quality 11). @param {string} file */
export const brotliSize = (file) => brotliBytes(readFileSync(file));

/**
 * A page's HTML weighs at most `budget` bytes once compressed.
 * @param {string} file @param {number} budget @param {string} name
 */
export function checkPageWeight(file, budget, name) {
  const size = brotliSize(file);
  return size <= budget
    ? []
    : [`${name} is ${size} bytes of HTML (brotli), over its budget of ${budget}`];
}

/**
 * Every story has its page at /stories/<slug>: its title as the heading, its own address as the
 * canonical one, its own card picture, its photo, the previous and next story's pages, and HTML
 * within `htmlBytes`; and the photos in its text (`inline`), when given. `stories` are in their
 * order. `siteUrl` is the site's address with its path, if it has one (content/site.ts).
 * @param {string} clientDir
 * @param {{ slug: string, title: string, photo?: string, inline?: InlinePhoto[] }[]} stories
 * @param {{ siteUrl: string, basePath: string, htmlBytes: number }} options
 */
export function checkStoryPages(clientDir, stories, { siteUrl, basePath, htmlBytes }) {
  const site = { clientDir, basePath };
  // A card picture is an absolute address: the site's host, then the photo's address on the site,
  // under its path once (not siteUrl and the address, which would name the path twice).
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).origin : siteUrl;
  return stories.flatMap((story, index) => {
    const where = `/stories/${story.slug}/`;
    const file = path.join(clientDir, "stories", story.slug, "index.html");
    if (!existsSync(file)) return [`${where} has no page`];
    const document = documentOf(readFileSync(file, "utf8"));
    const problems = [];
    const title = document.querySelector("h1")?.textContent;
    if (title !== story.title) problems.push(`${where} is titled "${title}", not "${story.title}"`);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    if (canonical !== `${siteUrl}${where}`) {
      problems.push(`${where} gives ${canonical} as its address`);
    }
    const card = document.querySelector('meta[property="og:image"]')?.getAttribute("content");
    if (!card) problems.push(`${where} has no card picture`);
    else if (story.photo) {
      if (!card.startsWith(`${host}${basePath}/assets/${story.photo}-`)) {
        problems.push(`${where} shares ${card}, not its own photo`);
      } else {
        const why = unpublished(card.slice(host.length), site);
        if (why) problems.push(`${where} shares ${card}, ${why}`);
      }
    }
    const article = document.querySelector("main article");
    if (article) {
      problems.push(...photoProblems(article, story, where, site));
      if (story.inline) problems.push(...figureProblems(article, story.inline, where, site));
    } else problems.push(`${where} shows no story`);
    for (const [rel, other] of /** @type {const} */ ([
      ["prev", stories[index - 1]],
      ["next", stories[index + 1]],
    ])) {
      const href = document.querySelector(`a[rel="${rel}"]`)?.getAttribute("href");
      const expected = other && storyAddress(basePath, other);
      if (href !== expected) {
        problems.push(
          `${where} links ${href ?? "nowhere"} as ${rel}, not ${expected ?? "nowhere"}`,
        );
      }
    }
    problems.push(...checkPageWeight(file, htmlBytes, where));
    return problems;
  });
}

/** Every file under `dir`, as paths relative to it. @param {string} dir */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** @param {Buffer} bytes */
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * No published image carries metadata or the owner's `secrets` (name, serial number, …), none is
 * an original upload, and each of the `upright` photos (names like "story-07") is upright: wider
 * than tall, with the red mark the generator put in its top left corner.
 * @param {string} clientDir @param {string[]} uploads paths of the originals
 * @param {{ secrets: string[], upright: string[] }} expectations
 */
export async function checkPublishedImages(clientDir, uploads, { secrets, upright }) {
  const problems = [];
  const originals = new Map(uploads.map((file) => [sha256(readFileSync(file)), file]));
  const originalNames = new Set(uploads.map((file) => path.basename(file)));
  const images = filesIn(clientDir).filter((file) => IMAGE_FILE.test(file));
  for (const file of images) {
    const bytes = readFileSync(path.join(clientDir, file));
    const original = originals.get(sha256(bytes));
    if (original) problems.push(`${file} is the original ${original}, published as is`);
    if (originalNames.has(path.basename(file))) {
      problems.push(`${file} has the name of an original upload`);
    }
    for (const marker of [...METADATA_MARKERS, ...secrets]) {
      if (bytes.includes(marker)) problems.push(`${file} carries ${JSON.stringify(marker)}`);
    }
    let metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch (error) {
      problems.push(`${file} is not a readable image: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    for (const kind of /** @type {const} */ (["exif", "xmp", "iptc"])) {
      if (metadata[kind]) problems.push(`${file} carries ${kind.toUpperCase()} metadata`);
    }
    if ((metadata.orientation ?? 1) !== 1) {
      problems.push(`${file} asks to be rotated (orientation ${metadata.orientation})`);
    }
    if (!upright.some((name) => path.basename(file).startsWith(`${name}-`))) continue;
    const { width = 0, height = 0 } = metadata;
    const corner = await sharp(bytes)
      .extract({ left: 1, top: 1, width: 1, height: 1 })
      .raw()
      .toBuffer();
    const [red = 0, green = 0, blue = 0] = corner;
    if (width <= height || red < 200 || green > 60 || blue > 60) {
      problems.push(
        `${file} is not upright (${width}x${height}, top left rgb(${red}, ${green}, ${blue}))`,
      );
    }
  }
  if (images.length === 0) problems.push("the build published no image at all");
  return problems;
}

/**
 * The map on /stories has a marker for each story with coordinates (`onMap`), each linking to its
 * page, none covering another, and the list under it links to every story's page.
 * @param {string} html @param {{ slug: string, onMap: boolean }[]} stories @param {string} basePath
 */
export function checkStoryMap(html, stories, basePath) {
  const section = documentOf(html).querySelector('section[aria-labelledby="map-title"]');
  if (!section) return ["/stories has no map section"];
  const problems = [];
  const expected = stories.map((story) => storyAddress(basePath, story));
  const placed = stories.filter((story) => story.onMap);
  const expectedMarkers = placed.map((story) => storyAddress(basePath, story));
  const markers = [...section.querySelectorAll("svg a")];
  const markerLinks = markers.map((marker) => marker.getAttribute("href"));
  if (markerLinks.join() !== expectedMarkers.join()) {
    problems.push(
      `the map's ${markers.length} markers do not link to the ${placed.length} stories with coordinates in order`,
    );
  }
  const listLinks = [...section.querySelectorAll("li a")].map((link) => link.getAttribute("href"));
  if (listLinks.join() !== expected.join()) {
    problems.push(
      `the map's list has ${listLinks.length} links, not one to each of the ${stories.length} stories`,
    );
  }
  const dots = markers.map((marker) => {
    const circle = marker.querySelector("circle");
    return ["cx", "cy", "r"].map((name) => Number(circle?.getAttribute(name)));
  });
  for (const [i, [x = 0, y = 0, r = 0]] of dots.entries()) {
    for (const [j, [u = 0, v = 0]] of dots.entries()) {
      if (j > i && Math.hypot(x - u, y - v) < r * 2) {
        problems.push(`markers ${expected[i]} and ${expected[j]} cover each other on the map`);
      }
    }
  }
  return problems;
}

/**
 * A draft is nowhere in the output: no file named after it, no page, feed or data file naming it,
 * and none of its photos (`photos`, names like "draft-01") published.
 * @param {string} clientDir @param {{ slug: string, title: string, photos: string[] }} draft
 */
export function checkDraftNowhere(clientDir, { slug, title, photos }) {
  const problems = [];
  for (const file of filesIn(clientDir)) {
    const name = path.basename(file);
    if (file.includes(slug)) problems.push(`${file} is published, named after the draft ${slug}`);
    if (photos.some((photo) => name.startsWith(`${photo}-`))) {
      problems.push(`${file}, a photo of the draft ${slug}, is published`);
    }
    if (!/\.(?:html|xml|txt|json|data|webmanifest|svg|js)$/.test(file)) continue;
    const text = readFileSync(path.join(clientDir, file), "utf8");
    for (const clue of [slug, title, ...photos]) {
      if (text.includes(clue)) problems.push(`${file} names the draft's ${JSON.stringify(clue)}`);
    }
  }
  return problems;
}
