/**
 * For the site's inline scripts: a JavaScript expression, a promise that settles once the page has
 * loaded, has shown its first contentful paint, and one more frame has passed (docs/decisions/004).
 * A small page often loads before its first frame: what waits for this takes nothing from that
 * frame, not even a style recalculation. Where the browser cannot tell paints (no "paint" entries),
 * the load and the frame are enough.
 */
export const afterFirstPaint = `Promise.all([
  new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  }),
  new Promise((resolve) => {
    const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes : [];
    if (!(types || []).includes("paint")) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  }),
]).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))`;
