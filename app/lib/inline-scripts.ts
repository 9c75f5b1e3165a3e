import { appStartScript } from "./app-start";
import { logPathScript } from "./not-found";
import { photoFallbackScript } from "./photo-fallback";
import { shareButtonScript } from "./share";
import { themeScript } from "./theme";

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
