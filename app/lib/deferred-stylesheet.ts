import { afterFirstPaint } from "./after-first-paint.ts";

/**
 * Written by the build (plugins/output/inline-styles.ts) at the end of a page whose own styles are
 * in its HTML, with the stylesheet's address in `data-href`: once the page has loaded and painted,
 * the site's stylesheet is added, for what the page's scripts change later (the same rules the
 * page's styles come from, so nothing on the page moves), and cached for the pages that link it.
 * Asked for only then, it takes nothing from the page's first paint: asked for at `load`, which a
 * small page reaches before its first frame, it arrived in time to hold that frame up.
 */
export const deferredStylesheetScript = `(() => {
  const href = document.currentScript.dataset.href;
  ${afterFirstPaint}.then(() => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  });
})();`;
