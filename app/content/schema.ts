import { closeSync, existsSync, openSync, readSync } from "node:fs";
import path from "node:path";
import countries from "i18n-iso-countries";
import { z } from "zod";

const text = z.string().trim().min(1, "expected non-empty text");

const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'expected an https:// URL, like "https://example.com/page"',
});

const unsplashPhoto = httpsUrl.regex(
  /^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/,
  'expected an Unsplash photo URL without a query, like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"',
);

const uploadedPhoto = z
  .string()
  .regex(
    /^uploads\/[\w.-]+\.(?:jpe?g|png|webp)$/,
    'expected a photo in content/uploads, like "uploads/portrait.jpg" (JPEG, PNG or WebP)',
  );

/** Whether a file starts as a JPEG, PNG or WebP image does: the formats the uploads may be in. */
function isImageFile(file: string) {
  const head = Buffer.alloc(12);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, head, 0, 12, 0);
  } finally {
    closeSync(descriptor);
  }
  const ascii = (start: number, end: number) => head.toString("latin1", start, end);
  return (
    head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP")
  );
}

/** A stock photo from Unsplash, or one of the owner's own in content/uploads (which must exist). */
export const photoUrl = z.string().superRefine((value, context) => {
  const isUpload = value.startsWith("uploads/");
  const result = (isUpload ? uploadedPhoto : unsplashPhoto).safeParse(value);
  for (const issue of result.error?.issues ?? []) {
    context.addIssue({ code: "custom", message: issue.message, input: value });
  }
  if (!result.success || !isUpload) return;
  const file = path.join("content", value);
  if (!existsSync(file)) {
    context.addIssue({
      code: "custom",
      message: "expected a file that exists in content/uploads",
      input: value,
    });
  } else if (!isImageFile(file)) {
    context.addIssue({
      code: "custom",
      message: `expected a JPEG, PNG or WebP photo, but ${file} is not a readable image`,
      input: value,
    });
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
  whatsappNumber: z
    .string()
    .regex(
      /^\d{6,15}$/,
      'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"',
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

export const StoryFrontmatterSchema = z.strictObject({
  title: text,
  date: text,
  location: text,
  image: photoUrl,
  imageAlt: text,
  excerpt: text,
  coordinates: coordinates.optional(),
  /** Delete the line (or write `false`) to publish the story. */
  draft: z.literal(false, { error: "expected true or false" }).optional(),
});

/** A draft is never published: any field may still be empty, but what is there must be right. */
const unfinished = z.string().trim().optional();
export const DraftFrontmatterSchema = z.strictObject({
  title: unfinished,
  date: unfinished,
  location: unfinished,
  image: z.union([z.literal(""), photoUrl]).optional(),
  imageAlt: unfinished,
  excerpt: unfinished,
  coordinates: coordinates.optional(),
  draft: z.literal(true),
});

export const StoryFileNameSchema = z
  .string()
  .regex(
    /^\d+-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/,
    'expected "<number>-<slug>.md" in lower case, like "05-lost-in-lisbon.md"',
  );

export type Site = z.infer<typeof SiteSchema>;

export type GalleryItem = z.infer<typeof GalleryItemSchema>;
export type DjIcon = z.infer<typeof DjIconSchema>;
export type DjOffering = z.infer<typeof DjOfferingSchema>;
export type StoryFrontmatter = z.infer<typeof StoryFrontmatterSchema>;
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
