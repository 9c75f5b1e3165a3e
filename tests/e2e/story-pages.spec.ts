import { storyUrl } from "../../app/lib/paths";
import {
  escapeRegExp,
  language,
  newestStory,
  photoRequests,
  site,
  sitePath,
  stories,
  storiesOfEachKind,
  words,
} from "../content";
import { expect, test } from "./fixtures";

// What a story's page says (its text, links, card, figures and share links) is read from its file
// (tests/built/stories.test.ts); here, what a reader's browser makes of it.

test("each story's page shows the site's name, its photo and the photos in its text load, its text opens with one drop capital at most, and a tap on a photo opens the picture itself, Back returning to the story", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout + storiesOfEachKind.length * 10_000);
  let tapped = false;
  for (const story of storiesOfEachKind) {
    await page.goto(sitePath(story.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect(page.getByRole("banner").getByRole("link", { name: site.alias })).toBeVisible();
    const article = page.getByRole("main").getByRole("article");
    const cover = article.getByRole("img", { name: story.imageAlt, exact: true }).first();
    await expect(cover, story.path).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        message: `${story.path}: its photo is shown`,
      })
      .toBeGreaterThan(0);
    // Its own photo: from Unsplash, or a file the build published of its upload.
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc), story.path).toMatch(
      photoRequests(story.image),
    );
    // The text reads as one flow around its photos: one drop capital at most, on its first
    // paragraph when the text starts with one (floated to the line's start: left in English).
    // None in Arabic, whose letters join their neighbours (app.css).
    const dropCaps = await article
      .locator(".story-body p")
      .evaluateAll((paragraphs) =>
        paragraphs.map((p) => getComputedStyle(p, "::first-letter").float === "inline-start"),
      );
    expect(dropCaps.filter(Boolean).length, `${story.path}: drop capitals`).toBeLessThanOrEqual(1);
    if (story.html.startsWith("<p>")) {
      expect(dropCaps[0], `${story.path}: a drop capital opens the text`).toBe(language !== "ar");
    }
    const figures = article.getByRole("figure");
    await expect(figures).toHaveCount(story.photos.length);
    for (const [index, { src, alt, caption }] of story.photos.entries()) {
      const figure = figures.nth(index);
      await expect(figure, src).toHaveAccessibleName(caption ?? "");
      if (caption) await expect(figure.getByText(caption, { exact: true })).toBeVisible();
      const image = figure.getByRole("img", { name: alt, exact: true });
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: `${src} is shown`,
        })
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc), src).toMatch(
        photoRequests(src),
      );
    }
    // Once: the link around a photo is a plain one, which needs no script.
    const [photo] = story.photos;
    if (!tapped && photo) {
      tapped = true;
      const link = article.getByRole("link", { name: `${photo.alt}${words.story.fullSize}` });
      const href = (await link.getAttribute("href")) ?? "";
      await link.click();
      await expect(page).toHaveURL(href);
      expect(await page.evaluate(() => document.contentType)).toBe("image/jpeg");
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
    }
  }
});

// A visitor's clicks through the newest stories (four at most, however many there are); every
// page's neighbours are checked by address in tests/built/stories.test.ts.
test("the previous and next links walk from story to story, in order, to the newest and back", async ({
  page,
}) => {
  const walked = stories.slice(0, 4).reverse();
  const more = () => page.getByRole("navigation", { name: words.story.moreStories });
  const next = new RegExp(escapeRegExp(words.story.nextStory));
  const previous = new RegExp(escapeRegExp(words.story.previousStory));
  await page.goto(sitePath((walked[0] ?? newestStory).path));
  for (const story of walked.slice(1)) {
    await more().getByRole("link", { name: next }).click();
    await expect(page).toHaveURL(sitePath(story.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  }
  await expect(more().getByRole("link", { name: next })).toHaveCount(0);
  for (const story of walked.slice(0, -1).reverse()) {
    await more().getByRole("link", { name: previous }).click();
    await expect(page).toHaveURL(sitePath(story.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  }
});

test("the Share… button stays hidden beside the WhatsApp link without a share sheet, as on this Linux Chromium, and where the browser has one it opens it with the story's title and address", async ({
  page,
}) => {
  const story = newestStory;
  const share = page.getByRole("region", { name: words.story.share });
  const button = share.getByRole("button", { name: words.story.shareButton });
  await page.goto(sitePath(story.path));
  expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
  await expect(button, "without a share sheet").toBeHidden();
  await expect(
    share.getByRole("link", { name: new RegExp(escapeRegExp(words.story.whatsApp)) }),
  ).toBeVisible();

  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        Object.assign(window, { shared: data });
        return Promise.resolve();
      },
    });
  });
  await page.reload();
  await button.click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
    title: story.title,
    url: storyUrl(site.siteUrl, story.slug),
  });
});
