import type { EditorWords } from "../editor-words.ts";

export const ar: EditorWords = { fields: {}, texts: {}, messages: {} };
