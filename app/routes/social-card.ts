import { getSite } from "~/content/content.server";
import { socialCardSvg } from "~/lib/feeds";
import { socialCardPng } from "~/lib/social-card.server";

/** The card a link to any page but a story shows. */
export function loader() {
  const png = socialCardPng(socialCardSvg(getSite()));
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
