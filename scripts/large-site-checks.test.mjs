import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import {
  checkDraftNowhere,
  checkHomePage,
  checkPageWeight,
  checkPublishedImages,
  checkStoriesPage,
  checkStoryMap,
  checkStoryPages,
} from "./large-site-checks.mjs";
import { builtBasePath } from "./site-path.mjs";
import { storyText } from "./story-text.mjs";

const MARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>',
);

/** A 400x300 photo with the red mark top left, as the large site's generator makes them. */
const uprightPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a6f97" } }).composite([
    { input: MARK, left: 0, top: 0 },
  ]);

/** The temporary folders the tests made, deleted once they are done. @type {string[]} */
const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder standing for build/client, and one for content/uploads. */
function folders() {
  const dir = mkdtempSync(path.join(tmpdir(), "large-site-checks-"));
  made.push(dir);
  const client = path.join(dir, "client");
  const uploads = path.join(dir, "uploads");
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(uploads);
  return { client, uploads };
}

/** A site under a path, as a GitHub Pages project site is: its addresses all start with it. */
const BASE = "/travel-notes";

const homePage = (/** @type {number} */ cards, base = "") =>
  `<main><section aria-labelledby="stories-title"><h2 id="stories-title">Stories from the Road</h2><ul>${Array.from(
    { length: cards },
    (_, i) =>
      `<li><article><a href="${base}/stories/#journey-${i + 1}">Read Full Story →</a></article></li>`,
  ).join("")}</ul></section></main>`;

describe("the site's path, read from a build", () => {
  test("is the web manifest's scope without its last slash, and a build without one is an error", () => {
    const { client } = folders();
    expect(() => builtBasePath(client)).toThrow(/site\.webmanifest is missing/);
    for (const [scope, base] of [
      ["/", ""],
      ["/travel-notes/", "/travel-notes"],
    ]) {
      writeFileSync(path.join(client, "site.webmanifest"), JSON.stringify({ scope }));
      expect(builtBasePath(client)).toBe(base);
    }
    writeFileSync(
      path.join(client, "site.webmanifest"),
      JSON.stringify({ scope: "/travel-notes" }),
    );
    expect(() => builtBasePath(client)).toThrow(/not a path like/);
  });
});

describe("the home page check", () => {
  test("passes four story cards", () => {
    expect(checkHomePage(homePage(4), "")).toEqual([]);
  });

  test("fails a home page that shows every story", () => {
    expect(checkHomePage(homePage(60), "")).toEqual(["the home page shows 60 story cards, not 4"]);
  });

  test("under a path, passes cards that link under it and fails cards that leave it", () => {
    expect(checkHomePage(homePage(4, BASE), BASE)).toEqual([]);
    expect(checkHomePage(homePage(4), BASE)).toEqual(
      Array(4).fill("a home page story card has no link to its story"),
    );
  });
});

