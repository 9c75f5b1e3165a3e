import { appStartScript } from "./app-start";
import { photoFallbackScript } from "./photo-fallback";
import { shareButtonScript } from "./share";
import { themeScript } from "./theme";

/**
 * The not-found page logs the path asked for, as the spec's error catalogue says (problem-page.tsx).
 */
export const logPathScript = "console.error(`404: no page at ${location.pathname}`);";

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
];
