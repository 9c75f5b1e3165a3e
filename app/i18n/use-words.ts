import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The interface texts of the site's language, and the language, as the root loader gives them. */
export function useWords() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The root loader's words are missing.");
  return { words: data.words, language: data.language };
}
