import type { CmsConfig, Field } from "@sveltia/cms";
import { contentFields } from "../../app/content/fields.ts";
import { publishableText } from "../../app/content/markdown.ts";
import { SLUG_MAX, SLUG_WORDS } from "../../app/content/names.ts";
import {
  DjOfferingsSchema,
  GallerySchema,
  SiteSchema,
  StoryFieldsSchema,
  StoryPhotoSchema,
  TripFieldsSchema,
} from "../../app/content/schema.ts";
import {
  DJ_FILE,
  GALLERY_FILE,
  SITE_FILE,
  STORIES_DIR,
  TRIPS_DIR,
} from "../../app/content/site-model.ts";
import { UPLOADS_DIR } from "../../app/content/uploads.ts";
import { editorField } from "./fields.ts";
import { editorWords, type EditorWordsIn } from "./words.ts";

// Every field comes from the content's schemas (app/content/schema.ts), so what the editor lets
// the owner save is what the build publishes.

type Schema = Parameters<typeof contentFields>[0];

/** A schema's fields, each keyed in the dictionaries by `scope` and its path ("stories.title"). */
const fieldsOf = (schema: Schema, words: EditorWordsIn, scope: string) =>
  (contentFields(schema).fields ?? []).map((field) =>
    editorField(field, words, `${scope}.${field.name}`),
  );

/** A list kept as a whole file (gallery.yml, dj.yml). */
function rootList(schema: Schema, name: string, words: EditorWordsIn, scope: string): Field[] {
  const list = contentFields(schema, name);
  return [{ ...editorField(list, words, `${scope}.${name}`), root: true } as Field];
}

/** A photo being uploaded is held at a blob: address until the editor saves it. */
const PUBLISHABLE_TEXT = publishableText(["blob:"]);

/** Optional, as the build publishes a story with only its title. */
const storyText = (words: EditorWordsIn): Field => ({
  name: "body",
  label: words.text("stories.body.label", "Story"),
  widget: "markdown",
  hint: words.text(
    "stories.body.hint",
    "Leave an empty line between paragraphs. Add a photo with the photo button: it is shown between the paragraphs, as wide as the page allows.",
  ),
  editor_components: ["photo"],
  required: false,
  pattern: [PUBLISHABLE_TEXT.source, words.message(PUBLISHABLE_TEXT.message)],
});

/** The minute is UTC; the owner may change the address before the first save (⋮ menu → Slug). */
const storyFileName = (words: EditorWordsIn) => ({
  template: "{{year}}{{month}}{{day}}{{hour}}{{minute}}-{{slug}}",
  editable: ["create" as const],
  hint: words.text(
    "stories.slug.hint",
    "The story's file: the minute it was started, then its address on the site, made from the title.",
  ),
  pattern: [
    `^\\d{12}-(?=.{1,${SLUG_MAX}}$)${SLUG_WORDS}$`,
    words.text(
      "stories.slug.rule",
      "Keep the twelve digits and the dash at the start; after them, the story's address: lower-case letters, digits and single dashes, at most {max} characters.",
      { max: SLUG_MAX },
    ),
  ] as [string, string],
});

const storyCollection = (words: EditorWordsIn) => ({
  folder: STORIES_DIR,
  extension: "md",
  format: "yaml-frontmatter" as const,
  create: true,
  slug: storyFileName(words),
  identifier_field: "title",
  // Newest first: a story's file name starts with the minute it was started.
  sortable_fields: {
    fields: ["slug", "title"],
    default: { field: "slug", direction: "descending" },
  },
});

/** The photo in a story's text (photo-component.js): its button's name and its fields. */
export const photoComponent = (language: string, words = editorWords(language)) => ({
  label: words.text("photo.label", "Photo"),
  fields: fieldsOf(StoryPhotoSchema, words, "photo"),
});

/** A story's fields, one of them Draft: on in a story started under Drafts, off under Stories. */
const storyFields = (isDraft: boolean, words: EditorWordsIn) => [
  ...fieldsOf(StoryFieldsSchema, words, "stories").map((field) =>
    field.name === "draft" ? ({ ...field, default: isDraft } as Field) : field,
  ),
  storyText(words),
];

/** The editor's page title: "Wildfinch · editor". */
export const editorTitle = (alias: string, words: EditorWordsIn) =>
  words.text("title", "{alias} · editor", { alias });

/**
 * Sveltia CMS's configuration, its words in `language` (the site's, a BCP 47 tag) where the
 * editor has them (app/i18n/editor/), in the schema's English otherwise.
 */
