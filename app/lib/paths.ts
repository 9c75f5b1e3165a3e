/**
 * Addresses on the site. A route's path (`/stories`) is where a page sits within the site; the site
 * itself may live under a path of its host, the path of `siteUrl` in content/site.ts
 * (`https://wildfinch.github.io/travel-notes` lives under `/travel-notes`). Vite's `base` and React
 * Router's `basename` are that path (vite.config.ts, react-router.config.ts); `sitePath` puts a
 * route's path under it for a link, `${siteUrl}${path}` makes it absolute.
 */

/**
 * Pages are folders with an index.html, so their addresses end with a slash: static hosts serve
 * `/stories/` at once and answer `/stories` with a redirect to it, a round trip more per click.
 */
export const STORIES_PATH = "/stories/";

/** A story's own page, `/stories/<slug>/`: its address within the site. */
export const storyPath = (slug: string) => `${STORIES_PATH}${slug}/`;

/** A featured story on `/stories/`, where it is shown whole: `/stories/#<slug>`. */
export const featuredStoryPath = (slug: string) => `${STORIES_PATH}#${slug}`;

/** The file a page is prerendered to in build/client: `/stories/x/` is `stories/x/index.html`. */
export const pageFile = (path: string) => `${path.slice(1)}index.html`;

/**
 * The path the site lives under, without a trailing slash: "" for a site at its host's root.
 * An address that cannot be read counts as the root: the content check names the field.
 */
export function basePathOf(siteUrl: string) {
  if (!URL.canParse(siteUrl)) return "";
  return new URL(siteUrl).pathname.replace(/\/+$/, "");
}

/**
 * A route's path as a link in a page: under the site's path, which Vite gives the pages as
 * `import.meta.env.BASE_URL` ("/" or "/travel-notes/"). `sitePath("/")` is the home page.
 */
export const sitePath = (path: string) => `${import.meta.env.BASE_URL.replace(/\/$/, "")}${path}`;
