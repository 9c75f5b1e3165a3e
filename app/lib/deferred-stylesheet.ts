import { afterFirstPaint } from "./after-first-paint.ts";

/**
 * Written by the build (plugins/output/shared-styles.ts) at the end of a page that links only the
 * small stylesheet of the pages without the app, with the site's whole stylesheet's address in
 * `data-href`: once the page has loaded and painted, the whole stylesheet is added (the same rules
 * the small one comes from, so nothing on the page moves), cached for the home page, which links
 * it. Asked for only then, it takes nothing from the page's first paint: asked for at `load`, which
 * a small page reaches before its first frame, it arrived in time to hold that frame up.
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
