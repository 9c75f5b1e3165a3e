import type { EditorWords } from "../editor-words.ts";

export const fr: EditorWords = { fields: {}, texts: {}, messages: {} };
