import type { Field } from "@sveltia/cms";
import type { ContentField } from "../../app/content/fields.ts";

/** The field type day-field.js registers. */
export const DAY_FIELD = "day";

const PHOTO_HINT = "Take one with your phone or pick one, or paste an Unsplash photo address.";

/** A schema's words as the editor shows them under a field: "Expected 6-15 digits…". */
const sentence = (words: string) => `${words[0]?.toUpperCase() ?? ""}${words.slice(1)}`;

const textLimits = ({ pattern, maxLength }: ContentField) => ({
  ...(pattern ? { pattern: [pattern.source, sentence(pattern.message)] as [string, string] } : {}),
  ...(maxLength === undefined ? {} : { maxlength: maxLength }),
});

const listLimits = ({ minItems, maxItems }: ContentField) => ({
  ...(minItems ? { min: minItems } : {}),
  ...(maxItems === undefined ? {} : { max: maxItems }),
});

function widget(field: ContentField): Record<string, unknown> {
  const { type, item } = field;
  if (type === "boolean") return { widget: "boolean", default: false };
  if (type === "integer" || type === "number") {
    return {
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(field.minimum === undefined ? {} : { min: field.minimum }),
      ...(field.maximum === undefined ? {} : { max: field.maximum }),
    };
  }
  if (type === "object") return { widget: "object", fields: field.fields?.map(editorField) ?? [] };
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
        fields: item.fields?.map(editorField) ?? [],
        ...(field.summary ? { summary: field.summary } : {}),
        ...listLimits(field),
      };
    }
    return { widget: "list", field: editorField(item), ...listLimits(field) };
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
        on_or_after_message: sentence(onOrAfter.message),
      }),
    };
  }
  if (field.values) return { widget: "select", options: field.options ?? field.values };
  if (field.widget === "image") {
    // A photo being uploaded is checked by its file's name (Sveltia CMS); saved, it has its address.
    const { pattern } = field;
    const uploading = pattern && { ...pattern, source: `^[^/:]+$|${pattern.source}` };
    return { widget: "image", ...textLimits({ ...field, pattern: uploading }) };
  }
  return {
    widget: field.widget === "text" ? "text" : "string",
    ...(field.format === "email" ? { type: "email" } : {}),
    ...textLimits(field),
  };
}

export function editorField(field: ContentField): Field {
  const hint = [field.hint, field.widget === "image" ? PHOTO_HINT : ""].join(" ").trim();
  return {
    name: field.name,
    label: field.label,
    ...(hint ? { hint } : {}),
    ...(field.required ? {} : { required: false }),
    ...widget(field),
  } as Field;
}
