import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { publishedName } from "../../app/content/names.ts";
import {
  PHOTO_FORMATS,
  type PhotoFormat,
  sniffPhotoFormat,
} from "../../app/content/photo-format.ts";
import type { Picture } from "../../app/content/schema";
import { heifSize } from "./heif.ts";

// Read without encoding: each address is recorded with what it is made from, so the build
// (publish.ts) and `npm run dev` (index.ts) can make it later.
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
export const FORMATS = {
  // Effort 2 of 9: a tenth of the default's time for files about 5% larger.
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 80, progressive: true },
} as const;
export type Format = keyof typeof FORMATS;
const EXTENSIONS: Record<Format, string> = { avif: "avif", jpeg: "jpg" };
const SETTINGS = JSON.stringify({ PHOTO_WIDTHS, FORMATS, version: 1 });

export type Variant = { source: string; width: number; format: Format };

/** By its path in build/client; a page asks for it under the site's path. */
export const variants = new Map<string, Variant>();

export const PHOTO_URL = /\/assets\/[\w-]+-[0-9a-f]{10}-\d+\.(?:avif|jpg)/g;

export class PhotoError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly usedIn: readonly string[] = [],
  ) {
    // Every problem names the file itself, and the fields that name it (site-model.ts).
    const where = usedIn.length
      ? `\n  It is the photo of ${usedIn.join("; and of ")}. Save it again from your phone or photo app (it may not have been copied whole), or choose another photo there.`
      : "";
    super(`Invalid photo: ${problem}${where}`);
    this.name = "PhotoError";
  }

  namedIn(usedIn: readonly string[] = []) {
    return new PhotoError(this.file, this.problem, usedIn);
  }
}

export const relative = (file: string) => path.relative(process.cwd(), file);

/** From its content: a phone's "IMG_2041.JPG" may hold a HEIC. */
export function photoFormat(file: string, bytes: Buffer) {
  const format = sniffPhotoFormat(bytes.subarray(0, 64));
  if (!format) {
    throw new PhotoError(relative(file), `${relative(file)} is not a ${PHOTO_FORMATS} photo`);
  }
  return format;
}

async function uprightSize(bytes: Buffer, format: PhotoFormat) {
  if (format === "heif") return heifSize(bytes);
  return (await sharp(bytes).metadata()).autoOrient;
}

export async function describePhoto(file: string, base = "/"): Promise<Picture> {
  const bytes = await readFile(file);
  const format = photoFormat(file, bytes);
  let size: { width: number; height: number };
  try {
    size = await uprightSize(bytes, format);
  } catch (error) {
    throw new PhotoError(
      relative(file),
      `${relative(file)} is not a readable image (${(error as Error).message})`,
    );
  }
  const hash = createHash("sha256").update(bytes).update(SETTINGS).digest("hex").slice(0, 10);
  const name = publishedName(file);
  const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, size.width)))];
  const srcSet = (format: Format) =>
    widths
      .map((width) => {
        const url = `/assets/${name}-${hash}-${width}.${EXTENSIONS[format]}`;
        variants.set(url, { source: file, width, format });
        return `${base}${url.slice(1)} ${width}w`;
      })
      .join(", ");
  const jpeg = srcSet("jpeg");
  const largest = widths.at(-1) ?? size.width;
  return {
    sources: { avif: srcSet("avif"), jpeg },
    img: {
      src: `${base}assets/${name}-${hash}-${largest}.jpg`,
      w: largest,
      h: Math.round((largest * size.height) / size.width),
    },
  };
}
