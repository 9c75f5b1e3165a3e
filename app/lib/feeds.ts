import type { Site } from "~/content/schema";
import type { FeedItem } from "./feed-items.ts";
import { basePathOf, JSON_FEED_FILE, RSS_FILE, STORIES_PATH } from "./paths.ts";
import { withoutForbiddenCharacters } from "./text-characters.ts";
import { siteLanguage, wordsFor } from "../i18n/languages.ts";

type FeedSite = Pick<Site, "alias" | "tagline" | "siteUrl" | "language">;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text as XML carries it: marked-up characters escaped, and none that XML forbids. */
export function escapeXml(text: string) {
  return withoutForbiddenCharacters(text).replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

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

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Mail-safe HTML may hold "]]>": the section is closed and opened again around it. */
const cdata = (text: string) =>
  `<![CDATA[${withoutForbiddenCharacters(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/**
 * Each story whole (content:encoded), with a cover enclosure; only a story dated by month gets a
 * pubDate. An enclosure's length is not known when the pages are drawn, before the photos are
 * encoded: 0 says so, as the RSS Advisory Board's profile allows.
 */
export function rssXml(site: FeedSite, items: readonly FeedItem[]) {
  const lines = items.flatMap((item) => [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.url)}`,
    `      <guid isPermaLink="false">${escapeXml(item.id)}</guid>`,
    ...(item.summary ? [`      ${element("description", item.summary)}`] : []),
    `      <content:encoded>${cdata(item.html)}</content:encoded>`,
    `      <enclosure url="${escapeXml(item.image.url)}" length="0" type="image/jpeg"/>`,
    ...(item.published
      ? [`      ${element("pubDate", monthDate(item.published).toUTCString())}`]
      : []),
    "    </item>",
  ]);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    ${element("title", site.alias)}`,
    `    ${element("link", `${site.siteUrl}${STORIES_PATH}`)}`,
    `    ${element("description", site.tagline)}`,
    `    <language>${siteLanguage(site)}</language>`,
    `    <atom:link href="${escapeXml(`${site.siteUrl}${RSS_FILE}`)}" rel="self" type="application/rss+xml"/>`,
    ...lines,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): the same items as rss.xml. */
export function jsonFeed(site: FeedSite, items: readonly FeedItem[]) {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: site.alias,
    home_page_url: `${site.siteUrl}${STORIES_PATH}`,
    feed_url: `${site.siteUrl}${JSON_FEED_FILE}`,
    description: site.tagline,
    language: siteLanguage(site),
    authors: [{ name: site.alias }],
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      ...(item.summary && { summary: item.summary }),
      content_html: item.html,
      image: item.image.url,
      ...(item.published
        ? { date_published: monthDate(item.published).toISOString().replace(".000Z", "Z") }
        : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** `npm start` reads its scope to serve the site where it lives (scripts/site-path.mjs). */
export function webManifest(site: Pick<Site, "alias" | "siteUrl" | "language">) {
  const base = basePathOf(site.siteUrl);
  return {
    lang: siteLanguage(site),
    dir: wordsFor(site).meta.dir,
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

/**
 * The card a link to any page but a story shows. Its words are drawn in the site's own faces
 * (app/lib/social-card.server.ts) and, in a right-to-left language, from the right, the picture
 * mirrored.
 */
export function socialCardSvg(site: Pick<Site, "alias" | "tagline" | "language">) {
  // Sizes shrink for long text, since SVG text never wraps.
  const titleSize = Math.min(150, Math.floor(1700 / site.alias.length));
  const taglineSize = Math.min(52, Math.floor(1900 / site.tagline.length));
  const isRightToLeft = wordsFor(site).meta.dir === "rtl";
  const text = isRightToLeft ? `direction="rtl" x="1110"` : `x="90"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c1917"/>
      <stop offset="0.55" stop-color="#0f766e"/>
      <stop offset="1" stop-color="#fbbf24"/>
    </linearGradient>
  </defs>
  <g${isRightToLeft ? ` transform="matrix(-1 0 0 1 1200 0)"` : ""}>
    <rect width="1200" height="630" fill="url(#dusk)"/>
    <circle cx="1020" cy="160" r="64" fill="#fbbf24"/>
    <path d="M720 630 930 370l100 150 80-100 190 210z" fill="#fbf8f3" opacity="0.2"/>
  </g>
  <text ${text} y="330" fill="#fbf8f3" font-family="'Fraunces SemiBold', Fraunces, 'Noto Naskh Arabic SemiBold', Georgia, serif" font-size="${titleSize}" font-weight="600">${escapeXml(site.alias)}</text>
  <text ${text} y="420" fill="#fef3c7" font-family="'Helvetica Neue', Arial, 'Liberation Sans', 'Noto Naskh Arabic', 'DejaVu Sans', 'Fraunces SemiBold', sans-serif" font-size="${taglineSize}">${escapeXml(site.tagline)}</text>
</svg>
`;
}
