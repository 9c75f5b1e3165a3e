// Performance budgets, per page, shared by `npm run bench` (Lighthouse CI), `npm run size` (build
// output) and the large-site check. docs/performance.md explains them.
import { brotliCompressSync, constants } from "node:zlib";

/** @typedef {"performance" | "accessibility" | "best-practices" | "seo"} CategoryId */

/** @type {readonly CategoryId[]} */
export const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"];

const KB = 1024;

/**
 * @typedef {object} PageBudget
 * @property {string} path the address the bench loads; `*` stands for a story's slug
 * @property {string} file the prerendered file `npm run size` reads, in build/client; `*` matches
 *   every story's
 * @property {string} route the page's route module, as Vite's manifest names it
 * @property {number} jsBytes first-load JavaScript, brotli bytes
 * @property {number} [htmlBytes] the page's HTML, brotli bytes: what must arrive in the first round
 *   trip (about 14 KB) for the page to paint without waiting for a second one
 * @property {number} tbtMs Total Blocking Time, milliseconds
 * @property {number} lcpMs Largest Contentful Paint, milliseconds
 * @property {readonly CategoryId[]} categories the Lighthouse categories that must score 100
 * @property {boolean} [optional] a site may have no such page yet (no trip)
 */

/** @type {readonly PageBudget[]} */
export const PAGE_BUDGETS = [
  {
    path: "/",
    file: "index.html",
    route: "app/routes/home.tsx",
    jsBytes: 100 * KB,
    tbtMs: 50,
    lcpMs: 1500,
    categories: CATEGORY_IDS,
  },
  {
    path: "/stories/",
    file: "stories/index.html",
    route: "app/routes/stories.tsx",
    // A story with a mix loads its player's tap file (about 0.9 KB); one without, nothing.
    jsBytes: 1 * KB,
    htmlBytes: 14 * KB,
    tbtMs: 20,
    lcpMs: 1300,
    categories: CATEGORY_IDS,
  },
  {
    path: "/stories/*/",
    file: "stories/*/index.html",
    route: "app/routes/story.tsx",
    // A story with a mix loads its player's tap file (about 0.9 KB); one without, nothing.
    jsBytes: 1 * KB,
    htmlBytes: 14 * KB,
    tbtMs: 20,
    lcpMs: 1300,
    categories: CATEGORY_IDS,
  },
  {
    path: "/trips/",
    file: "trips/index.html",
    route: "app/routes/trips.tsx",
    jsBytes: 0,
    htmlBytes: 14 * KB,
    tbtMs: 20,
    lcpMs: 1300,
    categories: CATEGORY_IDS,
  },
  // A trip's page holds its route and stops; its outlines are a picture beside it (at most 24 KB
  // with the page: tests/built/trips.test.ts, on our build and the grown one).
  {
    path: "/trips/*/",
    file: "trips/*/index.html",
    route: "app/routes/trip.tsx",
    jsBytes: 0,
    htmlBytes: 14 * KB,
    tbtMs: 20,
    lcpMs: 1300,
    categories: CATEGORY_IDS,
    optional: true,
  },
  // Search runs on a small inline script; Pagefind's files load once the box is used.
  {
    path: "/search/",
    file: "search/index.html",
    route: "app/routes/search.tsx",
    jsBytes: 0,
    htmlBytes: 14 * KB,
    tbtMs: 20,
    lcpMs: 1300,
    categories: CATEGORY_IDS,
  },
  // The not-found page answers 404, asks not to be indexed and logs the missing path as an error,
  // as it must: SEO and best practices mark it down for exactly that.
  {
    path: "/no-such-page",
    file: "404.html",
    route: "app/routes/not-found.tsx",
    jsBytes: 0,
    tbtMs: 20,
    lcpMs: 1500,
    categories: ["performance", "accessibility"],
  },
];

/**
 * With 60 stories more than the four the site shipped with (scripts/large-site.mjs): `/stories`
 * holds a list and a map marker for each, so it may weigh more; a story's page, even one of 1,400
 * words, must still arrive in the first round trip.
 */
export const LARGE_SITE_HTML_BYTES = { stories: 20 * KB, story: 14 * KB, trip: 24 * KB };

/** Cumulative Layout Shift must be 0; anything Lighthouse would show as 0.000 counts as 0. */
export const CLS_BUDGET = 0.0005;

/** First-load CSS, brotli bytes (15 KB), every page. */
export const CSS_BUDGET_BYTES = 15 * KB;

/** Brotli quality static hosts use for files compressed ahead of time (serve.mjs, size check). */
export const BROTLI_QUALITY = 11;

/**
 * How many bytes `content` takes compressed as static hosts do (brotli at BROTLI_QUALITY): what
 * the size check, the large-site check and the story texts are weighed by.
 * @param {Buffer | string} content
 */
export const brotliBytes = (content) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
    },
  }).length;
