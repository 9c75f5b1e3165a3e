import { ar } from "./words/ar.ts";
import { de } from "./words/de.ts";
import { en } from "./words/en.ts";
import { es } from "./words/es.ts";
import { fr } from "./words/fr.ts";
import { pt } from "./words/pt.ts";
import { siteLanguage } from "./site-language.ts";
import type { Words } from "./words.ts";

export { siteLanguage } from "./site-language.ts";

// The languages the site has words for: one dictionary each, in words/ (docs/languages.md).
// `language` in content/site.yml names one of them, English when absent; one language per site.
// Server only: a page gets its language's words from the root loader (useWords).
const DICTIONARIES = { en, es, fr, de, pt, ar } satisfies Record<string, Words>;

export type Language = keyof typeof DICTIONARIES;

export const LANGUAGES = Object.keys(DICTIONARIES) as [Language, ...Language[]];

/** A language's own name, as its speakers write it: "English", "Español". */
export const languageName = (language: string) =>
  new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;

/** Every interface text in the site's language. */
export const wordsFor = (site: { language?: Language }): Words => DICTIONARIES[siteLanguage(site)];

/**
 * The sections only pages without the app show: their own loaders give them (useWords), so the
 * home page, whose data travels in its HTML, carries none of them.
 */
const PAGE_SECTIONS = ["storiesPage", "story", "trips", "trip", "search", "dates"] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** The sections of what the home page loads on a tap: they come with its code (plugins/words). */
const LAZY_SECTIONS = ["tripDialog", "photoViewer"] as const;
export type LazySection = (typeof LAZY_SECTIONS)[number];

/** What a tap loads says, in the site's language. */
export function lazyWordsFor(site: { language?: Language }): Pick<Words, LazySection> {
  const { tripDialog, photoViewer } = wordsFor(site);
  return { tripDialog, photoViewer };
}

/** Every page's words: all of the language's but the pages' own sections and a tap's. */
export function frameWords(site: { language?: Language }): Omit<Words, PageSection | LazySection> {
  const elsewhere: readonly string[] = [...PAGE_SECTIONS, ...LAZY_SECTIONS];
  const isFrame = ([section]: [string, unknown]) => !elsewhere.includes(section);
  return Object.fromEntries(Object.entries(wordsFor(site)).filter(isFrame)) as Omit<
    Words,
    PageSection | LazySection
  >;
}
