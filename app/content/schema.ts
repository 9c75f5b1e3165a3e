import countries from "i18n-iso-countries";
import { z } from "zod";
import { SLUG_WORDS } from "./names.ts";
import { LANGUAGES, languageName } from "../i18n/languages.ts";
import { MIX_PROVIDERS, type MixProvider } from "../lib/mixes.ts";

// The one description of every content file: the editor's fields (plugins/editor/fields.ts), the
// new-story template (new-story.ts) and the draft rules are all made from these schemas.

/** `hint` is also the note new-story writes above the field. */
export type FieldMeta = {
  label: string;
  hint?: string;
  widget?: "text" | "image" | "relation" | "date";
  collection?: string;
  options?: { label: string; value: string }[];
  /** What new-story shows in the note of an optional field it leaves out. */
  example?: string;
  /** A day on or after another field's day; the editor says `message` otherwise. */
  onOrAfter?: { field: string; message: string };
  summary?: string;
};
const field = <T extends z.ZodType>(schema: T, meta: FieldMeta) => schema.meta(meta);

/** A number written bare in YAML (`value: 35`, `date: 2024`) is the text it shows. */
const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);
const someText = z.string().regex(/\S/, "expected some text, not an empty one");
const text = (meta: FieldMeta, max?: number) =>
  field(
    z.preprocess(
      asText,
      max === undefined
        ? someText.trim()
        : someText.max(max, `expected at most ${max} characters`).trim(),
    ),
    meta,
  );
const longText = (meta: Omit<FieldMeta, "widget">) => text({ ...meta, widget: "text" });

const HTTPS_URL = /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/;
const httpsUrl = (meta: FieldMeta) =>
  field(
    z
      .string()
      .trim()
      .regex(
        HTTPS_URL,
        'expected an address starting with "https://", like "https://example.com/page"',
      ),
    meta,
  );

export const UPLOAD_REFERENCE = /^\/?uploads\//;
const PHOTO = new RegExp(
  `${UPLOAD_REFERENCE.source}\\S.*$|^https://images\\.unsplash\\.com/photo-[\\w-]+$`,
);
/** That the file is there and is a photo is checked where the content is read (site-model.ts). */
const photo = (meta: Omit<FieldMeta, "widget">) =>
  field(
    z
      .string()
      .trim()
      .regex(
        PHOTO,
        'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"',
      ),
    { ...meta, widget: "image" },
  );

const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes()).sort();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const country = field(
  z.enum(COUNTRY_CODES as [string, ...string[]], {
    error: 'expected a country\'s ISO 3166-1 alpha-2 code in capitals, like "FR" or "ID"',
  }),
  {
    label: "Country",
    options: COUNTRY_CODES.map((code) => ({
      label: `${countryNames.of(code) ?? code} (${code})`,
      value: code,
    })),
  },
);

const unique = <T>(list: T[]) => new Set(list).size === list.length;

const language = field(
  z.enum(LANGUAGES, {
    error: `expected a language the site has words for, as its BCP 47 tag: ${LANGUAGES.map((tag) => `"${tag}" (${languageName(tag)})`).join(", ")}`,
  }),
  {
    label: "Language",
    hint: "Optional: the language of every word the site itself writes (headings, buttons, dates). English when left out.",
    options: LANGUAGES.map((tag) => ({ label: languageName(tag), value: tag })),
  },
);

const DISTANCE_UNITS = ["km", "mi"] as const;

const distanceUnit = field(
  z.enum(DISTANCE_UNITS, { error: 'expected "km" (kilometres) or "mi" (miles)' }),
  {
    label: "Distances in",
    hint: "Optional: how a trip's distance is given. Kilometres when left out.",
    options: [
      { label: "Kilometres (km)", value: "km" },
      { label: "Miles (mi)", value: "mi" },
    ],
  },
);

