import type { Locator, Page } from "@playwright/test";
import {
  basePath,
  cssString,
  escapeRegExp,
  featuredStories,
  fill,
  gallery,
  homePhotos,
  isFromUnsplash,
  newestStory,
  photoRequests,
  publishedFiles,
  site,
  sitePath,
  STORIES_PATH,
  words,
} from "../content";
import { expect, test, waitForHydration } from "./fixtures";

test("the cover photo is the first image requested and the one drawn, on /, /stories/ and a story's page; the first two serve it from the site, as AVIF", async ({
  page,
}) => {
  // The cover is one of the owner's uploads (README, docs/decisions/003), published under its name
  // and asked for under the site's path.
  const coverFiles = `${escapeRegExp(basePath)}${publishedFiles(site.heroImage)}`;
  let imageRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") imageRequests.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, frame, photo: photoOf } of [
    {
      path: "/",
      frame: (page: Page) => page.getByRole("region", { name: site.alias, exact: true }),
      // The cover, before the newest story's photo on it.
      photo: (frame: Locator) => frame.locator("img").first(),
    },
    {
      path: STORIES_PATH,
      frame: (page: Page) => page.locator("main > header"),
      photo: (frame: Locator) => frame.locator("img"),
    },
    // The story's photo opens its page, edge to edge, but on a phone the first paragraph is the
    // larger element: the photo is fetched at once, high priority left to what paints the page.
    {
      path: newestStory.path,
      frame: (page: Page) => page.getByRole("main"),
      photo: (frame: Locator) => frame.getByRole("img", { name: newestStory.imageAlt }),
    },
  ]) {
    // A blank page first, so that no request of the page before counts.
    await page.goto("about:blank");
    imageRequests = [];
    await page.goto(sitePath(path));
    const cover = frame(page);
    const photo = photoOf(cover);
    await expect(photo, path).toBeInViewport();
    await expect.poll(() => imageRequests.length, `${path}: an image requested`).toBeGreaterThan(0);
    const first = imageRequests[0] ?? "";
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc), `${path}: drawn`)
      .toBe(first);
    if (path === newestStory.path) continue;
    // 390 CSS px at device pixel ratio 1: the 480 px AVIF, from this site, before any other image.
    expect(first, path).toMatch(new RegExp(`${coverFiles}-480\\.avif$`));
    expect(new URL(first).origin, path).toBe(new URL(page.url()).origin);
    expect(await photo.boundingBox(), `${path}: the photo fills its frame`).toEqual(
      await cover.boundingBox(),
    );
  }
});

test.describe("on a phone at 1.75x", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test("every photo of the home page loads, each CDN photo at most a fifth wider than the pixels its slot needs, and the portrait from its AVIF files", async ({
    page,
  }) => {
    await page.goto(sitePath("/"));
    const photos = page.getByRole("main").locator("img");
    await expect(photos).toHaveCount(homePhotos.length);
    await expect(page.locator('main img[src^="https://images.unsplash.com/"]')).toHaveCount(
      homePhotos.filter(isFromUnsplash).length,
    );
    for (const photo of await photos.all()) {
      const alt = (await photo.getAttribute("alt")) || "the cover";
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), `${alt} loads`)
        .toBeGreaterThan(0);
      const { src, requested, needed } = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        requested: Number(new URL(img.currentSrc).searchParams.get("w")),
        needed: img.getBoundingClientRect().width * devicePixelRatio,
      }));
      if (!isFromUnsplash(src)) continue;
      expect(requested, alt).toBeGreaterThanOrEqual(needed);
      expect(requested / needed, alt).toBeLessThanOrEqual(1.2);
    }
    const portrait = page
      .getByRole("region", { name: fill(words.home.about, { alias: site.alias }) })
      .getByRole("img", { name: site.about.portraitAlt, exact: true });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`${escapeRegExp(basePath)}${publishedFiles(site.about.portrait)}-\\d+\\.avif$`),
    );
  });
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

/**
 * Where a failed gallery photo's alt text is drawn (its frame's ::after): inside the photo's box,
 * cut at its own edges, and clear of the tile's caption.
 */
