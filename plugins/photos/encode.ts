import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { FORMATS, PhotoError, relative, type Variant } from "./describe.ts";

/**
 * Encodes one photo's files into the cache: decoded and turned upright once, then each size. sharp
 * writes no metadata unless asked, so nothing of the camera's record goes with the pixels.
 */
export async function encodePhoto(source: string, wanted: [string, Variant][], cacheDir: string) {
  const largest = Math.max(...wanted.map(([, variant]) => variant.width));
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(source)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoError(
      relative(source),
      `${relative(source)} could not be decoded (${(error as Error).message})`,
    );
  }
  const { data, info } = upright;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const [url, { width, format }] of wanted) {
    let image = sharp(data, { raw }).resize({ width });
    image =
      format === "avif"
        ? image.avif(FORMATS.avif)
        : image.flatten({ background: "#ffffff" }).jpeg(FORMATS.jpeg);
    await writeFile(path.join(cacheDir, path.basename(url)), await image.toBuffer());
  }
}
