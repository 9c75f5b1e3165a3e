import type { CmsConfig, Field } from "@sveltia/cms";
import { UPLOADS_DIR } from "../../app/content/uploads.ts";

/**
 * The web editor's configuration (Sveltia CMS, served at <site>/admin/): what the owner can edit,
 * with the same required fields, patterns and hints as the content's schemas
 * (app/content/schema.ts); config.test.ts fails when the two disagree.
 */

/** A photo: one from the phone, uploaded into content/uploads, or an Unsplash address. */
const photo = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  widget: "image",
  hint: `${hint} Take one from your phone, or paste an Unsplash photo address.`,
});

const text = (name: string, label: string, hint?: string, long = false): Field => ({
  name,
  label,
  widget: long ? "text" : "string",
  ...(hint ? { hint } : {}),
});

const optional = (field: Field): Field => ({ ...field, required: false });

const https = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  widget: "string",
  type: "url",
  hint,
  pattern: ["^https://", 'Start with "https://"'],
});

const storyFields: Field[] = [
  text("title", "Title"),
  {
    name: "date",
    label: "Date",
    widget: "datetime",
    type: "date",
    format: "YYYY-MM-DD",
    hint: "The day it happened, shown as “25 November 2026”.",
  },
  text("location", "Place", "Where it happened, as readers will see it: “Uluwatu, Bali”."),
  photo("image", "Cover photo", "The photo at the top of the story."),
  text("imageAlt", "What the cover photo shows", "For readers who cannot see it."),
  text("excerpt", "Excerpt", "One or two sentences, shown on the home page and in shares.", true),
  optional({
    name: "coordinates",
    label: "Map pin",
    widget: "list",
    hint: "Optional: latitude, then longitude, in decimal degrees (like -8.8291 and 115.0849). This pin is public: leave it out for a place you would rather not show.",
    min: 2,
    max: 2,
    field: { name: "degrees", label: "Degrees", widget: "number", value_type: "float" },
  }),
  {
    name: "draft",
    label: "Draft",
    widget: "boolean",
    default: false,
    required: false,
    hint: "On: saved, but not published. Off: live on the site a few minutes after saving.",
  },
  {
    name: "body",
    label: "Story",
    widget: "markdown",
    hint: "Add photos with the image button: each one is shown full width between the paragraphs.",
    editor_components: ["image"],
  },
];

