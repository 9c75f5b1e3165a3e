import type { Locator, Page } from "@playwright/test";
import {
  basePath,
  cssString,
  escapeRegExp,
  featuredStories,
  gallery,
  homePhotos,
  isFromUnsplash,
  newestStory,
  photoRequests,
  publishedFiles,
  site,
  sitePath,
  STORIES_PATH,
} from "./content";
import { expect, test, waitForHydration } from "./fixtures";

for (const { path, cover: coverOf } of [
  {
    path: "/",
    cover: (page: Page) => page.getByRole("region", { name: site.alias, exact: true }),
  },
  { path: STORIES_PATH, cover: (page: Page) => page.locator("main > header") },
]) {
  test(`${path}: the cover photo is served by the site, preloaded as AVIF and requested first @content`, async ({
    page,
  }) => {
    // The cover is one of the owner's uploads (README, docs/decisions/003), published under its name
    // and asked for under the site's path.
    const coverFiles = `${escapeRegExp(basePath)}${publishedFiles(site.heroImage)}`;
    const imageRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") imageRequests.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(sitePath(path));
    const cover = coverOf(page);
    const avif = cover.locator('picture source[type="image/avif"]');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("type", "image/avif");
    await expect(preload).toHaveAttribute(
      "imagesrcset",
      (await avif.getAttribute("srcset")) ?? "-",
    );
    await expect(preload).toHaveAttribute(
      "imagesrcset",
      new RegExp(`^${coverFiles}-480\\.avif 480w, `),
    );
    await expect(preload).toHaveAttribute("imagesizes", "100vw");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    const photo = cover.locator("img");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photo).toHaveAttribute("loading", "eager");
    expect(await photo.boundingBox()).toEqual(await cover.boundingBox());
    await expect.poll(() => imageRequests.length).toBeGreaterThan(0);
    // 390 CSS px at device pixel ratio 1: the 480 px AVIF, from this site, before any other image.
    expect(imageRequests[0]).toMatch(new RegExp(`${coverFiles}-480\\.avif$`));
    expect(new URL(imageRequests[0] ?? "").origin).toBe(new URL(page.url()).origin);
    await expect
      .poll(() => photo.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toBe(imageRequests[0]);
  });
}

// The story's photo opens its page, edge to edge, but on a phone the first paragraph is the larger
// element: the photo is fetched at once, high priority left to what paints the page.
test("a story's page fetches the photo that opens it at once, without taking priority @content", async ({
  page,
}) => {
  const imageRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") imageRequests.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sitePath(newestStory.path));
  const photo = page.getByRole("main").getByRole("img", { name: newestStory.imageAlt });
  await expect(photo).toHaveAttribute("loading", "eager");
  await expect(photo).not.toHaveAttribute("fetchpriority", /.*/);
  await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority]')).toHaveCount(0);
  await expect(photo).toHaveAttribute("width", "1200");
  await expect(photo).toHaveAttribute("height", "675");
  await expect(photo).toBeInViewport();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe("");
  expect(imageRequests[0]).toBe(await photo.evaluate((img: HTMLImageElement) => img.currentSrc));
});

test("photos below the fold are lazy, sized and drawn from a srcset of CDN widths @content", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  const photos = page.getByRole("region", { name: "Adventure Gallery" }).getByRole("img");
  await expect(photos).toHaveCount(gallery.length);
  for (const [index, item] of gallery.entries()) {
    const photo = photos.nth(index);
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("decoding", "async");
    await expect(photo).toHaveAttribute("width", "800");
    await expect(photo).toHaveAttribute("height", "600");
    // Whether each slot's sizes are right is the next test's question, on a phone.
    await expect(photo).toHaveAttribute("sizes", /^\(min-width: 72rem\) [\d.]+rem, /);
    // The owner's own photos are published by the site (the portrait's test below).
    if (!isFromUnsplash(item.src)) continue;
    const candidates = ((await photo.getAttribute("srcset")) ?? "")
      .split(", ")
      .map((candidate) => new URL(candidate.split(" ")[0] ?? ""));
    expect(candidates.map((url) => url.origin + url.pathname)).toEqual(
      candidates.map(() => item.src),
    );
    const widths = candidates.map((url) => url.searchParams);
    expect(widths.map((params) => params.get("w"))).toEqual([
      "160",
      "192",
      "230",
      "276",
      "320",
      "400",
      "480",
      "560",
      "640",
      "720",
      "800",
    ]);
    for (const params of widths) {
      expect(params.get("auto")).toBe("format");
      expect(params.get("fit")).toBe("crop");
      expect(params.get("q")).toBe("70");
    }
  }
});

