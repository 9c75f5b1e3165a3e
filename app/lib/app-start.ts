// The prerendered pages paint and work without JavaScript, so the app's scripts wait until the page
// has loaded and painted: the cover photo, the stylesheet and the font get the connection first.
// React Router writes a module script (and modulepreload links) that would fetch every script at
// once; at build time that script becomes an inert copy (plugins/output/app-start.ts), and
// `appStartScript`, which runs in the page, starts the copy after the first paint.
//
// A visitor may tap before then. A control that needs the app says which of its events does
// (`data-needs-app="click"` or `"submit"`): `appStartScript` holds the last such event, starts the
// app at once, and the app, once hydrated, calls `answerEarlyTap`, which plays the event again for
// React to handle as it would any later tap.

import { afterFirstPaint } from "./after-first-paint.ts";

export const APP_START_ID = "app-start";

/** How long a page waits for its `load` event before it starts the scripts anyway. */
export const APP_START_FALLBACK_MS = 4000;

/** The attribute that marks a control whose click (or a form whose submit) the app handles. */
export const NEEDS_APP = "data-needs-app";

declare global {
  interface Window {
    /** Set by `appStartScript` on a page that hydrates. */
    answerEarlyTap?: () => void;
  }
}

/**
 * Runs as the page is parsed. Once the page has loaded (the cover photo and the font are in) and
 * painted, and one more frame has passed, it adds the modulepreload links and, in the next task,
 * runs React Router's module script, unchanged (adding the script is the costly part, so it gets a
 * task of its own). Without the inert copy (the dev server) it does nothing and React Router
 * starts as usual.
 *
 * A click or submit on a control marked with NEEDS_APP, before the app is ready, starts the app at
 * once and is held (its default prevented) until `answerEarlyTap`; a later one replaces it. A form
 * that posts to another site needs no app for a valid address: that submit goes ahead as it would
 * without scripts. The held event is played again as a click (on a form's button), in a task of
 * its own: React hydrates a section it has yet to hydrate for a click, not for a submit, and only
 * outside its own work (an effect).
 */
export const appStartScript = `(() => {
  let started = false;
  const start = () => {
    const bootstrap = document.getElementById("${APP_START_ID}");
    if (started || !bootstrap) return;
    started = true;
    for (const href of (bootstrap.dataset.modulepreload || "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    setTimeout(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = bootstrap.textContent;
      document.head.append(script);
    }, 0);
  };
  ${afterFirstPaint}.then(start);
  setTimeout(start, ${APP_START_FALLBACK_MS});
  let held;
  const hold = (event) => {
    const control = event.target.closest?.('[${NEEDS_APP}="' + event.type + '"]');
    if (!control) return;
    start();
    held = control.method === "post" && control.checkValidity() ? undefined : event.submitter || control;
    if (held) event.preventDefault();
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  window.answerEarlyTap = () => {
    removeEventListener("click", hold, true);
    removeEventListener("submit", hold, true);
    const control = held;
    held = undefined;
    setTimeout(() => control?.click(), 0);
  };
})();`;

/**
 * Tells `appStartScript` the app is ready (React handles events from here on), so a tap it held
 * is played again, once. Without the script (the dev server's first load) it does nothing.
 */
export function answerEarlyTap() {
  window.answerEarlyTap?.();
}
