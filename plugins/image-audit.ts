import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Every kind of image a browser or a host may serve. */
const IMAGE_FILE = /\.(?:avif|gif|heic|heif|jpe?g|png|tiff?|webp)$/i;

/**
 * What the EXIF block of a photo tells about its owner beyond the picture: its GPS position and its
 * embedded thumbnail, read from the TIFF structure (IFD0 points to the GPS block; a second IFD is
 * the thumbnail). `exif` is the block as sharp gives it, starting with "Exif\0\0".
 */
function describeExif(exif: Buffer) {
  const tiff = exif.subarray(exif.subarray(0, 4).toString("latin1") === "Exif" ? 6 : 0);
  const isLittle = tiff.subarray(0, 2).toString("latin1") === "II";
  const read16 = (at: number) => (isLittle ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const read32 = (at: number) => (isLittle ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const found = ["EXIF"];
  try {
    const ifd0 = read32(4);
    const entries = read16(ifd0);
    const tags = Array.from({ length: entries }, (_, i) => read16(ifd0 + 2 + i * 12));
    if (tags.includes(0x8825)) found.push("a GPS position");
    if (read32(ifd0 + 2 + entries * 12) !== 0) found.push("an embedded thumbnail");
  } catch {
    // A block too short to walk: it is reported as EXIF, which is enough to refuse it.
  }
  return found;
}

/** What an image file carries besides its picture; empty when nothing. */
export async function metadataOf(file: string) {
  const metadata = await sharp(file).metadata();
  const found: string[] = [];
  if (metadata.exif) found.push(...describeExif(metadata.exif));
  if (metadata.xmp) found.push("XMP");
  if (metadata.iptc) found.push("IPTC");
  if (metadata.comments?.length) found.push("text comments");
  return found;
}

/**
 * Checks every image under `clientDir`: how many, and those that carry metadata, as sentences
 * naming the file, what it carries and, for a file copied from `publicDir`, where it came from.
 */
export async function auditImages(clientDir: string, publicDir = "public") {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) =>
    IMAGE_FILE.test(file),
  );
  const problems: string[] = [];
  for (const file of files.sort()) {
    let found: string[];
    try {
      found = await metadataOf(path.join(clientDir, file));
    } catch (error) {
      found = [`something sharp cannot read (${(error as Error).message})`];
    }
    if (found.length === 0) continue;
    const source = path.join(publicDir, file);
    const from = existsSync(source) ? ` (copied from ${source})` : "";
    problems.push(`${file}${from} carries ${found.join(", ")}`);
  }
  return { checked: files.length, problems };
}

export class ImageAuditError extends Error {
  constructor(problems: string[]) {
    super(
      [
        "These images would be published with what the camera or an editor wrote into them, which can name you and say where you were:",
        ...problems.map((problem) => `  - ${problem}`),
        'Put your own photos in content/uploads/ and name them like "uploads/beach.jpg" in the content files: the build publishes them upright and without any metadata. Files in public/ are published exactly as they are.',
      ].join("\n"),
    );
    this.name = "ImageAuditError";
  }
}
