import { readFileSync } from "node:fs";
import path from "node:path";
import { SHARED_STYLESHEET_FILE, type SharedStylesheet } from "../../plugins/output/shared-styles";
import { builtPageFile, pagesOfEachKind, sitePath } from "../content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// What the build's output steps make, as only a browser shows it: a page without the app paints
// with its small stylesheet, and looks no different once the whole one arrives. The files each step
// leaves are checked in tests/built/output.test.ts.

/** The small stylesheet of the pages without the app, and those pages (plugins/output). */
const shared: SharedStylesheet = JSON.parse(
  readFileSync(path.join("build", SHARED_STYLESHEET_FILE), "utf8"),
);
/** The address of the site's whole stylesheet, which the home page links. */
const wholeStylesheet =
  /<link rel="stylesheet" href="([^"]+\.css)"\/?>/.exec(
    readFileSync("build/client/index.html", "utf8"),
  )?.[1] ?? "";

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

/** The pages the test opens: one of each kind of those that share the small stylesheet. */
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

test("a page without the app paints first with its small stylesheet, asks for the whole one only after, and looks the same with either, in both themes", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  expect(wholeStylesheet).toMatch(/\.css$/);
  expect(sharedAddresses.length).toBeGreaterThan(0);
  const hasWhole = () =>
    page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
      wholeStylesheet,
    );
  const styles = () =>
    page.evaluate(
      (properties) =>
        [...document.body.querySelectorAll("*")].map((element, index) => {
          const style = getComputedStyle(element);
          const values = properties.map((name) => `${name}: ${style.getPropertyValue(name)}`);
          return `${index} ${element.tagName}.${element.getAttribute("class")} ${values.join("; ")}`;
        }),
      SEEN_STYLES,
    );
  for (const address of sharedAddresses) {
    for (const colorScheme of ["light", "dark"] as const) {
      const seen = `${address} (${colorScheme})`;
      await page.emulateMedia({ colorScheme });
      await page.goto(sitePath(address));
      await expect.poll(hasWhole, seen).toBe(true);
      if (colorScheme === "light") {
        // A small page often loads before its first frame: asked for at `load`, the stylesheet
        // arrived in time to hold that frame up (docs/performance.md).
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        );
        expect(firstPaint, `${address}: first paint`).toBeGreaterThan(0);
        expect(
          await askedAt(page, wholeStylesheet),
          `${address}: the whole stylesheet, asked for after the first paint`,
        ).toBeGreaterThan(firstPaint ?? Infinity);
        expect(
          await askedAt(page, sitePath(`/${shared.file}`)),
          `${address}: the small stylesheet, asked for before the first paint`,
        ).toBeLessThan(firstPaint ?? 0);
      }
      const withWhole = await styles();
      // Never answered: the page has only its small stylesheet.
      await page.route(`**${wholeStylesheet}`, () => {});
      await page.goto(sitePath(address));
      expect(await hasWhole(), `${seen}: without the whole stylesheet`).toBe(false);
      expect(await styles(), seen).toEqual(withWhole);
      await page.unroute(`**${wholeStylesheet}`);
    }
  }
});
