import countries from "i18n-iso-countries";
import { z } from "zod";
import { isUploadReference } from "./uploads.ts";

/** A number written bare in YAML (`value: 35`, `date: 2024`) is the text it shows. */
const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);
const text = z.preprocess(asText, z.string().trim().min(1, "expected non-empty text"));

const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'expected an https:// URL, like "https://example.com/page"',
});

const unsplashPhoto = httpsUrl.regex(
  /^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/,
  'expected an Unsplash photo URL without a query, like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34", or one of your photos in content/uploads, like "uploads/IMG_2041.JPG"',
);

/**
 * A stock photo from Unsplash, or one of the owner's own, named as it is in content/uploads
 * ("uploads/IMG_2041.JPG"). That the file is there and is a photo is checked where the content is
 * read (site-model.ts), which knows the folder.
 */
export const photoUrl = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (isUploadReference(value)) return;
    for (const issue of unsplashPhoto.safeParse(value).error?.issues ?? []) {
      context.addIssue({ code: "custom", message: issue.message, input: value });
    }
  });

/** A country by its ISO 3166-1 alpha-2 code, like "FR". */
const countryCode = z
  .string()
  .refine(
    (code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code),
    'expected a country\'s ISO 3166-1 alpha-2 code in capitals, like "FR" or "ID"',
  );

