import type { MetaDescriptor } from "react-router";
import type { PageStory, PhotoSource, Site } from "~/content/schema";
import { publishedMonth, SOCIAL_IMAGE, storyUrl } from "./feeds";
import { unsplashUrl } from "./images";

type SeoSite = Pick<Site, "alias" | "tagline" | "siteUrl" | "instagramUrl" | "foodReviewUrl">;
type JsonLd = Record<string, unknown>;

/**
 * A page's title, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD. The
 * home page (no title) is titled with the alias and tagline; a page without a path (not found)
 * gets no canonical URL.
 */
export function pageMeta(
  site: SeoSite,
  {
    title,
    description,
    path,
    jsonLd = [],
  }: { title?: string; description: string; path?: string; jsonLd?: JsonLd[] },
): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.alias}` : `${site.alias}: ${site.tagline}`;
  const url = path && `${site.siteUrl}${path}`;
  const image = `${site.siteUrl}${SOCIAL_IMAGE.path}`;
  const imageAlt = `${site.alias}: ${site.tagline}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.alias },
    { property: "og:title", content: title ?? fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title ?? fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
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
    inLanguage: "en",
    author: personJsonLd(site),
  };
}

/** An absolute URL for a story's photo, cropped to the social card's size where the CDN can. */
function storyImageUrl(siteUrl: string, src: PhotoSource) {
  if (typeof src !== "string") return new URL(src.img.src, siteUrl).href;
  return unsplashUrl(src, SOCIAL_IMAGE.width, SOCIAL_IMAGE.width / SOCIAL_IMAGE.height);
}

/** The stories page as a Blog of BlogPostings; a story whose date names no month has no date. */
export function blogJsonLd(
  site: SeoSite,
  stories: readonly Pick<PageStory, "slug" | "title" | "date" | "location" | "image" | "excerpt">[],
  { name, description, path }: { name: string; description: string; path: string },
): JsonLd {
  const author = personJsonLd(site);
  return {
    "@type": "Blog",
    name,
    description,
    url: `${site.siteUrl}${path}`,
    inLanguage: "en",
    author,
    blogPost: stories.map((story) => ({
      "@type": "BlogPosting",
      headline: story.title,
      description: story.excerpt,
      image: storyImageUrl(site.siteUrl, story.image),
      datePublished: publishedMonth(story.date),
      url: storyUrl(site.siteUrl, story.slug),
      contentLocation: { "@type": "Place", name: story.location },
      author,
    })),
  };
}
