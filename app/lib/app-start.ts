// The prerendered pages work without JavaScript, so the cover photo, the stylesheet and the font
// get the connection first: the build makes React Router's module script inert
// (plugins/output/app-start.ts) and `appStartScript` starts it after the first paint. A tap before
// then on a control marked NEEDS_APP is held and played again once the app has hydrated.

import { afterFirstPaint } from "./after-first-paint.ts";

export const APP_START_ID = "app-start";

export const APP_START_FALLBACK_MS = 4000;

/** Its value names the event the app handles: "click" or "submit". */
export const NEEDS_APP = "data-needs-app";

declare global {
  interface Window {
    answerEarlyTap?: () => void;
  }
}

// Adding the module script is the costly part, so it gets a task of its own. A valid form that
// posts elsewhere needs no app: its submit goes ahead. The held event is played again as a click,
// in a task of its own: React hydrates a section for a click, not a submit, nor inside an effect.
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

/** Called once hydrated: React handles events from here on. */
export function answerEarlyTap() {
  window.answerEarlyTap?.();
}