const altTextPlace = (card: Locator) =>
  card.evaluate((tile) => {
    const frame = tile.querySelector("[data-photo]");
    const caption = tile.querySelector(".gallery-caption");
    if (!frame || !caption) return "no photo or caption";
    const box = frame.getBoundingClientRect();
    const after = getComputedStyle(frame, "::after");
    const alt = {
      top: box.top + parseFloat(after.top),
      right: box.right - parseFloat(after.right),
      bottom: box.bottom - parseFloat(after.bottom),
      left: box.left + parseFloat(after.left),
    };
    const words = caption.getBoundingClientRect();
    const isInside =
      alt.top >= box.top - 0.5 &&
      alt.right <= box.right + 0.5 &&
      alt.bottom <= box.bottom + 0.5 &&
      alt.left >= box.left - 0.5;
    const isClear =
      alt.bottom <= words.top + 0.5 ||
      alt.top >= words.bottom - 0.5 ||
      alt.right <= words.left + 0.5 ||
      alt.left >= words.right - 0.5;
    return [
      isInside ? "inside the photo" : "outside the photo",
      after.overflow === "hidden" ? "cut at its edges" : `overflow ${after.overflow}`,
      isClear ? "clear of the caption" : "over the caption",
    ].join(", ");
  });

test("a photo that fails to load leaves a tinted box of its size with its alt text, clear of the gallery's caption at any width, on the home page and on the stories page, which runs no app scripts", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource/);
  // The second card's photo fails (the first after it that no other card shares), the first loads.
  const index = onlyPhotoAt(gallery.map((item) => item.src).slice(1)) + 1;
  const item = gallery[index];
  expect(item, "a card after the first whose photo no other card shows").toBeDefined();
  // Refused until the stories page: a request still under way then goes on to the photo, where
  // taking the route away under it would leave it handled twice.
  let isRefused = true;
  await page.route(photoRequests(item?.src ?? "-"), (route) =>
    isRefused ? route.abort("failed") : route.fallback(),
  );
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  const cards = page.getByRole("region", { name: words.home.gallery }).getByRole("listitem");
  const broken = cards.nth(index);
  await broken.scrollIntoViewIfNeeded();
  await expect(broken.locator("img")).toHaveCSS("visibility", "hidden");
  expect(await frameDrawing(broken.locator("[data-photo]")), "the failed card's frame").toEqual({
    tint: "rgb(233, 220, 198)",
    text: cssString(item?.alt ?? "-"),
  });
  // The first card leads, at twice the size: the box is as large as another card's.
  expect(await boxSize(broken)).toEqual(await boxSize(cards.nth(index === 1 ? 2 : 1)));
  await expect(cards.nth(0).locator("img")).toBeVisible();
  expect((await frameDrawing(cards.nth(0).locator("[data-photo]"))).text).toBe("none");
  // The caption lies on the photo from 64rem, under it below.
  const viewport = page.viewportSize();
  for (const width of [1280, 1024, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await altTextPlace(broken), `at ${width} px`).toBe(
      "inside the photo, cut at its edges, clear of the caption",
    );
  }
  if (viewport) await page.setViewportSize(viewport);
  isRefused = false;

  // The first story's photo fails (the first that no other story there shows), another loads.
  const storyIndex = onlyPhotoAt(featuredStories.map((story) => story.image));
  const story = featuredStories[storyIndex];
  expect(story, "a story on /stories whose photo no other story there shows").toBeDefined();
  expect(featuredStories.length, "two stories or more on /stories").toBeGreaterThan(1);
  await page.route(photoRequests(story?.image ?? "-"), (route) => route.abort("failed"));
  await page.goto(sitePath(STORIES_PATH));
  // Each story's own photo, not those in its text.
  const photos = page.getByRole("article").locator(".story-cover");
  const brokenCover = photos.nth(storyIndex);
  await brokenCover.scrollIntoViewIfNeeded();
  await expect(brokenCover.locator("img")).toHaveCSS("visibility", "hidden");
  expect(await frameDrawing(brokenCover), "the failed story photo's frame").toEqual({
    tint: "rgb(233, 220, 198)",
    text: cssString(story?.imageAlt ?? "-"),
  });
  expect(await boxSize(brokenCover)).toEqual(await boxSize(photos.nth(storyIndex === 0 ? 1 : 0)));
});

test("nothing shifts while the fonts and slow photos load", async ({ page }) => {
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
