import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { FORMATS, PhotoError, photoFormat, relative, type Variant } from "./describe.ts";
import { heifPixels } from "./heif.ts";

/** sharp writes no metadata unless asked: nothing of the camera's record goes with the pixels. */
export async function encodePhoto(source: string, wanted: [string, Variant][], cacheDir: string) {
  const largest = Math.max(...wanted.map(([, variant]) => variant.width));
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = await uprightPixels(source);
    upright = await image
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof PhotoError) throw error;
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
    // Written whole, then named: a build sharing the cache (another test's, beside this one) never
    // copies a file still being written.
    const file = path.join(cacheDir, path.basename(url));
    await writeFile(`${file}.${process.pid}.tmp`, await image.toBuffer());
    await rename(`${file}.${process.pid}.tmp`, file);
  }
}

async function uprightPixels(source: string) {
  const bytes = await readFile(source);
  // libheif turns a HEIC upright itself (heif.ts).
  if (photoFormat(source, bytes) === "heif") return heifPixels(bytes);
  return sharp(bytes).autoOrient();
}
