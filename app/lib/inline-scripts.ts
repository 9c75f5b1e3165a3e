import { appStartScript } from "./app-start.ts";
import { deferredStylesheetScript } from "./deferred-stylesheet.ts";
import { logPathScript } from "./not-found.ts";
import { photoFallbackScript } from "./photo-fallback.ts";
import { searchPageScript } from "./search.ts";
import { sectionLandingScript } from "./section-landing.ts";
import { shareButtonScript } from "./share.ts";
import { themeScript } from "./theme.ts";

// Any other inline script in a built page, but React Router's (plugins/output/policy.ts), stops
// the build, so nothing a story or a component lets in can run.
export const APP_INLINE_SCRIPTS: readonly string[] = [
  themeScript,
  photoFallbackScript,
  appStartScript,
  shareButtonScript,
  logPathScript,
  deferredStylesheetScript,
  searchPageScript,
  sectionLandingScript(),
];
