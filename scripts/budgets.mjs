// Performance budgets, per page, shared by `npm run bench` (Lighthouse CI) and `npm run size`
// (build output). docs/performance.md explains them.

/** @typedef {"performance" | "accessibility" | "best-practices" | "seo"} CategoryId */

/** @type {readonly CategoryId[]} */
export const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @typedef {object} PageBudget
 * @property {string} path the address the bench loads
 * @property {string} file the prerendered file `npm run size` reads, in build/client
 * @property {number} jsBytes first-load JavaScript, brotli bytes
 * @property {number} tbtMs Total Blocking Time, milliseconds
 * @property {readonly CategoryId[]} categories the Lighthouse categories that must score 100
 */

/** @type {readonly PageBudget[]} */
export const PAGE_BUDGETS = [
  { path: "/", file: "index.html", jsBytes: 100 * 1024, tbtMs: 50, categories: CATEGORY_IDS },
  { path: "/stories", file: "stories/index.html", jsBytes: 0, tbtMs: 20, categories: CATEGORY_IDS },
  // The not-found page answers 404, asks not to be indexed and logs the missing path as an error,
  // as it must: SEO and best practices mark it down for exactly that.
  {
    path: "/no-such-page",
    file: "404.html",
    jsBytes: 0,
    tbtMs: 20,
    categories: ["performance", "accessibility"],
  },
];

/** Largest Contentful Paint, milliseconds, every page. */
export const LCP_BUDGET_MS = 1500;

/** Cumulative Layout Shift must be 0; anything Lighthouse would show as 0.000 counts as 0. */
export const CLS_BUDGET = 0.0005;

/** First-load CSS, brotli bytes (15 KB), every page. */
export const CSS_BUDGET_BYTES = 15 * 1024;

/** Brotli quality static hosts use for files compressed ahead of time (serve.mjs, size check). */
export const BROTLI_QUALITY = 11;