export const SiteSchema = z.strictObject({
  language: language.optional(),
  distanceUnit: distanceUnit.optional(),
  alias: text({ label: "Alias", hint: "The name you write under: the site's title." }),
  tagline: text({ label: "Tagline", hint: "The line under your alias." }),
  heroImage: photo({
    label: "Cover photo",
    hint: "The landscape photo behind the titles of the home page and /stories, at least 1200 pixels wide.",
  }),
  // The browser's own rule for an e-mail address, which the editor's field checks as it is typed.
  email: field(
    z.email({
      pattern: z.regexes.html5Email,
      error: "expected an e-mail address, like hello@example.com",
    }),
    {
      label: "E-mail",
      hint: "Shown on the contact card; trip requests by e-mail and newsletter requests come here.",
    },
  ),
  instagramHandle: field(
    z
      .string()
      .trim()
      .regex(/^@[\w.]+$/, 'expected an Instagram handle, like "@name"'),
    { label: "Instagram handle", hint: "Starts with @, like @wildfinch.travels." },
  ),
  instagramUrl: httpsUrl({
    label: "Instagram address",
    hint: "Like https://www.instagram.com/wildfinch.travels/",
  }),
  whatsappNumber: field(
    z.preprocess(
      asText,
      z
        .string()
        .regex(
          /^\d{6,15}$/,
          'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"',
        ),
    ),
    {
      label: "WhatsApp number",
      hint: "Where trip requests go: 6 to 15 digits, country code first, no +, spaces or dashes.",
    },
  ),
  foodReviewUrl: httpsUrl({
    label: "Food reviews address",
    hint: "Your reviews' page, like on Tripadvisor.",
  }),
  travelPartner: field(
    z.strictObject({
      name: text({ label: "Name" }),
      url: httpsUrl({ label: "Address", hint: "Their web site." }),
      description: longText({ label: "Description" }),
    }),
    { label: "Travel partner", hint: "The partner card in “Let's Connect”." },
  ),
  currentLocation: text({
    label: "Where you are",
    hint: "Shown on the site for everyone to read: keep it as vague as you like.",
  }),
  nextDestination: text({ label: "Next destination", hint: "Shown on the site too." }),
  copyrightStartYear: field(
    z
      .int("expected a year like 2024")
      .min(1900, "expected a year like 2024")
      .max(2100, "expected a year like 2024"),
    { label: "First year of the site", hint: "The footer's copyright runs from it to this year." },
  ),
  siteUrl: field(
    z
      .string()
      .trim()
      .regex(
        /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?!\/assets(?:\/|$))(?:\/[^\s?#]*[^\s/?#])?$/,
        'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"',
      ),
    {
      label: "Site address",
      hint: "Where the site lives, with its path if it has one (https://<user>.github.io/<repository>), no slash at the end.",
    },
  ),
  newsletterFormUrl: httpsUrl({
    label: "Newsletter form address",
    hint: "Optional: your newsletter provider's form. Without it, the box asks visitors' e-mail app to write to you.",
  }).optional(),
  djTags: field(z.array(text({ label: "Tag" })), {
    label: "DJ tags",
    hint: "The tags under the DJ offerings.",
  }),
  visitedCountries: field(z.array(country).refine(unique, "expected each country once"), {
    label: "Countries on the map",
    hint: "Optional: the countries shaded on the map on /stories.",
  }).optional(),
  homeStories: field(
    z
      .array(
        z
          .string()
          .trim()
          .regex(
            new RegExp(`^(?:\\d+-)?${SLUG_WORDS}$`),
            'expected a story\'s slug, its file name without the number and ".md", like "cliff-diving-in-bali"',
          ),
      )
      .max(4, "expected at most four stories: the home page shows four")
      .refine(unique, "expected each story once"),
    {
      label: "Stories on the home page",
      hint: "Optional: up to four, in their order. Without them, the latest stories.",
      widget: "relation",
      collection: "stories",
    },
  ).optional(),
  about: field(
    z.strictObject({
      portrait: photo({ label: "Portrait", hint: "The picture beside your biography." }),
      portraitAlt: text({
        label: "What the portrait shows",
        hint: "For visitors who cannot see it.",
      }),
      paragraphs: field(
        z.array(longText({ label: "Paragraph" })).min(1, "expected at least one paragraph"),
        { label: "Paragraphs" },
      ),
      stats: field(
        z.array(
          z.strictObject({
            value: text({ label: "Number", hint: "Like 50+" }),
            label: text({ label: "Label", hint: "Like Mountains Climbed" }),
          }),
        ),
        {
          label: "Numbers",
          hint: "Shown as “50+ Mountains Climbed”.",
          summary: "{{fields.value}} {{fields.label}}",
        },
      ),
    }),
    { label: "About", hint: "The about section on the home page." },
  ),
});

export const photoUrl = photo({ label: "Photo" });

export const GalleryItemSchema = z.strictObject({
  src: photo({ label: "Photo" }),
  alt: text({ label: "What it shows", hint: "For visitors who cannot see it." }),
  caption: text({ label: "Caption", hint: "The line shown with the photo." }),
  location: text({ label: "Place", hint: "Where it was taken." }),
});

export const GallerySchema = field(
  z.array(GalleryItemSchema).min(1, "expected at least one photo"),
  {
    label: "Photos",
    hint: "In the order the home page shows them.",
    summary: "{{fields.caption}}",
  },
);

export const DjIconSchema = z.enum(["moon", "mountain", "headphones"]);

const MIX_NAME = String.raw`[\w.%~-]+`;
const YOUTUBE_ID = String.raw`[\w-]{11}`;
const QUERY = String.raw`(?:[?#]\S*)?`;
/** A mix's page as its owner copies it from the address bar or the share button. */
const MIX_URL = new RegExp(
  [
    String.raw`^https://(?:www\.|m\.)?mixcloud\.com/${MIX_NAME}/${MIX_NAME}/?${QUERY}$`,
    String.raw`^https://(?:www\.|m\.)?soundcloud\.com/${MIX_NAME}/${MIX_NAME}/?${QUERY}$`,
    String.raw`^https://(?:www\.|m\.|music\.)?youtube\.com/(?:watch\?(?:\S*&)?v=|live/)${YOUTUBE_ID}(?:[?&#]\S*)?$`,
    String.raw`^https://youtu\.be/${YOUTUBE_ID}${QUERY}$`,
  ].join("|"),
);

/** Its page, as the site links it, and its provider's player, which starts it where it may. */
export function mixAddresses(written: string): {
  provider: MixProvider;
  url: string;
  embedUrl: string;
} {
  const address = new URL(written);
  const [first = "", second = ""] = address.pathname.split("/").filter(Boolean);
  if (address.hostname.endsWith("mixcloud.com")) {
    const feed = `/${first}/${second}/`;
    return {
      provider: "mixcloud",
      url: `https://www.mixcloud.com${feed}`,
      embedUrl: `${MIX_PROVIDERS.mixcloud.player}/widget/iframe/?hide_cover=1&autoplay=1&feed=${encodeURIComponent(feed)}`,
    };
  }
  if (address.hostname.endsWith("soundcloud.com")) {
    const url = `https://soundcloud.com/${first}/${second}`;
    return {
      provider: "soundcloud",
      url,
      embedUrl: `${MIX_PROVIDERS.soundcloud.player}/player/?url=${encodeURIComponent(url)}&auto_play=true`,
    };
  }
  const id =
    address.hostname === "youtu.be"
      ? first
      : first === "live"
        ? second
        : (address.searchParams.get("v") ?? "");
  return {
    provider: "youtube",
    url: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `${MIX_PROVIDERS.youtube.player}/embed/${id}?autoplay=1`,
  };
}

/** A mix's address, as a field and as a line of a story's text that plays it. */
export const mixUrl = z
  .string()
  .trim()
  .regex(
    MIX_URL,
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"',
  )
  .transform(mixAddresses);

export const MixSchema = z
  .strictObject({
    url: field(mixUrl, {
      label: "Address",
      hint: "The mix's page on Mixcloud, SoundCloud or YouTube, copied from the address bar or its Share button. Paste it on a line of its own in a story to play the mix there.",
    }),
    title: text({ label: "Title" }),
    duration: field(
      z.preprocess(
        asText,
        z
          .string()
          .trim()
          .regex(
            /^\d{1,2}:[0-5]\d:[0-5]\d$/,
            'expected hours, minutes and seconds, like "1:02:03"',
          ),
      ),
      { label: "Length", hint: "Hours, minutes and seconds, like 1:02:03." },
    ),
    image: photo({ label: "Cover photo", hint: "One of your photos, shown with the play button." }),
    imageAlt: text({ label: "What the photo shows", hint: "For visitors who cannot see it." }),
  })
  .transform(({ url, ...mix }) => ({ ...url, ...mix }));

export const DjOfferingSchema = z.strictObject({
  title: text({ label: "Title" }),
  location: text({ label: "Place" }),
  description: longText({ label: "Description" }),
  icon: field(DjIconSchema, { label: "Icon" }),
  image: photo({ label: "Photo" }),
  imageAlt: text({ label: "What the photo shows", hint: "For visitors who cannot see it." }),
  mixes: field(z.array(MixSchema), {
    label: "Mixes",
    hint: "Optional: your sets on Mixcloud, SoundCloud or YouTube, played on the page with a tap.",
    summary: "{{fields.title}}",
  }).optional(),
});

export const DjOfferingsSchema = field(
  z.array(DjOfferingSchema).min(1, "expected at least one offering"),
  { label: "Offerings", summary: "{{fields.title}}" },
);

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Whole or its first three letters ("Nov", "nov."), as people write it. */
const MONTH = MONTHS.map((name) => {
  const [first = "", ...rest] = name;
  const whole = rest.length > 2 ? `(?:${rest.slice(2).join("")})?` : "";
  return `[${first.toUpperCase()}${first}]${rest.slice(0, 2).join("")}${whole}`;
}).join("|");

/** A year, a month or a day (ISO 8601): "2024", "2024-03", "2024-03-14", as the editor's picker writes a day. */
const ISO_DATE = String.raw`\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?`;
/** When it happened, as content holds it: a date, or a span of two ("2018-08/2024"). */
const ISO_WHEN = new RegExp(`^${ISO_DATE}(?:/${ISO_DATE})?$`);
/** As stories were written before, in English: "March 2024", "14 Mar 2024", "August 2018-2024", "2018-2024". */
const WRITTEN_WHEN = new RegExp(
  String.raw`^(?:(0?[1-9]|[12]\d|3[01])\s+)?(?:(${MONTH})\.?\s+)?(\d{4})(?:\s*[-–]\s*(\d{4}))?$`,
);

/** A date written the earlier way, in ISO: "August 2018-2024" is "2018-08/2024". */
function isoWhen(written: string) {
  if (ISO_WHEN.test(written)) return written;
  const [, day, name, year, endYear] = WRITTEN_WHEN.exec(written) ?? [];
  if (!year || (day && !name)) return undefined;
  const index = name ? MONTHS.findIndex((month) => month.startsWith(name.toLowerCase())) : -1;
  const month = index >= 0 ? `-${String(index + 1).padStart(2, "0")}` : "";
  const start = `${year}${month}${day ? `-${day.padStart(2, "0")}` : ""}`;
  return endYear ? `${start}/${endYear}` : start;
}

/** A span from its earlier end: "2024/2018-08" is "2018-08/2024". */
const inOrder = (when: string) => when.split("/").sort().join("/");

/**
 * The month the feeds date a story by: its own, or over a span its last year's in the month it
 * began ("2018-08/2024": 2024-08); a year alone names no month.
 */
export function publishedMonth(when: string) {
  const [start = "", end = start] = when.split("/");
  const month = end.slice(5, 7) || start.slice(5, 7);
  return month ? `${end.slice(0, 4)}-${month}` : undefined;
}

const STORY_DATE_RULE =
  'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"';

/** When a story happened, in ISO: dates written the earlier way are read too. */
const storyWhen = z
  .string()
  .trim()
  .regex(new RegExp(`${ISO_WHEN.source}|${WRITTEN_WHEN.source}`), STORY_DATE_RULE)
  .transform((written) => inOrder(isoWhen(written) ?? written));

const LATITUDE = String.raw`-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)`;
const LONGITUDE = String.raw`-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)`;
/** As maps apps copy a place: "37.1036, 25.3763" (Google), "37.1036° N, 25.3763° E" (Apple). */
const MAP_PIN = new RegExp(
  String.raw`^\s*(${LATITUDE})\s*°?\s*([NSns])?\s*(?:,\s*|\s+)(${LONGITUDE})\s*°?\s*([EWew])?\s*$`,
);

function mapPinCoordinates(pin: string): [number, number] {
  const [, latitude = "", north = "N", longitude = "", east = "E"] = MAP_PIN.exec(pin) ?? [];
  return [
    Number(latitude) * (/s/i.test(north) ? -1 : 1),
    Number(longitude) * (/w/i.test(east) ? -1 : 1),
  ];
}

const coordinates = field(
  z.union(
    [
      z
        .string()
        .regex(
          MAP_PIN,
          'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"',
        )
        .transform(mapPinCoordinates),
      // As stories were written before: [latitude, longitude].
      z.tuple([
        z
          .number("expected the latitude as a number, like -8.8291")
          .min(-90, "expected a latitude from -90 (south) to 90 (north)")
          .max(90, "expected a latitude from -90 (south) to 90 (north)"),
        z
          .number("expected the longitude as a number, like 115.0849")
          .min(-180, "expected a longitude from -180 (west) to 180 (east)")
          .max(180, "expected a longitude from -180 (west) to 180 (east)"),
      ]),
    ],
    {
      error:
        'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"',
    },
  ),
  {
    label: "Map pin",
    hint: "Optional, and public: where it happened, as your maps app copies a place, like “-8.8291, 115.0849” (Google Maps: touch and hold the place, then tap its numbers). Leave it out for a place you would rather not show.",
    example: "13.7563, 100.5018",
  },
);

export const StoryFieldsSchema = z.strictObject({
  title: text(
    {
      label: "Title",
      hint: "The story's heading, at most 100 characters: its address on the site is made from it. A title is all a story needs: the fields below are optional.",
    },
    100,
  ),
  date: field(z.preprocess(asText, storyWhen), {
    label: "Date",
    hint: "When it happened, as year-month: “2024-03” for March 2024, or a span, like “2018-08/2024” for August 2018 to 2024; the site writes it in its language. Without it, the month the story was started.",
  }).optional(),
  location: text({
    label: "Place",
    hint: "Where it happened, as readers will see it, like “Uluwatu, Bali”. Without it, the story names no place.",
  }).optional(),
  image: photo({
    label: "Cover photo",
    hint: "The photo at the top of the story. Without it, the site's cover photo.",
  }).optional(),
  imageAlt: text({
    label: "What the cover photo shows",
    hint: "For readers who cannot see it, like “Limestone sea cliffs above the ocean at Uluwatu”. Without it, the cover is shown as decoration beside the title.",
  }).optional(),
  excerpt: longText({
    label: "Excerpt",
    hint: "One or two sentences that make people want to read on: on the home page, in the feed and when the story is shared. Without it, the story's first words.",
  }).optional(),
  coordinates: coordinates.optional(),
  trip: field(
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^${SLUG_WORDS}$`),
        'expected a trip\'s name: its file in content/trips without ".yml", like "coast-to-coast"',
      ),
    {
      label: "Trip",
      hint: "Optional: the trip this story is part of, picked from the trips (start one under Trips); in a file, the name of the trip's file in content/trips without “.yml”. A trip's stories run in the order they were written.",
      widget: "relation",
      collection: "trips",
      example: "coast-to-coast",
    },
  ).optional(),
  draft: field(z.boolean("expected true or false"), {
    label: "Draft",
    hint: "On: saved, but not published. Switch it off and save to publish the story; on again to take it off the site.",
  }).optional(),
});

const withPublished = <T extends { date?: string }>(fields: T) => ({
  ...fields,
  published: fields.date ? publishedMonth(fields.date) : undefined,
});

/** new-story writes the fields not filled in yet empty (""): not written, as the editor leaves them out. */
const withoutEmptyFields = (data: unknown) =>
  data && typeof data === "object" && !Array.isArray(data)
    ? Object.fromEntries(
        Object.entries(data).filter(
          ([key, value]) => key === "title" || (value !== "" && value !== null),
        ),
      )
    : data;

/**
 * A story needs only its title, whether a draft (`draft: true`) or published: the build derives
 * the rest or leaves it out (site-model.ts). What is there must be right.
 */
export const StoryFrontmatterSchema = z
  .preprocess(withoutEmptyFields, StoryFieldsSchema)
  .transform(withPublished);

/** The minute a story was started, from its file's name ("202611201937-…", UTC): its date when it has none. */
export function startedDate(fileName: string) {
  const [, year = "", month = "", day = ""] = /^(\d{4})(\d{2})(\d{2})\d{4}-/.exec(fileName) ?? [];
  return year && isRealDay(`${year}-${month}-${day}`) ? `${year}-${month}` : undefined;
}

/** As the web editor's date picker writes a day; a YAML 1.1 reader would have made it a date. */
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};
const tripDay = (meta: Omit<FieldMeta, "widget">) =>
  field(
    z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : asText(value)),
      z
        .string()
        .trim()
        .regex(DAY, 'expected a day as year-month-day, like "2025-04-02"')
        .refine(isRealDay, "expected a day the calendar has"),
    ),
    { ...meta, widget: "date" },
  );

/** The editor checks it too, before it saves (plugins/editor/day-field.js). */
const TRIP_END_RULE = "expected the last day on or after the first day";

export const TripFieldsSchema = z.strictObject({
  title: text(
    { label: "Title", hint: "The trip's name, like “Coast to Coast”, at most 100 characters." },
    100,
  ),
  summary: longText({
    label: "Summary",
    hint: "A sentence or two about the trip: on its page and in the list of trips.",
  }),
  start: tripDay({ label: "First day", hint: "The day the trip began." }),
  end: tripDay({
    label: "Last day",
    hint: "The day it ended, or its last day so far: on or after the first day.",
    onOrAfter: { field: "start", message: TRIP_END_RULE },
  }),
  image: photo({
    label: "Cover photo",
    hint: "Optional: without it, the cover of the trip's first story.",
  }).optional(),
  imageAlt: text({
    label: "What the cover photo shows",
    hint: "For readers who cannot see it. Without it, the cover is shown as decoration, beside the trip's title.",
  }).optional(),
});

export const TripSchema = TripFieldsSchema.superRefine((trip, context) => {
  if (trip.end < trip.start) {
    context.addIssue({
      code: "custom",
      path: ["end"],
      input: trip.end,
      message: `${TRIP_END_RULE}, ${trip.start}`,
    });
  }
});

export const StoryPhotoSchema = z.strictObject({
  src: photo({ label: "Photo" }),
  alt: text({
    label: "What the photo shows",
    hint: "For readers who cannot see it, like “Lanterns over the night market”.",
  }),
  caption: text({ label: "Caption", hint: "Optional: shown under the photo." }).optional(),
});

export type Site = z.infer<typeof SiteSchema>;
export type Trip = z.output<typeof TripSchema>;

export type GalleryItem = z.infer<typeof GalleryItemSchema>;
export type DjIcon = z.infer<typeof DjIconSchema>;
export type DjOffering = z.infer<typeof DjOfferingSchema>;
export type Mix = z.output<typeof MixSchema>;
export type StoryFrontmatter = z.output<typeof StoryFrontmatterSchema>;
export type StoryPhoto = z.output<typeof StoryPhotoSchema>;
export type Story = Omit<StoryFrontmatter, "draft" | "image" | "imageAlt" | "excerpt"> & {
  slug: string;
  /** Its own cover, or the site's. */
  image: string;
  /** Empty for a cover shown as decoration: the site's, or one without its words. */
  imageAlt: string;
  /** Its own, or its text's first words; empty for a story without text. */
  excerpt: string;
  /** Each photo in it is a placeholder (app/lib/story-text.ts) until story-article.tsx draws it. */
  html: string;
  photos: StoryPhoto[];
  /** The mixes its text plays, each where a line holds its address alone. */
  mixes: Mix[];
  readingMinutes: number;
  isDraft?: boolean;
};

/** An owner's photo from content/uploads, as the build publishes it (plugins/photos/). */
export type Picture = {
  sources: { avif: string; jpeg: string };
  img: { src: string; w: number; h: number };
};
export type PhotoSource = string | Picture;
type WithPhotos<T, K extends keyof T> = Omit<T, K> & Record<K, PhotoSource>;

export type PageSite = WithPhotos<Omit<Site, "about">, "heroImage"> & {
  about: WithPhotos<Site["about"], "portrait">;
};
export type PageGalleryItem = WithPhotos<GalleryItem, "src">;
export type PageMix = WithPhotos<Mix, "image">;
export type PageDjOffering = WithPhotos<Omit<DjOffering, "mixes">, "image"> & { mixes?: PageMix[] };
export type PageStoryPhoto = WithPhotos<StoryPhoto, "src">;
export type PageStory = WithPhotos<Omit<Story, "photos" | "mixes">, "image"> & {
  photos: PageStoryPhoto[];
  mixes: PageMix[];
};
