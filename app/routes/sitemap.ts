import { getSite, getStories } from "~/content/content.server";
import { sitemapXml } from "~/lib/feeds";
import { storyPath } from "~/lib/paths";

/** `/sitemap.xml`, prerendered: the home page, `/stories` and every story's page. */
export function loader() {
  const paths = ["/", "/stories", ...getStories().map((story) => storyPath(story.slug))];
  return new Response(sitemapXml(getSite().siteUrl, paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