export function editorConfig(
  {
    repo,
    branch,
    siteUrl,
    alias,
    basePath,
    language,
  }: {
    repo: string;
    branch: string;
    siteUrl: string;
    alias: string;
    basePath: string;
    language: string;
  },
  words = editorWords(language),
): CmsConfig {
  const text = words.text;
  return {
    backend: {
      name: "github",
      repo,
      branch,
      // A fine-grained token: GitHub's own sign-in needs a server that a static site does not have.
      auth_methods: ["token"],
      commit_messages: {
        create: "New {{collection}}: {{slug}}",
        update: "Edit {{collection}}: {{slug}}",
        delete: "Delete {{collection}}: {{slug}}",
        uploadMedia: "Add photo {{path}}",
        deleteMedia: "Delete photo {{path}}",
      },
    },
    app_title: editorTitle(alias, words),
    site_url: siteUrl,
    logo: { src: `${basePath}/favicon.svg` },
    media_folder: UPLOADS_DIR,
    public_folder: "/uploads",
    media_libraries: {
      default: {
        config: {
          // Re-encoded in the browser before they are saved: no location, name or serial leaves
          // the phone, and a 12 MP photo weighs a tenth. The site publishes at most 1200 px.
          transformations: {
            raster_image: { format: "webp", quality: 85, width: 2400, height: 2400 },
          },
        },
      },
    },
    // The twelve digits of a story's file name, its dash and its address.
    slug: { encoding: "ascii", clean_accents: true, maxlength: 13 + SLUG_MAX },
    output: { omit_empty_optional_fields: true },
    editor: { preview: false },
    collections: [
      {
        ...storyCollection(words),
        name: "stories",
        label: text("stories.label", "Stories"),
        label_singular: text("stories.singular", "Story"),
        description: text(
          "stories.description",
          "Every story, newest first. A title is enough to save one. Drafts are marked “{draft}” and are not published: to publish one, open it, switch Draft off and save.",
          { draft: text("stories.draftMark", "Draft ·") },
        ),
        // The mark is quoted in the template: a quote of its own would end it.
        summary: `{{draft | ternary('${text("stories.draftMark", "Draft ·").replaceAll("'", "’")} ', '')}}{{title}}`,
        fields: storyFields(false, words),
      },
      {
        ...storyCollection(words),
        name: "drafts",
        label: text("drafts.label", "Drafts"),
        label_singular: text("drafts.singular", "Draft"),
        description: text(
          "drafts.description",
          "The stories not published yet, newest first: a title is enough to save one. To publish one, open it, switch Draft off and save.",
        ),
        filter: { field: "draft", value: true },
        summary: "{{title}}",
        fields: storyFields(true, words),
      },
      {
        name: "trips",
        label: text("trips.label", "Trips"),
        label_singular: text("trips.singular", "Trip"),
        description: text(
          "trips.description",
          "A journey told in several stories. Start a trip here, then pick it in each of its stories' Trip field: they run in the order they were written.",
        ),
        folder: TRIPS_DIR,
        extension: "yml",
        format: "yaml",
        create: true,
        slug: {
          template: "{{slug}}",
          editable: ["create"],
          hint: text(
            "trips.slug.hint",
            "The trip's file and its address on the site, made from the title.",
          ),
          pattern: [
            `^(?=.{1,${SLUG_MAX}}$)${SLUG_WORDS}$`,
            text(
              "trips.slug.rule",
              "Lower-case letters, digits and single dashes, at most {max} characters.",
              { max: SLUG_MAX },
            ),
          ],
        },
        identifier_field: "title",
        summary: "{{title}} · {{start}}",
        // Newest first, as /trips/ lists them.
        sortable_fields: {
          fields: ["start", "title"],
          default: { field: "start", direction: "descending" },
        },
        fields: fieldsOf(TripFieldsSchema, words, "trips"),
      },
    ],
    singletons: [
      {
        name: "site",
        label: text("site.label", "About you"),
        file: SITE_FILE,
        fields: fieldsOf(SiteSchema, words, "site"),
      },
      {
        name: "gallery",
        label: text("gallery.label", "Gallery"),
        file: GALLERY_FILE,
        fields: rootList(GallerySchema, "photos", words, "gallery"),
      },
      {
        name: "dj",
        label: text("dj.label", "DJ offerings"),
        file: DJ_FILE,
        fields: rootList(DjOfferingsSchema, "offerings", words, "dj"),
      },
    ],
  } as CmsConfig;
}
