import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, mediaReader, sniffFile, type Media } from "../scripts/media-metadata.mjs";

/** What the build encodes itself (plugins/photos, the social card): hundreds, read fast by sharp. */
const BUILT_IMAGE_FORMATS = new Set(["JPEG", "HEIF", "PNG", "WebP"]);

/** IFD0 points to the GPS block; a second IFD is the embedded thumbnail. */
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

async function builtImageMetadata(file: string) {
  let metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch (error) {
    return [`something sharp cannot read (${(error as Error).message})`];
  }
  const found: string[] = [];
  if (metadata.exif) found.push(...describeExif(metadata.exif));
  if (metadata.xmp) found.push("XMP");
  if (metadata.iptc) found.push("IPTC");
  if (metadata.comments?.length) found.push("text comments");
  return found;
}

/** An image must carry no metadata block; other media no place, name or serial number. */
async function carriedBy(reader: ReturnType<typeof mediaReader>, file: string, media: Media) {
  const report = await reader.inspect(file, media);
  if (report.error) return [`something exiftool cannot read (it ${report.error})`];
  if (media.kind !== "image" || !report.blocks.length) {
    return report.found.length ? [describe(report)] : [];
  }
  // What the blocks hold, but for a clip's, which its block names already.
  const outside = report.found.filter((tag) => !tag.clip);
  if (!outside.length) return report.blocks;
  return [`${report.blocks.join(", ")}: ${describe({ ...report, found: outside })}`];
}

/** A file is media by its content, whatever its name; hidden files too. */
export async function auditImages(clientDir: string, publicDir = "public") {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .sort();
  const reader = mediaReader();
  const problems: string[] = [];
  let checked = 0;
  try {
    for (const file of files) {
      const full = path.join(clientDir, file);
      const media = sniffFile(full);
      if (!media) continue;
      checked += 1;
      const source = path.join(publicDir, file);
      const isCopied = existsSync(source);
      const isBuilt = !isCopied && media.kind === "image" && BUILT_IMAGE_FORMATS.has(media.format);
      const found = isBuilt ? await builtImageMetadata(full) : await carriedBy(reader, full, media);
      if (found.length === 0) continue;
      problems.push(
        `${file}${isCopied ? ` (copied from ${source})` : ""} carries ${found.join(", ")}`,
      );
    }
  } finally {
    await reader.end();
  }
  return { checked, problems };
}

export class ImageAuditError extends Error {
  constructor(problems: string[]) {
    super(
      [
        "These files would be published with what a camera, a phone or an editor wrote into them, which can name you and say where you were:",
        ...problems.map((problem) => `  - ${problem}`),
        'Put your own photos in content/uploads/ and name them like "uploads/beach.jpg" in the content files: the build publishes them upright and without any metadata. Files in public/ are published exactly as they are, whatever their name, hidden ones too: save them again without what they carry (an SVG without its <metadata> part), or remove them.',
      ].join("\n"),
    );
    this.name = "ImageAuditError";
  }
}
