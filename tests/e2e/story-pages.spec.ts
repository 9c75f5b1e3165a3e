import type { Page } from "@playwright/test";
import { storyUrl } from "../../app/lib/feeds";
import {
  basePath,
  escapeRegExp,
  isFromUnsplash,
  newestStory,
  photoRequests,
  publishedFiles,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  storiesOneByOne,
  storyPath,
} from "./content";
import { expect, paragraphsOf, test } from "./fixtures";

const addressOf = (slug: string) => storyUrl(site.siteUrl, slug);

/** The tags and structured data a link preview or a crawler reads, before any script runs. */
async function headOf(page: Page, path: string) {
  const html = await (await page.request.get(sitePath(path))).text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute("content");
    return {
      title: document.title,
      description: meta("description"),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      og: Object.fromEntries(
        ["og:type", "og:title", "og:url", "og:description", "og:image", "og:image:alt"].map(
          (key) => [key, meta(key)],
        ),
      ),
      twitterImage: meta("twitter:image"),
      twitterCard: meta("twitter:card"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? "{}"),
      ),
    };
  }, html);
}

for (const story of storiesOneByOne) {
  const index = stories.indexOf(story);
  test(`${story.path} shows "${story.title}" in full @content`, async ({ page }) => {
    const response = await page.goto(sitePath(story.path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner").getByRole("link", { name: site.alias })).toBeVisible();
    const article = page.getByRole("main").getByRole("article");
    await expect(article).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect(article).toContainText(story.date);
    await expect(article).toContainText(story.location);
    await expect(article).toContainText(`${story.readingMinutes} min read`);
    const photo = article.getByRole("img", { name: story.imageAlt });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      photoRequests(story.image),
    );
    const paragraphs = await paragraphsOf(page, story.html);
    expect(paragraphs.length).toBeGreaterThan(0);
    await expect(article.locator(".story-body p")).toHaveText(paragraphs);
    // The ways on: every story (followed in site-path.spec.ts's visit), and its neighbours in the
    // stories' order (followed by the walk below).
    await expect(page.getByRole("link", { name: "All stories" })).toHaveAttribute(
      "href",
      sitePath(STORIES_PATH),
    );
    const more = page.getByRole("navigation", { name: "More stories" });
    for (const [name, neighbour] of [
      [/Previous story/, stories[index - 1]],
      [/Next story/, stories[index + 1]],
    ] as const) {
      const link = more.getByRole("link", { name });
      if (neighbour) await expect(link).toHaveAttribute("href", sitePath(neighbour.path));
      else await expect(link).toHaveCount(0);
    }
  });

  test(`${story.path} carries its own card, address and BlogPosting @content`, async ({ page }) => {
    const head = await headOf(page, story.path);
    expect(head.title).toBe(`${story.title} | ${site.alias}`);
    expect(head.description).toBe(story.excerpt);
    expect(head.canonical).toBe(addressOf(story.slug));
    expect(head.og).toMatchObject({
      "og:type": "article",
      "og:title": story.title,
      "og:url": addressOf(story.slug),
      "og:description": story.excerpt,
      "og:image:alt": story.imageAlt,
    });
    // The story's own photo: 1200 px wide from Unsplash's CDN, or its upload published by the site
    // at its largest width, 1200 px or the photo's own if it is narrower.
    const image = head.og["og:image"] ?? "";
    if (isFromUnsplash(story.image)) {
      expect(image).toBe(`${story.image}?auto=format&fit=crop&w=1200&h=630&q=70`);
    } else {
      const width = new RegExp(
        `^${escapeRegExp(site.siteUrl)}${publishedFiles(story.image)}-(\\d+)\\.jpg$`,
      ).exec(image)?.[1];
      expect(width, image).toBeDefined();
      expect(Number(width)).toBeLessThanOrEqual(1200);
      // Published under the site's path, which siteUrl ends with.
      const published = await page.request.get(image.replace(site.siteUrl, basePath));
      expect(published.status()).toBe(200);
      expect(published.headers()["content-type"]).toBe("image/jpeg");
    }
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.twitterImage).toBe(image);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: story.title,
        description: story.excerpt,
        url: addressOf(story.slug),
        image,
        contentLocation: expect.objectContaining({ "@type": "Place", name: story.location }),
        author: expect.objectContaining({ "@type": "Person", name: site.alias }),
      }),
    ]);
  });
}

