import { appStartScript } from "./app-start.ts";
import { deferredStylesheetScript } from "./deferred-stylesheet.ts";
import { logPathScript } from "./not-found.ts";
import { photoFallbackScript } from "./photo-fallback.ts";
import { shareButtonScript } from "./share.ts";
import { themeScript } from "./theme.ts";

/**
 * Every inline script the site itself writes into its pages. A page's policy lets these run, by
 * their hashes, and React Router's own (csp.ts); any other inline script in a built page stops the
 * build, so nothing a story or a component lets in can run.
 */
export const APP_INLINE_SCRIPTS: readonly string[] = [
  themeScript,
  photoFallbackScript,
  appStartScript,
  shareButtonScript,
  logPathScript,
  deferredStylesheetScript,
];
