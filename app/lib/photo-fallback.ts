/**
 * Runs in <head>, before any image can fail, on every page whether or not it hydrates: when a photo
 * fails to load, its frame (`data-photo`, app/components/photo.tsx) gets `data-failed` holding the
 * alt text, and the stylesheet (app/app.css) hides the broken image and writes the alt text in the
 * tinted frame instead. An attribute, not a new element, so the page still matches what React
 * hydrates.
 */
export const photoFallbackScript = `addEventListener("error", (event) => {
  const image = event.target;
  if (!(image instanceof HTMLImageElement)) return;
  const frame = image.closest("[data-photo]");
  if (frame) frame.setAttribute("data-failed", image.alt);
}, true);`;
