import { site, sitePath, STORIES_PATH, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

// That each page is prerendered with its text, and what the build leaves out, is read from the
// files (tests/built/pages.test.ts); how the host answers, by scripts/nginx-check.mjs.

test("a visitor moves between home and stories, and Back returns to each", async ({ page }) => {
  await page.goto(sitePath("/"));
  await waitForHydration(page);

  await page.getByRole("link", { name: words.frame.stories, exact: true }).first().click();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expect(
    page.getByRole("heading", { level: 1, name: words.storiesPage.title }),
  ).toBeVisible();

  await page.getByRole("link", { name: words.storiesPage.backToHome }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1, name: site.alias })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.storiesPage.title);
  await page.goBack();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
  await page.getByRole("banner").getByRole("link", { name: site.alias }).click();
  await expect(page).toHaveURL(sitePath("/"));
});
