// What a file may tell about its owner, judged by its content, never by its name: whether it is
// media that can carry metadata (a photo, a video, a drawing, a recording, an XMP packet, a PDF),
// and what it carries, as exiftool reads it with the documents embedded in it (-ee), a motion
// photo's video clip included. The build's image audit (plugins/image-audit.ts) and
// scripts/photo-privacy.mjs (photos:check, photos:clean, photos:history, the pre-commit hook) read
// files through this module alone, so they agree on every file, whatever its name or folder.
import {
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * @typedef {"image" | "video" | "audio" | "drawing" | "xmp" | "xml" | "document"} MediaKind
 * @typedef {{ kind: MediaKind, format: string, writable: boolean }} Media what a file holds, and
 *   whether exiftool can remove what it carries (it cannot write SVG, XML, MP3 or Matroska, and
 *   what it removes from a PDF stays in the file)
 * @typedef {{ tag: string, kind: string, maker: boolean, embedded: boolean, clip: boolean }} Found
 *   a tag that gives the owner away, as "group:name"; `embedded` when it is in a document inside
 *   the file, `clip` when in the video clip it holds
 * @typedef {{ media?: Media, type?: string, found: Found[], gps?: number[], clipGps?: number[],
 *   blocks: string[], clips: string[], error?: string, fix?: string, cleaned?: boolean }} Report
 *   what a file carries: the place, names and serials (`found`), and for the audit of a published
 *   image every block of metadata (`blocks`: EXIF, XMP…); its video clips by exiftool's tag names;
 *   why it cannot be read (`error`), or what to do when it cannot be cleaned here (`fix`)
 */

// What gives the owner away, by exiftool's tag names in any group (EXIF, XMP, IPTC, QuickTime,
// maker notes; the Lat/Lon endings are a GPX or KML track's points).
export const PLACE =
  /^(?!GPSVersionID$).*GPS|(Latitude|Longitude|Coordinates|Lat|Lon)$|^(City|Sub-?location|Province-?State|State|Country(Code)?|Country-PrimaryLocation(Name|Code)|Location(Name|Created.*|Shown.*)?)$/;
export const NAME =
  /^(Artist|(XP)?Author|By-?line(Title)?|(Camera)?OwnerName|Owner|Copyright(Notice)?|Rights|Writer-?Editor|CaptionWriter|Creator(Address|City|Region|PostalCode|Country|Work(Email|Telephone|URL))?)$/;
export const KINDS = /** @type {const} */ ([
  ["location", "the place it was taken", PLACE],
  ["name", "a person's name", NAME],
  ["serial", "the camera's serial number", /SerialNumber$/],
]);
/** Groups about the file itself, worked out from other tags, or the colour profile: left alone. */
const SKIPPED_GROUPS = /^(ExifTool|File|Composite|ICC_Profile)$/;

/** Blocks of metadata a published image may not hold, by exiftool's first group, in this order. */
const BLOCKS = /** @type {const} */ ([
  ["EXIF", "EXIF"],
  ["GPS", "a GPS position"],
  ["IFD1", "an embedded thumbnail"],
  ["XMP", "XMP"],
  ["IPTC", "IPTC"],
  ["Photoshop", "Photoshop's metadata"],
  ["JUMBF", "content credentials"],
  ["MPF", "embedded pictures"],
  ["Trailer", "data after the picture"],
  ["Comment", "text comments"],
]);

/* eslint-disable no-control-regex -- a format's first bytes are control characters, read as Latin-1 */
/** What each kind of file is, by its first bytes. @type {[RegExp, MediaKind, string, boolean][]} */
const SIGNATURES = [
  [/^\xff\xd8\xff/, "image", "JPEG", true],
  [/^\x89PNG\r\n\x1a\n/, "image", "PNG", true],
  [/^GIF8[79]a/, "image", "GIF", true],
  [/^RIFF[^]{4}WEBP/, "image", "WebP", true],
  [/^(II\*\0|MM\0\*|II[RU][\0OS]|FUJIFILMCCD-RAW)/, "image", "TIFF", true],
  [/^8BPS/, "image", "Photoshop", true],
  [/^(\0\0\0\x0c(jP {2}|JXL )\r\n\x87\n|\xff\x0a)/, "image", "JPEG 2000", true],
  [/^(%!PS|\xc5\xd0\xd3\xc6)/, "image", "PostScript", true],
  // ISO BMFF (HEIF, MP4, QuickTime): a first box's size, then its type.
  [/^\0\0\0[^]ftyp(hei[cmsx]|hev[cmsx]|mif[12]|msf1|avi[fs]|crx )/, "image", "HEIF", true],
  [/^\0\0\0[^]ftyp(M4[ABP] |F4[AB] )/, "audio", "M4A", true],
  [/^\0[^]{3}(ftyp|moov|mdat|wide|free|skip|pnot)/, "video", "MP4", true],
  [/^RIFF[^]{4}AVI /, "video", "AVI", false],
  [/^\x1a\x45\xdf\xa3/, "video", "Matroska", false],
  [/^\x30\x26\xb2\x75\x8e\x66\xcf\x11/, "video", "Windows Media", false],
  [/^(RIFF[^]{4}WAVE|FORM[^]{4}AIF[FC])/, "audio", "WAV", false],
  [/^(ID3|\xff[\xf2\xf3\xfa\xfb])/, "audio", "MP3", false],
  [/^(fLaC|OggS)/, "audio", "FLAC", false],
  [/^%PDF-/, "document", "PDF", false],
];
/* eslint-enable no-control-regex */

/** How many first bytes tell what a file is: an XML file's root may follow a long prolog. */
export const HEAD_BYTES = 64 * 1024;

/**
 * The first element of an XML document, past its declaration, comments and doctype ("?xpacket"
 * for an XMP packet), and whether it is XML: declared so, or its root names its namespace (a
 * page's or a component's markup is neither).
 * @param {string} text
 */
function xmlRoot(text) {
  let rest = text.replace(/^\ufeff/, "").trimStart();
  const isDeclared = rest.startsWith("<?xml");
  for (;;) {
    if (rest.startsWith("<?xpacket")) return { root: "?xpacket", isXml: true };
    const prolog = /^(<\?[^]*?\?>|<!--[^]*?-->|<!DOCTYPE(?:[^[>]|\[[^]*?\])*>)\s*/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  const root = /^<([A-Za-z_][\w.:-]*)([^>]*)/.exec(rest);
  return { root: root?.[1], isXml: isDeclared || /\bxmlns\b/.test(root?.[2] ?? "") };
}

/**
 * What `bytes` (a file's first bytes, HEAD_BYTES or all) hold, when it is media that can carry
 * metadata; undefined for anything else (text, code, fonts, pages).
 * @param {Buffer} bytes @returns {Media | undefined}
 */
export function sniff(bytes) {
  const start = bytes.toString("latin1", 0, 16);
  const signature = SIGNATURES.find(([pattern]) => pattern.test(start));
  if (signature) return { kind: signature[1], format: signature[2], writable: signature[3] };
  const { root, isXml } = xmlRoot(bytes.toString("utf8", 0, HEAD_BYTES));
  if (!root || /^html$/i.test(root)) return undefined;
  if (/^(\w+:)?svg$/.test(root)) return { kind: "drawing", format: "SVG", writable: false };
  if (/^(\?xpacket|x:xmpmeta|x:xapmeta|rdf:RDF)$/.test(root)) {
    return { kind: "xmp", format: "XMP", writable: true };
  }
  return isXml ? { kind: "xml", format: "XML", writable: false } : undefined;
}

/** What the file at `file` holds (sniff on its first bytes). @param {string} file */
export function sniffFile(file) {
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(file, "r");
  try {
    return sniff(head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0)));
  } finally {
    closeSync(fd);
  }
}

/** Whether a PNG holds text chunks besides its XMP (a comment, an author, a date). @param {string} file */
function hasPngText(file) {
  const fd = openSync(file, "r");
  const head = Buffer.alloc(26);
  try {
    for (let at = 8; readSync(fd, head, 0, 26, at) >= 8; at += 12 + head.readUInt32BE(0)) {
      const type = head.toString("latin1", 4, 8);
      if (type === "IEND") return false;
      const keyword = head.toString("latin1", 8, 25);
      if (/^(tEXt|zTXt|iTXt)$/.test(type) && keyword !== "XML:com.adobe.xmp") return true;
    }
    return false;
  } finally {
    closeSync(fd);
  }
}

/** @type {Record<MediaKind, string>} */
const NOUNS = {
  image: "a photo",
  video: "a video",
  audio: "a recording",
  drawing: "a drawing",
  xmp: "XMP",
  xml: "XML",
  document: "a PDF",
};

/** What to do with a file whose place, names or serials cannot be removed here. */
/** @type {Record<MediaKind, string>} */
const FIXES = {
  image: "open it and save it again as a JPEG, HEIC, PNG, WebP or AVIF photo",
  video: "export it again from your phone or video app without its location",
  audio: "remove those tags in your music app, or export it again without them",
  drawing:
    "open it in a text editor and delete its <metadata> … </metadata> part, or export it again without metadata",
  xmp: "open it in a text editor and delete those lines, or delete the file",
  xml: "open it in a text editor and delete those parts, or delete the file",
  document:
    "export it again without them (a PDF keeps what an edit removes, underneath), or delete the file",
};

/** Which kind of tag `name` of `group0` is: location, name or serial; undefined for none. */
const kindOf = (/** @type {string} */ group0, /** @type {string} */ name) =>
  // A PDF's Creator is the program that made it, not a person.
  group0 === "PDF" && name === "Creator"
    ? undefined
    : KINDS.find(([, , pattern]) => pattern.test(name))?.[0];

const isBinary = (/** @type {unknown} */ value) => String(value).startsWith("(Binary data ");

/** Two numbers from GPSLatitude and GPSLongitude, or from a "lat lon" GPSPosition. */
function gpsOf(/** @type {Record<string, unknown>} */ raw) {
  const pair = [raw["Composite:Main:GPSLatitude"], raw["Composite:Main:GPSLongitude"]];
  if (pair.every((n) => typeof n === "number")) return /** @type {number[]} */ (pair);
  const position = String(raw["Composite:Main:GPSPosition"] ?? "")
    .split(" ")
    .map(Number);
  return position.length === 2 && position.every(Number.isFinite) ? position : undefined;
}

/**
 * "the place it was taken (GPS 48.85, 2.35) and the camera's serial number": what a report's
 * findings are, in words; a place in a drawing or a file is "a place", a serial "a serial number".
 * @param {Report} report
 */
export function describe({ media, found, gps, clipGps }) {
  const isCamera = !media || media.kind === "image" || media.kind === "video";
  /** @param {Found[]} tags @param {number[] | undefined} where @param {boolean} camera */
  const words = (tags, where, camera) =>
    KINDS.filter(([kind]) => tags.some((tag) => tag.kind === kind)).map(([kind, text]) => {
      const at = where ? ` (GPS ${where.map((n) => n.toFixed(2)).join(", ")})` : "";
      if (kind === "location") return (camera ? text : "a place") + at;
      return camera || kind !== "serial" ? text : "a serial number";
    });
  const outside = words(
    found.filter((tag) => !tag.clip),
    gps,
    isCamera,
  );
  const inClip = words(
    found.filter((tag) => tag.clip),
    clipGps,
    true,
  );
  if (inClip.length) outside.push(`${list(inClip)} in the video clip it holds`);
  return list(outside);
}

/** "a, b and c". @param {string[]} items */
const list = (items) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/** Deletes what a motion photo's clip is, once the clip is gone (Google's and older XMP). */
const MOTION_PHOTO_XMP = Object.fromEntries(
  [
    "XMP-GCamera:MotionPhoto",
    "XMP-GCamera:MotionPhotoVersion",
    "XMP-GCamera:MotionPhotoPresentationTimestampUs",
    "XMP-GCamera:MicroVideo",
    "XMP-GCamera:MicroVideoVersion",
    "XMP-GCamera:MicroVideoOffset",
    "XMP-GCamera:MicroVideoPresentationTimestampUs",
    "XMP-GContainer:all",
  ].map((tag) => [tag, null]),
);

/**
 * Reads files with one exiftool, started on first use (a commit without media never starts Perl),
 * and ended by `end()`.
 */
export function mediaReader() {
  /** @type {import("exiftool-vendored").ExifTool | undefined} */
  let started;
  /** @type {string | undefined} */
  let scratch;
  const exiftool = async () =>
    (started ??= new (await import("exiftool-vendored")).ExifTool({
      maxProcs: 1,
      // -ee reads every frame's metadata: a long video takes longer than the 30 s default.
      taskTimeoutMillis: 600_000,
      // exiftool-vendored 35 (the last on Node 20) refuses a process age below the task timeout.
      maxProcAgeMillis: 600_000,
    }));
  /** A path in this reader's own temporary folder. @param {string} name */
  const temporary = (name) =>
    path.join((scratch ??= mkdtempSync(path.join(tmpdir(), "media-metadata-"))), name);

  /**
   * Every tag of `file` and of the documents inside it, named "group0:group1:document:name"
   * ("EXIF:GPS:Main:GPSLatitude"): -a keeps duplicates, -n numbers, -ee embedded documents.
   * @param {string} file @param {string[]} [only] some tags, as binary data
   */
  const tagsOf = async (file, only = []) =>
    /** @type {Record<string, unknown>} */ (
      await (
        await exiftool()
      ).readRaw(file, { readArgs: ["-G0:1:3", "-a", "-n", "-ee", ...only], useMWG: false })
    );

  /**
   * What `file` carries, or why it cannot be read; nothing for a file that is not media.
   * @param {string} file @param {Media | undefined} [media] @param {boolean} [inner] a clip's
   * @returns {Promise<Report>}
   */
  async function inspect(file, media = sniffFile(file), inner = false) {
    /** @type {Report} */
    const report = { media, found: [], blocks: [], clips: [] };
    if (!media) return report;
    /** @type {Record<string, unknown>} */
    let raw;
    try {
      raw = await tagsOf(file);
    } catch (error) {
      return {
        ...report,
        error: `cannot be read by exiftool (${/** @type {Error} */ (error).message})`,
      };
    }
    const warning = String(raw["ExifTool:Main:Warning"] ?? "");
    const trouble = String(
      raw["ExifTool:Main:Error"] ?? (warning.startsWith("[minor]") ? "" : warning),
    );
    if (/empty/i.test(trouble)) return { ...report, error: "is an empty file" };
    if (/format error|unknown file|not a valid|corrupt|truncated/i.test(trouble)) {
      return { ...report, error: `cannot be read as ${NOUNS[media.kind]} (it may be damaged)` };
    }
    report.type = String(raw["File:Main:FileTypeExtension"]).toLowerCase();
    const blocks = new Set();
    /** @type {Map<string, string>} a clip's tag by its size */
    const clips = new Map();
    for (const [key, value] of Object.entries(raw)) {
      const groups = key.split(":");
      const [name = "", doc = ""] = [groups.pop(), groups.pop()];
      const [group0 = "", group1 = group0] = [groups[0], groups.at(-1)];
      if (!group0 || !String(value).trim()) continue;
      if (doc === "Main") {
        for (const [group] of BLOCKS) if (group === group0 || group === group1) blocks.add(group);
        if (name === "Comment" && group0 === "File") blocks.add("Comment");
      }
      if (isBinary(value) && /Video/.test(name)) clips.set(String(value), `${group0}:${name}`);
      const kind = kindOf(group0, name);
      if (!kind || SKIPPED_GROUPS.test(group0)) continue;
      const [maker, embedded] = [group0 === "MakerNotes", doc !== "Main"];
      report.found.push({ tag: `${group1}:${name}`, kind, maker, embedded, clip: false });
    }
    if (media.format === "PNG" && hasPngText(file)) blocks.add("Comment");
    if (clips.size) blocks.delete("Trailer");
    report.blocks = BLOCKS.filter(([group]) => blocks.has(group)).map(([, words]) => words);
    report.gps = gpsOf(raw);
    if (!inner) {
      for (const tag of clips.values()) await readClip(file, tag, report);
    }
    if (report.found.length && !media.writable) report.fix = FIXES[media.kind];
    return report;
  }

  /**
   * The video clip a photo holds (a motion photo's, after the picture): exiftool gives its bytes
   * but does not read them, so it is read as a file of its own; what it carries is the photo's.
   * @param {string} file @param {string} tag @param {Report} report
   */
  async function readClip(file, tag, report) {
    const raw = await tagsOf(file, ["-b", `-${tag}`]);
    const data = Object.values(raw).find((value) => String(value).startsWith("base64:"));
    if (!data) return;
    const clip = temporary(`clip-${report.clips.length}`);
    writeFileSync(clip, Buffer.from(String(data).slice("base64:".length), "base64"));
    try {
      const inside = await inspect(clip, sniffFile(clip), true);
      report.clips.push(tag);
      const carries = inside.found.length ? ` that carries ${describe(inside)}` : "";
      report.blocks.push(`a video clip${carries}`);
      report.found.push(...inside.found.map((found) => ({ ...found, tag, clip: true })));
      report.clipGps ??= inside.gps;
    } finally {
      rmSync(clip, { force: true });
    }
  }

  /**
   * Removes in place what `file` carries, the picture (or sound, or film) untouched; the report
   * says what that was (`cleaned`), why it cannot be read (`error`) or what to do instead (`fix`).
   * A motion photo's clip that carries any of it goes whole: exiftool cannot edit it in place.
   * @param {string} file @param {Media | undefined} [media] @returns {Promise<Report>}
   */
  async function clean(file, media = sniffFile(file)) {
    const et = await exiftool();
    const report = await inspect(file, media);
    if (report.error || report.fix || !report.found.length || !report.media) return report;
    // exiftool writes a file only when its name says what it holds, and a phone's "IMG_2041.JPG"
    // may be a HEIC: it cleans a copy named after what it holds, which then replaces the file.
    const copy = temporary(`clean.${report.type}`);
    const options = { useMWG: false, ignoreMinorErrors: true, writeArgs: ["-overwrite_original"] };
    /** @param {Record<string, null>} tags */
    const remove = (tags) =>
      et.write(copy, /** @type {import("exiftool-vendored").WriteTags} */ (tags), options);
    try {
      copyFileSync(file, copy);
      const inPlace = report.found.filter((tag) => !tag.embedded && !tag.clip);
      if (inPlace.length) await remove(Object.fromEntries(inPlace.map(({ tag }) => [tag, null])));
      if (report.found.some((tag) => tag.embedded || tag.clip)) {
        // A clip after the picture, or pictures embedded there, go with everything after it.
        const inside = report.clips.filter((tag) => !tag.startsWith("Trailer:"));
        await remove({
          "Trailer:all": null,
          ...MOTION_PHOTO_XMP,
          ...Object.fromEntries(inside.map((tag) => [tag, null])),
        });
      }
      let left = await inspect(copy, media);
      // A camera maker's own block (its maker note) may not let one tag go alone: it then goes whole.
      if (left.found.some((tag) => tag.maker)) {
        await remove({ "MakerNotes:all": null });
        left = await inspect(copy, media);
      }
      if (left.error || left.found.length) throw new Error(`${file}: ${describe(left)} stayed`);
      copyFileSync(copy, file);
      report.cleaned = true;
    } catch {
      report.fix = FIXES[report.media.kind];
    } finally {
      rmSync(copy, { force: true });
    }
    return report;
  }

  /** Ends exiftool, if it started, and removes the temporary files. */
  async function end() {
    await started?.end();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }

  return { inspect, clean, end };
}
