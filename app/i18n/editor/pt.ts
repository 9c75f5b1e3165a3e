import type { EditorWords } from "../editor-words.ts";

export const pt: EditorWords = { fields: {}, texts: {}, messages: {} };
