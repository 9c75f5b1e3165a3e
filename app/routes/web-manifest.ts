import { getSite } from "~/content/content.server";
import { webManifest } from "~/lib/feeds";

/** `/site.webmanifest`, prerendered: the site's name and icons for a phone's home screen. */
export function loader() {
  return new Response(JSON.stringify(webManifest(getSite()), null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
