import sharp from "sharp";
import { getSite } from "~/content/content.server";
import { socialCardSvg } from "~/lib/feeds";

/** `/og-image.png`, prerendered: the card a link to the site's other pages shows. */
export async function loader() {
  const png = await sharp(Buffer.from(socialCardSvg(getSite())))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
