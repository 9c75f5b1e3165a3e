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

// Every field comes from the content's schemas (app/content/schema.ts), so what the editor lets
// the owner save is what the build publishes.

const fieldsOf = (schema: Parameters<typeof contentFields>[0]) =>
  (contentFields(schema).fields ?? []).map(editorField);

/** A list kept as a whole file (gallery.yml, dj.yml). */
function rootList(schema: Parameters<typeof contentFields>[0], name: string): Field[] {
  const list = contentFields(schema, name);
  return [{ ...editorField(list), root: true } as Field];
}

/** A photo being uploaded is held at a blob: address until the editor saves it. */
const PUBLISHABLE_TEXT = publishableText(["blob:"]);

/** Optional, as the build publishes a story with only its title. */
const storyText: Field = {
  name: "body",
  label: "Story",
  widget: "markdown",
  hint: "Leave an empty line between paragraphs. Add a photo with the photo button: it is shown between the paragraphs, as wide as the page allows.",
  editor_components: ["photo"],
  required: false,
  pattern: [PUBLISHABLE_TEXT.source, PUBLISHABLE_TEXT.message],
};

/** The minute is UTC; the owner may change the address before the first save (⋮ menu → Slug). */
const storyFileName = {
  template: "{{year}}{{month}}{{day}}{{hour}}{{minute}}-{{slug}}",
  editable: ["create" as const],
  hint: "The story's file: the minute it was started, then its address on the site, made from the title.",
  pattern: [
    `^\\d{12}-(?=.{1,${SLUG_MAX}}$)${SLUG_WORDS}$`,
    `Keep the twelve digits and the dash at the start; after them, the story's address: lower-case letters, digits and single dashes, at most ${SLUG_MAX} characters.`,
  ] as [string, string],
};

const storyCollection = {
  folder: STORIES_DIR,
  extension: "md",
  format: "yaml-frontmatter" as const,
  create: true,
  slug: storyFileName,
  identifier_field: "title",
  // Newest first: a story's file name starts with the minute it was started.
  sortable_fields: {
    fields: ["slug", "title"],
    default: { field: "slug", direction: "descending" },
  },
};

export const photoComponentFields = () => fieldsOf(StoryPhotoSchema);

/** A story's fields, one of them Draft: on in a story started under Drafts, off under Stories. */
const storyFields = (isDraft: boolean) => [
  ...fieldsOf(StoryFieldsSchema).map((field) =>
    field.name === "draft" ? ({ ...field, default: isDraft } as Field) : field,
  ),
  storyText,
];

export function editorConfig({
  repo,
  branch,
  siteUrl,
  alias,
  basePath,
}: {
  repo: string;
  branch: string;
  siteUrl: string;
  alias: string;
  basePath: string;
}): CmsConfig {
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
    app_title: `${alias} · editor`,
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
        ...storyCollection,
        name: "stories",
        label: "Stories",
        label_singular: "Story",
        description:
          "Every story, newest first. A title is enough to save one. Drafts are marked “Draft ·” and are not published: to publish one, open it, switch Draft off and save.",
        summary: "{{draft | ternary('Draft · ', '')}}{{title}}",
        fields: storyFields(false),
      },
      {
        ...storyCollection,
        name: "drafts",
        label: "Drafts",
        label_singular: "Draft",
        description:
          "The stories not published yet, newest first: a title is enough to save one. To publish one, open it, switch Draft off and save.",
        filter: { field: "draft", value: true },
        summary: "{{title}}",
        fields: storyFields(true),
      },
      {
        name: "trips",
        label: "Trips",
        label_singular: "Trip",
        description:
          "A journey told in several stories. Start a trip here, then pick it in each of its stories' Trip field: they run in the order they were written.",
        folder: TRIPS_DIR,
        extension: "yml",
        format: "yaml",
        create: true,
        slug: {
          template: "{{slug}}",
          editable: ["create"],
          hint: "The trip's file and its address on the site, made from the title.",
          pattern: [
            `^(?=.{1,${SLUG_MAX}}$)${SLUG_WORDS}$`,
            `Lower-case letters, digits and single dashes, at most ${SLUG_MAX} characters.`,
          ],
        },
        identifier_field: "title",
        summary: "{{title}} · {{start}}",
        // Newest first, as /trips/ lists them.
        sortable_fields: {
          fields: ["start", "title"],
          default: { field: "start", direction: "descending" },
        },
        fields: fieldsOf(TripFieldsSchema),
      },
    ],
    singletons: [
      { name: "site", label: "About you", file: SITE_FILE, fields: fieldsOf(SiteSchema) },
      {
        name: "gallery",
        label: "Gallery",
        file: GALLERY_FILE,
        fields: rootList(GallerySchema, "photos"),
      },
      {
        name: "dj",
        label: "DJ offerings",
        file: DJ_FILE,
        fields: rootList(DjOfferingsSchema, "offerings"),
      },
    ],
  } as CmsConfig;
}
