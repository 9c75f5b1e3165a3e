import type { Page } from "@playwright/test";
import { gallery, isFromUnsplash, publishedFiles, site, sitePath } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const count = gallery.length;
const viewer = (page: Page) =>
  page.getByRole("dialog", { name: new RegExp(`^Photo \\d+ of ${count}: `) });
/** The viewer's counter, "3 / 12" on the third of twelve photos. */
const counter = (page: Page, number: number) =>
  viewer(page).getByText(`${number} / ${count}`, { exact: true });
const card = (page: Page, number: number) =>
  page
    .getByRole("region", { name: "Adventure Gallery" })
    .getByRole("listitem")
    .nth(number - 1)
    .getByRole("link");
/** Photo `number` (from 1) of the gallery; the tests go up to the seventh of the spec's twelve. */
function photo(number: number) {
  const item = gallery[number - 1];
  if (!item) throw new Error(`The test needs photo ${number}; content/gallery.ts has ${count}.`);
  return item;
}

async function openHome(page: Page) {
  await page.goto(sitePath("/"));
  await waitForHydration(page);
}

test("a click opens the photo full screen with caption, location and counter @content", async ({
  page,
}) => {
  const third = photo(3);
  await openHome(page);
  await card(page, 3).click();
  await expect(page).toHaveURL(sitePath("/#gallery-3"));
  const dialog = viewer(page);
  await expect(dialog).toHaveAccessibleName(`Photo 3 of ${count}: ${third.caption}`);
  await expect(counter(page, 3)).toBeVisible();
  await expect(dialog.getByText(third.location)).toBeVisible();
  const image = dialog.getByRole("img", { name: third.alt });
  await expect(image).toHaveAttribute("sizes", "100vw");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  if (isFromUnsplash(third.src)) {
    expect(Number(new URL(shown).searchParams.get("w"))).toBeGreaterThanOrEqual(1280);
  } else {
    // The owner's own photo: the largest the build made of it, 1200 px, on this 1280 px screen.
    expect(shown).toMatch(new RegExp(`${publishedFiles(third.src)}-1200\\.avif$`));
  }
});

test("arrow keys and buttons move between photos, wrapping at the ends", async ({ page }) => {
  photo(3); // Wrapping at both ends shows with three photos or more.
  await openHome(page);
  await card(page, count).focus();
  await page.keyboard.press("Enter");
  await expect(counter(page, count)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page, 1)).toBeVisible();
  await expect(page).toHaveURL(sitePath("/#gallery-1"));
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page, count)).toBeVisible();
  const dialog = viewer(page);
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(counter(page, count - 1)).toBeVisible();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(counter(page, 1)).toBeVisible();
  await expect(dialog.getByText(photo(1).caption)).toBeVisible();
});

test("Escape closes the viewer and focus returns to the photo's card", async ({ page }) => {
  await openHome(page);
  await card(page, 2).click();
  await expect(counter(page, 2)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page, 3)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(card(page, 3)).toBeFocused();
});

test("the close button closes the viewer and returns focus", async ({ page }) => {
  photo(5); // There is a fifth photo.
  await openHome(page);
  await card(page, 5).click();
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(card(page, 5)).toBeFocused();
});

test("the browser's Back button closes the viewer", async ({ page }) => {
  photo(4); // There is a fourth photo.
  await openHome(page);
  await card(page, 4).click();
  await expect(viewer(page)).toBeVisible();
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});

test("a shared photo address opens the viewer on that photo", async ({ page }) => {
  const seventh = photo(7);
  await page.goto(sitePath("/#gallery-7"));
  // The prerendered page has no viewer: it opens once the app has started, after the first paint
  // and the page's photos, which on a busy machine takes longer than an assertion waits.
  await waitForHydration(page);
  const dialog = viewer(page);
  await expect(dialog).toHaveAccessibleName(`Photo 7 of ${count}: ${seventh.caption}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(sitePath("/#gallery"));
  await expect(card(page, 7)).toBeFocused();
});

test("a swipe on a touch screen moves to the next and previous photo", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  await context.route("https://images.unsplash.com/**", (route) => route.abort());
  const page = await context.newPage();
  await page.goto(sitePath("/#gallery-2"));
  await waitForHydration(page);
  await expect(counter(page, 2)).toBeVisible();
  const cdp = await context.newCDPSession(page);
  async function swipe(fromX: number, toX: number) {
    const point = (x: number) => [{ x, y: 400, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(fromX) });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point((fromX + toX) / 2),
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(toX) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }
  await swipe(320, 60);
  await expect(counter(page, 3)).toBeVisible();
  await swipe(60, 320);
  await expect(counter(page, 2)).toBeVisible();
  await swipe(60, 320);
  await expect(counter(page, 1)).toBeVisible();
  await context.close();
});

test("the viewer's code is not part of the home page's first load", async ({ request }) => {
  const html = await (await request.get(sitePath("/"))).text();
  expect(html).not.toMatch(/photo-viewer/);
});
