import { existsSync } from "node:fs";
import path from "node:path";
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

/** A stock photo from Unsplash, or one of the owner's own in content/uploads (which must exist). */
const photoUrl = z.string().superRefine((value, context) => {
  const isUpload = value.startsWith("uploads/");
  const result = (isUpload ? uploadedPhoto : unsplashPhoto).safeParse(value);
  for (const issue of result.error?.issues ?? []) {
    context.addIssue({ code: "custom", message: issue.message, input: value });
  }
  if (result.success && isUpload && !existsSync(path.join("content", value))) {
    context.addIssue({
      code: "custom",
      message: "expected a file that exists in content/uploads",
      input: value,
    });
  }
});

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
  siteUrl: httpsUrl.regex(/[^/]$/, "expected no trailing slash"),
  newsletterFormUrl: httpsUrl.optional(),
  djTags: z.array(text),
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

export const StoryFrontmatterSchema = z.strictObject({
  title: text,
  date: text,
  location: text,
  image: photoUrl,
  imageAlt: text,
  excerpt: text,
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
export type Story = StoryFrontmatter & {
  slug: string;
  html: string;
  readingMinutes: number;
};

/** An owner's photo from content/uploads, resized and converted at build time (vite-imagetools). */
export type Picture = {
  sources: Record<string, string>;
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
export type PageStory = WithPhotos<Story, "image">;
