/**
 * Written by the build (plugins/output/inline-styles.ts) at the end of a page whose own styles are
 * in its HTML: the site's stylesheet, linked with media="print" so that it does not hold the first
 * paint, applies to the screen once it has loaded. It is the same stylesheet the page's styles come
 * from, so nothing on the page changes: it adds the rules for what scripts add later.
 */
export const DEFERRED_MEDIA = "data-media";

export const deferredStylesheetScript = `document.querySelectorAll("link[${DEFERRED_MEDIA}]").forEach((link) => {
  const apply = () => { link.media = link.getAttribute("${DEFERRED_MEDIA}"); };
  if (link.sheet) apply();
  else link.addEventListener("load", apply, { once: true });
});`;
