import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("stories", "routes/stories.tsx"),
  route("stories/:slug", "routes/story.tsx"),
  route("trips", "routes/trips.tsx"),
  route("trips/:slug", "routes/trip.tsx"),
  route("search", "routes/search.tsx"),
  // Files made from the content at build time.
  route("stories/map.svg", "routes/story-map-image.ts", { id: "story-map" }),
  route("stories/map-dark.svg", "routes/story-map-image.ts", { id: "story-map-dark" }),
  route("trips/:slug/map.svg", "routes/trip-map-image.ts", { id: "trip-map" }),
  route("trips/:slug/map-dark.svg", "routes/trip-map-image.ts", { id: "trip-map-dark" }),
  route("og-image.png", "routes/social-card.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("feed.json", "routes/json-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
