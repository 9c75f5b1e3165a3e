import type { Field } from "@sveltia/cms";
import { expect, test } from "vitest";
import { z } from "zod";
import { contentFields } from "../../app/content/fields.ts";
import { StoryFieldsSchema } from "../../app/content/schema.ts";
import { EDITOR_LANGUAGES, editorWordsFor } from "../../app/i18n/editor-words.ts";
import { es } from "../../app/i18n/editor/es.ts";
import { editorConfig, photoComponent } from "./config.ts";
import { editorField } from "./fields.ts";
import { editorWords } from "./words.ts";

// The editor speaks the site's language: each field's label and hint, the lists' names and the
// refusals, from app/i18n/editor/<language>.ts, the schema's English where a word is missing.

const site = {
  repo: "owner/site",
  branch: "main",
  siteUrl: "https://owner.github.io/travel-notes",
  alias: "Wildfinch",
  basePath: "/travel-notes",
};

/** The configuration in `language`, and what its words fell back on or were asked for. */
function configIn(language: string) {
  const words = editorWords(language);
  const config = editorConfig({ ...site, language }, words);
  const photo = photoComponent(language, words);
  return { config, photo, words };
}

type Collection = { name: string; label: string; fields: Field[] };
const collection = (config: ReturnType<typeof editorConfig>, name: string) =>
  (config.collections as Collection[]).find((each) => each.name === name);
const fieldNamed = (fields: Field[] | undefined, name: string) =>
  fields?.find((field) => field.name === name) as Record<string, unknown> | undefined;

test.each(EDITOR_LANGUAGES)(
  "in %s, every field the editor shows has its label, and its hint where English has one, and every list's name and refusal has its words",
  (language) => {
    const { words } = configIn(language);
    expect(words.missing, `missing from app/i18n/editor/${language}.ts`).toEqual([]);
  },
);

test.each(EDITOR_LANGUAGES)(
  "in %s, the dictionary holds no words for a field, text or refusal the editor no longer has",
  (language) => {
    const { words } = configIn(language);
    const dictionary = editorWordsFor(language);
    const unused = (kind: "fields" | "texts" | "messages") =>
      Object.keys(dictionary?.[kind] ?? {}).filter((key) => !words.used[kind].has(key));
    expect(unused("fields"), `fields in app/i18n/editor/${language}.ts`).toEqual([]);
    expect(unused("texts"), `texts in app/i18n/editor/${language}.ts`).toEqual([]);
    expect(unused("messages"), `messages in app/i18n/editor/${language}.ts`).toEqual([]);
  },
);

test("with language: es, a story's fields, its text and the lists are labelled in Spanish", () => {
  const { config, photo } = configIn("es");
  for (const name of ["stories", "drafts"]) {
    const fields = collection(config, name)?.fields;
    expect(fieldNamed(fields, "title"), name).toMatchObject({
      label: "Título",
      hint: es.fields["stories.title"]?.hint,
    });
    expect(fieldNamed(fields, "date")?.label, name).toBe("Fecha");
    expect(fieldNamed(fields, "draft")?.label, name).toBe("Borrador");
    expect(fieldNamed(fields, "body")?.label, name).toBe("Historia");
    // Every field's label is the dictionary's.
    for (const field of fields ?? []) {
      if (field.name === "body") continue;
      expect(field.label, field.name).toBe(es.fields[`stories.${field.name}`]?.label);
    }
  }
  expect(collection(config, "stories")?.label).toBe("Historias");
  expect(collection(config, "drafts")?.label).toBe("Borradores");
  expect(photo.label).toBe("Foto");
  expect(fieldNamed(photo.fields, "alt")?.label).toBe("Qué muestra la foto");
  expect(fieldNamed(collection(config, "stories")?.fields, "image")?.hint).toContain(
    es.texts.photoHint,
  );
  expect(config.app_title).toBe("Wildfinch · editor");
});

test("with language: es, the refusals are in Spanish: a trip's last day, an empty title", () => {
  const { config } = configIn("es");
  expect(fieldNamed(collection(config, "trips")?.fields, "end")).toMatchObject({
    label: "Último día",
    on_or_after: "start",
    on_or_after_message: "El último día no puede ser anterior al primero ({day})",
  });
  expect(fieldNamed(collection(config, "stories")?.fields, "title")?.pattern).toEqual([
    "\\S",
    "Escribe algo: no puede quedar vacío",
  ]);
});

test("a language the editor has no words for is the schema's English; a regional tag takes its language's words", () => {
  expect(configIn("he").config).toEqual(configIn("en").config);
  expect(configIn("he").words.missing).toEqual([]);
  expect(configIn("pt-BR").config).toEqual(configIn("pt").config);
  expect(collection(configIn("pt-BR").config, "stories")?.label).toBe("Histórias");
});

test("a field added to the schema without its words is named, with the language, and shown in English meanwhile", () => {
  const extended = StoryFieldsSchema.extend({
    mood: z.string().optional().meta({ label: "Mood", hint: "How it felt." }),
  });
  const words = editorWords("es");
  const fields = (contentFields(extended).fields ?? []).map((field) =>
    editorField(field, words, `stories.${field.name}`),
  );
  expect(words.missing).toEqual(["the field stories.mood"]);
  expect(fieldNamed(fields, "mood")).toMatchObject({ label: "Mood", hint: "How it felt." });
  expect(fieldNamed(fields, "title")?.label).toBe("Título");
});
