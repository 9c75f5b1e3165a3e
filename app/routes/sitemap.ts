import { getPages, getSite } from "~/content/content.server";
import { sitemapXml } from "~/lib/feeds";

export function loader() {
  return new Response(sitemapXml(getSite().siteUrl, getPages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
