import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const viewer = (page: Page) => page.getByRole("dialog", { name: /^Photo \d+ of 12/ });
const card = (page: Page, number: number) =>
  page
    .getByRole("region", { name: "Adventure Gallery" })
    .getByRole("listitem")
    .nth(number - 1)
    .getByRole("link");

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

test("a click opens the photo full screen with caption, location and counter", async ({ page }) => {
  await openHome(page);
  await card(page, 3).click();
  await expect(page).toHaveURL("/#gallery-3");
  const dialog = viewer(page);
  await expect(dialog).toHaveAccessibleName("Photo 3 of 12: Temples along the river");
  await expect(dialog.getByText("3 / 12")).toBeVisible();
  await expect(dialog.getByText("Bangkok, Thailand")).toBeVisible();
  const photo = dialog.getByRole("img", { name: "Bangkok skyline with the river and temples" });
  await expect(photo).toHaveAttribute("sizes", "100vw");
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const width = await photo.evaluate((img: HTMLImageElement) =>
    new URL(img.currentSrc).searchParams.get("w"),
  );
  expect(Number(width)).toBeGreaterThanOrEqual(1280);
});

test("arrow keys and buttons move between photos, wrapping at the ends", async ({ page }) => {
  await openHome(page);
  await card(page, 12).focus();
  await page.keyboard.press("Enter");
  const dialog = viewer(page);
  await expect(dialog.getByText("12 / 12")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("1 / 12")).toBeVisible();
  await expect(page).toHaveURL("/#gallery-1");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText("12 / 12")).toBeVisible();
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog.getByText("11 / 12")).toBeVisible();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog.getByText("1 / 12")).toBeVisible();
  await expect(dialog.getByText("Where the island drops away")).toBeVisible();
});

test("Escape closes the viewer and focus returns to the photo's card", async ({ page }) => {
  await openHome(page);
  await card(page, 2).click();
  await expect(viewer(page).getByText("2 / 12")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).getByText("3 / 12")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect(card(page, 3)).toBeFocused();
});

test("the close button closes the viewer and returns focus", async ({ page }) => {
  await openHome(page);
  await card(page, 5).click();
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(card(page, 5)).toBeFocused();
});

test("the browser's Back button closes the viewer", async ({ page }) => {
  await openHome(page);
  await card(page, 4).click();
  await expect(viewer(page)).toBeVisible();
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wildfinch");
});

test("a shared photo address opens the viewer on that photo", async ({ page }) => {
  await page.goto("/#gallery-7");
  const dialog = viewer(page);
  await expect(dialog).toHaveAccessibleName("Photo 7 of 12: When the sky came alive");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/#gallery");
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
  await page.goto("/#gallery-2");
  const dialog = viewer(page);
  await expect(dialog.getByText("2 / 12")).toBeVisible();
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
  await expect(dialog.getByText("3 / 12")).toBeVisible();
  await swipe(60, 320);
  await expect(dialog.getByText("2 / 12")).toBeVisible();
  await swipe(60, 320);
  await expect(dialog.getByText("1 / 12")).toBeVisible();
  await context.close();
});

test("the viewer's code is not part of the home page's first load", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/photo-viewer/);
});
