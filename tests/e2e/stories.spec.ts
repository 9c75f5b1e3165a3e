import {
  featuredStories,
  featuredStoryPath,
  newestStory,
  photoRequests,
  site,
  sitePath,
  stories,
  STORIES_PATH,
} from "./content";
import { expect, paragraphsOf, test, waitForHydration } from "./fixtures";

test("the stories page shows its header, then the home page's stories in full, in its order @content", async ({
  page,
}) => {
  await page.goto(sitePath(STORIES_PATH));
  await expect(page).toHaveTitle(`Stories from the Road | ${site.alias}`);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute(
    "href",
    sitePath("/"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from the Road");
  await expect(
    page.getByText("Adventures, insights, and moments that changed everything"),
  ).toBeVisible();

  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(featuredStories.length);
  for (const [index, story] of featuredStories.entries()) {
    const article = articles.nth(index);
    await expect(article).toHaveAttribute("id", story.slug);
    const title = article.getByRole("heading", { level: 2 });
    await expect(title).toHaveText(story.title);
    await expect(article).toContainText(story.date);
    await expect(article).toContainText(story.location);
    await expect(article).toContainText(`${story.readingMinutes} min read`);
    const image = article.getByRole("img", { name: story.imageAlt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Its own photo: from Unsplash, or a file the build published of its upload.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      photoRequests(story.image),
    );
    await expect(article.locator(".story-body").getByRole("paragraph")).toHaveText(
      await paragraphsOf(page, story.html),
    );
  }
  // A story's title is the way to its own page, its address to share.
  const [first] = featuredStories;
  await articles.first().getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(sitePath(first?.path ?? "-"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "-");
});

for (const [index, story] of featuredStories.entries()) {
  test(`"Read Full Story →" on card ${index + 1} lands on "${story.title}" @content`, async ({
    page,
  }) => {
    await page.goto(sitePath("/"));
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Stories from the Road" })
      .getByRole("link", { name: "Read Full Story →" })
      .nth(index)
      .click();
    await expect(page).toHaveURL(sitePath(featuredStoryPath(story.slug)));
    await expect(page.getByRole("heading", { name: story.title, level: 2 })).toBeInViewport();
  });
}

test("a link to a story on /stories opens the page on that story @content", async ({ page }) => {
  const story = featuredStories.at(-1) ?? newestStory;
  await page.goto(sitePath(featuredStoryPath(story.slug)));
  await expect(page.getByRole("heading", { name: story.title, level: 2 })).toBeInViewport();
  const first = featuredStories[0];
  if (first && first !== story) {
    await expect(page.getByRole("heading", { name: first.title, level: 2 })).not.toBeInViewport();
  }
});

test("the list of every story links each one to its own page @content", async ({ page }) => {
  await page.goto(sitePath(STORIES_PATH));
  const list = page
    .getByRole("region", { name: "Where the stories happened" })
    .getByRole("listitem")
    .getByRole("link");
  await expect(list).toHaveText(stories.map((story) => story.title));
  expect(await list.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    stories.map((story) => sitePath(story.path)),
  );
});
