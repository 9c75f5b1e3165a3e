import type { Page } from "@playwright/test";
import {
  fill,
  gallery,
  isFromUnsplash,
  patternOf,
  publishedFiles,
  site,
  sitePath,
  words,
} from "../content";
import { expect, test, waitForHydration } from "./fixtures";

const count = gallery.length;
const { photoViewer } = words;
/** "Photo 3 of 12: {caption}", the viewer's name on a photo. */
const viewerName = (number: number, caption: string) =>
  fill(photoViewer.label, { number, count, caption });
const viewer = (page: Page) =>
  page.getByRole("dialog", {
    name: new RegExp(
      `^${patternOf(photoViewer.label, { number: "\\d+", count: `${count}`, caption: "[\\s\\S]*" })}$`,
    ),
  });
/**
 * The keys to the previous and the next photo: the photos run in the reading direction, so in a
 * right-to-left language the next is to the left.
 */
const [backKey, forwardKey] =
  words.meta.dir === "rtl" ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
/** The viewer's counter, "3 / 12" on the third of twelve photos. */
const counter = (page: Page, number: number) =>
  viewer(page).getByText(`${number} / ${count}`, { exact: true });
const card = (page: Page, number: number) =>
  page
    .getByRole("region", { name: words.home.gallery })
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

test("a photo opens full screen with its caption, location and counter; keys and buttons move between photos, wrapping at both ends; Escape, Close and Back each close it, focus back on the card of the photo shown", async ({
  page,
}) => {
  const third = photo(3);
  photo(5); // There is a fifth photo; wrapping at both ends shows with three or more.
  await openHome(page);
  await card(page, 3).click();
  await expect(page).toHaveURL(sitePath("/#gallery-3"));
  const dialog = viewer(page);
  await expect(dialog).toHaveAccessibleName(viewerName(3, third.caption));
  await expect(counter(page, 3)).toBeVisible();
  await expect(dialog.getByText(third.location)).toBeVisible();
  const image = dialog.getByRole("img", { name: third.alt });
  await expect(image).toHaveAttribute("sizes", "100vw");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), "the photo loads")
    .toBeGreaterThan(0);
  const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  if (isFromUnsplash(third.src)) {
    expect(Number(new URL(shown).searchParams.get("w"))).toBeGreaterThanOrEqual(1280);
  } else {
    // The owner's own photo: the largest the build made of it, 1200 px, on this 1280 px screen.
    expect(shown).toMatch(new RegExp(`${publishedFiles(third.src)}-1200\\.avif$`));
  }
  await page.keyboard.press(forwardKey);
  await expect(counter(page, 4)).toBeVisible();
  await expect(page).toHaveURL(sitePath("/#gallery-4"));
  await page.keyboard.press("Escape");
  await expect(dialog, "closed by Escape").toBeHidden();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(card(page, 4)).toBeFocused();

  await card(page, count).focus();
  await page.keyboard.press("Enter");
  await expect(counter(page, count)).toBeVisible();
  await page.keyboard.press(forwardKey);
  await expect(counter(page, 1), "wrapped from the last photo to the first").toBeVisible();
  await expect(page).toHaveURL(sitePath("/#gallery-1"));
  await page.keyboard.press(backKey);
  await expect(counter(page, count), "wrapped from the first photo to the last").toBeVisible();
  await dialog.getByRole("button", { name: photoViewer.previous }).click();
  await expect(counter(page, count - 1)).toBeVisible();
  await dialog.getByRole("button", { name: photoViewer.next }).click();
  await dialog.getByRole("button", { name: photoViewer.next }).click();
  await expect(counter(page, 1)).toBeVisible();
  await expect(dialog.getByText(photo(1).caption)).toBeVisible();
  await dialog.getByRole("button", { name: photoViewer.close }).click();
  await expect(dialog, "closed by its button").toBeHidden();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(card(page, 1)).toBeFocused();

  await card(page, 5).click();
  await expect(counter(page, 5)).toBeVisible();
  await page.goBack();
  await expect(dialog, "closed by Back").toBeHidden();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a shared photo address opens the viewer on that photo once the app has started; swipes move to the previous and next photo, and Escape leaves the gallery with focus on the card", async ({
    page,
  }) => {
    const seventh = photo(7);
    await page.goto(sitePath("/#gallery-7"));
    // The prerendered page has no viewer: it opens once the app has started, after the first paint
    // and the page's photos, which on a busy machine takes longer than an assertion waits.
    await waitForHydration(page);
    const dialog = viewer(page);
    await expect(dialog).toHaveAccessibleName(viewerName(7, seventh.caption));
    await expect(counter(page, 7)).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
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
    // A finger moving towards the lines' end brings the previous photo, towards their start the
    // next: to the right and to the left in a left-to-right language, the other way round in a
    // right-to-left one.
    const [start, end] = words.meta.dir === "rtl" ? [320, 60] : [60, 320];
    await swipe(start, end);
    await expect(
      counter(page, 6),
      "a swipe towards the lines' end shows the previous photo",
    ).toBeVisible();
    await swipe(end, start);
    await expect(
      counter(page, 7),
      "a swipe towards the lines' start shows the next photo",
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(sitePath("/#gallery"));
    await expect(card(page, 7)).toBeFocused();
  });
});
