import type { Page } from "@playwright/test";
import { site, sitePath, stories, STORIES_PATH } from "./content";
import { expect, test } from "./fixtures";

/** What the map's list says of each story, in order, and the address of its page. */
const listed = stories.map((story) => ({
  ...story,
  meta: `${story.location} · ${story.date}`,
  page: sitePath(story.path),
}));
const onMap = listed.filter((story) => story.coordinates);

const mapSection = (page: Page) => page.getByRole("region", { name: "Where the stories happened" });
const mapGroup = (page: Page) =>
  mapSection(page).getByRole("group", { name: "World map of the stories" });
const markers = (page: Page) => mapGroup(page).getByRole("link");
const listLinks = (page: Page) => mapSection(page).getByRole("listitem").getByRole("link");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map has a marker for each story and the list names each story's place and date @content", async ({
    page,
  }) => {
    await page.goto(sitePath(STORIES_PATH));
    const section = mapSection(page);
    await expect(section).toBeVisible();
    // Between the page's header and the first story.
    const order = await page.evaluate(() => {
      const main = document.querySelector("main");
      return [...(main?.children ?? [])].map((child) => child.tagName.toLowerCase());
    });
    expect(order.slice(0, 2)).toEqual(["header", "section"]);
    // Each list read at once from the accessibility tree, as a screen reader has it: one
    // assertion per story made this test outlast its 30 s with 64 stories on a busy machine.
    const link = (story: (typeof listed)[number], indent: string) => [
      // The whole key quoted too: a title may hold ": ", which YAML would read as a mapping.
      `${indent}- ${JSON.stringify(`link ${JSON.stringify(story.title)}`)}:`,
      `${indent}  - /url: ${JSON.stringify(story.page)}`,
    ];
    await expect(markers(page)).toHaveCount(onMap.length);
    await expect(mapGroup(page)).toMatchAriaSnapshot(
      ['- group "World map of the stories":', ...onMap.flatMap((story) => link(story, "  "))].join(
        "\n",
      ),
    );
    await expect(listLinks(page)).toHaveCount(listed.length);
    await expect(section.getByRole("list")).toMatchAriaSnapshot(
      [
        "- list:",
        ...listed.flatMap((story) => [
          "  - listitem:",
          ...link(story, "    "),
          `    - text: ${JSON.stringify(story.meta)}`,
        ]),
      ].join("\n"),
    );
    const countries = site.visitedCountries?.length ?? 0;
    if (countries > 0) {
      await expect(section).toContainText(`the ${countries} I have explored so far`);
    } else {
      await expect(section).not.toContainText("I have explored");
    }
  });

  test("a marker and a list link each take the visitor to their story's page @content", async ({
    page,
  }) => {
    const story = onMap.at(-1) ?? listed[0];
    await page.goto(sitePath(STORIES_PATH));
    await markers(page).last().click();
    await expect(page).toHaveURL(story?.page ?? "-");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story?.title ?? "-");
    await page.goto(sitePath(STORIES_PATH));
    await listLinks(page).first().click();
    await expect(page).toHaveURL(listed[0]?.page ?? "-");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[0]?.title ?? "-");
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px every marker can be pointed at: each is the one link under its centre @content`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(sitePath(STORIES_PATH));
    await mapSection(page).locator("figure").scrollIntoViewIfNeeded();
    for (const [index, story] of onMap.entries()) {
      const box = await markers(page).nth(index).locator("circle").boundingBox();
      expect(box, story.title).not.toBeNull();
      const centre = {
        x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      };
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
        centre,
      );
      expect(hit, story.title).toBe(story.page);
    }
  });
}

test("the keyboard goes from the search box through the markers, then the list, in story order @content", async ({
  page,
}) => {
  const expected = [
    ...onMap.map((story) => `marker: ${story.title}`),
    ...listed.map((story) => `link: ${story.title}`),
  ];
  // A key press for each stop: the more stories, the longer it takes.
  test.setTimeout(30_000 + expected.length * 1_000);
  await page.goto(sitePath(STORIES_PATH));
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
  await page.getByRole("search").getByRole("button", { name: "Search" }).focus();
  for (let i = 0; i < expected.length; i++) await page.keyboard.press("Tab");
  const stops = await page.evaluate(
    () => (window as unknown as { focusStops: string[] }).focusStops,
  );
  expect(stops.slice(1)).toEqual(expected);
  // A focused marker is shown: its ring changes.
  for (let i = 0; i < listed.length; i++) await page.keyboard.press("Shift+Tab");
  const ring = await page.evaluate(
    () => getComputedStyle(document.activeElement?.querySelector("circle") as Element).strokeWidth,
  );
  expect(ring).toBe("5px");
});

/** The map's picture the page shows: one of its two <img>, the one for the theme. */
const shownPicture = (page: Page) => mapSection(page).locator("figure img:visible");

// WCAG 1.4.11: a marker is a link, so its dot or its ring must reach 3:1 against each area it can
// sit on: the colours of the picture's sea, land and visited countries, read from the picture the
// page shows. Colours go through a canvas, which turns any CSS colour (oklab, color-mix) into sRGB.
test("in both themes every marker reaches 3:1 against the sea, the land and the visited countries", async ({
  page,
}) => {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(sitePath(STORIES_PATH));
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
      const marker = getComputedStyle(document.querySelector(".map-marker circle") as Element);
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
});

test("the map's picture is one file of the site's, the theme's only, and nothing leaves the site for it", async ({
  page,
}) => {
  for (const [theme, file] of [
    ["light", sitePath("/stories/map.svg")],
    ["dark", sitePath("/stories/map-dark.svg")],
  ] as const) {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(sitePath(STORIES_PATH));
    await mapSection(page).locator("figure").scrollIntoViewIfNeeded();
    await expect(shownPicture(page)).toHaveCount(1);
    await expect(shownPicture(page)).toHaveAttribute("src", file);
    await expect
      .poll(() => shownPicture(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    const pictures = requests.filter((url) => /\/stories\/map(-dark)?\.svg$/.test(url));
    expect(pictures.map((url) => new URL(url).pathname)).toEqual([file]);
    const elsewhere = requests.filter(
      (url) =>
        new URL(url).origin !== new URL(page.url()).origin &&
        !url.startsWith("https://images.unsplash.com/photo-"),
    );
    expect(elsewhere).toEqual([]);
    page.removeAllListeners("request");
  }
});

test("print shows the map once, in the light theme's colours, fitted to the page", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(sitePath(STORIES_PATH));
  await mapSection(page).locator("figure").scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: "dark", media: "print" });
  await expect(shownPicture(page)).toHaveCount(1);
  await expect(shownPicture(page)).toHaveAttribute("src", sitePath("/stories/map.svg"));
  const box = await shownPicture(page).evaluate((img) => img.getBoundingClientRect());
  const main = await page.getByRole("main").evaluate((element) => element.getBoundingClientRect());
  expect(box.width).toBeLessThanOrEqual(main.width);
  // On an A4 page (about 25 cm of usable height, 945 CSS px), with room for its heading.
  expect(box.height).toBeLessThanOrEqual(600);
  await expect(page.locator("figure.story-map")).toHaveCSS("break-inside", "avoid");
});