test.describe("on a phone at 1.75x", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test("each CDN photo is at most a fifth wider than the pixels its slot needs", async ({
    page,
  }) => {
    await page.goto(sitePath("/"));
    const photos = page.locator('main img[src^="https://images.unsplash.com/"]');
    await expect(photos).toHaveCount(homePhotos.filter(isFromUnsplash).length);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
        .not.toBe("");
      const { requested, needed } = await photo.evaluate((img: HTMLImageElement) => ({
        requested: Number(new URL(img.currentSrc).searchParams.get("w")),
        needed: img.getBoundingClientRect().width * devicePixelRatio,
      }));
      expect(requested).toBeGreaterThanOrEqual(needed);
      expect(requested / needed).toBeLessThanOrEqual(1.2);
    }
  });
});

test("the owner's portrait is served as AVIF at several widths, with JPEG for older browsers @content", async ({
  page,
}) => {
  const files = `${escapeRegExp(basePath)}${publishedFiles(site.about.portrait)}`;
  await page.goto(sitePath("/"));
  const portrait = page.getByRole("region", { name: `About ${site.alias}` }).locator("picture");
  await expect(portrait.locator("source")).toHaveCount(1);
  await expect(portrait.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    new RegExp(`${files}-480\\.avif 480w, .+ 800w, .+ 1200w$`),
  );
  const img = portrait.getByRole("img");
  await expect(img).toHaveAttribute("srcset", new RegExp(`${files}-480\\.jpg 480w, .+ 1200w$`));
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
});

/** The position of the first photo in `photos` that appears there only once, or -1. */
const onlyPhotoAt = (photos: string[]) =>
  photos.findIndex((photo) => photos.indexOf(photo) === photos.lastIndexOf(photo));

/** What the frame around a photo draws: its tint, and the text written over it, if any. */
const frameDrawing = (frame: Locator) =>
  frame.evaluate((el) => ({
    tint: getComputedStyle(el).backgroundColor,
    text: getComputedStyle(el, "::after").content,
  }));
const boxSize = (locator: Locator) =>
  locator.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });

test("a photo that fails to load leaves a tinted box of the same size with its alt text", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource/);
  // The second card's photo fails (the first after it that no other card shares), the first loads.
  const index = onlyPhotoAt(gallery.map((item) => item.src).slice(1)) + 1;
  const item = gallery[index];
  expect(item, "a card after the first whose photo no other card shows").toBeDefined();
  await page.route(photoRequests(item?.src ?? "-"), (route) => route.abort("failed"));
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  const cards = page.getByRole("region", { name: "Adventure Gallery" }).getByRole("listitem");
  const broken = cards.nth(index);
  await broken.scrollIntoViewIfNeeded();
  await expect(broken.locator("img")).toHaveCSS("visibility", "hidden");
  expect(await frameDrawing(broken.locator("[data-photo]"))).toEqual({
    tint: "rgb(233, 220, 198)",
    text: cssString(item?.alt ?? "-"),
  });
  // The first card leads, at twice the size: the box is as large as another card's.
  expect(await boxSize(broken)).toEqual(await boxSize(cards.nth(index === 1 ? 2 : 1)));
  await expect(cards.nth(0).locator("img")).toBeVisible();
  expect((await frameDrawing(cards.nth(0).locator("[data-photo]"))).text).toBe("none");
});

test("on the stories page, which runs no app scripts, a failed photo also leaves its alt text", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource/);
  // The first story's photo fails (the first that no other story there shows), another loads.
  const index = onlyPhotoAt(featuredStories.map((story) => story.image));
  const story = featuredStories[index];
  expect(story, "a story on /stories whose photo no other story there shows").toBeDefined();
  expect(featuredStories.length, "two stories or more on /stories").toBeGreaterThan(1);
  await page.route(photoRequests(story?.image ?? "-"), (route) => route.abort("failed"));
  await page.goto(sitePath(STORIES_PATH));
  // Each story's own photo, not those in its text.
  const photos = page.getByRole("article").locator(".story-cover");
  const broken = photos.nth(index);
  await broken.scrollIntoViewIfNeeded();
  await expect(broken.locator("img")).toHaveCSS("visibility", "hidden");
  expect(await frameDrawing(broken)).toEqual({
    tint: "rgb(233, 220, 198)",
    text: cssString(story?.imageAlt ?? "-"),
  });
  expect(await boxSize(broken)).toEqual(await boxSize(photos.nth(index === 0 ? 1 : 0)));
});

test("nothing shifts while the fonts and slow photos load @content", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = {
      value: number;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    const describe = (node?: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ""} class="${node.className}">`
        : String(node?.nodeName);
    // Each shift with what moved, from where to where: the message names the culprit.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources
            .map(
              ({ node, previousRect: a, currentRect: b }) =>
                `${describe(node)} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`,
            )
            .join("; ")}`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.route("https://images.unsplash.com/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sitePath("/"));
  // Down the whole page, however long the owner's content makes it, a step at a time: each once the
  // page has moved by it (or reached its end), so the photos near it have been asked for.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 700; top < height + 700; top += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForFunction(
      (wanted) => scrollY >= Math.min(wanted, document.documentElement.scrollHeight - innerHeight),
      top,
    );
  }
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
  ).toEqual([]);
});
