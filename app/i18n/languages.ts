// The languages the site has words for: one dictionary each (issue 46). `language` in
// content/site.yml names one of them, English when absent; one language per site.
export const LANGUAGES = ["en"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** A language's own name, as its speakers write it: "English", "Español". */
export const languageName = (language: string) =>
  new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;

/** The site's language: its `language`, or English. */
export const siteLanguage = (site: { language?: Language }): Language =>
  site.language ?? DEFAULT_LANGUAGE;
