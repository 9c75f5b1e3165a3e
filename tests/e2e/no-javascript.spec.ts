import type { Page } from "@playwright/test";
import { featuredStories, homeImageCount, site, sitePath, stories, STORIES_PATH } from "../content";
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
  await expect(page.getByRole("button", { name: "Plan My Trip" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Plan My Trip" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email Instead" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read Full Story →" })).toHaveCount(
    featuredStories.length,
  );
  if (site.newsletterFormUrl) {
    // The owner's provider takes the form as it is (tests/owner/follow.spec.ts posts it).
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Subscribe by email" })).toBeVisible();
  }

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Stories", exact: true })
    .click();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expectNoScriptOnlyControl(page, STORIES_PATH);
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(featuredStories.length);
  for (const story of featuredStories) {
    await expect(page.getByRole("heading", { level: 2, name: story.title })).toBeVisible();
  }
  // Each story's own photo, and the photos in its text.
  await expect(
    page.getByRole("main").getByRole("article").getByRole("img"),
    "the stories' photos",
  ).toHaveCount(featuredStories.reduce((count, story) => count + 1 + story.photos.length, 0));
  const map = page.getByRole("region", { name: "Where the stories happened" });
  await expect(map).toBeVisible();

  const [first] = stories;
  if (!first) return;
  await map.getByRole("listitem").getByRole("link").first().click();
  await expect(page).toHaveURL(sitePath(first.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await page.goBack();
  // A marker that stands for one story (stories close together share one).
  const markers = map.getByRole("group", { name: "World map of the stories" }).getByRole("link");
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
  await expect(page.getByRole("link", { name: "All stories" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Search", exact: true }),
  ).toBeVisible();
  // The browser's share sheet needs the script: without it, no dead button.
  const share = page.getByRole("region", { name: "Share this story" });
  await expect(share.getByRole("button", { name: "Share…" })).toBeHidden();
  await expect(share.getByRole("link")).toHaveText([
    /WhatsApp/,
    /Email/,
    "by e-mail",
    "in a feed reader",
  ]);
});
