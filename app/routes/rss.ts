import { getSite, getStories } from "~/content/content.server";
import { rssXml } from "~/lib/feeds";

export function loader() {
  return new Response(rssXml(getSite(), getStories()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
