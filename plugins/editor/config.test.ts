import type { Field } from "@sveltia/cms";
import { expect, test } from "vitest";
import type { z } from "zod";
import {
  DjOfferingsSchema,
  GallerySchema,
  SiteSchema,
  StoryFrontmatterSchema,
} from "../../app/content/schema.ts";
import { EDITED, editorConfig } from "./config.ts";

// What the web editor lets the owner write must be what the build accepts: the same fields, each
// required in both or in neither, at every depth. A field added to a schema and forgotten in the
// editor (or the other way round) fails here, naming it.

type Schema = z.ZodType;
const def = (schema: Schema) =>
  schema._zod.def as unknown as Record<string, Schema> & { type: string };

/** The schema under its optional, default, preprocess and transform wrappers. */
function unwrap(schema: Schema): Schema {
  const { type, innerType, in: input, out } = def(schema);
  if (["optional", "nullable", "default"].includes(type) && innerType) return unwrap(innerType);
  if (type === "pipe" && input && out) return unwrap(def(input).type === "transform" ? out : input);
  return schema;
}

const isRequired = (schema: Schema) => !schema.safeParse(undefined).success;
const fieldsOf = (field: Field) => ("fields" in field ? (field.fields as Field[]) : undefined);

/** Where the schema of an object and the editor's fields for it disagree, in words. */
function disagreements(schema: Schema, fields: Field[], where: string): string[] {
  const shape = def(unwrap(schema)).shape as unknown as Record<string, Schema>;
  const problems: string[] = [];
  const names = new Set([...Object.keys(shape), ...fields.map((field) => field.name)]);
  for (const name of names) {
    const inSchema = shape[name];
    const field = fields.find((each) => each.name === name);
    if (!inSchema || !field) {
      problems.push(`${where}${name} is only in the ${inSchema ? "schema" : "editor"}`);
      continue;
    }
    const required = !("required" in field) || field.required !== false;
    if (required !== isRequired(inSchema)) {
      problems.push(`${where}${name} is required in the ${required ? "editor" : "schema"} only`);
    }
    const inner = unwrap(inSchema);
    const { type, element } = def(inner);
    if (type === "object") {
      problems.push(...disagreements(inner, fieldsOf(field) ?? [], `${where}${name}.`));
    } else if (type === "array" && element && def(unwrap(element)).type === "object") {
      problems.push(...disagreements(element, fieldsOf(field) ?? [], `${where}${name}[].`));
    }
  }
  return problems;
}

/** The fields of a list the editor keeps as a whole file (gallery.yml, dj.yml). */
const rootList = (fields: Field[]) => {
  const [list] = fields;
  expect(list && "root" in list && list.root).toBe(true);
  return fieldsOf(list as Field) ?? [];
};

test("the editor's fields are the content schemas' fields, required alike", () => {
  const storyFields = EDITED.storyFields.filter((field) => field.name !== "body");
  expect(disagreements(StoryFrontmatterSchema, storyFields, "story: ")).toEqual([]);
  expect(disagreements(SiteSchema, EDITED.siteFields, "site.yml: ")).toEqual([]);
  const galleryItem = def(GallerySchema).element as Schema;
  expect(disagreements(galleryItem, rootList(EDITED.galleryFields), "gallery.yml: ")).toEqual([]);
  const offering = def(DjOfferingsSchema).element as Schema;
  expect(disagreements(offering, rootList(EDITED.djFields), "dj.yml: ")).toEqual([]);
});

test("a disagreement is found and named: the check can fail", () => {
  const [, ...withoutAlias] = EDITED.siteFields;
  const optionalTitle = EDITED.storyFields.map((field) =>
    field.name === "title" ? { ...field, required: false } : field,
  );
  const extra = [...EDITED.siteFields, { name: "mood", label: "Mood", widget: "string" } as Field];
  expect(disagreements(SiteSchema, withoutAlias, "")).toEqual(["alias is only in the schema"]);
  expect(disagreements(SiteSchema, extra, "")).toEqual(["mood is only in the editor"]);
  expect(disagreements(StoryFrontmatterSchema, optionalTitle, "")).toContain(
    "title is required in the schema only",
  );
});

test("the editor writes where the build reads: stories, the three files, photos as /uploads/…", () => {
  const config = editorConfig({
    repo: "owner/site",
    branch: "main",
    siteUrl: "https://owner.github.io/travel-notes",
    alias: "Wildfinch",
    basePath: "/travel-notes",
  });
  expect(config.media_folder).toBe("content/uploads");
  expect(config.public_folder).toBe("/uploads");
  expect(config.collections).toMatchObject([{ folder: "content/stories", extension: "md" }]);
  expect(config.singletons?.map((file) => "file" in file && file.file)).toEqual([
    "content/site.yml",
    "content/gallery.yml",
    "content/dj.yml",
  ]);
  expect(config.logo).toEqual({ src: "/travel-notes/favicon.svg" });
});
