import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { headersFile } from "../../app/lib/csp";
import { auditImages } from "../../plugins/image-audit";
import { OUTPUT_STEPS, MANIFEST_FILE } from "../../plugins/output/index";
import { SHARED_STYLESHEET_FILE, type SharedStylesheet } from "../../plugins/output/shared-styles";
import { PHOTO_URL } from "../../plugins/photos/describe";
import {
  basePath,
  builtPageFile,
  pageFile,
  pagesOfEachKind,
  SEARCH_INDEX_DIR,
  sitePath,
  stories,
  trips,
} from "./content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Each step of the build's output list (plugins/output/index.ts), checked on the real build in
// build/: a step added to the list without a check here fails the first test.

const client = "build/client";
const files = readdirSync(client, { recursive: true, encoding: "utf8" });
const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
const read = (file: string) => readFileSync(path.join(client, file), "utf8");
/** The small stylesheet of the pages without the app, and those pages (plugins/output). */
const shared: SharedStylesheet = JSON.parse(
  readFileSync(path.join("build", SHARED_STYLESHEET_FILE), "utf8"),
);
/** The address of the site's whole stylesheet, which the home page links. */
const wholeStylesheet = /<link rel="stylesheet" href="([^"]+\.css)"\/?>/.exec(
  read("index.html"),
)?.[1];

const checks: Record<string, () => void | Promise<void>> = {
  "pages beside the assets (a site under a path)": () => {
    expect(pages).toContain("index.html");
    for (const story of stories) expect(pages).toContain(pageFile(story.path));
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
  "the not-found page as 404.html": () => {
    expect(read("404.html")).toContain('name="robots" content="noindex"');
    expect(files.some((file) => file.startsWith("404/"))).toBe(false);
  },
  "the owner's photos": () => {
    // Every photo of the owner's a page shows is published beside it (the link check loads them).
    const photos = pages.flatMap((page) => [...read(page).matchAll(PHOTO_URL)]);
    expect(photos.length).toBeGreaterThan(0);
    for (const [photo] of photos) expect(files).toContain(photo.slice(1));
  },
  "no file with the owner's whereabouts": async () => {
    expect((await auditImages(client)).problems).toEqual([]);
  },
  "the search index (Pagefind)": () => {
    // A record per story and per trip, in English; Pagefind's own interfaces are not published.
    const entry = JSON.parse(read(`${SEARCH_INDEX_DIR}/pagefind-entry.json`)) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(["en"]);
    expect(entry.languages.en?.page_count).toBe(stories.length + trips.length);
    const bundle = files.filter((file) => file.startsWith(`${SEARCH_INDEX_DIR}/`));
    expect(bundle).toContain(`${SEARCH_INDEX_DIR}/pagefind.js`);
    expect(bundle.filter((file) => /-ui\.|highlight|playground|unknown/.test(file))).toEqual([]);
  },
  "one small stylesheet for the pages without the app": () => {
    // Every page but the home page, which runs the app: its scripts may set any class.
    expect(shared.pages.toSorted()).toEqual(
      pages.filter((page) => page !== "index.html").toSorted(),
    );
    expect(wholeStylesheet).toMatch(/\.css$/);
    expect(files).toContain(shared.file);
    for (const page of pages) {
      const html = read(page);
      expect(html, page).not.toContain("<style");
      const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/?>/g)].map(
        ([, href]) => href,
      );
      if (page === "index.html") {
        expect(linked).toEqual([wholeStylesheet]);
        continue;
      }
      expect(linked, page).toEqual([sitePath(`/${shared.file}`)]);
      expect(html, page).toContain(`<script data-href="${wholeStylesheet}">`);
    }
    // It is the part of the whole its pages use: smaller, and cached from one page to the next.
    const size = (file: string) => readFileSync(path.join(client, file)).length;
    expect(size(shared.file)).toBeLessThan(size(wholeStylesheet?.slice(basePath.length + 1) ?? ""));
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
  "the web editor at /admin/": () => {
    expect(files).toContain(path.join("admin", "index.html"));
  },
};

// The steps whose output follows the content (its pages, photos, size and path): @content.
const followsContent = new Set([
  "pages beside the assets (a site under a path)",
  "the owner's photos",
  "no file with the owner's whereabouts",
  "the search index (Pagefind)",
  "one small stylesheet for the pages without the app",
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

/** The pages the next tests open: one of each kind of those that share the small stylesheet. */
const sharedAddresses = pagesOfEachKind.filter((address) =>
  shared.pages.includes(builtPageFile(address)),
);

/** When the page asked for a file, from the browser's own account; undefined if it did not. */
const askedAt = (page: Page, address: string) =>
  page.evaluate(
    (pathname) =>
      performance
        .getEntriesByType("resource")
        .find((entry) => new URL(entry.name).pathname === pathname)?.startTime,
    address,
  );

test("a page without the app looks the same with its small stylesheet as with the whole one @content", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  for (const [address, colorScheme] of sharedAddresses.flatMap((address) =>
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
    const hasWhole = () =>
      page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
        wholeStylesheet ?? "",
      );
    await expect.poll(hasWhole, address).toBe(true);
    const withWhole = await styles();
    // Never answered: the page has only its small stylesheet.
    await page.route(`**${wholeStylesheet}`, () => {});
    await page.goto(sitePath(address));
    expect(await hasWhole(), address).toBe(false);
    expect(await styles(), `${address} (${colorScheme})`).toEqual(withWhole);
    await page.unroute(`**${wholeStylesheet}`);
  }
});

test("a page without the app asks for the whole stylesheet only after its first paint @content", async ({
  page,
  expectedErrors,
}) => {
  // A small page often loads before its first frame: asked for at `load`, the stylesheet arrived in
  // time to hold that frame up (docs/performance.md).
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  for (const address of sharedAddresses) {
    await page.goto(sitePath(address));
    const whole = () => askedAt(page, wholeStylesheet ?? "");
    await expect.poll(whole, address).toBeGreaterThan(0);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    expect(firstPaint, address).toBeGreaterThan(0);
    expect(await whole(), address).toBeGreaterThan(firstPaint ?? Infinity);
    // The small one came with the page, before its first paint.
    expect(await askedAt(page, sitePath(`/${shared.file}`)), address).toBeLessThan(firstPaint ?? 0);
  }
});
