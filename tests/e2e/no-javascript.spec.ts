import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  featuredStories,
  homeImageCount,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  words,
} from "../content";
import { expect, test } from "./fixtures";

// What each page offers in place of its scripts, and every address and text it shows, are read
// from its file (tests/built/home.test.ts, stories.test.ts); here, a reader's way through the
// pages as a browser without JavaScript shows them.

test.use({ javaScriptEnabled: false });

/** Asserts that no control that needs a script shows. */
async function expectNoScriptOnlyControl(page: Page, where: string) {
  for (const control of await page.locator(".js-only").all()) {
    await expect(control, `${where}: a control that needs a script`).toBeHidden();
  }
}

test("without JavaScript a reader goes from the home page to the stories page and to a story by the map's list and by a marker, each page showing its photos and the plain links in place of what needs a script", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  await expectNoScriptOnlyControl(page, "home");
  await expect(page.locator("section").first().locator("img").first(), "the cover").toBeVisible();
  await expect(page.getByRole("img"), "the home page's images").toHaveCount(homeImageCount);
  await expect(page.getByRole("button", { name: words.home.planMyTrip })).toBeHidden();
  await expect(page.getByRole("link", { name: words.home.planMyTrip })).toBeVisible();
  await expect(page.getByRole("link", { name: words.home.emailInstead })).toBeVisible();
  await expect(page.getByRole("link", { name: words.home.readFullStory })).toHaveCount(
    featuredStories.length,
  );
  if (site.newsletterFormUrl) {
    // The owner's provider takes the form as it is (tests/owner/follow.spec.ts posts it).
    await expect(page.getByRole("button", { name: words.newsletter.subscribe })).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: words.newsletter.subscribe })).toBeHidden();
    await expect(page.getByRole("link", { name: words.newsletter.subscribeByEmail })).toBeVisible();
  }

  await page
    .getByRole("navigation", { name: words.frame.mainNav })
    .getByRole("link", { name: words.frame.stories, exact: true })
    .click();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expectNoScriptOnlyControl(page, STORIES_PATH);
  await expect(page.getByRole("link", { name: words.storiesPage.backToHome })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(featuredStories.length);
  for (const story of featuredStories) {
    await expect(page.getByRole("heading", { level: 2, name: story.title })).toBeVisible();
  }
  // Each story's own photo, and the photos in its text.
  await expect(
    page.getByRole("main").getByRole("article").getByRole("img"),
    "the stories' photos",
  ).toHaveCount(featuredStories.reduce((count, story) => count + 1 + story.photos.length, 0));
  const map = page.getByRole("region", { name: words.storiesPage.mapTitle });
  await expect(map).toBeVisible();

  const [first] = stories;
  if (!first) return;
  await map.getByRole("listitem").getByRole("link").first().click();
  await expect(page).toHaveURL(sitePath(first.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await page.goBack();
  // A marker that stands for one story (stories close together share one).
  const markers = map.getByRole("group", { name: words.storiesPage.mapLabel }).getByRole("link");
  const names = await markers.evaluateAll((links) => links.map((link) => link.ariaLabel));
  const story = stories.find(({ title, coordinates }) => coordinates && names.includes(title));
  if (!story) return;
  await markers.nth(names.indexOf(story.title)).click();
  await expect(page).toHaveURL(sitePath(story.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);

  await expectNoScriptOnlyControl(page, story.path);
  const article = page.getByRole("main").getByRole("article");
  await expect(
    article.getByRole("img", { name: story.imageAlt, exact: true }).first(),
    "the story's photo",
  ).toBeVisible();
  await expect(article.getByRole("img"), "the story's photos").toHaveCount(1 + story.photos.length);
  await expect(article.locator(".story-body p").first()).toBeVisible();
  await expect(page.getByRole("link", { name: words.story.allStories })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: words.frame.search, exact: true }),
  ).toBeVisible();
  // The browser's share sheet needs the script: without it, no dead button.
  const share = page.getByRole("region", { name: words.story.share });
  await expect(share.getByRole("button", { name: words.story.shareButton })).toBeHidden();
  await expect(share.getByRole("link")).toHaveText([
    new RegExp(escapeRegExp(words.story.whatsApp)),
    new RegExp(escapeRegExp(words.story.email)),
    words.story.followByEmail,
    words.story.followInFeedReader,
  ]);
});
