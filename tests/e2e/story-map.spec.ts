import type { Page } from "@playwright/test";
import { sitePath, stories, STORIES_PATH, words } from "../content";
import { expect, mapTargetProblems, test } from "./fixtures";

// The map's markers, its list and its words are read from the stories page's file
// (tests/built/stories.test.ts), and followed without JavaScript in no-javascript.spec.ts; here,
// what a pointer, the keyboard, the themes and print make of them.

/** Each story's title, and the address of its page. */
const listed = stories.map((story) => ({ ...story, page: sitePath(story.path) }));
const onMap = listed.filter((story) => story.coordinates);

const mapSection = (page: Page) => page.getByRole("region", { name: words.storiesPage.mapTitle });
const map = (page: Page) =>
  mapSection(page).getByRole("group", { name: words.storiesPage.mapLabel });
const markers = (page: Page) => map(page).getByRole("link");
/** The map's picture the page shows: one of its two <img>, the one for the theme. */
const shownPicture = (page: Page) => mapSection(page).locator("figure img:visible");
/** The whole map in the middle of the window, clear of the sticky header. */
const centreTheMap = (page: Page) =>
  mapSection(page)
    .locator("figure")
    .evaluate((figure) => figure.scrollIntoView({ block: "center", behavior: "instant" }));

test("every marker is the one link under its centre, and a target of 24 px or more that overlaps no other, at 320, 390 and 1280 px; the keyboard goes from the search box through the markers, then the list, in story order, a focused marker's target ringed", async ({
  page,
}) => {
  const expected = [
    ...onMap.map((story) => `marker: ${story.title}`),
    ...listed.map((story) => `link: ${story.title}`),
  ];
  // A pointer for each marker at each width, and a key press for each stop.
  test.setTimeout(test.info().timeout + (onMap.length * 3 + expected.length) * 1_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sitePath(STORIES_PATH));
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await centreTheMap(page);
    expect(await mapTargetProblems(map(page)), `at ${width} px`).toEqual([]);
    for (const [index, story] of onMap.entries()) {
      const box = await markers(page).nth(index).locator(".map-dot").boundingBox();
      expect(box, `at ${width} px, ${story.title}`).not.toBeNull();
      const centre = {
        x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      };
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
        centre,
      );
      expect(hit, `at ${width} px, the link under ${story.title}'s marker`).toBe(story.page);
    }
  }

  // Each element the keyboard reaches, as the page sees it take the focus.
  await page.evaluate(() => {
    const stops: string[] = [];
    Object.assign(window, { focusStops: stops });
    document.addEventListener("focusin", ({ target }) => {
      const element = target as Element;
      stops.push(
        `${element.closest("svg") ? "marker" : "link"}: ${element.getAttribute("aria-label") ?? element.textContent}`,
      );
    });
  });
  await page.getByRole("search").getByRole("button", { name: words.storiesPage.search }).focus();
  for (let i = 0; i < expected.length; i++) await page.keyboard.press("Tab");
  const stops = await page.evaluate(
    () => (window as unknown as { focusStops: string[] }).focusStops,
  );
  expect(stops.slice(1), "the keyboard's stops").toEqual(expected);
  // A focused marker is shown: the target a finger hits, unmarked until then, is ringed.
  const target = markers(page).last().locator(".map-target");
  await expect(target, "a marker's target at rest").toHaveCSS("stroke", "none");
  for (let i = 0; i < listed.length; i++) await page.keyboard.press("Shift+Tab");
  await expect(markers(page).last()).toBeFocused();
  await expect(target, "a focused marker's target").toHaveCSS("stroke", /^rgb\(/);
  expect((await target.boundingBox())?.width, "its ring's width").toBeGreaterThanOrEqual(24);
});

// WCAG 1.4.11: a marker is a link, so its dot or its ring must reach 3:1 against each area it can
// sit on: the colours of the picture's sea, land and visited countries, read from the picture the
// page shows. Colours go through a canvas, which turns any CSS colour (oklab, color-mix) into sRGB.
test("in each theme the map's picture is the theme's one file of the site's, nothing leaving the site for it, and every marker reaches 3:1 against its sea, land and visited countries; print shows the light theme's picture once, fitted to the page", async ({
  page,
}) => {
  for (const [theme, file] of [
    ["light", sitePath("/stories/map.svg")],
    ["dark", sitePath("/stories/map-dark.svg")],
  ] as const) {
    const requests: string[] = [];
    const record = (request: { url: () => string }) => requests.push(request.url());
    page.on("request", record);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(sitePath(STORIES_PATH));
    await centreTheMap(page);
    await expect(shownPicture(page), `${theme} theme`).toHaveCount(1);
    await expect(shownPicture(page), `${theme} theme`).toHaveAttribute("src", file);
    await expect
      .poll(() => shownPicture(page).evaluate((img: HTMLImageElement) => img.naturalWidth), {
        message: `${theme} theme: the picture is shown`,
      })
      .toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    page.off("request", record);
    const pictures = requests.filter((url) => /\/stories\/map(-dark)?\.svg$/.test(url));
    expect(
      pictures.map((url) => new URL(url).pathname),
      `${theme} theme`,
    ).toEqual([file]);
    const elsewhere = requests.filter(
      (url) =>
        new URL(url).origin !== new URL(page.url()).origin &&
        !url.startsWith("https://images.unsplash.com/photo-"),
    );
    expect(elsewhere, `${theme} theme: requests that leave the site`).toEqual([]);

    const picture = await (
      await page.request.get((await shownPicture(page).getAttribute("src")) ?? "-")
    ).text();
    const contrasts = await page.evaluate((svg) => {
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
      const marker = getComputedStyle(document.querySelector(".map-marker .map-dot") as Element);
      const [dot, ring] = [luminance(marker.fill), luminance(marker.stroke)];
      const shapes = new DOMParser().parseFromString(svg, "image/svg+xml");
      return Object.fromEntries(
        ["sea", "land", "visited"].map((area) => {
          const fill = shapes.getElementById(area)?.getAttribute("fill") ?? "";
          const around = luminance(fill);
          return [area, { fill, contrast: Math.max(ratio(dot, around), ratio(ring, around)) }];
        }),
      );
    }, picture);
    expect(Object.keys(contrasts)).toEqual(["sea", "land", "visited"]);
    for (const [area, { fill, contrast }] of Object.entries(contrasts)) {
      // An area without its colour would be measured against whatever the canvas held before.
      expect(fill, `${theme} theme, ${area}`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast, `${theme} theme, ${area}`).toBeGreaterThanOrEqual(3);
    }
  }

  // Printed from the dark theme, with the map already in view.
  await page.emulateMedia({ colorScheme: "dark", media: "print" });
  await expect(shownPicture(page), "printed").toHaveCount(1);
  await expect(shownPicture(page), "printed").toHaveAttribute("src", sitePath("/stories/map.svg"));
  const box = await shownPicture(page).evaluate((img) => img.getBoundingClientRect());
  const main = await page.getByRole("main").evaluate((element) => element.getBoundingClientRect());
  expect(box.width, "printed, within the page's width").toBeLessThanOrEqual(main.width);
  // On an A4 page (about 25 cm of usable height, 945 CSS px), with room for its heading.
  expect(box.height, "printed, its height").toBeLessThanOrEqual(600);
  await expect(page.locator("figure.story-map")).toHaveCSS("break-inside", "avoid");
});
