import type { Language } from "./languages.ts";

// The site's language alone, without its words: what code that may run in a browser needs
// (app/lib/seo.ts, for a not-found page drawn there), so that no dictionary travels with it.

export const DEFAULT_LANGUAGE = "en" satisfies Language;

/** The site's language: its `language`, or English. */
export const siteLanguage = (site: { language?: Language }): Language =>
  site.language ?? DEFAULT_LANGUAGE;
