import type { Page, Request, Response } from "@playwright/test";
import {
  featuredStories,
  featuredStoryPath,
  fill,
  gallery,
  newestStory,
  site,
  sitePath,
  STORIES_PATH,
  words,
} from "../content";
import { expect, test, waitForHydration } from "../e2e/fixtures";

// A site lives at its siteUrl: at a host's root, or under a path such as a GitHub Pages project
// site's /<repository>, as the owner's copy is (scripts/owner-check.mjs). A reader goes through it
// served by scripts/serve.mjs, which answers nothing outside the path. That every address the pages,
// the sitemap, the feeds and the manifest write is under the path is read from the files
// (tests/built); nginx serves them there (scripts/nginx-check.mjs).

/** Where every address of the site starts, as the browser asks for it: "/" or "/travel-notes/". */
const home = sitePath("/");

/**
 * Everything the page asks the site's host (`origin`) for, and every answer that failed. Requests
 * to other hosts (Unsplash, WhatsApp) are the fixtures' stand-ins, not the site's.
 */
function watchRequests(page: Page, origin: string | undefined) {
  const own: string[] = [];
  const failed: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === origin) own.push(url.pathname);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  const onFailure = (request: Request) => {
    // A photo still loading when the reader moves on is cancelled by the browser: not a failure.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    failed.push(`${request.failure()?.errorText} ${request.url()}`);
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  page.on("requestfailed", onFailure);
  return { own, failed };
}

/**
 * Whether the page's stylesheets loaded and apply: the display font is on the page's title. A page
 * with its own styles adds the stylesheet only after its first paint, so this waits for it.
 */
async function expectStyled(page: Page) {
  const sheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.sheet?.cssRules.length ?? 0,
      ),
    );
  await expect
    .poll(async () => {
      const rules = await sheets();
      return rules.length > 0 && rules.every((count) => count > 0);
    }, "every stylesheet of the page loaded, with its rules")
    .toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Fraunces/);
}

/** Every photo in view has arrived and been decoded. */
async function expectPhotosShown(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc);
  });
  expect(broken).toEqual([]);
}

test(
  `a reader's visit stays under ${home}: every request is there, none fails but the unknown address's, styles and photos show, none taller than a laptop's screen, the trip dialog and the photo viewer work`,
  { tag: "@owner" },
  async ({ page, baseURL, expectedErrors }) => {
    const unknown = sitePath("/no/such/trail");
    expectedErrors.push(/404 \(Not Found\)/, new RegExp(`404: no page at ${unknown}$`));
    const { own, failed } = watchRequests(page, baseURL);

    // An unknown address under the path: the not-found page, styled, with status 404.
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title);
    await expectStyled(page);
    await page.getByRole("link", { name: words.notFound.home }).click();
    await expect(page).toHaveURL(home);
    await waitForHydration(page);
    await expectStyled(page);
    await expectPhotosShown(page);

    await page.getByRole("button", { name: words.home.planMyTrip }).first().click();
    const dialog = page.getByRole("dialog", { name: words.tripDialog.title });
    await dialog.getByLabel(words.tripDialog.destination).fill("Lamma Island & back");
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      dialog.getByRole("button", { name: words.tripDialog.send }).click(),
    ]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(tab.url()).searchParams.get("text")).toContain("Lamma Island & back");
    await tab.close();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const [photo] = gallery;
    if (!photo) throw new Error("The gallery has no photo.");
    await page
      .getByRole("region", { name: words.home.gallery })
      .getByRole("listitem")
      .first()
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(sitePath("/#gallery-1"));
    const viewer = page.getByRole("dialog", {
      name: fill(words.photoViewer.label, {
        number: 1,
        count: gallery.length,
        caption: photo.caption,
      }),
    });
    await expect(viewer.getByRole("img", { name: photo.alt })).toBeVisible();
    await expectPhotosShown(page);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`^[^#]*${sitePath("/")}(#gallery)?$`));

    // The header's links.
    const header = page.getByRole("navigation", { name: words.frame.mainNav });
    await header.getByRole("link", { name: words.frame.stories }).click();
    await expect(page).toHaveURL(sitePath(STORIES_PATH));
    await expectStyled(page);
    await expectPhotosShown(page);
    await header.getByRole("link", { name: site.alias }).click();
    await expect(page).toHaveURL(home);
    await waitForHydration(page);

    // "Read Full Story →" lands on the story in /stories, which links to the story's own page.
    const [first] = featuredStories;
    if (!first) throw new Error("The home page features no story.");
    await page.getByRole("link", { name: words.home.readFullStory }).first().click();
    await expect(page).toHaveURL(sitePath(featuredStoryPath(first.slug)));
    await expect(page.locator(`[id="${first.slug}"]`)).toBeInViewport();
    // On a laptop's screen, no photo of the story is taller than the screen, a portrait one too.
    await page.setViewportSize({ width: 1280, height: 800 });
    const photos = await page
      .locator(`[id="${first.slug}"] .story-photo img`)
      .evaluateAll((images) =>
        images.map((image) => {
          const box = image.getBoundingClientRect();
          const [width, height] = ["width", "height"].map((name) =>
            Number(image.getAttribute(name)),
          );
          return { height: box.height, isPortrait: (height ?? 0) > (width ?? 0) };
        }),
      );
    expect(
      photos.some((photo) => photo.isPortrait),
      "a portrait photo in the story",
    ).toBe(true);
    for (const photo of photos) expect(photo.height).toBeLessThanOrEqual(800);
    await page
      .getByRole("region", { name: words.storiesPage.mapTitle })
      .getByRole("listitem")
      .getByRole("link", { name: newestStory.title, exact: true })
      .click();
    await expect(page).toHaveURL(sitePath(newestStory.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestStory.title);
    await expectStyled(page);
    await expectPhotosShown(page);
    await page.getByRole("link", { name: words.story.allStories }).click();
    await expect(page).toHaveURL(sitePath(STORIES_PATH));

    expect(failed).toEqual([`404 ${baseURL}${unknown}`]);
    expect(own.length).toBeGreaterThan(10);
    expect(own.filter((pathname) => !pathname.startsWith(home))).toEqual([]);
  },
);
