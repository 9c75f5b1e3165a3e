import type { Plugin } from "vite";
import type { LazySection } from "../../app/i18n/languages.ts";
import type { Words } from "../../app/i18n/words.ts";

const VIRTUAL = "virtual:lazy-words";

/**
 * The words of what the home page loads on a tap (the trip dialog, the photo viewer), in the
 * site's language, as a module that comes with their code: not in every page's data, which the
 * home page's HTML carries (app/i18n/languages.ts).
 */
export function lazyWords(words: () => Pick<Words, LazySection>): Plugin {
  return {
    name: "lazy-words",
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL}`
        ? Object.entries(words())
            .map(([section, texts]) => `export const ${section} = ${JSON.stringify(texts)};`)
            .join("\n")
        : undefined,
  };
}
