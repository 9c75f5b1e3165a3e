import { getSite } from "~/content/content.server";
import { robotsTxt } from "~/lib/feeds";

export function loader() {
  return new Response(robotsTxt(getSite().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
