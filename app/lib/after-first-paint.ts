// A small page often loads before its first frame: what waits for the paint and one more frame
// takes nothing from it, not even a style recalculation (docs/decisions/004).
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
