import { describe, expect, test } from "vitest";
import { headersFile, securityHeaders } from "../app/lib/csp.ts";
import { STORIES_PATH, storyPath } from "../app/lib/paths.ts";
import { checkHeadersFile, headersFor, MAX_RULES, parseHeadersFile } from "./headers-rules.mjs";

describe.each(["", "/travel-notes"])("the _headers file for the site at '%s/'", (basePath) => {
  const file = headersFile(basePath);
  const { rules } = parseHeadersFile(file);

  test("follows Netlify's and Cloudflare Pages' rules", () => {
    expect(checkHeadersFile(file, basePath)).toEqual([]);
  });

  test.each(["netlify", "cloudflare"])(
    "gives, on %s, every page and file the security headers, only assets the year-long cache, only the editor noindex",
    (host) => {
      const security = Object.fromEntries(
        Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const at = (/** @type {string} */ address) =>
        headersFor(rules, `${basePath}${address}`, /** @type {"netlify" | "cloudflare"} */ (host));
      for (const page of ["/", STORIES_PATH, storyPath("bonjour-paris"), "/rss.xml"]) {
        expect(at(page)).toEqual(security);
      }
      expect(at("/assets/home-Dw4ABgdd.js")).toEqual({
        ...security,
        "cache-control": "public, max-age=31536000, immutable",
      });
      expect(at("/admin/")).toEqual({ ...security, "x-robots-tag": "noindex, nofollow" });
    },
  );
});

test("a _headers file with mistakes is refused, each named with its line", () => {
  const file = [
    "# the site's headers",
    "  X-Before: 1",
    "  /indented/*",
    "  X-Frame-Options: DENY",
    "/*",
    "X-Unindented: yes",
    "  Cache-Control: public, max-age=0",
    "  Bad Name: x",
    "  X-Empty:",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/a/*/b/*",
    "  X-Two-Splats: 1",
    "/p/:id/:id",
    "  X-Placeholders: 1",
    "/assets/*",
    "  X-Again: 1",
    "/empty",
    "/twice",
    "  X-Twice: 1",
    "  x-twice: 2",
    "https://example.com/*",
    "  X-Absolute: 1",
    `/long`,
    `  X-Long: ${"a".repeat(2000)}`,
    "",
  ].join("\n");
  /**
   * The number (from 1) of the first line after line `after` that starts with `start`.
   * @param {string} start @param {number} [after]
   */
  const lineOf = (start, after = 0) =>
    file.split("\n").findIndex((line, index) => index >= after && line.startsWith(start)) + 1;
  const assets = lineOf("/assets/*");
  expect(checkHeadersFile(file)).toEqual([
    `line ${lineOf("  X-Before:")} is a header before any path`,
    `line ${lineOf("  /indented/*")}, a path, is indented`,
    `line ${lineOf("X-Unindented:")}, a header, is not indented`,
    `line ${lineOf("  Bad Name:")} is not a header written "Name: value": Bad Name: x`,
    `line ${lineOf("  X-Empty:")} is not a header written "Name: value": X-Empty:`,
    `line ${lineOf("https://")}: https://example.com/* is a full address, which Netlify reads as a header`,
    `line ${lineOf("  X-Long:")} is longer than 2000 characters`,
    `line ${lineOf("/a/*/b/*")}: /a/*/b/* has more than one splat (*), which Cloudflare drops`,
    `line ${lineOf("/p/:id/:id")}: /p/:id/:id names a placeholder twice`,
    `line ${lineOf("/assets/*", assets)}: /assets/* repeats line ${assets}'s path, which Cloudflare then ignores`,
    `line ${lineOf("/empty")}: /empty sets no header`,
    `line ${lineOf("/twice")}: /twice sets x-twice twice, which the hosts join with a comma`,
    `lines ${lineOf("/*")} and ${assets}: /* and /assets/* both set Cache-Control for some addresses, which the hosts join with a comma`,
  ]);
});

test("a _headers file for a site under a path may set nothing outside it", () => {
  const file =
    "/*\n  X-Content-Type-Options: nosniff\n/travel-notes/*\n  Referrer-Policy: no-referrer\n";
  expect(checkHeadersFile(file, "/travel-notes")).toEqual([
    "line 1: /* is outside the site's path /travel-notes",
  ]);
});

test(`a _headers file of more than ${MAX_RULES} rules is refused: Cloudflare reads only the first ${MAX_RULES}`, () => {
  const file = Array.from({ length: MAX_RULES + 1 }, (_, i) => `/page-${i}\n  X-Page: ${i}\n`).join(
    "",
  );
  expect(checkHeadersFile(file)).toEqual([
    `${MAX_RULES + 1} rules: Cloudflare Pages reads only the first ${MAX_RULES}`,
  ]);
});
