import { getSite } from "~/content/content.server";
import { webManifest } from "~/lib/feeds";

export function loader() {
  return new Response(JSON.stringify(webManifest(getSite()), null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
