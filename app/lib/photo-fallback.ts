// Runs in <head>, before any image can fail, hydrated or not. An attribute (app/app.css draws it),
// not a new element, so the page still matches what React hydrates.
export const photoFallbackScript = `addEventListener("error", (event) => {
  const image = event.target;
  if (!(image instanceof HTMLImageElement)) return;
  const frame = image.closest("[data-photo]");
  if (frame) frame.setAttribute("data-failed", image.alt);
}, true);`;
