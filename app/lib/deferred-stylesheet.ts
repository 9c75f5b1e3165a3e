import { afterFirstPaint } from "./after-first-paint.ts";

// The whole stylesheet, cached for the home page, holds the small one's rules, so nothing moves.
// Asked for at `load`, which a small page reaches before its first frame, it held that frame up.
export const deferredStylesheetScript = `(() => {
  const href = document.currentScript.dataset.href;
  ${afterFirstPaint}.then(() => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  });
})();`;
