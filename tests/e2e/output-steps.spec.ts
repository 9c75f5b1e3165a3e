import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { headersFile } from "../../app/lib/csp";
import { auditImages } from "../../plugins/image-audit";
import { OUTPUT_STEPS, MANIFEST_FILE } from "../../plugins/output/index";
import { PHOTO_URL } from "../../plugins/photos/describe";
import { basePath, sitePath, stories, newestStory } from "./content";
import { expect, test } from "./fixtures";

// Each step of the build's output list (plugins/output/index.ts), checked on the real build in
// build/: a step added to the list without a check here fails the first test.

const client = "build/client";
const files = readdirSync(client, { recursive: true, encoding: "utf8" });
const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
const read = (file: string) => readFileSync(path.join(client, file), "utf8");
/** The pages that carry their own styles, by their file. */
const withOwnStyles = pages.filter((page) => read(page).includes("<style>"));
/** A page's address within the site, from its file; the not-found page's is any unknown one. */
const addressOf = (page: string) =>
  page === "404.html" ? "/no-such-page" : `/${page.replace(/index\.html$/, "")}`;

const checks: Record<string, () => void | Promise<void>> = {
  "pages beside the assets (a site under a path)": () => {
    expect(pages).toContain("index.html");
    for (const story of stories) expect(pages).toContain(`stories/${story.slug}/index.html`);
    expect(existsSync(path.join(client, "assets"))).toBe(true);
    if (basePath) expect(files).not.toContain(basePath.split("/")[1]);
  },
  "Vite's manifest kept outside the published folder": () => {
    expect(
      files.filter((file) => file.includes(".vite") || file.endsWith("manifest.json")),
    ).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join("build", MANIFEST_FILE), "utf8"));
    const root = Object.entries(manifest).find(([key]) => key.startsWith("app/root.tsx"));
    expect(root?.[1]).toMatchObject({ isEntry: true, css: [expect.stringMatching(/\.css$/)] });
  },
  "nothing no page asks for": () => {
    expect(files).not.toContain("__spa-fallback.html");
    expect(files.filter((file) => file.endsWith(".data"))).toEqual(["_.data"]);
  },
  "the owner's photos": () => {
    // Every photo of the owner's a page shows is published beside it (the link check loads them).
    const photos = pages.flatMap((page) => [...read(page).matchAll(PHOTO_URL)]);
    expect(photos.length).toBeGreaterThan(0);
    for (const [photo] of photos) expect(files).toContain(photo.slice(1));
  },
  "no image with metadata": async () => {
    expect((await auditImages(client)).problems).toEqual([]);
  },
  "each page's styles in its HTML": () => {
    // The not-found page is always small enough; a page that would outgrow the first round trip
    // (the home page, /stories/ with many stories) keeps its stylesheet as it was.
    expect(withOwnStyles).toContain("404.html");
    for (const page of pages) {
      const html = read(page);
      if (!withOwnStyles.includes(page)) {
        expect(html, page).toMatch(/<link rel="stylesheet" href="[^"]+\.css"\/>/);
        continue;
      }
      expect(html.match(/<style>/g), page).toHaveLength(1);
      expect(html, page).toMatch(/<noscript><link rel="stylesheet" href="[^"]+"\/><\/noscript>/);
      expect(html, page).toMatch(/<script data-href="[^"]+\.css">/);
    }
  },
  "app start after the paint, and each page's policy": () => {
    for (const page of pages) {
      expect(read(page), page).toContain('<meta http-equiv="Content-Security-Policy"');
    }
    expect(read("index.html")).toContain('id="app-start"');
    expect(read("index.html")).not.toContain('<script type="module"');
  },
  "headers for Netlify and Cloudflare Pages (_headers)": () => {
    expect(read("_headers")).toBe(headersFile(basePath));
  },
  "the not-found page as 404.html": () => {
    expect(read("404.html")).toContain('name="robots" content="noindex"');
    expect(files.some((file) => file.startsWith("404/"))).toBe(false);
  },
  "the web editor at /admin/": () => {
    expect(files).toContain(path.join("admin", "index.html"));
  },
};

// The steps whose output follows the content (its pages, photos, size and path): @content.
const followsContent = new Set([
  "pages beside the assets (a site under a path)",
  "the owner's photos",
  "no image with metadata",
  "each page's styles in its HTML",
  "app start after the paint, and each page's policy",
  "headers for Netlify and Cloudflare Pages (_headers)",
]);

test("every step of the build's output has its check here", () => {
  expect(OUTPUT_STEPS.map((step) => step.name)).toEqual(Object.keys(checks));
  expect([...followsContent].filter((name) => !(name in checks))).toEqual([]);
});

for (const step of OUTPUT_STEPS) {
  const tag = followsContent.has(step.name) ? " @content" : "";
  test(`output step, on the real build: ${step.name}${tag}`, async () => {
    await checks[step.name]?.();
  });
}

/** Every element's layout, type, colours, borders and shadows, as the visitor sees them. */
const SEEN_STYLES = [
  "display",
  "position",
  "margin",
  "padding",
  "max-width",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "color",
  "background-color",
  "background-image",
  "border",
  "border-radius",
  "box-shadow",
  "outline",
  "opacity",
  "transform",
  "backdrop-filter",
];

/** The pages the next tests open, of those that carry their own styles. */
const ownStyleAddresses = [
  "stories/index.html",
  `stories/${newestStory.slug}/index.html`,
  "404.html",
]
  .filter((file) => withOwnStyles.includes(file))
  .map(addressOf);

test("a page with its own styles paints styled from its HTML alone, the stylesheet not yet in @content", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  for (const [address, colorScheme] of ownStyleAddresses.flatMap((address) =>
    (["light", "dark"] as const).map((scheme) => [address, scheme] as const),
  )) {
    await page.emulateMedia({ colorScheme });
    const styles = async () =>
      page.evaluate(
        (properties) =>
          [...document.body.querySelectorAll("*")].map((element, index) => {
            const style = getComputedStyle(element);
            const values = properties.map((name) => `${name}: ${style.getPropertyValue(name)}`);
            return `${index} ${element.tagName}.${element.getAttribute("class")} ${values.join("; ")}`;
          }),
        SEEN_STYLES,
      );
    await page.goto(sitePath(address));
    const hasStylesheet = () =>
      page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href !== null));
    await expect.poll(hasStylesheet, address).toBe(true);
    const withStylesheet = await styles();
    // Never answered: the page has only its own styles.
    await page.route("**/*.css", () => {});
    await page.goto(sitePath(address), { waitUntil: "domcontentloaded" });
    expect(await styles(), `${address} (${colorScheme})`).toEqual(withStylesheet);
    await page.unroute("**/*.css");
  }
});

test("a page with its own styles asks for the stylesheet only after its first paint @content", async ({
  page,
  expectedErrors,
}) => {
  // A small page often loads before its first frame: asked for at `load`, the stylesheet arrived in
  // time to hold that frame up (docs/performance.md).
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  for (const address of ownStyleAddresses) {
    await page.goto(sitePath(address));
    const stylesheet = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .find((entry) => new URL(entry.name).pathname.endsWith(".css"))?.startTime,
      );
    await expect.poll(stylesheet, address).toBeGreaterThan(0);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    expect(firstPaint, address).toBeGreaterThan(0);
    expect(await stylesheet(), address).toBeGreaterThan(firstPaint ?? Infinity);
  }
});
