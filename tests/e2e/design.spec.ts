import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { gallery, newestStory, site, sitePath, storyPath, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

// The design's promises (docs/design.md), on a phone as a visitor holds it: 390 px, touch, no hover.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's WCAG 2.2 AA rules, with the check that a link's name holds its visible text (2.5.3). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

type Rgb = [number, number, number];

const luminance = ([r, g, b]: Rgb) => {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};
const rgbOf = (color: string): Rgb => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
};

/**
 * Every gallery caption's contrast over the darkest and the lightest its scrim allows, where it
 * lies on its photo (axe judges one on the page's background).
 */
async function captionContrasts(page: Page) {
  const found: string[] = [];
  for (const caption of await page.locator(".gallery-caption").all()) {
    await expect(caption).toHaveCSS("opacity", "1");
    const scrim = await caption.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const photo = element.parentElement?.querySelector("[data-photo]")?.getBoundingClientRect();
      return {
        isOnPhoto: photo !== undefined && box.top < photo.bottom && box.bottom > photo.top,
        top: box.top,
        fade: parseFloat(style.getPropertyValue("--scrim-fade")) * 16,
        // The black's alpha at each stop of the gradient, the transparent top left out.
        alphas: [...style.backgroundImage.matchAll(/rgba\(0, 0, 0, ([\d.]+)\)/g)].map((match) =>
          Number(match[1]),
        ),
      };
    });
    if (!scrim.isOnPhoto) continue;
    if (scrim.alphas.length === 0) found.push(`${await caption.textContent()} has no scrim`);
    const leastBlack = Math.min(...scrim.alphas.filter((alpha) => alpha > 0));
    // Over a white photo, the lightest behind the text.
    const lightest = Array.from({ length: 3 }, () => Math.round(255 * (1 - leastBlack))) as Rgb;
    for (const text of await caption.locator(":scope > span").all()) {
      const { color, top } = await text.evaluate((element) => ({
        color: getComputedStyle(element).color,
        top: element.getBoundingClientRect().top,
      }));
      const label = await text.textContent();
      // The text sits below the scrim's fade, where the black is at least `leastBlack`.
      if (top - scrim.top < scrim.fade - 1) found.push(`${label} is above the scrim's fade`);
      const backgrounds: [string, Rgb][] = [
        ["black", [0, 0, 0]],
        ["white", lightest],
      ];
      for (const [over, background] of backgrounds) {
        const ratio = contrast(rgbOf(color), background);
        if (ratio < 4.5) found.push(`${label} over ${over}: ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return found;
}

/**
 * Each gallery tile whose caption covers more than 40 % of its photo, or does not show all its
 * words: each line whole, inside the tile.
 */
const crowdedTiles = (page: Page) =>
  page.locator(".gallery-grid li").evaluateAll((tiles) =>
    tiles.flatMap((tile) => {
      const photo = tile.querySelector("[data-photo]")?.getBoundingClientRect();
      const caption = tile.querySelector(".gallery-caption");
      const link = tile.querySelector("a")?.getBoundingClientRect();
      if (!photo || !caption || !link) return [`${tile.id}: no photo, caption or link`];
      const box = caption.getBoundingClientRect();
      const covered =
        Math.max(0, Math.min(box.right, photo.right) - Math.max(box.left, photo.left)) *
        Math.max(0, Math.min(box.bottom, photo.bottom) - Math.max(box.top, photo.top));
      const share = covered / (photo.width * photo.height);
      const problems =
        share > 0.4 ? [`${tile.id}: its caption covers ${Math.round(share * 100)} %`] : [];
      for (const words of caption.querySelectorAll(":scope > span")) {
        const shown = words.getBoundingClientRect();
        const isWhole =
          words.scrollWidth <= words.clientWidth + 1 &&
          shown.top >= link.top - 0.5 &&
          shown.bottom <= link.bottom + 0.5 &&
          shown.left >= link.left - 0.5 &&
          shown.right <= link.right + 0.5;
        if (!isWhole) problems.push(`${tile.id}: "${words.textContent}" is cut`);
      }
      return problems;
    }),
  );

test(
  "at 390 px the home page is at most 9,000 px tall and axe finds nothing, in both themes; from 320 to 1280 px every gallery caption shows whole, covers at most 40 % of its photo and, lying on it, reads at 4.5:1 over its scrim",
  { tag: "@owner" },
  async ({ page }) => {
    await page.goto(sitePath("/"));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      9000,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.locator(".gallery-caption")).toHaveCount(gallery.length);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page), `axe, ${colorScheme} theme`).toEqual([]);
      expect(await captionContrasts(page), `captions, ${colorScheme} theme`).toEqual([]);
    }
    // Touch screens show every caption; from 64rem they lie on the photos.
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await crowdedTiles(page), `at ${width} px`).toEqual([]);
      expect(await captionContrasts(page), `captions at ${width} px`).toEqual([]);
    }
  },
);

test("the trip dialog's blocked-tab fallback passes axe in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(sitePath("/#stories"));
  await waitForHydration(page);
  await page.getByRole("button", { name: words.home.planMyTrip }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: words.tripDialog.send }).click();
  await expect(dialog.getByRole("alert")).toContainText(words.tripDialog.blocked);
  expect(await violations(page)).toEqual([]);
});

test("a story's opening photo runs edge to edge on a phone", async ({ page }) => {
  await page.goto(sitePath(storyPath(newestStory.slug)));
  const photo = page.getByRole("article").getByRole("img").first();
  await expect(photo).toHaveAccessibleName(newestStory.imageAlt);
  const box = await photo.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
  // It opens the page: nothing but the header above it.
  const header = await page.getByRole("banner").boundingBox();
  expect(box?.y).toBeLessThanOrEqual((header?.height ?? 0) + 1);
});

/** How many lines a link's text takes. */
const linesOf = (link: Locator) =>
  link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
  });

test("the e-mail address sits on one line at 390 px and at 1280 px", async ({ page }) => {
  await page.goto(sitePath("/#connect"));
  const email = page
    .getByRole("region", { name: words.home.connect })
    .getByRole("link", { name: site.email, exact: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(email).toBeVisible();
    expect(await linesOf(email), `${width} px`).toBe(1);
  }
});
