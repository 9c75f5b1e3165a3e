import { featuredStories, featuredStoryPath, photoRequests, sitePath, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

// What the stories page says, story by story, is read from its file (tests/built/stories.test.ts);
// here, the way a reader comes to it from the home page, and on to a story's own page.

test('each "Read Full Story →" on the home page lands on its story on the stories page, in view with its photo shown, and that story\'s title opens its own page', async ({
  page,
}) => {
  // A home page and a stories page for each card.
  test.setTimeout(test.info().timeout + featuredStories.length * 10_000);
  await page.goto(sitePath("/"));
  for (const [index, story] of featuredStories.entries()) {
    const card = `card ${index + 1}, "${story.title}"`;
    if (index > 0) await page.goBack();
    await waitForHydration(page);
    await page
      .getByRole("region", { name: words.home.stories })
      .getByRole("link", { name: words.home.readFullStory })
      .nth(index)
      .click();
    await expect(page, card).toHaveURL(sitePath(featuredStoryPath(story.slug)));
    const heading = page.getByRole("heading", { name: story.title, level: 2 });
    await expect(heading, card).toBeInViewport();
    const first = featuredStories[0];
    if (index === featuredStories.length - 1 && first && first !== story) {
      await expect(
        page.getByRole("heading", { name: first.title, level: 2 }),
        `${card}: the page opens on its story, not at the top`,
      ).not.toBeInViewport();
    }
    const image = page
      .getByRole("article")
      .filter({ has: heading })
      .getByRole("img", { name: story.imageAlt, exact: true })
      .first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        message: `${card}: its photo is shown`,
      })
      .toBeGreaterThan(0);
    // Its own photo: from Unsplash, or a file the build published of its upload.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc), card).toMatch(
      photoRequests(story.image),
    );
  }
  // A story's title is the way to its own page, its address to share.
  const story = featuredStories.at(-1);
  if (!story) return;
  await page.getByRole("heading", { name: story.title, level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(sitePath(story.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
});
