import type { Site, Story } from "~/content/schema";
import { basePathOf, STORIES_PATH, storyPath } from "./paths.ts";

type FeedSite = Pick<Site, "alias" | "tagline" | "siteUrl">;
type FeedStory = Pick<Story, "slug" | "title" | "date" | "excerpt" | "published">;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export const storyUrl = (siteUrl: string, slug: string) => `${siteUrl}${storyPath(slug)}`;

export function sitemapXml(siteUrl: string, paths: readonly string[]) {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url>${element("loc", `${siteUrl}${path}`)}</url>`),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string) {
  // The web editor (plugins/editor) is the owner's alone: no crawler reads it.
  const editor = `${new URL(siteUrl).pathname.replace(/\/$/, "")}/admin/`;
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${editor}`,
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Only a story dated by month gets a pubDate. */
export function rssXml(site: FeedSite, stories: readonly FeedStory[]) {
  const items = stories.flatMap((story) => {
    const link = storyUrl(site.siteUrl, story.slug);
    const month = story.published;
    return [
      "    <item>",
      `      ${element("title", story.title)}`,
      `      ${element("link", link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${element("description", story.excerpt)}`,
      ...(month
        ? [`      ${element("pubDate", new Date(`${month}-01T00:00:00Z`).toUTCString())}`]
        : []),
      "    </item>",
    ];
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", site.alias)}`,
    `    ${element("link", `${site.siteUrl}${STORIES_PATH}`)}`,
    `    ${element("description", site.tagline)}`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${site.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** `npm start` reads its scope to serve the site where it lives (scripts/site-path.mjs). */
export function webManifest(site: Pick<Site, "alias" | "siteUrl">) {
  const base = basePathOf(site.siteUrl);
  return {
    name: site.alias,
    short_name: site.alias,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: "standalone",
    background_color: "#fbf8f3",
    theme_color: "#0f766e",
    icons: [
      { src: `${base}/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${base}/icon-512.png`, sizes: "512x512", type: "image/png" },
    ],
  };
}

export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

export function socialCardSvg(site: Pick<Site, "alias" | "tagline">) {
  // Sizes shrink for long text, since the renderer's fonts vary and SVG text never wraps.
  const titleSize = Math.min(150, Math.floor(1700 / site.alias.length));
  const taglineSize = Math.min(52, Math.floor(1900 / site.tagline.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c1917"/>
      <stop offset="0.55" stop-color="#0f766e"/>
      <stop offset="1" stop-color="#fbbf24"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#dusk)"/>
  <circle cx="1020" cy="160" r="64" fill="#fbbf24"/>
  <path d="M720 630 930 370l100 150 80-100 190 210z" fill="#fbf8f3" opacity="0.2"/>
  <text x="90" y="330" fill="#fbf8f3" font-family="Fraunces, Georgia, 'DejaVu Serif', 'Liberation Serif', serif" font-size="${titleSize}" font-weight="700">${escapeXml(site.alias)}</text>
  <text x="94" y="420" fill="#fef3c7" font-family="'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="${taglineSize}">${escapeXml(site.tagline)}</text>
</svg>
`;
}
