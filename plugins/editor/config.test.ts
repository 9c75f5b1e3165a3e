import type { Field } from "@sveltia/cms";
import { expect, test } from "vitest";
import { z } from "zod";
import { contentFields } from "../../app/content/fields.ts";
import { publishableText, renderStoryText } from "../../app/content/markdown.ts";
import { parseStoryFileName } from "../../app/content/names.ts";
import { SiteSchema, StoryFieldsSchema, TripSchema } from "../../app/content/schema.ts";
import { editorConfig, photoComponent } from "./config.ts";
import { DAY_FIELD, editorField } from "./fields.ts";

// The web editor's fields are made from the content's schemas: what it lets the owner save is what
// the build publishes. These tests read the configuration as Sveltia CMS does.

const config = editorConfig({
  repo: "owner/site",
  branch: "main",
  siteUrl: "https://owner.github.io/travel-notes",
  alias: "Wildfinch",
  basePath: "/travel-notes",
  language: "en",
});
type Collection = { name: string; fields: Field[]; filter?: unknown; slug?: unknown };
const collection = (name: string) =>
  (config.collections as Collection[]).find((each) => each.name === name);
const fieldNamed = (fields: Field[] | undefined, name: string) =>
  fields?.find((field) => field.name === name) as Record<string, unknown> | undefined;

test("the editor writes where the build reads: stories, trips, the three files, photos as /uploads/…", () => {
  expect(config.media_folder).toBe("content/uploads");
  expect(config.public_folder).toBe("/uploads");
  expect(config.collections).toMatchObject([
    { name: "stories", folder: "content/stories", extension: "md" },
    { name: "drafts", folder: "content/stories", extension: "md" },
    { name: "trips", folder: "content/trips", extension: "yml", format: "yaml" },
  ]);
  expect(config.singletons?.map((file) => "file" in file && file.file)).toEqual([
    "content/site.yml",
    "content/gallery.yml",
    "content/dj.yml",
  ]);
  expect(config.logo).toEqual({ src: "/travel-notes/favicon.svg" });
});

test("the only way in is the token: no sign-in button that needs a server", () => {
  expect(config.backend).toMatchObject({ name: "github", auth_methods: ["token"] });
});

test("every field of a story's schema is in the editor, required as the schema says, then the text", () => {
  const schema = contentFields(StoryFieldsSchema).fields ?? [];
  const fields = collection("stories")?.fields ?? [];
  expect(fields.map((field) => field.name)).toEqual([...schema.map((each) => each.name), "body"]);
  for (const each of schema) {
    const required = fieldNamed(fields, each.name)?.required !== false;
    expect(required, each.name).toBe(each.required);
  }
  expect(fieldNamed(fields, "title")).toMatchObject({ maxlength: 100 });
});

test("a trip's days are picked in the phone's calendar; a story's trip is picked from the trips, those saved since the build too", () => {
  const fields = collection("trips")?.fields ?? [];
  expect(fields.map((field) => field.name)).toEqual([
    "title",
    "summary",
    "start",
    "end",
    "image",
    "imageAlt",
  ]);
  expect(fieldNamed(fields, "start")).toMatchObject({ widget: DAY_FIELD });
  expect(fieldNamed(fields, "image")?.required).toBe(false);
  for (const name of ["stories", "drafts"]) {
    expect(fieldNamed(collection(name)?.fields ?? [], "trip"), name).toMatchObject({
      widget: "relation",
      collection: "trips",
      value_field: "{{slug}}",
      display_fields: ["title"],
      required: false,
    });
  }
});

test("a trip's last day before its first is refused in the editor in the words the build refuses it with", () => {
  const end = fieldNamed(collection("trips")?.fields ?? [], "end");
  expect(end).toMatchObject({ widget: DAY_FIELD, on_or_after: "start" });
  const trip = { title: "Coast", summary: "By train.", start: "2025-04-10", end: "2025-04-02" };
  const [issue] = TripSchema.safeParse(trip).error?.issues ?? [];
  const words = String(end?.on_or_after_message);
  expect(issue?.message.toLowerCase()).toBe(`${words.toLowerCase()}, 2025-04-10`);
  expect(words).toMatch(/^Expected the last day on or after the first day$/);
  expect(TripSchema.safeParse({ ...trip, end: "2025-04-10" }).success).toBe(true);
});

test("a story needs only its title, under Stories and under Drafts; Draft is on for a story started under Drafts", () => {
  for (const name of ["stories", "drafts"]) {
    const fields = collection(name)?.fields ?? [];
    const required = fields.filter((field) => (field as { required?: boolean }).required !== false);
    expect(
      required.map((field) => field.name),
      name,
    ).toEqual(["title"]);
    expect(fieldNamed(fields, "draft"), name).toMatchObject({
      widget: "boolean",
      default: name === "drafts",
    });
  }
  expect(collection("drafts")?.filter).toEqual({ field: "draft", value: true });
  // The same fields in both: a draft is published from either by switching Draft off.
  const names = (name: string) => collection(name)?.fields.map((field) => field.name);
  expect(names("drafts")).toEqual(names("stories"));
});

test("the lists run newest first: stories by the minute they were started (their file's name), trips by their first day", () => {
  const sorting = (name: string) =>
    (collection(name) as { sortable_fields?: unknown } | undefined)?.sortable_fields;
  for (const name of ["stories", "drafts"]) {
    expect(sorting(name), name).toMatchObject({
      default: { field: "slug", direction: "descending" },
    });
  }
  expect(sorting("trips")).toMatchObject({ default: { field: "start", direction: "descending" } });
});