// Photos inside a story's text (`![alt](src "caption")` on a line of its own), for every story
// that has some.
for (const story of storiesOneByOne.filter(({ photos }) => photos.length > 0)) {
  test(`${story.path} shows the ${story.photos.length} photo(s) in its text as figures that open large @content`, async ({
    page,
  }) => {
    await page.goto(sitePath(story.path));
    const figures = page.getByRole("article").getByRole("figure");
    await expect(figures).toHaveCount(story.photos.length);
    // The text reads as one flow around its photos: one drop capital at most, on its first
    // paragraph when the text starts with one.
    const dropCaps = await page
      .locator(".story-body p")
      .evaluateAll((paragraphs) =>
        paragraphs.map((p) => getComputedStyle(p, "::first-letter").float === "left"),
      );
    expect(dropCaps.filter(Boolean).length).toBeLessThanOrEqual(1);
    if (story.html.startsWith("<p>")) expect(dropCaps[0]).toBe(true);
    for (const [index, { src, alt, caption }] of story.photos.entries()) {
      const figure = figures.nth(index);
      if (caption) {
        await expect(figure).toHaveAccessibleName(caption);
        await expect(figure.getByText(caption, { exact: true })).toBeVisible();
      } else {
        await expect(figure).toHaveAccessibleName("");
      }
      const image = figure.getByRole("img", { name: alt, exact: true });
      // Sized before it loads, so the text never shifts; fetched only as the reader nears it.
      await expect(image).toHaveAttribute("loading", "lazy");
      const size = await image.evaluate((img: HTMLImageElement) => [
        img.getAttribute("width"),
        img.getAttribute("height"),
      ]);
      expect(size.map(Number).every((value) => value > 0)).toBe(true);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        photoRequests(src),
      );
      // The link opens the largest picture there is, a plain link that needs no script.
      const link = figure.getByRole("link", { name: `${alt} (full size)` });
      const href = (await link.getAttribute("href")) ?? "";
      if (isFromUnsplash(src)) {
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe(src);
        expect(url.searchParams.get("w")).toBe("2400");
        expect(url.searchParams.has("h")).toBe(false);
      } else {
        const srcset = (await image.getAttribute("srcset")) ?? "";
        const widest = srcset
          .split(", ")
          .map((candidate) => candidate.split(" "))
          .sort((a, b) => Number.parseInt(b[1] ?? "") - Number.parseInt(a[1] ?? ""))[0];
        expect(href).toBe(widest?.[0]);
        // Published, as a JPEG: what a tap on it opens (the tap itself is tested once, below).
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"], href).toBe("image/jpeg");
      }
    }
  });
}

test("a tap on a photo in a story's text opens the picture itself, and Back returns to the story", async ({
  page,
}) => {
  const story = stories.find(({ photos }) => photos.length > 0);
  if (!story) {
    // Content whose stories hold no photo in their text: no story page offers a photo to tap.
    for (const { path } of stories) {
      await page.goto(sitePath(path));
      await expect(
        page.getByRole("article").getByRole("link", { name: /\(full size\)$/ }),
      ).toHaveCount(0);
    }
    return;
  }
  const alt = story.photos[0]?.alt ?? "";
  await page.goto(sitePath(story.path));
  const link = page.getByRole("article").getByRole("link", { name: `${alt} (full size)` });
  const href = (await link.getAttribute("href")) ?? "";
  // A plain link, which needs no script.
  await link.click();
  await expect(page).toHaveURL(href);
  expect(await page.evaluate(() => document.contentType)).toBe("image/jpeg");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
});

// A visitor's clicks, on our build; each page's neighbours are checked by address above, on every
// content variant (on the large site, for one story of each kind).
test("the previous and next links walk through every story, in order, both ways", async ({
  page,
}) => {
  test.setTimeout(30_000 + stories.length * 6_000);
  const more = () => page.getByRole("navigation", { name: "More stories" });
  await page.goto(sitePath((stories[0] ?? newestStory).path));
  await expect(more().getByRole("link", { name: /Previous story/ })).toHaveCount(0);
  for (const story of stories.slice(1)) {
    await more()
      .getByRole("link", { name: /Next story/ })
      .click();
    await expect(page).toHaveURL(sitePath(story.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  }
  await expect(more().getByRole("link", { name: /Next story/ })).toHaveCount(0);
  for (const story of stories.slice(0, -1).reverse()) {
    await more()
      .getByRole("link", { name: /Previous story/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  }
});

test.describe("sharing a story", () => {
  const story = newestStory;

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("WhatsApp gets the title and the story's address, e-mail too @content", async ({
      page,
    }) => {
      await page.goto(sitePath(story.path));
      const share = page.getByRole("region", { name: "Share this story" });
      const whatsApp = share.getByRole("link", { name: /WhatsApp/ });
      await expect(whatsApp).toHaveAttribute("target", "_blank");
      const link = new URL((await whatsApp.getAttribute("href")) ?? "");
      expect(link.origin + link.pathname).toBe("https://wa.me/");
      expect(link.searchParams.get("text")).toBe(`${story.title} ${addressOf(story.slug)}`);
      const email = (await share.getByRole("link", { name: /Email/ }).getAttribute("href")) ?? "";
      const params = new URLSearchParams(email.replace(/^mailto:\?/, ""));
      expect(email.startsWith("mailto:?")).toBe(true);
      expect(params.get("subject")).toBe(story.title);
      expect(params.get("body")).toContain(addressOf(story.slug));
      // The browser's share sheet needs the script: without it, no dead button.
      await expect(share.getByRole("button", { name: "Share…" })).toBeHidden();
    });
  });

  test("where the browser has a share sheet, the Share button opens it with the story", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: (data: ShareData) => {
          Object.assign(window, { shared: data });
          return Promise.resolve();
        },
      });
    });
    await page.goto(sitePath(story.path));
    const button = page
      .getByRole("region", { name: "Share this story" })
      .getByRole("button", { name: "Share…" });
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
      title: story.title,
      url: addressOf(story.slug),
    });
  });

  test("without a share sheet, as on this Linux Chromium, the button stays hidden", async ({
    page,
  }) => {
    await page.goto(sitePath(story.path));
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await expect(page.getByRole("button", { name: "Share…" })).toBeHidden();
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
  });
});

test("an address under /stories that is no story answers 404 with the not-found page", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(
    /404 \(Not Found\)/,
    new RegExp(`404: no page at ${escapeRegExp(sitePath(storyPath("no-such-story")))}`),
  );
  const response = await page.goto(sitePath(storyPath("no-such-story")));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});
