import { describe, expect, test } from "vitest";
import { headersFile, securityHeaders } from "../app/lib/csp.ts";
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
      for (const page of ["/", "/stories/", "/stories/bonjour-paris/", "/rss.xml"]) {
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
  expect(checkHeadersFile(file)).toEqual([
    "line 2 is a header before any path",
    "line 3, a path, is indented",
    "line 6, a header, is not indented",
    'line 8 is not a header written "Name: value": Bad Name: x',
    'line 9 is not a header written "Name: value": X-Empty:',
    "line 22: https://example.com/* is a full address, which Netlify reads as a header",
    "line 25 is longer than 2000 characters",
    "line 12: /a/*/b/* has more than one splat (*), which Cloudflare drops",
    "line 14: /p/:id/:id names a placeholder twice",
    "line 16: /assets/* repeats line 10's path, which Cloudflare then ignores",
    "line 18: /empty sets no header",
    "line 19: /twice sets x-twice twice, which the hosts join with a comma",
    "lines 5 and 10: /* and /assets/* both set Cache-Control for some addresses, which the hosts join with a comma",
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