describe("the stories page check", () => {
  const stories = [
    { slug: "journey-01", photo: "story-01" },
    { slug: "journey-02", photo: "story-02" },
  ];
  const article = (/** @type {string} */ id, /** @type {string} */ file, base = "") =>
    `<article id="${id}"><picture><source srcset="${base}/assets/${file} 480w"><img src="${base}/assets/${file}"></picture></article>`;

  test("passes articles with their own anchors and published photos", () => {
    const { client } = folders();
    writeFileSync(path.join(client, "assets/story-01-aaaaaaaaaa-480.avif"), "");
    writeFileSync(path.join(client, "assets/story-02-bbbbbbbbbb-480.avif"), "");
    const html = `<main>${article("journey-01", "story-01-aaaaaaaaaa-480.avif")}${article("journey-02", "story-02-bbbbbbbbbb-480.avif")}</main>`;
    expect(checkStoriesPage(html, stories, client, "")).toEqual([]);
  });

  test("fails a repeated anchor, another story's photo and a photo that is not published", () => {
    const { client } = folders();
    writeFileSync(path.join(client, "assets/story-01-aaaaaaaaaa-480.avif"), "");
    const html = `<main>${article("journey-01", "story-01-aaaaaaaaaa-480.avif")}${article("journey-01", "story-01-aaaaaaaaaa-480.avif")}</main>`;
    expect(checkStoriesPage(html, stories, client, "")).toEqual([
      "/stories has articles with the same anchor",
      "article 2 on /stories is #journey-01, not #journey-02",
      "#journey-02 shows /assets/story-01-aaaaaaaaaa-480.avif, not its own photo story-02",
    ]);
    const missing = `<main>${article("journey-01", "story-01-cccccccccc-480.avif")}</main>`;
    expect(checkStoriesPage(missing, stories.slice(0, 1), client, "")).toEqual([
      "#journey-01 shows /assets/story-01-cccccccccc-480.avif, which is not published",
    ]);
  });

  test("under a path, finds its photos' files in build/client and fails a photo outside it", () => {
    const { client } = folders();
    writeFileSync(path.join(client, "assets/story-01-aaaaaaaaaa-480.avif"), "");
    writeFileSync(path.join(client, "assets/story-02-bbbbbbbbbb-480.avif"), "");
    const html = `<main>${article("journey-01", "story-01-aaaaaaaaaa-480.avif", BASE)}${article("journey-02", "story-02-bbbbbbbbbb-480.avif", BASE)}</main>`;
    expect(checkStoriesPage(html, stories, client, BASE)).toEqual([]);
    // The file exists, but the host serves nothing at /assets/ when the site is at /travel-notes/.
    const outside = `<main>${article("journey-01", "story-01-aaaaaaaaaa-480.avif", BASE)}${article("journey-02", "story-02-bbbbbbbbbb-480.avif")}</main>`;
    expect(checkStoriesPage(outside, stories, client, BASE)).toEqual([
      "#journey-02 shows /assets/story-02-bbbbbbbbbb-480.avif, which is outside the site's path /travel-notes/",
    ]);
    const missing = `<main>${article("journey-01", "story-01-cccccccccc-480.avif", BASE)}</main>`;
    expect(checkStoriesPage(missing, stories.slice(0, 1), client, BASE)).toEqual([
      "#journey-01 shows /travel-notes/assets/story-01-cccccccccc-480.avif, which is not published",
    ]);
  });
});