test("a field added to the story's schema alone appears in the editor, with its label and hint", () => {
  const extended = StoryFieldsSchema.extend({
    mood: z.string().optional().meta({ label: "Mood", hint: "How it felt." }),
  });
  const fields = (contentFields(extended).fields ?? []).map((field) => editorField(field));
  expect(fieldNamed(fields, "mood")).toEqual({
    name: "mood",
    label: "Mood",
    hint: "How it felt.",
    required: false,
    widget: "string",
  });
});

/** Whether the editor's pattern for a field takes `value`, as Sveltia checks it. */
const editorTakes = (field: Record<string, unknown> | undefined, value: string) => {
  const [pattern] = (field?.pattern as [string, string] | undefined) ?? ["^"];
  return new RegExp(pattern).test(value);
};

test("the editor's pattern takes exactly what the schema takes: dates, map pins, addresses, handles", () => {
  const stories = collection("stories")?.fields;
  const site = config.singletons?.find((file) => file.name === "site");
  const siteFields = site && "fields" in site ? site.fields : [];
  const cases: [Record<string, unknown> | undefined, z.ZodType, string[]][] = [
    [
      fieldNamed(stories, "date"),
      StoryFieldsSchema.shape.date,
      ["March 2024", "20 Nov. 2026", "August 2018-2024", "2026-11-20", "Summer 2023", "2026-13-01"],
    ],
    [
      fieldNamed(stories, "coordinates"),
      StoryFieldsSchema.shape.coordinates.unwrap(),
      ["37.1036, 25.3763", "37.1036° N, 25.3763° E", "95, 10", "37.1; 25.3", "somewhere"],
    ],
    [
      fieldNamed(stories, "image"),
      // And, as Sveltia checks a photo being uploaded, its file's name: "IMG_4032.webp".
      StoryFieldsSchema.shape.image.or(z.string().regex(/^[^/:]+$/)),
      [
        "/uploads/IMG_1.webp",
        "https://images.unsplash.com/photo-1-2",
        "https://example.com/a.jpg",
        "IMG_4032.webp",
      ],
    ],
    [
      fieldNamed(siteFields, "siteUrl"),
      SiteSchema.shape.siteUrl,
      [
        "https://a.github.io/notes",
        "https://a.github.io/notes/",
        "https://a.io/assets",
        "http://a.io",
      ],
    ],
    [
      fieldNamed(siteFields, "instagramHandle"),
      SiteSchema.shape.instagramHandle,
      ["@wild.finch", "wildfinch", "@wild finch"],
    ],
    [
      fieldNamed(siteFields, "email"),
      SiteSchema.shape.email,
      ["hello@wildfinch.example", "hello@localhost", "hello", "a b@c.d"],
    ],
  ];
  for (const [field, schema, values] of cases) {
    for (const value of values) {
      expect(editorTakes(field, value), `${String(field?.name)}: ${value}`).toBe(
        schema.safeParse(value).success,
      );
    }
  }
});

test("the countries on the map are chosen from the list of countries, by their names", () => {
  const site = config.singletons?.find((file) => file.name === "site");
  const countries = fieldNamed(site && "fields" in site ? site.fields : [], "visitedCountries");
  expect(countries).toMatchObject({ widget: "select", multiple: true, required: false });
  expect(countries?.options).toContainEqual({ label: "France (FR)", value: "FR" });
});

test("a story's new file is named as the build reads it: the minute, then an address of at most 60 characters", () => {
  const { template, pattern } = collection("stories")?.slug as {
    template: string;
    pattern: [string];
  };
  expect(template).toBe("{{year}}{{month}}{{day}}{{hour}}{{minute}}-{{slug}}");
  const slugPattern = new RegExp(pattern[0]);
  for (const slug of [
    "202611201937-night-train",
    `202611201937-${"a".repeat(61)}`,
    "night-train",
  ]) {
    expect(slugPattern.test(slug), slug).toBe(
      Boolean(parseStoryFileName(`${slug}.md`)) && /^\d{12}-/.test(slug),
    );
  }
  expect(config.slug).toMatchObject({ maxlength: 73 });
});

test("a photo in the text is the editor's own, which always says what the photo shows", () => {
  expect(fieldNamed(collection("stories")?.fields, "body")).toMatchObject({
    widget: "markdown",
    editor_components: ["photo"],
  });
  const { fields } = photoComponent("en");
  expect(
    fields.map((field) => [field.name, (field as { required?: boolean }).required !== false]),
  ).toEqual([
    ["src", true],
    ["alt", true],
    ["caption", false],
  ]);
});

test("a published story's text passes the editor's check exactly when the build publishes its photos", () => {
  const texts = [
    "Text only.",
    "Before.\n\n![Lanterns over the market](uploads/hero.jpg)\n\nAfter.",
    '![A \\] bracket](<uploads/Beach day (2).jpeg> "A \\"quoted\\" caption")',
    "![A view](https://images.unsplash.com/photo-1502602898657-3e91760cbb34)",
    "![](uploads/hero.jpg)",
    "![ ](uploads/hero.jpg)",
    "[![Linked](uploads/hero.jpg)](https://example.com)",
    "![From elsewhere](https://example.com/view.jpg)",
    "![Resized](https://images.unsplash.com/photo-1502602898657-3e91760cbb34?w=300)",
  ];
  const pattern = new RegExp(publishableText().source);
  const find = (src: string) =>
    /^\/?uploads\/|^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/.test(src)
      ? { src }
      : { problem: "not a photo the site shows" };
  for (const text of texts) {
    expect(pattern.test(text), text).toBe(renderStoryText(text, find).problems.length === 0);
  }
});
