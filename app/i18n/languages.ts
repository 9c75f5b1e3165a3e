import { ar } from "./words/ar.ts";
import { de } from "./words/de.ts";
import { en } from "./words/en.ts";
import { es } from "./words/es.ts";
import { fr } from "./words/fr.ts";
import { pt } from "./words/pt.ts";
import type { Words } from "./words.ts";

// The languages the site has words for: one dictionary each, in words/ (docs/languages.md).
// `language` in content/site.yml names one of them, English when absent; one language per site.
// Server only: a page gets its language's words from the root loader (useWords).
const DICTIONARIES = { en, es, fr, de, pt, ar } satisfies Record<string, Words>;

export type Language = keyof typeof DICTIONARIES;

export const LANGUAGES = Object.keys(DICTIONARIES) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = "en";

/** A language's own name, as its speakers write it: "English", "Español". */
export const languageName = (language: string) =>
  new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;

/** The site's language: its `language`, or English. */
export const siteLanguage = (site: { language?: Language }): Language =>
  site.language ?? DEFAULT_LANGUAGE;

/** Every interface text in the site's language. */
export const wordsFor = (site: { language?: Language }): Words => DICTIONARIES[siteLanguage(site)];
