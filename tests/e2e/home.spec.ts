import {
  djOfferings,
  escapeRegExp,
  featuredStories,
  featuredStoryPath,
  gallery,
  site,
  sitePath,
} from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const galleryCards = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Adventure Gallery" }).getByRole("listitem");

test.describe("the home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(sitePath("/"));
    // Clicks before hydration would fall back to the no-script behaviour (tested on its own).
    await waitForHydration(page);
  });

  test("the hero shows the alias, the tagline and links that land on their sections @content", async ({
    page,
  }) => {
    const hero = page.getByRole("region", { name: site.alias, exact: true });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(site.alias);
    await expect(hero.getByText(site.tagline)).toBeVisible();

    await hero.getByRole("link", { name: "View Gallery" }).click();
    await expect(page).toHaveURL(sitePath("/#gallery"));
    await expect(page.getByRole("heading", { name: "Adventure Gallery" })).toBeInViewport();

    await page.goto(sitePath("/"));
    await hero.getByRole("link", { name: "Explore Stories" }).click();
    await expect(page).toHaveURL(sitePath("/#stories"));
    await expect(page.getByRole("heading", { name: "Stories from the Road" })).toBeInViewport();
  });

  test(`the gallery has ${gallery.length} photo cards, each with a picture, caption and location @content`, async ({
    page,
  }) => {
    await expect(galleryCards(page)).toHaveCount(gallery.length);
    for (const [index, item] of gallery.entries()) {
      const card = galleryCards(page).nth(index);
      await expect(card.getByRole("img", { name: item.alt, exact: true })).toHaveCount(1);
      await expect(card.getByText(item.caption, { exact: true })).toBeAttached();
      await expect(card.getByText(item.location, { exact: true })).toBeAttached();
    }
    for (const image of await page.locator("#gallery img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  // The first photo leads at twice the size; the others fill the columns.
  for (const [width, columns] of [
    [390, 2],
    [768, 3],
    [1280, 3],
  ] as const) {
    test(`the gallery shows ${columns} columns at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const lefts = await galleryCards(page).evaluateAll((cards) =>
        cards.slice(1).map((card) => Math.round(card.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test("a caption appears on hover and on keyboard focus", async ({ page }) => {
    const card = galleryCards(page).nth(1);
    const caption = card.locator(".gallery-caption");
    await card.scrollIntoViewIfNeeded();
    await expect(caption).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(caption).toHaveCSS("opacity", "1");

    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await galleryCards(page).nth(0).getByRole("link").focus();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link")).toBeFocused();
    await expect(caption).toHaveCSS("opacity", "1");
  });

  test(`the stories section shows ${featuredStories.length} cards that link to their full story @content`, async ({
    page,
  }) => {
    const section = page.getByRole("region", { name: "Stories from the Road" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(featuredStories.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      featuredStories.map((story) => story.title),
    );
    for (const [index, story] of featuredStories.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(story.date);
      await expect(card).toContainText(story.location);
      await expect(card).toContainText(story.excerpt);
      await expect(card.getByRole("img", { name: story.imageAlt, exact: true })).toHaveCount(1);
    }
    const links = section.getByRole("link", { name: "Read Full Story →" });
    await expect(links).toHaveCount(featuredStories.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
      featuredStories.map((story) => sitePath(featuredStoryPath(story.slug))),
    );
    await expect(section.getByText("Ready to plan your next adventure?")).toBeVisible();
    await expect(section.getByRole("button", { name: "Plan My Trip" })).toBeVisible();
    const email = section.getByRole("link", { name: "Email Instead" });
    const href = new URL((await email.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(site.email);
    expect(href.searchParams.get("subject")).toBe("Trip planning");
    expect(href.searchParams.get("body")).toContain("Destination: Not sure yet");
  });

  test(`the DJ section shows ${djOfferings.length} offerings and ${site.djTags.length} tags @content`, async ({
    page,
  }) => {
    const section = page.getByRole("region", { name: "DJ-ing and DJ Lessons Everywhere!" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(djOfferings.length);
    await expect(cards.getByRole("heading")).toHaveText(
      djOfferings.map((offering) => offering.title),
    );
    for (const [index, offering] of djOfferings.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(offering.location);
      await expect(card).toContainText(offering.description);
      await expect(card.getByRole("img", { name: offering.imageAlt, exact: true })).toHaveCount(1);
      await expect(card.locator("svg")).toHaveCount(2);
    }
    await expect(section.getByRole("list", { name: "Styles" }).getByRole("listitem")).toHaveText(
      site.djTags,
    );
  });

  test("the about section greets by alias, shows the stats and links out safely @content", async ({
    page,
  }) => {
    const section = page.getByRole("region", { name: `About ${site.alias}` });
    await expect(
      section.getByRole("img", { name: site.about.portraitAlt, exact: true }),
    ).toBeVisible();
    await expect(section.locator("p")).toHaveText(site.about.paragraphs);
    await expect(section.getByRole("listitem")).toHaveText(
      site.about.stats.map(({ value, label }) => `${value} ${label}`),
    );
    const food = section.getByRole("link", { name: /top 1% food reviewer/ });
    await expect(food).toHaveAttribute("href", site.foodReviewUrl);
    const follow = section.getByRole("link", { name: /Follow My Journey/ });
    await expect(follow).toHaveAttribute("href", site.instagramUrl);
    for (const link of [food, follow]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const [tab] = await Promise.all([page.waitForEvent("popup"), follow.click()]);
    expect(tab.url()).toBe(new URL(site.instagramUrl).href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test("Let's Connect shows the four cards and the travel partner @content", async ({ page }) => {
    const section = page.getByRole("region", { name: "Let's Connect" });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveText([
      `Instagram${site.instagramHandle} (opens in a new tab)`,
      `Email${site.email}`,
      `Current Location${site.currentLocation}`,
      `Next Destination${site.nextDestination}`,
    ]);
    await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", site.instagramUrl);
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", `mailto:${site.email}`);
    const partner = section.getByRole("link", { name: `Visit ${site.travelPartner.name}` });
    await expect(partner).toHaveAttribute("href", site.travelPartner.url);
    await expect(partner).toHaveAttribute("target", "_blank");
    await expect(partner).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the newsletter rejects an invalid address with a visible, announced error", async ({
    page,
  }) => {
    const box = page.getByRole("region", { name: "Let's Connect" });
    const email = box.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-address");
    await box.getByRole("button", { name: "Subscribe" }).click();
    const error = box.getByText("Please enter a valid email address, like name@example.com.");
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute("aria-live", "polite");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await expect(email).toBeFocused();
  });

  test("the newsletter sends a valid address as an e-mail request and confirms", async ({
    page,
    expectedErrors,
  }) => {
    expectedErrors.push(/Failed to launch 'mailto:/);
    const box = page.getByRole("region", { name: "Let's Connect" });
    await box.getByRole("textbox", { name: "Email address" }).fill("reader@example.org");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Thanks for subscribing!");
    const link = new URL(
      (await box.getByRole("link", { name: "send the request by email" }).getAttribute("href")) ??
        "",
    );
    expect(link.pathname).toBe(site.email);
    expect(link.searchParams.get("subject")).toBe("Newsletter subscription");
    expect(link.searchParams.get("body")).toBe(
      "Hi! Please add reader@example.org to your newsletter.",
    );
  });

  test(`the footer shows the title, tagline, signature and copyright from ${site.copyrightStartYear} @content`, async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.alias);
    await expect(footer).toContainText(site.tagline);
    await expect(footer).toContainText("Made with love from everywhere");
    await expect(footer).toContainText(
      new RegExp(
        `© ${site.copyrightStartYear}(–${new Date().getFullYear()})? ${escapeRegExp(site.alias)}\\.`,
      ),
    );
  });

  test("nothing scrolls sideways at 320 px and touch screens always show captions @content", async ({
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expect(galleryCards(page).first().locator(".gallery-caption")).toHaveCSS("opacity", "1");
    await phone.close();
  });
});

test("the home page's content is in the prerendered HTML, readable without JavaScript @content", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.route("https://images.unsplash.com/**", (route) => route.abort());
  await page.goto(sitePath("/"));
  const text = await page.locator("body").innerText();
  for (const expected of [
    site.alias,
    site.tagline,
    "Explore Stories",
    "View Gallery",
    "Adventure Gallery",
    "Stories from the Road",
    ...featuredStories.map((story) => story.title),
    "Read Full Story →",
    "Ready to plan your next adventure?",
    "Plan My Trip",
    "Email Instead",
    "DJ-ing and DJ Lessons Everywhere!",
    ...djOfferings.map((offering) => offering.title),
    ...site.djTags,
    `About ${site.alias}`,
    ...site.about.stats.map((stat) => stat.label),
    "Follow My Journey",
    "Let's Connect",
    site.currentLocation,
    "Join the Adventure",
    "Subscribe",
    "Made with love from everywhere",
  ]) {
    expect(text.includes(expected), expected).toBe(true);
  }
  await expect(
    page.getByRole("region", { name: "Adventure Gallery" }).getByRole("img"),
  ).toHaveCount(gallery.length);
  await context.close();
});
