// The site may live under a path of its host, the path of `siteUrl` in content/site.yml; Vite's
// `base` and React Router's `basename` are that path (vite.config.ts, react-router.config.ts).

/** Static hosts answer `/stories` with a redirect to `/stories/`, a round trip more per click. */
export const STORIES_PATH = "/stories/";

export const storyPath = (slug: string) => `${STORIES_PATH}${slug}/`;

export const TRIPS_PATH = "/trips/";

export const tripPath = (slug: string) => `${TRIPS_PATH}${slug}/`;

/** A trip's map, a picture per theme beside its page (app/routes/trip-map-image.ts). */
export const tripMapFile = (slug: string, theme: "light" | "dark") =>
  `${tripPath(slug)}${theme === "dark" ? "map-dark" : "map"}.svg`;

/** Search the stories and trips (app/routes/search.tsx); `?q=` holds the words. */
export const SEARCH_PATH = "/search/";

/** Where the build writes the search index (plugins/output/search-index.ts). */
export const SEARCH_INDEX_DIR = "pagefind";

/**
 * The feeds, announced in every page's head (app/root.tsx). Here, not with the feeds' code
 * (feeds.ts), which brings every language's words: the home page's script needs only these.
 */
export const RSS_FILE = "/rss.xml";
export const JSON_FEED_FILE = "/feed.json";

/** A featured story is shown whole on `/stories/`. */
export const featuredStoryPath = (slug: string) => `${STORIES_PATH}#${slug}`;

export const pageFile = (path: string) => `${path.slice(1)}index.html`;

/** An address that cannot be read counts as the root: the content check names the field. */
export function basePathOf(siteUrl: string) {
  if (!URL.canParse(siteUrl)) return "";
  return new URL(siteUrl).pathname.replace(/\/+$/, "");
}

export const sitePath = (path: string) => `${import.meta.env.BASE_URL.replace(/\/$/, "")}${path}`;

/** A story's page, whole: what the feeds, its card and its share links give. */
export const storyUrl = (siteUrl: string, slug: string) => `${siteUrl}${storyPath(slug)}`;

/** The card a link to any page but a story shows (app/routes/social-card.ts). */
export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };
