import { editorWordsFor } from "../../app/i18n/editor-words.ts";
import { fill } from "../../app/i18n/words.ts";

type Label = { label: string; hint?: string };

/**
 * The editor's words in `language`, each from its dictionary (app/i18n/editor/) or else in the
 * English it is given; `missing` lists what fell back, `used` every key asked, for the tests.
 */
export function editorWords(language: string) {
  const words = editorWordsFor(language);
  const missing: string[] = [];
  const used = { fields: new Set<string>(), texts: new Set<string>(), messages: new Set<string>() };
  const lacking = (what: string) => {
    if (words) missing.push(what);
  };
  return {
    language,
    missing,
    used,
    field(path: string, english: Label): Label {
      used.fields.add(path);
      const own = words?.fields[path];
      if (!own) lacking(`the field ${path}`);
      else if (english.hint && !own.hint) lacking(`the hint of the field ${path}`);
      const label = own?.label ?? english.label;
      const hint = english.hint && (own?.hint ?? english.hint);
      return hint ? { label, hint } : { label };
    },
    /** A text the configuration writes itself; `{name}`s filled from `values`. */
    text(key: string, english: string, values: Record<string, string | number> = {}) {
      used.texts.add(key);
      const own = words?.texts[key];
      if (own === undefined) lacking(`the text ${key}`);
      return fill(own ?? english, values);
    },
    /** A refusal in the schema's words. */
    message(english: string) {
      used.messages.add(english);
      const own = words?.messages[english];
      if (own === undefined) lacking(`the message "${english}"`);
      return own ?? english;
    },
  };
}

export type EditorWordsIn = ReturnType<typeof editorWords>;
