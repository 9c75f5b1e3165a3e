// What the content variants (scripts/large-site.mjs, scripts/owner-check.mjs) ask of a build that
// no visitor's browser sees: how much a page's HTML weighs, that a draft is nowhere in the files,
// and that no published image carries the owner's metadata or is an original. What its pages and
// files say is read by tests/built, what only a browser shows by the tests tagged @owner
// (docs/testing.md). Each check returns the problems it found, as sentences; an empty list means
// the build passed it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brotliBytes } from "./budgets.mjs";

/** Bytes that mean a file still carries metadata: EXIF, XMP, IPTC (Photoshop), an ICC name. */
const METADATA_MARKERS = [
  "Exif\0\0",
  "http://ns.adobe.com/xap/1.0/",
  "<x:xmpmeta",
  "Photoshop 3.0",
];
const IMAGE_FILE = /\.(?:avif|jpe?g|png|webp|gif|heic|tiff?)$/i;

/** A file's size once compressed as static hosts do (brotli, quality 11). @param {string} file */
export const brotliSize = (file) => brotliBytes(readFileSync(file));

/**
 * A page's HTML, with the files it shows beside it (`with`: a trip's map), weighs at most `budget`
 * bytes once compressed.
 * @param {string} file @param {number} budget @param {string} name
 * @param {{ with?: string[] }} [options]
 */
export function checkPageWeight(file, budget, name, { with: more = [] } = {}) {
  const size = [file, ...more].reduce((sum, each) => sum + brotliSize(each), 0);
  const what = more.length > 0 ? "HTML with its map" : "HTML";
  return size <= budget
    ? []
    : [`${name} is ${size} bytes of ${what} (brotli), over its budget of ${budget}`];
}

/** Every file under `dir`, as paths relative to it. @param {string} dir */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** @param {Buffer} bytes */
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * No published image carries metadata or the owner's `secrets` (name, serial number, …), none is
 * an original upload, and each of the `upright` photos (names like "story-07") is upright: wider
 * than tall (taller than wide, those named in `portrait` too), with the red mark the generator put
 * in its top left corner.
 * @param {string} clientDir @param {string[]} uploads paths of the originals
 * @param {{ secrets: string[], upright: string[], portrait?: string[] }} expectations
 */
export async function checkPublishedImages(
  clientDir,
  uploads,
  { secrets, upright, portrait = [] },
) {
  const problems = [];
  const originals = new Map(uploads.map((file) => [sha256(readFileSync(file)), file]));
  const originalNames = new Set(uploads.map((file) => path.basename(file)));
  const images = filesIn(clientDir).filter((file) => IMAGE_FILE.test(file));
  for (const file of images) {
    const bytes = readFileSync(path.join(clientDir, file));
    const original = originals.get(sha256(bytes));
    if (original) problems.push(`${file} is the original ${original}, published as is`);
    if (originalNames.has(path.basename(file))) {
      problems.push(`${file} has the name of an original upload`);
    }
    for (const marker of [...METADATA_MARKERS, ...secrets]) {
      if (bytes.includes(marker)) problems.push(`${file} carries ${JSON.stringify(marker)}`);
    }
    let metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch (error) {
      problems.push(`${file} is not a readable image: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    for (const kind of /** @type {const} */ (["exif", "xmp", "iptc"])) {
      if (metadata[kind]) problems.push(`${file} carries ${kind.toUpperCase()} metadata`);
    }
    if ((metadata.orientation ?? 1) !== 1) {
      problems.push(`${file} asks to be rotated (orientation ${metadata.orientation})`);
    }
  }
  // Upright: one file per photo, as every width and format is cut from the same turned pixels
  // (plugins/photos/encode.ts): its smallest JPEG, the cheapest to decode (a full decode of each
  // width and format took most of a minute on a busy machine).
  for (const name of upright) {
    const [smallest] = images
      .map((file) => ({ file, width: Number(/-(\d+)\.jpg$/.exec(file)?.[1] ?? NaN) }))
      .filter(({ file, width }) => path.basename(file).startsWith(`${name}-`) && width > 0)
      .sort((a, b) => a.width - b.width);
    if (!smallest) {
      problems.push(`${name} is not published as JPEG`);
      continue;
    }
    const bytes = readFileSync(path.join(clientDir, smallest.file));
    const { data, info } = await sharp(bytes)
      .extract({ left: 1, top: 1, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const [red = 0, green = 0, blue = 0] = data;
    const isTurned = portrait.includes(name) ? height <= width : width <= height;
    if (info.channels < 3 || isTurned || red < 200 || green > 60 || blue > 60) {
      problems.push(
        `${smallest.file} is not upright (${width}x${height}, top left rgb(${red}, ${green}, ${blue}))`,
      );
    }
  }
  if (images.length === 0) problems.push("the build published no image at all");
  return problems;
}

/**
 * A draft is nowhere in the output: no file named after it, no page, feed or data file naming it,
 * and none of its photos (`photos`, names like "draft-01") published.
 * @param {string} clientDir @param {{ slug: string, title: string, photos: string[] }} draft
 */
export function checkDraftNowhere(clientDir, { slug, title, photos }) {
  const problems = [];
  for (const file of filesIn(clientDir)) {
    const name = path.basename(file);
    if (file.includes(slug)) problems.push(`${file} is published, named after the draft ${slug}`);
    if (photos.some((photo) => name.startsWith(`${photo}-`))) {
      problems.push(`${file}, a photo of the draft ${slug}, is published`);
    }
    if (!/\.(?:html|xml|txt|json|data|webmanifest|svg|js)$/.test(file)) continue;
    const text = readFileSync(path.join(clientDir, file), "utf8");
    for (const clue of [slug, title, ...photos]) {
      if (text.includes(clue)) problems.push(`${file} names the draft's ${JSON.stringify(clue)}`);
    }
  }
  return problems;
}
