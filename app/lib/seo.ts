import type { MetaDescriptor } from "react-router";
import type { PageMix, PageStory, Site } from "~/content/schema";
import { SOCIAL_IMAGE, storyUrl } from "./paths";
import { unsplashUrl } from "./images";
import { isoDuration, MIX_PROVIDERS } from "./mixes";
import { siteLanguage } from "~/i18n/site-language";
import { fill, type Words } from "~/i18n/words";

/** The words a page's head needs: given by the caller, so no dictionary is imported here. */
type SeoWords = Pick<Words, "seo" | "meta">;

type SeoSite = Pick<
  Site,
  "alias" | "tagline" | "siteUrl" | "instagramUrl" | "foodReviewUrl" | "language"
>;
type SeoStory = Pick<
  PageStory,
  "slug" | "title" | "published" | "location" | "image" | "imageAlt" | "excerpt" | "coordinates"
>;
type JsonLd = Record<string, unknown>;
type SocialImage = { url: string; width: number; height: number; alt: string };

/** A page without a path (not found) gets no canonical URL. */
export function pageMeta(
  site: SeoSite,
  words: SeoWords,
  {
    title,
    description,
    path,
    type = "website",
    image = siteCard(site, words),
    jsonLd = [],
  }: {
    title?: string;
    description: string;
    path?: string;
    type?: "website" | "article";
    image?: SocialImage;
    jsonLd?: JsonLd[];
  },
): MetaDescriptor[] {
  const fullTitle = title
    ? fill(words.seo.pageTitle, { title, alias: site.alias })
    : fill(words.seo.siteTitle, { alias: site.alias, tagline: site.tagline });
  const url = path && `${site.siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:type", content: type },
    { property: "og:locale", content: words.meta.ogLocale },
    { property: "og:site_name", content: site.alias },
    { property: "og:title", content: title ?? fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title ?? fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    ...jsonLd.map((data) => ({
      "script:ld+json": { "@context": "https://schema.org", ...data },
    })),
  ];
}

export function personJsonLd(site: SeoSite): JsonLd {
  return {
    "@type": "Person",
    name: site.alias,
    url: `${site.siteUrl}/`,
    sameAs: [site.instagramUrl, site.foodReviewUrl],
  };
}

export function webSiteJsonLd(site: SeoSite, description: string): JsonLd {
  return {
    "@type": "WebSite",
    name: site.alias,
    url: `${site.siteUrl}/`,
    description,
    inLanguage: siteLanguage(site),
    author: personJsonLd(site),
  };
}

function siteCard(site: SeoSite, words: SeoWords): SocialImage {
  return {
    url: `${site.siteUrl}${SOCIAL_IMAGE.path}`,
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    alt: fill(words.seo.siteTitle, { alias: site.alias, tagline: site.tagline }),
  };
}

/** The CDN crops an Unsplash photo to the card's shape; an owner's photo keeps its frame. */
export function storySocialImage(siteUrl: string, story: Pick<SeoStory, "image" | "imageAlt">) {
  const { image, imageAlt: alt } = story;
  if (typeof image === "string") {
    const { width, height } = SOCIAL_IMAGE;
    return { url: unsplashUrl(image, width, width / height), width, height, alt };
  }
  // Already under the site's path ("/travel-notes/assets/…").
  const url = new URL(image.img.src, siteUrl).href;
  return { url, width: image.img.w, height: image.img.h, alt };
}

/** A story whose date names no month gets no datePublished. */
export function blogPostingJsonLd(site: SeoSite, story: SeoStory): JsonLd {
  const url = storyUrl(site.siteUrl, story.slug);
  const place: JsonLd = { "@type": "Place", ...(story.location && { name: story.location }) };
  if (story.coordinates) {
    const [latitude, longitude] = story.coordinates;
    place.geo = { "@type": "GeoCoordinates", latitude, longitude };
  }
  return {
    "@type": "BlogPosting",
    headline: story.title,
    ...(story.excerpt && { description: story.excerpt }),
    image: storySocialImage(site.siteUrl, story).url,
    datePublished: story.published,
    url,
    mainEntityOfPage: url,
    inLanguage: siteLanguage(site),
    // A story that names no place and has no pin says nothing of where it happened.
    ...((story.location || story.coordinates) && { contentLocation: place }),
    author: personJsonLd(site),
  };
}

export function blogJsonLd(
  site: SeoSite,
  stories: readonly SeoStory[],
  { name, description, path }: { name: string; description: string; path: string },
): JsonLd {
  return {
    "@type": "Blog",
    name,
    description,
    url: `${site.siteUrl}${path}`,
    inLanguage: siteLanguage(site),
    author: personJsonLd(site),
    blogPost: stories.map((story) => blogPostingJsonLd(site, story)),
  };
}

/** A trip and its stops in order (schema.org's Trip, with its itinerary as a list of places). */
export function tripJsonLd(
  site: SeoSite,
  trip: { title: string; summary: string; start: string; end: string; path: string },
  stops: readonly Pick<SeoStory, "slug" | "title" | "location" | "coordinates">[],
): JsonLd {
  return {
    "@type": "Trip",
    name: trip.title,
    description: trip.summary,
    url: `${site.siteUrl}${trip.path}`,
    departureTime: trip.start,
    arrivalTime: trip.end,
    itinerary: {
      "@type": "ItemList",
      numberOfItems: stops.length,
      itemListElement: stops.map((stop, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: storyUrl(site.siteUrl, stop.slug),
        item: {
          "@type": "Place",
          ...(stop.location && { name: stop.location }),
          ...(stop.coordinates && {
            geo: {
              "@type": "GeoCoordinates",
              latitude: stop.coordinates[0],
              longitude: stop.coordinates[1],
            },
          }),
        },
      })),
    },
    author: personJsonLd(site),
  };
}

/** A mix, its provider's player and its length, wherever the site plays it. */
export function mixJsonLd(site: SeoSite, mix: PageMix): JsonLd {
  const duration = isoDuration(mix.duration);
  return {
    "@type": "MusicRecording",
    name: mix.title,
    url: mix.url,
    duration,
    image: storySocialImage(site.siteUrl, mix).url,
    byArtist: personJsonLd(site),
    audio: {
      "@type": "AudioObject",
      name: mix.title,
      embedUrl: mix.embedUrl,
      duration,
      provider: { "@type": "Organization", name: MIX_PROVIDERS[mix.provider].name },
    },
  };
}
