import type { EditorWords } from "../editor-words.ts";

export const de: EditorWords = { fields: {}, texts: {}, messages: {} };
