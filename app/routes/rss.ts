import { getFeedItems, getSite } from "~/content/content.server";
import { rssXml } from "~/lib/feeds";

export function loader() {
  return new Response(rssXml(getSite(), getFeedItems()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
