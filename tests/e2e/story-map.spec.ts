import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const stories = [
  { slug: "cliff-diving-in-bali", title: "Cliff Diving in Bali", meta: "Uluwatu · March 2024" },
  {
    slug: "burning-man-again-and-again",
    title: "Burning Man Again and Again Through the Years!",
    meta: "Black Rock Desert, Nevada · August 2018-2024",
  },
  {
    slug: "night-market-adventures-in-bangkok",
    title: "Night Market Adventures in Bangkok",
    meta: "Bangkok, Thailand · November 2023",
  },
  { slug: "bonjour-paris", title: "Bonjour Paris!", meta: "Paris, France · July 2025" },
];

const mapSection = (page: Page) => page.getByRole("region", { name: "Where the stories happened" });
const markers = (page: Page) =>
  mapSection(page).getByRole("group", { name: "World map of the stories" }).getByRole("link");
const listLinks = (page: Page) => mapSection(page).getByRole("listitem").getByRole("link");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map has a marker for each story and the list names each story's place and date", async ({
    page,
  }) => {
    await page.goto("/stories");
    const section = mapSection(page);
    await expect(section).toBeVisible();
    // Between the page's header and the first story.
    const order = await page.evaluate(() => {
      const main = document.querySelector("main");
      return [...(main?.children ?? [])].map((child) => child.tagName.toLowerCase());
    });
    expect(order.slice(0, 2)).toEqual(["header", "section"]);
    await expect(markers(page)).toHaveCount(4);
    for (const [index, story] of stories.entries()) {
      await expect(markers(page).nth(index)).toHaveAccessibleName(story.title);
      await expect(markers(page).nth(index)).toHaveAttribute("href", `#${story.slug}`);
      await expect(listLinks(page).nth(index)).toHaveText(story.title);
      await expect(listLinks(page).nth(index)).toHaveAttribute("href", `#${story.slug}`);
      await expect(section.getByRole("listitem").nth(index)).toContainText(story.meta);
    }
    await expect(section).toContainText("the 35 I have explored so far");
  });

  test("a marker and a list link each take the visitor to their story", async ({ page }) => {
    await page.goto("/stories");
    await markers(page).nth(2).click();
    await expect(page).toHaveURL(/\/stories#night-market-adventures-in-bangkok$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Night Market Adventures in Bangkok" }),
    ).toBeInViewport();
    await page.goto("/stories");
    await listLinks(page).nth(3).click();
    await expect(page).toHaveURL(/\/stories#bonjour-paris$/);
    await expect(page.getByRole("heading", { level: 2, name: "Bonjour Paris!" })).toBeInViewport();
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px every marker and list link reaches its story`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const [index, story] of stories.entries()) {
      await page.goto("/stories");
      await markers(page).nth(index).click();
      await expect(page).toHaveURL(new RegExp(`#${story.slug}$`));
      await expect(page.getByRole("heading", { level: 2, name: story.title })).toBeInViewport();
      await page.goto("/stories");
      await listLinks(page).nth(index).click();
      await expect(page).toHaveURL(new RegExp(`#${story.slug}$`));
    }
  });
}

test("the keyboard goes from Back to Home through the markers, then the list, in story order", async ({
  page,
}) => {
  await page.goto("/stories");
  await page.getByRole("link", { name: "Back to Home" }).focus();
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return `${element?.closest("svg") ? "marker" : "link"}: ${element?.getAttribute("aria-label") ?? element?.textContent}`;
    });
  const expected = [
    ...stories.map((story) => `marker: ${story.title}`),
    ...stories.map((story) => `link: ${story.title}`),
  ];
  for (const stop of expected) {
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(stop);
  }
  // A focused marker is shown: its ring changes.
  for (let i = 0; i < stories.length; i++) await page.keyboard.press("Shift+Tab");
  const ring = await page.evaluate(
    () => getComputedStyle(document.activeElement?.querySelector("circle") as Element).strokeWidth,
  );
  expect(ring).toBe("5px");
});

// WCAG 1.4.11: a marker is a link, so its dot or its ring must reach 3:1 against each area it can
// sit on. Colours are read back from a canvas, which turns any CSS colour (oklab, color-mix) into sRGB.
test("in both themes every marker reaches 3:1 against the sea, the land and the visited countries", async ({
  page,
}) => {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/stories");
    const contrasts = await page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d", {
        willReadFrequently: true,
      }) as CanvasRenderingContext2D;
      const luminance = (colour: string) => {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const style = (selector: string) =>
        getComputedStyle(document.querySelector(selector) as Element);
      const dot = luminance(style(".map-marker circle").fill);
      const ring = luminance(style(".map-marker circle").stroke);
      return Object.fromEntries(
        ["sea", "land", "visited"].map((area) => {
          const around = luminance(style(`.map-${area}`).fill);
          return [area, Math.max(ratio(dot, around), ratio(ring, around))];
        }),
      );
    });
    for (const [area, contrast] of Object.entries(contrasts)) {
      expect(contrast, `${theme} theme, ${area}`).toBeGreaterThanOrEqual(3);
    }
  }
});

test("the map is drawn in the page: no request leaves the site for it", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/stories");
  await mapSection(page).scrollIntoViewIfNeeded();
  await expect(mapSection(page).locator("svg path").first()).toBeVisible();
  await expect(mapSection(page).locator("img, iframe, object, embed, image, use")).toHaveCount(0);
  const elsewhere = requests.filter(
    (url) =>
      new URL(url).origin !== new URL(page.url()).origin &&
      !url.startsWith("https://images.unsplash.com/photo-"),
  );
  expect(elsewhere).toEqual([]);
});

test("print shows the map once, fitted to the page", async ({ page }) => {
  await page.goto("/stories");
  await page.emulateMedia({ media: "print" });
  const maps = page.locator("svg").filter({ has: page.locator(".map-land") });
  await expect(maps).toHaveCount(1);
  await expect(maps).toBeVisible();
  const box = await maps.evaluate((svg) => svg.getBoundingClientRect());
  const main = await page.getByRole("main").evaluate((element) => element.getBoundingClientRect());
  expect(box.width).toBeLessThanOrEqual(main.width);
  // On an A4 page (about 25 cm of usable height, 945 CSS px), with room for its heading.
  expect(box.height).toBeLessThanOrEqual(600);
  await expect(page.locator("figure.story-map")).toHaveCSS("break-inside", "avoid");
});
