import type { Page } from "@playwright/test";
import { featuredStories, newestStory, sitePath, stories, STORIES_PATH, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

/** Records whether <html> had the dark class when <body> first appeared, i.e. at first paint. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      Object.assign(window, {
        darkAtFirstPaint: document.documentElement.classList.contains("dark"),
      });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
// Read once the new page's body has begun: a URL can change before the page has anything to paint.
const darkAtFirstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint);

test("the theme follows the system setting from the first paint", async ({ page }) => {
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(sitePath("/"));
  await expect.poll(() => darkAtFirstPaint(page)).toBe(true);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(21, 19, 18)");

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(sitePath(STORIES_PATH));
  await expect.poll(() => darkAtFirstPaint(page)).toBe(false);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(251, 248, 243)");
});

test("the header toggle switches the theme and the choice is remembered", async ({ page }) => {
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: words.frame.darkTheme });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(21, 19, 18)");

  await page.goto(sitePath(STORIES_PATH));
  await expect.poll(() => darkAtFirstPaint(page)).toBe(true);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect.poll(() => darkAtFirstPaint(page)).toBe(true);
});

test("on the stories page, which runs no app scripts, the toggle works and the home page remembers", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(sitePath(STORIES_PATH));
  await expect.poll(() => darkAtFirstPaint(page)).toBe(true);
  const toggle = page.getByRole("button", { name: words.frame.darkTheme });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(251, 248, 243)");
  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(scripts).toEqual([]);

  await page.getByRole("link", { name: words.storiesPage.backToHome }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect.poll(() => darkAtFirstPaint(page)).toBe(false);
  await expect(page.getByRole("button", { name: words.frame.darkTheme })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("cards stay where they are as the page scrolls; scrolling is smooth, unless reduced motion is preferred", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(sitePath("/"));
  // No card moves into place as it scrolls into view: a link that moves under a pointer or a
  // finger is tapped where it was (a click on the grown site's cards missed, 1 run in 5).
  for (const card of [
    page.locator("#stories li").first(),
    page.locator(".gallery-grid li").first(),
  ])
    await expect(card).toHaveCSS("animation-name", "none");
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
  await expect(page.locator(".gallery-caption").first()).toHaveCSS("transition-duration", "0s");
});

test("the stories page prints as plain readable text with fitted images, a story's page as the story alone", async ({
  page,
}) => {
  await page.goto(sitePath(STORIES_PATH));
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: words.storiesPage.backToHome })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(page.locator(".story-body").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  const frame = page.getByRole("article").first().locator(".story-cover");
  const width = await frame.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(530);
  await expect(page.getByRole("article")).toHaveCount(featuredStories.length);

  // Without its share box and links on.
  await page.goto(sitePath(newestStory.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestStory.title);
  await expect(page.locator(".story-body").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  for (const hidden of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("link", { name: words.story.allStories }),
    page.getByRole("region", { name: words.story.share }),
    page.getByRole("navigation", { name: words.story.moreStories }),
  ]) {
    await expect(hidden).toBeHidden();
  }
});

// Cross-document view transitions are CSS only (@view-transition): the new page says whether it
// was revealed with one, in its `pagereveal` event.
test("moving from page to page cross-fades, the header staying put, and changes at once when less motion is asked for", async ({
  page,
}) => {
  await page.addInitScript(() =>
    addEventListener("pagereveal", (event) =>
      Object.assign(window, { revealedWithTransition: Boolean(event.viewTransition) }),
    ),
  );
  const revealed = () =>
    page.evaluate(
      () => (window as unknown as { revealedWithTransition: boolean }).revealedWithTransition,
    );
  const story = stories[0] ?? newestStory;
  for (const motion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    // pagereveal comes with the first rendering, after the stylesheet: the text may be in the
    // document before that, so wait for the event rather than read it once.
    await page.goto(sitePath(STORIES_PATH));
    await expect.poll(revealed, motion).toBe(false);
    await page
      .getByRole("region", { name: words.storiesPage.mapTitle })
      .getByRole("listitem")
      .getByRole("link", { name: story.title })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect.poll(revealed, motion).toBe(motion === "no-preference");
    await expect(page.getByRole("banner")).toHaveCSS("view-transition-name", "site-header");
    await page.getByRole("link", { name: words.story.allStories }).click();
    await expect(page).toHaveURL(sitePath(STORIES_PATH));
    await expect.poll(revealed, motion).toBe(motion === "no-preference");
  }
});

test("reloading the home page halfway down returns to the same place", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  for (const id of ["dj", "about", "connect"]) {
    await page
      .locator(`#${id}`)
      .evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    const before = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
});
