import { getSite } from "~/content/content.server";
import { robotsTxt } from "~/lib/feeds";

/** `/robots.txt`, prerendered: every crawler welcome, and where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(getSite().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