describe("the published images check", () => {
  const expectations = { secrets: ["Jordan Q. Realname"], upright: ["story-01"] };

  test("passes a clean, upright AVIF", async () => {
    const { client, uploads } = folders();
    await uprightPhoto().jpeg().toFile(path.join(uploads, "story-01.jpg"));
    await uprightPhoto().avif().toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.avif"));
    const originals = [path.join(uploads, "story-01.jpg")];
    expect(await checkPublishedImages(client, originals, expectations)).toEqual([]);
  });

  test("fails an original published as is", async () => {
    const { client, uploads } = folders();
    const original = path.join(uploads, "story-01.jpg");
    await uprightPhoto().jpeg().toFile(original);
    cpSync(original, path.join(client, "assets/story-01.jpg"));
    const problems = await checkPublishedImages(client, [original], expectations);
    expect(problems).toContain(`assets/story-01.jpg is the original ${original}, published as is`);
    expect(problems).toContain("assets/story-01.jpg has the name of an original upload");
  });

  test("fails a photo that keeps its GPS position and the owner's name", async () => {
    const { client } = folders();
    await uprightPhoto()
      .jpeg()
      .withExif({
        IFD0: { Artist: "Jordan Q. Realname" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" },
      })
      .toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.jpg"));
    const problems = await checkPublishedImages(client, [], expectations);
    expect(problems).toContain('assets/story-01-aaaaaaaaaa-400.jpg carries "Exif\\u0000\\u0000"');
    expect(problems).toContain('assets/story-01-aaaaaaaaaa-400.jpg carries "Jordan Q. Realname"');
    expect(problems).toContain("assets/story-01-aaaaaaaaaa-400.jpg carries EXIF metadata");
  });

  test("fails a photo left on its side", async () => {
    const { client } = folders();
    await uprightPhoto()
      .png()
      .toBuffer()
      .then((upright) =>
        sharp(upright)
          .rotate(270)
          .avif()
          .toFile(path.join(client, "assets/story-01-aaaaaaaaaa-300.avif")),
      );
    const [problem] = await checkPublishedImages(client, [], expectations);
    expect(problem).toMatch(/^assets\/story-01-aaaaaaaaaa-300\.avif is not upright \(300x400/);
  });
});

describe("the map check", () => {
  const stories = [
    { slug: "journey-01", onMap: true },
    { slug: "journey-02", onMap: true },
  ];
  /** A marker for each story, apart. @type {[string, number, number][]} */
  const markers = [
    ["journey-01", 100, 100],
    ["journey-02", 130, 100],
  ];
  /** @param {[string, number, number][]} dots */
  const page = (dots, list = ["journey-01", "journey-02"], base = "") =>
    `<section aria-labelledby="map-title"><svg>${dots
      .map(
        ([slug, x, y]) =>
          `<a href="${base}/stories/${slug}"><circle cx="${x}" cy="${y}" r="11"></circle></a>`,
      )
      .join(
        "",
      )}</svg><ol>${list.map((slug) => `<li><a href="${base}/stories/${slug}">x</a></li>`).join("")}</ol></section>`;

  test("passes a marker and a list link for each story", () => {
    expect(checkStoryMap(page(markers), stories, "")).toEqual([]);
  });

  test("fails a missing marker, a short list and markers that cover each other", () => {
    expect(checkStoryMap(page([["journey-01", 100, 100]], ["journey-01"]), stories, "")).toEqual([
      "the map's 1 markers do not link to the 2 stories with coordinates in order",
      "the map's list has 1 links, not one to each of the 2 stories",
    ]);
    expect(
      checkStoryMap(
        page([
          ["journey-01", 100, 100],
          ["journey-02", 105, 100],
        ]),
        stories,
        "",
      ),
    ).toEqual(["markers /stories/journey-01 and /stories/journey-02 cover each other on the map"]);
  });

  test("a story without coordinates is in the list but has no marker; a marker for it fails", () => {
    const unplaced = [
      { slug: "journey-01", onMap: true },
      { slug: "journey-02", onMap: false },
    ];
    expect(checkStoryMap(page([["journey-01", 100, 100]]), unplaced, "")).toEqual([]);
    expect(checkStoryMap(page(markers), unplaced, "")).toEqual([
      "the map's 2 markers do not link to the 1 stories with coordinates in order",
    ]);
  });

  test("under a path, passes links under it and fails links that leave it", () => {
    expect(checkStoryMap(page(markers, undefined, BASE), stories, BASE)).toEqual([]);
    expect(checkStoryMap(page(markers), stories, BASE)).toEqual([
      "the map's 2 markers do not link to the 2 stories with coordinates in order",
      "the map's list has 2 links, not one to each of the 2 stories",
    ]);
  });
});

describe("the story pages check", () => {
  const site = "https://x.test";
  const stories = [
    { slug: "journey-01", title: "Journey 01", photo: "story-01" },
    { slug: "journey-02", title: "Journey 02", photo: "story-02" },
  ];
  /**
   * A story's page as the build writes it, with what may be wrong in it, for a site at `siteUrl`
   * whose addresses start with `base` (the path of siteUrl). `card` is its og:image, and `linkBase`
   * what its links to the previous and next story start with (`base`, as they should).
   * @param {string} client @param {number} index
   * @param {{ title?: string, next?: string, words?: number, photo?: string, figures?: string,
   *   card?: string, linkBase?: string }} [changes]
   */
  function writePage(client, index, changes = {}, { siteUrl = site, base = "" } = {}) {
    const story = stories[index] ?? stories[0];
    const photo = changes.photo ?? `${story?.photo}-aaaaaaaaaa-480.avif`;
    writeFileSync(path.join(client, "assets", photo), "");
    const previous = stories[index - 1];
    const next = changes.next ?? stories[index + 1]?.slug;
    const links = changes.linkBase ?? base;
    const html = `<html><head><link rel="canonical" href="${siteUrl}/stories/${story?.slug}"><meta property="og:image" content="${changes.card ?? `${siteUrl}/assets/${photo}`}"></head><body><main><article><h1>${changes.title ?? story?.title}</h1><picture><source srcset="${base}/assets/${photo} 480w"></picture><p>${storyText(index + 1, changes.words ?? 200)}</p>${changes.figures ?? ""}</article>${previous ? `<a rel="prev" href="${links}/stories/${previous.slug}">p</a>` : ""}${next ? `<a rel="next" href="${links}/stories/${next}">n</a>` : ""}</main></body></html>`;
    mkdirSync(path.join(client, "stories", story?.slug ?? ""), { recursive: true });
    writeFileSync(path.join(client, "stories", story?.slug ?? "", "index.html"), html);
  }

  test("passes a page per story with its title, address, card, photo and neighbours", () => {
    const { client } = folders();
    writePage(client, 0);
    writePage(client, 1);
    expect(
      checkStoryPages(client, stories, { siteUrl: site, basePath: "", htmlBytes: 14 * 1024 }),
    ).toEqual([]);
  });

  test("fails a missing page, the wrong title, neighbour or photo, and a page over its budget", () => {
    const { client } = folders();
    writePage(client, 0, {
      title: "Another",
      next: "journey-09",
      photo: "story-02-aaaaaaaaaa-480.avif",
    });
    expect(
      checkStoryPages(client, stories, { siteUrl: site, basePath: "", htmlBytes: 14 * 1024 }),
    ).toEqual([
      '/stories/journey-01 is titled "Another", not "Journey 01"',
      `/stories/journey-01 shares ${site}/assets/story-02-aaaaaaaaaa-480.avif, not its own photo`,
      "/stories/journey-01 shows /assets/story-02-aaaaaaaaaa-480.avif, not its own photo story-01",
      "/stories/journey-01 links /stories/journey-09 as next, not /stories/journey-02",
      "/stories/journey-02 has no page",
    ]);
    writePage(client, 1, { words: 10_000 });
    const overBudget = checkStoryPages(client, stories, {
      siteUrl: site,
      basePath: "",
      htmlBytes: 14 * 1024,
    });
    expect(overBudget.filter((problem) => problem.startsWith("/stories/journey-02"))).toEqual([
      expect.stringMatching(
        /^\/stories\/journey-02 is \d+ bytes of HTML \(brotli\), over its budget of 14336$/,
      ),
    ]);
  });

  describe("the photos in a story's text", () => {
    const unsplash = "https://images.unsplash.com/photo-1";
    const inline = [{ photo: "scene-01", caption: "At dusk" }, { src: unsplash }];
    /**
     * The figures of story 1, its photos' addresses starting with `base`.
     * @param {{ loading?: string, caption?: string, link?: string, size?: string, base?: string }} [o]
     */
    const figures = (o = {}) =>
      `<figure><a href="${o.link ?? `${o.base ?? ""}/assets/scene-01-cccccccccc-1200.jpg`}"><picture><source srcset="${o.base ?? ""}/assets/scene-01-cccccccccc-480.avif 480w"><img src="${o.base ?? ""}/assets/scene-01-cccccccccc-1200.jpg" ${o.size ?? 'width="1200" height="900"'} loading="${o.loading ?? "lazy"}" alt="x"></picture></a><figcaption>${o.caption ?? "At dusk"}</figcaption></figure>` +
      `<figure><a href="${unsplash}?w=2400"><img src="${unsplash}?w=1080" srcset="${unsplash}?w=480 480w" width="1200" height="800" loading="lazy" alt="y"></a></figure>`;
    const withInline = stories.map((story, index) => ({ ...story, inline: index ? [] : inline }));
    const published = (/** @type {string} */ client) => {
      for (const file of ["scene-01-cccccccccc-1200.jpg", "scene-01-cccccccccc-480.avif"]) {
        writeFileSync(path.join(client, "assets", file), "");
      }
    };

    test("passes figures that are sized, lazy, captioned, published and linking large", () => {
      const { client } = folders();
      published(client);
      writePage(client, 0, { figures: figures() });
      writePage(client, 1);
      const options = { siteUrl: site, basePath: "", htmlBytes: 14 * 1024 };
      expect(checkStoryPages(client, withInline, options)).toEqual([]);
    });

    test("fails a missing figure, and one unsized, eager, miscaptioned or linking nowhere", () => {
      const { client } = folders();
      published(client);
      writePage(client, 0, {
        figures: figures({
          loading: "eager",
          caption: "At dawn",
          link: "/assets/scene-01-dddddddddd-1200.jpg",
          size: "",
        }),
      });
      writePage(client, 1, { figures: figures() });
      const options = { siteUrl: site, basePath: "", htmlBytes: 14 * 1024 };
      const at = "/stories/journey-01, photo 1 in the text,";
      expect(checkStoryPages(client, withInline, options)).toEqual([
        `${at} has no size`,
        `${at} is not loaded lazily`,
        `${at} is captioned "At dawn", not "At dusk"`,
        `${at} links to /assets/scene-01-dddddddddd-1200.jpg, not a published file of scene-01`,
        "/stories/journey-02 shows 2 photos in its text, not 0",
      ]);
    });

    describe("on a site under a path", () => {
      const siteUrl = `${site}${BASE}`;
      const at = { siteUrl, base: BASE };
      const options = { siteUrl, basePath: BASE, htmlBytes: 14 * 1024 };

      test("passes pages whose links, card and photos are all under the path", () => {
        const { client } = folders();
        published(client);
        writePage(client, 0, { figures: figures({ base: BASE }) }, at);
        writePage(client, 1, {}, at);
        expect(checkStoryPages(client, withInline, options)).toEqual([]);
      });

      test("fails a neighbour, a photo and a larger file that leave the path, and a card under it twice", () => {
        const { client } = folders();
        published(client);
        const twice = `${siteUrl}${BASE}/assets/story-01-aaaaaaaaaa-480.avif`;
        const link = "/assets/scene-01-cccccccccc-1200.jpg";
        writePage(client, 0, { figures: figures({ base: BASE, link }), card: twice }, at);
        writePage(client, 1, { linkBase: "" }, { siteUrl, base: "" });
        const where = "/stories/journey-01, photo 1 in the text,";
        expect(checkStoryPages(client, withInline, options)).toEqual([
          `/stories/journey-01 shares ${twice}, not its own photo`,
          `${where} links to ${link}, not a published file of scene-01`,
          "/stories/journey-02 shows /assets/story-02-aaaaaaaaaa-480.avif, which is outside the site's path /travel-notes/",
          "/stories/journey-02 links /stories/journey-01 as prev, not /travel-notes/stories/journey-01",
        ]);
      });
    });
  });

  test("a page's weight is checked on its compressed HTML", () => {
    const { client } = folders();
    writePage(client, 0, { words: 200 });
    const file = path.join(client, "stories/journey-01/index.html");
    expect(checkPageWeight(file, 14 * 1024, "/stories/journey-01")).toEqual([]);
    expect(checkPageWeight(file, 100, "/stories/journey-01")[0]).toMatch(/over its budget of 100$/);
  });
});

describe("the draft check", () => {
  const draft = { slug: "half-done", title: "Half Done", photos: ["draft-cover"] };

  test("passes an output without the draft", () => {
    const { client } = folders();
    writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
    writeFileSync(path.join(client, "assets/story-01-aaaaaaaaaa-480.avif"), "");
    expect(checkDraftNowhere(client, draft)).toEqual([]);
  });

  test("fails its page, its photo, and a feed that names it", () => {
    const { client } = folders();
    mkdirSync(path.join(client, "stories/half-done"), { recursive: true });
    writeFileSync(path.join(client, "stories/half-done/index.html"), "<h1>x</h1>");
    writeFileSync(path.join(client, "assets/draft-cover-aaaaaaaaaa-480.avif"), "");
    writeFileSync(path.join(client, "rss.xml"), "<title>Half Done</title>");
    expect(checkDraftNowhere(client, draft).sort()).toEqual(
      [
        "stories/half-done/index.html is published, named after the draft half-done",
        "assets/draft-cover-aaaaaaaaaa-480.avif, a photo of the draft half-done, is published",
        'rss.xml names the draft\'s "Half Done"',
      ].sort(),
    );
  });
});
