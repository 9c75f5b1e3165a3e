import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import { en } from "~/i18n/words/en";
import { storyPath } from "./paths";
import {
  blogJsonLd,
  blogPostingJsonLd,
  mixJsonLd,
  pageMeta,
  personJsonLd,
  storySocialImage,
  webSiteJsonLd,
} from "./seo";

const site = {
  alias: "Wildfinch",
  tagline: "Adventures worth remembering",
  siteUrl: "https://x.test",
  instagramUrl: "https://www.instagram.com/wildfinch/",
  foodReviewUrl: "https://food.test/wildfinch",
};
const story = {
  slug: "cliff-diving",
  title: "Cliff Diving in Bali",
  date: "March 2024",
  published: "2024-03",
  location: "Uluwatu",
  image: "https://images.unsplash.com/photo-1569271532860-dd35503aaf1f",
  imageAlt: "Sea cliffs at Uluwatu",
  excerpt: "Ten metres of air.",
};

/** The content of the first descriptor with `key` set to `value`, as a browser would read it. */
function find(meta: MetaDescriptor[], key: string, value: string) {
  const found = meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value);
  return found as Record<string, string> | undefined;
}

test("the home page is titled with the alias and tagline and is canonical at the site root", () => {
  const meta = pageMeta(site, en, { description: "All about it.", path: "/" });
  expect(meta).toContainEqual({ title: "Wildfinch: Adventures worth remembering" });
  expect(meta).toContainEqual({ name: "description", content: "All about it." });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.test/" });
  expect(find(meta, "property", "og:url")?.content).toBe("https://x.test/");
});

test("a titled page adds the alias to its title but not to its Open Graph title", () => {
  const meta = pageMeta(site, en, { title: "Stories", description: "Tales.", path: "/stories/" });
  expect(meta).toContainEqual({ title: "Stories | Wildfinch" });
  expect(find(meta, "property", "og:title")?.content).toBe("Stories");
  expect(find(meta, "name", "twitter:title")?.content).toBe("Stories");
  expect(find(meta, "rel", "canonical")?.href).toBe("https://x.test/stories/");
});

test("every page says its language to Open Graph, as the site's dictionary writes it", () => {
  const meta = pageMeta(site, en, { description: "All about it.", path: "/" });
  expect(find(meta, "property", "og:locale")?.content).toBe(en.meta.ogLocale);
});

test("a page without a path has no canonical URL and no og:url", () => {
  const meta = pageMeta(site, en, { title: "Page not found", description: "Nothing here." });
  expect(find(meta, "rel", "canonical")).toBeUndefined();
  expect(find(meta, "property", "og:url")).toBeUndefined();
});

test("every page shares the social card at an absolute URL with its size and alt text", () => {
  const meta = pageMeta(site, en, { description: "All about it.", path: "/" });
  const content = (key: string, value: string) => find(meta, key, value)?.content;
  expect(content("property", "og:type")).toBe("website");
  expect(content("property", "og:site_name")).toBe("Wildfinch");
  expect(content("property", "og:image")).toBe("https://x.test/og-image.png");
  expect(content("property", "og:image:width")).toBe("1200");
  expect(content("property", "og:image:height")).toBe("630");
  expect(content("property", "og:image:alt")).toBe("Wildfinch: Adventures worth remembering");
  expect(content("name", "twitter:card")).toBe("summary_large_image");
  expect(content("name", "twitter:description")).toBe("All about it.");
  expect(content("name", "twitter:image")).toBe("https://x.test/og-image.png");
  expect(content("name", "twitter:image:alt")).toBe("Wildfinch: Adventures worth remembering");
});

test("each JSON-LD object becomes a script descriptor in the schema.org context", () => {
  const meta = pageMeta(site, en, {
    description: "All about it.",
    path: "/",
    jsonLd: [webSiteJsonLd(site, "All about it."), personJsonLd(site)],
  });
  const scripts = meta.flatMap((descriptor) =>
    "script:ld+json" in descriptor ? [descriptor["script:ld+json"]] : [],
  );
  expect(scripts).toEqual([
    expect.objectContaining({ "@context": "https://schema.org", "@type": "WebSite" }),
    expect.objectContaining({ "@context": "https://schema.org", "@type": "Person" }),
  ]);
});

test("the person is the alias, with the Instagram and food-review profiles as sameAs", () => {
  expect(personJsonLd(site)).toEqual({
    "@type": "Person",
    name: "Wildfinch",
    url: "https://x.test/",
    sameAs: ["https://www.instagram.com/wildfinch/", "https://food.test/wildfinch"],
  });
});

