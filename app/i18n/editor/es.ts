import type { EditorWords } from "../editor-words.ts";

export const es: EditorWords = { fields: {}, texts: {}, messages: {} };
