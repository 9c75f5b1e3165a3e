import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  fill,
  newestStory,
  pagesOfEachKind,
  SEARCH_PATH,
  site,
  sitePath,
  TRIPS_PATH,
  words,
} from "../content";
import { expect, notFoundErrors, test, waitForHydration } from "./fixtures";

// What the home page's HTML says (its sections' words, links and photos) is read from the file in
// tests/built/home.test.ts; here, what a visitor does with it.

const galleryCards = (page: Page) =>
  page.getByRole("region", { name: words.home.gallery }).getByRole("listitem");

async function openHome(page: Page) {
  await page.goto(sitePath("/"));
  // Clicks before hydration would fall back to the no-script behaviour (tested on its own).
  await waitForHydration(page);
}

test("the hero's links land on their sections, a gallery caption shows on hover and on focus, and the gallery has 2 columns at 390 px and 3 at 768 and 1280 px", async ({
  page,
}) => {
  await openHome(page);
  const hero = page.getByRole("region", { name: site.alias, exact: true });
  await expect(hero.getByText(site.tagline)).toBeVisible();
  await hero.getByRole("link", { name: words.home.viewGallery }).click();
  await expect(page).toHaveURL(sitePath("/#gallery"));
  await expect(page.getByRole("heading", { name: words.home.gallery })).toBeInViewport();
  await hero.getByRole("link", { name: words.home.exploreStories }).click();
  await expect(page).toHaveURL(sitePath("/#stories"));
  await expect(page.getByRole("heading", { name: words.home.stories })).toBeInViewport();

  const card = galleryCards(page).nth(1);
  const caption = card.locator(".gallery-caption");
  await card.scrollIntoViewIfNeeded();
  await expect(caption, "a caption hidden at rest").toHaveCSS("opacity", "0");
  await card.hover();
  await expect(caption, "the caption on hover").toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(caption, "the caption once the mouse has left").toHaveCSS("opacity", "0");
  await galleryCards(page).nth(0).getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link")).toBeFocused();
  await expect(caption, "the caption on keyboard focus").toHaveCSS("opacity", "1");

  // The first photo leads at twice the size; the others fill the columns.
  for (const [width, columns] of [
    [390, 2],
    [768, 3],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const lefts = await galleryCards(page).evaluateAll((cards) =>
      cards.slice(1).map((each) => Math.round(each.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, `columns at ${width} px`).toBe(columns);
  }
});

test("Follow My Journey opens Instagram in a tab with no way back to the site, and the newsletter announces an invalid address, then confirms a valid one with its e-mail request", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to launch 'mailto:/);
  await openHome(page);
  const follow = page
    .getByRole("region", { name: fill(words.home.about, { alias: site.alias }) })
    .getByRole("link", { name: new RegExp(escapeRegExp(words.home.followMyJourney)) });
  const [tab] = await Promise.all([page.waitForEvent("popup"), follow.click()]);
  await tab.waitForURL(new URL(site.instagramUrl).href);
  expect(await tab.evaluate(() => window.opener), "the new tab's opener").toBeNull();
  await tab.close();

  const box = page.getByRole("region", { name: words.home.connect });
  const email = box.getByRole("textbox", { name: words.newsletter.emailLabel });
  const subscribe = box.getByRole("button", { name: words.newsletter.subscribe });
  const invalid = words.newsletter.invalid;
  await email.fill("not-an-address");
  await subscribe.click();
  const error = box.getByText(invalid);
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute("aria-live", "polite");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(invalid);
  await expect(email).toBeFocused();

  await email.fill("reader@example.org");
  await subscribe.click();
  await expect(box.getByRole("status")).toHaveText(
    fill(words.newsletter.emailed, { link: words.newsletter.sendByEmail }),
  );
  const link = new URL(
    (await box.getByRole("link", { name: words.newsletter.sendByEmail }).getAttribute("href")) ??
      "",
  );
  expect(link.pathname).toBe(site.email);
  expect(link.searchParams.get("subject")).toBe(words.newsletter.requestSubject);
  expect(link.searchParams.get("body")).toBe(
    fill(words.newsletter.requestBody, { email: "reader@example.org" }),
  );
});

test("nothing scrolls sideways at 320 px and touch screens always show captions", async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 320, height: 640 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  const page = await phone.newPage();
  await page.route("https://images.unsplash.com/**", (route) => route.abort());
  await page.goto(sitePath("/"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(galleryCards(page).first().locator(".gallery-caption")).toHaveCSS("opacity", "1");
  await phone.close();
});

// On the owner's copy too: its newest story is one of 60 added after the owner's, with a camera photo.
test(
  "the newest story leads: at 390 × 844 its title is on the first screen and opens its page; Trips and Search are in the header of every kind of page at 390 and 1280 px",
  { tag: "@owner" },
  async ({ page, expectedErrors }) => {
    // The not-found page is one of the kinds: its 404 and its log line are what it should do.
    expectedErrors.push(...notFoundErrors());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(sitePath("/"));
    const latest = page
      .getByRole("region", { name: site.alias, exact: true })
      .getByRole("link", { name: new RegExp(escapeRegExp(newestStory.title)) });
    await expect(latest).toBeInViewport({ ratio: 1 });
    await expect(latest.getByText(newestStory.title, { exact: true })).toBeVisible();
    await latest.click();
    await expect(page).toHaveURL(sitePath(newestStory.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestStory.title);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of pagesOfEachKind) {
        await page.goto(sitePath(path));
        const header = page.getByRole("navigation", { name: words.frame.mainNav });
        for (const [name, address] of [
          [words.frame.trips, TRIPS_PATH],
          [words.frame.search, SEARCH_PATH],
        ] as const) {
          const link = header.getByRole("link", { name, exact: true });
          await expect(link, `${name} on ${path} at ${width} px`).toBeInViewport({ ratio: 1 });
          await expect(link).toHaveAttribute("href", sitePath(address));
        }
      }
    }
  },
);