test("each story is a BlogPosting at its own page, with its cropped photo, month, place and author", () => {
  const page = { name: "Stories", description: "Tales.", path: "/stories/" };
  const blog = blogJsonLd(site, [story], page);
  expect(blog).toMatchObject({ "@type": "Blog", name: "Stories", url: "https://x.test/stories/" });
  expect(blog.blogPost).toEqual([
    {
      "@type": "BlogPosting",
      headline: "Cliff Diving in Bali",
      description: "Ten metres of air.",
      image: `${story.image}?auto=format&fit=crop&w=1200&h=630&q=70`,
      datePublished: "2024-03",
      url: `https://x.test${storyPath("cliff-diving")}`,
      mainEntityOfPage: `https://x.test${storyPath("cliff-diving")}`,
      inLanguage: "en",
      contentLocation: { "@type": "Place", name: "Uluwatu" },
      author: personJsonLd(site),
    },
  ]);
});

test("a story with coordinates places itself on the globe", () => {
  const posting = blogPostingJsonLd(site, { ...story, coordinates: [-8.8291, 115.0849] });
  expect(posting.contentLocation).toEqual({
    "@type": "Place",
    name: "Uluwatu",
    geo: { "@type": "GeoCoordinates", latitude: -8.8291, longitude: 115.0849 },
  });
});

test("a story's page shares its own photo, 1200 px wide, described by its alt text", () => {
  const meta = pageMeta(site, en, {
    title: story.title,
    description: story.excerpt,
    path: storyPath(story.slug),
    type: "article",
    image: storySocialImage(site.siteUrl, story),
  });
  const content = (key: string, value: string) => find(meta, key, value)?.content;
  expect(content("property", "og:type")).toBe("article");
  expect(content("property", "og:image")).toBe(
    `${story.image}?auto=format&fit=crop&w=1200&h=630&q=70`,
  );
  expect(content("property", "og:image:width")).toBe("1200");
  expect(content("property", "og:image:height")).toBe("630");
  expect(content("property", "og:image:alt")).toBe("Sea cliffs at Uluwatu");
  expect(content("name", "twitter:image")).toBe(content("property", "og:image"));
});

test("a story without a month has no datePublished, and an uploaded photo gets its built URL", () => {
  const market = {
    sources: {
      avif: "/assets/market-1a2b-1200.avif 1200w",
      jpeg: "/assets/market-1a2b-1200.jpg 1200w",
    },
    img: { src: "/assets/market-1a2b-1200.jpg", w: 1200, h: 800 },
  };
  const blog = blogJsonLd(site, [{ ...story, published: undefined, image: market }], {
    name: "Stories",
    description: "Tales.",
    path: "/stories/",
  });
  const [posting] = blog.blogPost as Record<string, unknown>[];
  expect(JSON.parse(JSON.stringify(posting))).not.toHaveProperty("datePublished");
  expect(posting?.image).toBe("https://x.test/assets/market-1a2b-1200.jpg");
  expect(storySocialImage(site.siteUrl, { ...story, image: market })).toEqual({
    url: "https://x.test/assets/market-1a2b-1200.jpg",
    width: 1200,
    height: 800,
    alt: "Sea cliffs at Uluwatu",
  });
});

test("under a path, a story's own photo is addressed once under it", () => {
  const underPath = {
    sources: { avif: "", jpeg: "" },
    img: { src: "/notes/assets/market-1a2b-1200.jpg", w: 1200, h: 800 },
  };
  expect(
    storySocialImage("https://heron.github.io/notes", { ...story, image: underPath }).url,
  ).toBe("https://heron.github.io/notes/assets/market-1a2b-1200.jpg");
});

test("a story that names no place, has no pin and no text says nothing of where it happened and has no description", () => {
  const bare = { ...story, location: undefined, excerpt: "" };
  const posting = blogPostingJsonLd(site, bare);
  expect(posting).not.toHaveProperty("contentLocation");
  expect(posting).not.toHaveProperty("description");
  const pinned = blogPostingJsonLd(site, { ...bare, coordinates: [-8.8291, 115.0849] });
  expect(pinned.contentLocation).toEqual({
    "@type": "Place",
    geo: { "@type": "GeoCoordinates", latitude: -8.8291, longitude: 115.0849 },
  });
});

test("a mix is a MusicRecording with its length, and its provider's player as its audio", () => {
  const mix = {
    provider: "mixcloud" as const,
    url: "https://www.mixcloud.com/wildfinch/sunrise/",
    embedUrl: "https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fwildfinch%2Fsunrise%2F",
    title: "Sunrise",
    duration: "1:02:03",
    image: {
      sources: { avif: "", jpeg: "" },
      img: { src: "/assets/decks-1a2b-1200.jpg", w: 1200, h: 1200 },
    },
    imageAlt: "Decks at dawn",
  };
  expect(mixJsonLd(site, mix)).toMatchObject({
    "@type": "MusicRecording",
    name: "Sunrise",
    url: mix.url,
    duration: "PT1H2M3S",
    image: "https://x.test/assets/decks-1a2b-1200.jpg",
    byArtist: { "@type": "Person", name: "Wildfinch" },
    audio: { "@type": "AudioObject", embedUrl: mix.embedUrl, duration: "PT1H2M3S" },
  });
});
