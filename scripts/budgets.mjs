// Performance budgets shared by `npm run bench` (Lighthouse) and `npm run size` (build output).

/** @typedef {"performance" | "accessibility" | "best-practices" | "seo"} CategoryId */

/** @type {readonly CategoryId[]} */
export const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"];

/** Minimum Lighthouse category score, 0-100. @type {Readonly<Record<CategoryId, number>>} */
export const CATEGORY_BUDGETS = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Largest Contentful Paint, milliseconds. */
export const LCP_BUDGET_MS = 1500;

/** Total Blocking Time, milliseconds. */
export const TBT_BUDGET_MS = 50;

/** Cumulative Layout Shift must be 0; Lighthouse rounds, so anything up to this counts as 0. */
export const CLS_BUDGET = 0.0005;

/** First-load JavaScript, brotli bytes (110 KB). */
export const JS_BUDGET_BYTES = 110 * 1024;

/** First-load CSS, brotli bytes (15 KB). */
export const CSS_BUDGET_BYTES = 15 * 1024;

/** Brotli quality used to measure JS and CSS when the bytes on the wire are not brotli. */
export const BROTLI_QUALITY = 11;