const siteFields: Field[] = [
  text("alias", "Alias", "The name you write under, the site's title."),
  text("tagline", "Tagline"),
  photo("heroImage", "Cover photo", "The photo behind the page titles."),
  { name: "email", label: "E-mail", widget: "string", type: "email" },
  {
    name: "instagramHandle",
    label: "Instagram handle",
    widget: "string",
    pattern: ["^@[\\w.]+$", "Like @name"],
  },
  https("instagramUrl", "Instagram address", "Like https://www.instagram.com/name/"),
  {
    name: "whatsappNumber",
    label: "WhatsApp number",
    widget: "string",
    pattern: ["^\\d{6,15}$", "6 to 15 digits, country code first, no +, spaces or dashes"],
    hint: "Where trip requests go: 6 to 15 digits, country code first, no +, spaces or dashes.",
  },
  https("foodReviewUrl", "Food reviews address", "Your reviews' page, like on Tripadvisor."),
  {
    name: "travelPartner",
    label: "Travel partner",
    widget: "object",
    fields: [
      text("name", "Name"),
      https("url", "Address", "Their web site."),
      text("description", "Description", undefined, true),
    ],
  },
  text(
    "currentLocation",
    "Where you are",
    "Shown on the site for everyone to read: keep it as vague as you like.",
  ),
  text("nextDestination", "Next destination", "Shown on the site too."),
  {
    name: "copyrightStartYear",
    label: "First year of the site",
    widget: "number",
    value_type: "int",
    min: 1900,
    max: 2100,
  },
  {
    ...https(
      "siteUrl",
      "Site address",
      "Where the site lives, with its path if it has one, no slash at the end.",
    ),
    pattern: ["^https://[^?#]*[^/]$", 'Start with "https://", no "?", "#" or slash at the end'],
  },
  optional(https("newsletterFormUrl", "Newsletter form address", "Optional.")),
  { name: "djTags", label: "DJ tags", widget: "list", field: text("tag", "Tag") },
  optional({
    name: "visitedCountries",
    label: "Countries on the map",
    widget: "list",
    hint: "Two-letter codes in capitals, like FR or ID.",
    field: {
      name: "country",
      label: "Country",
      widget: "string",
      pattern: ["^[A-Z]{2}$", "Two capital letters, like FR"],
    },
  }),
  optional({
    name: "homeStories",
    label: "Stories on the home page",
    widget: "list",
    max: 4,
    hint: "Up to four, by the end of their file name (like bonjour-paris). Empty: the latest.",
    field: {
      name: "story",
      label: "Story",
      widget: "string",
      pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "Lower-case words joined by -"],
    },
  }),
  {
    name: "about",
    label: "About",
    widget: "object",
    fields: [
      photo("portrait", "Portrait", "The picture beside your biography."),
      text("portraitAlt", "What the portrait shows"),
      {
        name: "paragraphs",
        label: "Paragraphs",
        widget: "list",
        min: 1,
        field: text("paragraph", "Paragraph", undefined, true),
      },
      {
        name: "stats",
        label: "Numbers",
        widget: "list",
        summary: "{{fields.value}} {{fields.label}}",
        fields: [text("value", "Number", "Like 50+"), text("label", "Label")],
      },
    ],
  },
];

const galleryFields: Field[] = [
  {
    name: "photos",
    label: "Photos",
    widget: "list",
    root: true,
    min: 1,
    summary: "{{fields.caption}}",
    hint: "In the order the home page shows them: drag to reorder.",
    fields: [
      photo("src", "Photo", ""),
      text("alt", "What it shows", "For visitors who cannot see it."),
      text("caption", "Caption"),
      text("location", "Place"),
    ],
  },
];

const djFields: Field[] = [
  {
    name: "offerings",
    label: "Offerings",
    widget: "list",
    root: true,
    min: 1,
    summary: "{{fields.title}}",
    fields: [
      text("title", "Title"),
      text("location", "Place"),
      text("description", "Description", undefined, true),
      {
        name: "icon",
        label: "Icon",
        widget: "select",
        options: ["moon", "mountain", "headphones"],
      },
      photo("image", "Photo", ""),
      text("imageAlt", "What the photo shows"),
    ],
  },
];

export const EDITED = { storyFields, siteFields, galleryFields, djFields };

/**
 * The editor's configuration for a site at `siteUrl`, kept in the GitHub repository `repo`
 * ("owner/name") on `branch`. The same folder works with "Work with Local Repository".
 */
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
    // The owner's photos, as the content files name them: "/uploads/IMG_2041.webp".
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
    slug: { encoding: "ascii", clean_accents: true },
    output: { omit_empty_optional_fields: true },
    editor: { preview: false },
    collections: [
      {
        name: "stories",
        label: "Stories",
        label_singular: "Story",
        folder: "content/stories",
        extension: "md",
        format: "yaml-frontmatter",
        create: true,
        // The number orders the stories: a new story's, its time of creation, comes after them all.
        slug: "{{year}}{{month}}{{day}}{{hour}}{{minute}}-{{slug}}",
        identifier_field: "title",
        summary: "{{title}}",
        sortable_fields: ["title", "date"],
        fields: storyFields,
      },
    ],
    singletons: [
      { name: "site", label: "About you", file: "content/site.yml", fields: siteFields },
      { name: "gallery", label: "Gallery", file: "content/gallery.yml", fields: galleryFields },
      { name: "dj", label: "DJ offerings", file: "content/dj.yml", fields: djFields },
    ],
  };
}
