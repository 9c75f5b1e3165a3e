import { z } from "zod";
import type { FieldMeta } from "./schema.ts";

/** Read through zod's own JSON Schema conversion, for the web editor and new-story. */
export type ContentField = Omit<FieldMeta, "label"> & {
  name: string;
  label: string;
  required: boolean;
  type: "string" | "number" | "integer" | "boolean" | "array" | "object";
  pattern?: { source: string; message: string };
  format?: string;
  values?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  item?: ContentField;
  fields?: ContentField[];
};

type JsonSchema = Partial<FieldMeta> & {
  type?: ContentField["type"];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  patternMessage?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** JSON Schema leaves out a pattern's words, and an e-mail's pattern. */
function patternCheck(schema: z.core.$ZodType) {
  // A format (an e-mail address) is its own check; other patterns are among the checks.
  for (const check of [schema, ...(schema._zod.def.checks ?? [])]) {
    const def = check._zod.def as { pattern?: RegExp; error?: (issue: unknown) => unknown };
    if (def.pattern) {
      return { pattern: def.pattern.source, patternMessage: String(def.error?.({}) ?? "") };
    }
  }
  return undefined;
}

function contentField(name: string, json: JsonSchema, required: boolean): ContentField {
  // A field written in several forms ("lat, lon", or a list) is shown in its first.
  const { anyOf, ...outer } = json;
  const schema: JsonSchema = anyOf?.[0] ? { ...anyOf[0], ...outer } : outer;
  const {
    properties,
    items,
    pattern,
    patternMessage: message = "",
    enum: values,
    ...rest
  } = schema;
  return {
    ...rest,
    name,
    label: schema.label ?? name,
    required,
    type: schema.type ?? "string",
    pattern: pattern ? { source: pattern, message } : undefined,
    values,
    item: items ? contentField(name, items, true) : undefined,
    fields: properties
      ? Object.entries(properties).map(([key, value]) =>
          contentField(key, value, schema.required?.includes(key) ?? false),
        )
      : undefined,
  };
}

export function contentFields(schema: z.ZodType, name = "fields"): ContentField {
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override({ zodSchema, jsonSchema }) {
      Object.assign(jsonSchema, patternCheck(zodSchema));
    },
  }) as JsonSchema;
  return contentField(name, json, true);
}
