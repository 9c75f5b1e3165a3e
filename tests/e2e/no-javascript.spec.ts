import {
  escapeRegExp,
  featuredStories,
  homeImageCount,
  newestStory,
  SEARCH_PATH,
  site,
  sitePath,
  STORIES_PATH,
} from "./content";
import { expect, paragraphsOf, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("without JavaScript the home page shows its images and links, and Plan My Trip opens WhatsApp @content", async ({
  page,
}) => {
  await page.goto(sitePath("/"));
  await expect(page.locator("section").first().locator("img")).toBeVisible();
  await expect(page.getByRole("img")).toHaveCount(homeImageCount);
  await expect(page.getByRole("button", { name: "Plan My Trip" })).toBeHidden();
  const plan = page.getByRole("link", { name: "Plan My Trip" });
  await expect(plan).toBeVisible();
  const url = new URL((await plan.getAttribute("href")) ?? "");
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
  expect(url.searchParams.get("text")).toContain("Destination: Not sure yet");
  await expect(page.getByRole("link", { name: "Email Instead" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${escapeRegExp(site.email)}\\?subject=Trip%20planning&body=`),
  );
  await expect(page.getByRole("link", { name: "Read Full Story →" })).toHaveCount(
    featuredStories.length,
  );
  if (site.newsletterFormUrl) {
    // The owner's provider takes the form as it is (tests/owner/follow.spec.ts posts it).
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  } else {
    // An e-mail request cannot be a form on an https page without a mixed-content warning.
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Subscribe by email" })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=Newsletter%20subscription`,
    );
  }
});

test("without JavaScript the stories page shows its stories, images and links @content", async ({
  page,
}) => {
  await page.goto(sitePath(STORIES_PATH));
  await expect(page.getByRole("article")).toHaveCount(featuredStories.length);
  // Each story's own photo, and the photos in its text.
  const photos = page.getByRole("main").getByRole("article").getByRole("img");
  await expect(photos).toHaveCount(
    featuredStories.reduce((count, story) => count + 1 + story.photos.length, 0),
  );
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  for (const story of featuredStories) {
    await expect(page.getByRole("heading", { level: 2, name: story.title })).toBeVisible();
  }
});

test("without JavaScript a story's page shows the whole story and the ways on @content", async ({
  page,
}) => {
  await page.goto(sitePath(newestStory.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestStory.title);
  await expect(
    page.getByRole("main").getByRole("img", { name: newestStory.imageAlt }),
  ).toBeVisible();
  await expect(page.locator(".story-body").getByRole("paragraph")).toHaveText(
    await paragraphsOf(page, newestStory.html),
  );
  await expect(page.getByRole("link", { name: "All stories" })).toBeVisible();
  const share = page.getByRole("region", { name: "Share this story" });
  await expect(share.getByRole("link")).toHaveText([
    /WhatsApp/,
    /Email/,
    "by e-mail",
    "in a feed reader",
  ]);
  // The Follow line: the newsletter box on the home page, and the feed.
  await expect(share.getByRole("link", { name: "by e-mail" })).toHaveAttribute(
    "href",
    sitePath("/#newsletter"),
  );
  await expect(share.getByRole("link", { name: "in a feed reader" })).toHaveAttribute(
    "href",
    sitePath("/rss.xml"),
  );
  await expect(page.getByRole("link", { name: "Search" })).toHaveAttribute(
    "href",
    sitePath(SEARCH_PATH),
  );
});
