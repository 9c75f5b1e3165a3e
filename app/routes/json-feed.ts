import { getFeedItems, getSite } from "~/content/content.server";
import { jsonFeed } from "~/lib/feeds";

export function loader() {
  return new Response(jsonFeed(getSite(), getFeedItems()), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
