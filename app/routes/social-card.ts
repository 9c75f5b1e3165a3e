import sharp from "sharp";
import { getSite } from "~/content/content.server";
import { socialCardSvg } from "~/lib/feeds";

/** The card a link to any page but a story shows. */
export async function loader() {
  const png = await sharp(Buffer.from(socialCardSvg(getSite())))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