export const SiteSchema = z.strictObject({
  alias: text,
  tagline: text,
  heroImage: photoUrl,
  email: z.email("expected an e-mail address, like hello@example.com"),
  instagramHandle: z.string().regex(/^@[\w.]+$/, 'expected an Instagram handle, like "@name"'),
  instagramUrl: httpsUrl,
  whatsappNumber: z.preprocess(
    asText,
    z
      .string()
      .regex(
        /^\d{6,15}$/,
        'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"',
      ),
  ),
  foodReviewUrl: httpsUrl,
  travelPartner: z.strictObject({
    name: text,
    url: httpsUrl,
    description: text,
  }),
  currentLocation: text,
  nextDestination: text,
  copyrightStartYear: z
    .int()
    .min(1900, "expected a year like 2024")
    .max(2100, "expected a year like 2024"),
  // The site's address: a host, and the path it lives under if it has one (app/lib/paths.ts).
  siteUrl: httpsUrl
    .regex(/[^/]$/, "expected no trailing slash")
    .regex(
      /^[^?#]*$/,
      'expected an address without "?" or "#", like "https://example.github.io/travel"',
    )
    .refine(
      (url) => !/^https:\/\/[^/]+\/assets(?:\/|$)/.test(url),
      'expected a path that does not start with "/assets", the folder of the site\'s own files',
    ),
  newsletterFormUrl: httpsUrl.optional(),
  djTags: z.array(text),
  visitedCountries: z
    .array(countryCode)
    .refine((codes) => new Set(codes).size === codes.length, "expected each country once")
    .optional(),
  homeStories: z
    .array(
      z
        .string()
        .regex(
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'expected a story\'s slug, its file name without the number and ".md", like "cliff-diving-in-bali"',
        ),
    )
    .max(4, "expected at most four stories: the home page shows four")
    .refine((slugs) => new Set(slugs).size === slugs.length, "expected each story once")
    .optional(),
  about: z.strictObject({
    portrait: photoUrl,
    portraitAlt: text,
    paragraphs: z.array(text).min(1, "expected at least one paragraph"),
    stats: z.array(z.strictObject({ value: text, label: text })),
  }),
});

export const GalleryItemSchema = z.strictObject({
  src: photoUrl,
  alt: text,
  caption: text,
  location: text,
});

export const GallerySchema = z.array(GalleryItemSchema).min(1, "expected at least one photo");

export const DjIconSchema = z.enum(["moon", "mountain", "headphones"]);

export const DjOfferingSchema = z.strictObject({
  title: text,
  location: text,
  description: text,
  icon: DjIconSchema,
  image: photoUrl,
  imageAlt: text,
});

export const DjOfferingsSchema = z.array(DjOfferingSchema).min(1, "expected at least one offering");

/** Where a story happened, in decimal degrees: [latitude, longitude], like [-8.8291, 115.0849]. */
const coordinates = z.tuple(
  [
    z
      .number("expected the latitude as a number, like -8.8291")
      .min(-90, "expected a latitude from -90 (south) to 90 (north)")
      .max(90, "expected a latitude from -90 (south) to 90 (north)"),
    z
      .number("expected the longitude as a number, like 115.0849")
      .min(-180, "expected a longitude from -180 (west) to 180 (east)")
      .max(180, "expected a longitude from -180 (west) to 180 (east)"),
  ],
  { error: "expected [latitude, longitude] in decimal degrees, like [-8.8291, 115.0849]" },
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

/**
 * The month a story's free-text date names, as "YYYY-MM", or undefined when it names none. A span
 * of years ("August 2018-2024") counts as its last year, when the story was last lived.
 */
export function publishedMonth(date: string) {
  const [, name = "", year] =
    /^(?:\d{1,2}\s+)?([a-z]{3,})\.?\s+(?:\d{4}\s*[-–]\s*)?(\d{4})$/i.exec(date.trim()) ?? [];
  const month = MONTHS.findIndex((full) => full.startsWith(name.toLowerCase())) + 1;
  return year && month ? `${year}-${String(month).padStart(2, "0")}` : undefined;
}

/**
 * A date as the web editor's date picker writes it, "2026-11-25", in words: "25 November 2026".
 * Any other date is the owner's own words, shown as written.
 */
export function readableDate(date: string) {
  const [, year, month = 0, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())?.map(Number) ?? [];
  const name = MONTHS[month - 1];
  if (!year || !name || !day || day > 31) return date;
  return `${day} ${name[0]?.toUpperCase()}${name.slice(1)} ${year}`;
}

/**
 * The front matter a story's date is read from, once: the date in words, and the month it names,
 * for the feeds.
 */
const withPublished = <T extends { date?: string }>(frontmatter: T) => {
  const date = (frontmatter.date && readableDate(frontmatter.date)) as T["date"];
  return { ...frontmatter, date, published: date ? publishedMonth(date) : undefined };
};

export const StoryFrontmatterSchema = z
  .strictObject({
    title: text,
    date: text,
    location: text,
    image: photoUrl,
    imageAlt: text,
    excerpt: text,
    coordinates: coordinates.optional(),
    /** Delete the line (or write `false`) to publish the story. */
    draft: z.literal(false, { error: "expected true or false" }).optional(),
  })
  .transform(withPublished);

/** A draft is never published: any field may still be empty, but what is there must be right. */
const unfinished = z.preprocess(asText, z.string().trim()).optional();
export const DraftFrontmatterSchema = z
  .strictObject({
    title: unfinished,
    date: unfinished,
    location: unfinished,
    image: z.union([z.literal(""), photoUrl]).optional(),
    imageAlt: unfinished,
    excerpt: unfinished,
    coordinates: coordinates.optional(),
    draft: z.literal(true),
  })
  .transform(withPublished);

export type Site = z.infer<typeof SiteSchema>;

export type GalleryItem = z.infer<typeof GalleryItemSchema>;
export type DjIcon = z.infer<typeof DjIconSchema>;
export type DjOffering = z.infer<typeof DjOfferingSchema>;
export type StoryFrontmatter = z.output<typeof StoryFrontmatterSchema>;
/** A photo standing on its own line in a story's text: `![alt](src "caption")`. */
export type StoryPhoto = { src: string; alt: string; caption?: string };
export type Story = Omit<StoryFrontmatter, "draft"> & {
  slug: string;
  /** The text as HTML; each photo in it is a placeholder, STORY_PHOTO(index), until it is drawn. */
  html: string;
  /** The photos in the text, in order (app/content/content.server.ts draws them). */
  photos: StoryPhoto[];
  readingMinutes: number;
  /** Only in `npm run dev`: the build leaves drafts out. */
  isDraft?: boolean;
};

/** An owner's photo from content/uploads, as the build publishes it (plugins/photos/). */
export type Picture = {
  /** `srcset` lists: AVIF, which every current browser shows, and JPEG for the others. */
  sources: { avif: string; jpeg: string };
  img: { src: string; w: number; h: number };
};
/** A photo as the pages get it: an Unsplash photo URL, or an upload already resolved to its picture. */
export type PhotoSource = string | Picture;
type WithPhotos<T, K extends keyof T> = Omit<T, K> & Record<K, PhotoSource>;

// The content as the pages get it (app/content/content.server.ts): each photo a PhotoSource.
export type PageSite = WithPhotos<Omit<Site, "about">, "heroImage"> & {
  about: WithPhotos<Site["about"], "portrait">;
};
export type PageGalleryItem = WithPhotos<GalleryItem, "src">;
export type PageDjOffering = WithPhotos<DjOffering, "image">;
export type PageStoryPhoto = WithPhotos<StoryPhoto, "src">;
export type PageStory = WithPhotos<Omit<Story, "photos">, "image"> & { photos: PageStoryPhoto[] };
