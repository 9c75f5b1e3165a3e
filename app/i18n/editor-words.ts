import { ar } from "./editor/ar.ts";
import { de } from "./editor/de.ts";
import { es } from "./editor/es.ts";
import { fr } from "./editor/fr.ts";
import { pt } from "./editor/pt.ts";

// The web editor's words in the owner's language (plugins/editor): English is the schema's own
// (app/content/schema.ts) and the editor's configuration's; these translate it, key by key.

/**
 * `fields`: by the field's path as the editor's configuration walks the schemas, its file or
 * collection first ("stories.title", "site.about.stats.value", a list's item "site.djTags.item").
 * `texts`: what the configuration writes itself ("stories.label"). `messages`: the schema's
 * refusals, by their English words.
 */
export type EditorWords = {
  fields: Record<string, { label: string; hint?: string }>;
  texts: Record<string, string>;
  messages: Record<string, string>;
};

const DICTIONARIES: Record<string, EditorWords> = { ar, de, es, fr, pt };

/** The languages the editor has words for besides the schema's English. */
export const EDITOR_LANGUAGES = Object.keys(DICTIONARIES);

/** The editor's words for a BCP 47 tag ("pt-BR" takes Portuguese's); none for English. */
export const editorWordsFor = (language: string): EditorWords | undefined =>
  DICTIONARIES[language] ?? DICTIONARIES[language.split("-")[0] ?? ""];
