import type { Field } from "@sveltia/cms";
import type { ContentField } from "../../app/content/fields.ts";
import { editorWords, type EditorWordsIn } from "./words.ts";

/** The field type day-field.js registers. */
export const DAY_FIELD = "day";

const PHOTO_HINT = "Take one with your phone or pick one, or paste an Unsplash photo address.";

/** A schema's words as the editor shows them under a field: "Expected 6-15 digits…". */
const sentence = (words: string) => `${words[0]?.toUpperCase() ?? ""}${words.slice(1)}`;

const textLimits = ({ pattern, maxLength }: ContentField, words: EditorWordsIn) => ({
  ...(pattern
    ? { pattern: [pattern.source, sentence(words.message(pattern.message))] as [string, string] }
    : {}),
  ...(maxLength === undefined ? {} : { maxlength: maxLength }),
});

const listLimits = ({ minItems, maxItems }: ContentField) => ({
  ...(minItems ? { min: minItems } : {}),
  ...(maxItems === undefined ? {} : { max: maxItems }),
});

function widget(field: ContentField, words: EditorWordsIn, path: string): Record<string, unknown> {
  const { type, item } = field;
  const fieldsOf = (fields: ContentField[] = []) =>
    fields.map((each) => editorField(each, words, `${path}.${each.name}`));
  if (type === "boolean") return { widget: "boolean", default: false };
  if (type === "integer" || type === "number") {
    return {
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(field.minimum === undefined ? {} : { min: field.minimum }),
      ...(field.maximum === undefined ? {} : { max: field.maximum }),
    };
  }
  if (type === "object") return { widget: "object", fields: fieldsOf(field.fields) };
  if (type === "array" && item) {
    if (item.widget === "relation" || field.widget === "relation") {
      // The other collection's entries by their titles; an entry is named by its file's name.
      return {
        widget: "relation",
        collection: field.collection ?? item.collection,
        value_field: "{{slug}}",
        search_fields: ["title"],
        display_fields: ["title"],
        multiple: true,
        ...listLimits(field),
      };
    }
    if (item.values) {
      return { widget: "select", multiple: true, options: item.options ?? item.values };
    }
    if (item.type === "object") {
      return {
        widget: "list",
        fields: fieldsOf(item.fields),
        ...(field.summary ? { summary: field.summary } : {}),
        ...listLimits(field),
      };
    }
    return {
      widget: "list",
      field: editorField(item, words, `${path}.item`),
      ...listLimits(field),
    };
  }
  if (field.widget === "relation") {
    return {
      widget: "relation",
      collection: field.collection,
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  if (field.widget === "date") {
    // The editor's own field (day-field.js): the phone's calendar, stored as the build reads it
    // ("2025-04-02"), and not before another field's day when the schema says so, in its words.
    const { onOrAfter } = field;
    return {
      widget: DAY_FIELD,
      ...(onOrAfter && {
        on_or_after: onOrAfter.field,
        on_or_after_message: sentence(words.message(onOrAfter.message)),
      }),
    };
  }
  if (field.values) return { widget: "select", options: field.options ?? field.values };
  if (field.widget === "image") {
    // A photo being uploaded is checked by its file's name (Sveltia CMS); saved, it has its address.
    const { pattern } = field;
    const uploading = pattern && { ...pattern, source: `^[^/:]+$|${pattern.source}` };
    return { widget: "image", ...textLimits({ ...field, pattern: uploading }, words) };
  }
  return {
    widget: field.widget === "text" ? "text" : "string",
    ...(field.format === "email" ? { type: "email" } : {}),
    ...textLimits(field, words),
  };
}

/** `path` is the field's key in the editor's dictionaries (app/i18n/editor-words.ts). */
export function editorField(
  field: ContentField,
  words: EditorWordsIn = editorWords("en"),
  path = field.name,
): Field {
  const { label, hint: own } = words.field(path, field);
  const photoHint = field.widget === "image" ? words.text("photoHint", PHOTO_HINT) : "";
  const hint = [own, photoHint].join(" ").trim();
  return {
    name: field.name,
    label,
    ...(hint ? { hint } : {}),
    ...(field.required ? {} : { required: false }),
    ...widget(field, words, path),
  } as Field;
}
