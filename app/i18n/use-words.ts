import { useMatches, useRouteLoaderData } from "react-router";
import type { Words } from "~/i18n/words";
import type { loader as rootLoader } from "~/root";

/**
 * The interface texts of the site's language, and the language: the root loader's, with the
 * sections a page without the app adds from its own loader (`words`, app/i18n/languages.ts). A
 * component that reads a page's section on the home page finds none, and the build stops there.
 */
export function useWords() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The root loader's words are missing.");
  const page = useMatches().at(-1)?.loaderData as { words?: Words } | undefined;
  return { words: { ...data.words, ...page?.words } as Words, language: data.language };
}
