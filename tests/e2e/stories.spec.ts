import { expect, test, waitForHydration } from "./fixtures";

const stories = [
  {
    slug: "cliff-diving-in-bali",
    title: "Cliff Diving in Bali",
    date: "March 2024",
    location: "Uluwatu",
  },
  {
    slug: "burning-man-again-and-again",
    title: "Burning Man Again and Again Through the Years!",
    date: "August 2018-2024",
    location: "Black Rock Desert, Nevada",
  },
  {
    slug: "night-market-adventures-in-bangkok",
    title: "Night Market Adventures in Bangkok",
    date: "November 2023",
    location: "Bangkok, Thailand",
  },
  { slug: "bonjour-paris", title: "Bonjour Paris!", date: "July 2025", location: "Paris, France" },
];

test("the stories page shows its header and the four full stories in order", async ({ page }) => {
  await page.goto("/stories");
  await expect(page).toHaveTitle("Stories from the Road | Wildfinch");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from the Road");
  await expect(
    page.getByText("Adventures, insights, and moments that changed everything"),
  ).toBeVisible();

  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(4);
  for (const [index, story] of stories.entries()) {
    const article = articles.nth(index);
    await expect(article).toHaveAttribute("id", story.slug);
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(story.title);
    await expect(article).toContainText(story.date);
    await expect(article).toContainText(story.location);
    await expect(article).toContainText(/\d+ min read/);
    const image = article.getByRole("img");
    await expect(image).toHaveAttribute("alt", /\w/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await article.locator(".story-body > p").count()).toBeGreaterThanOrEqual(5);
  }
  await expect(articles.first().locator(".story-body > p").first()).toContainText(
    "The first thing I noticed wasn’t the height.",
  );
});

for (const [index, story] of stories.entries()) {
  test(`"Read Full Story →" on card ${index + 1} lands on "${story.title}"`, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Stories from the Road" })
      .getByRole("link", { name: "Read Full Story →" })
      .nth(index)
      .click();
    await expect(page).toHaveURL(`/stories#${story.slug}`);
    await expect(page.getByRole("heading", { name: story.title, level: 2 })).toBeInViewport();
  });
}

test("a shared link to a story opens the page on that story", async ({ page }) => {
  await page.goto("/stories#bonjour-paris");
  await expect(page.getByRole("heading", { name: "Bonjour Paris!", level: 2 })).toBeInViewport();
  await expect(
    page.getByRole("heading", { name: "Cliff Diving in Bali", level: 2 }),
  ).not.toBeInViewport();
});
