// A photo as a camera or a phone writes it, for the checks that the owner's photos are published
// safely (scripts/large-site.mjs, scripts/owner-check.mjs): 4000x3000 as seen, a fractal plasma (it
// costs an encoder what a real photo costs, where a smooth gradient costs a fifth), EXIF with GPS,
// the owner's name, the camera's serial number, a maker note and a thumbnail, XMP and IPTC, and a
// red mark in its top left corner; stored on its side with EXIF orientation 6 when asked, as phones
// do. iphonePhoto() gives one as an iPhone stores it, in HEIC, for the photo pipeline's tests;
// phoneVideo(), motionPhoto(), drawingWithPlace() and xmpSidecar() the other files that carry the
// same place and name, for the privacy checks (scripts/media-metadata.mjs).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { random } from "./story-text.mjs";

const OWNER = "Jordan Q. Realname";
const SERIAL = "CAM-SERIAL-7Q4471";
const MAKER_NOTE = "MAKERNOTE-LENS-SERIAL-99812";
/** What a camera photo carries that must never be published: the owner's name, the serials. */
export const CAMERA_SECRETS = [OWNER, SERIAL, MAKER_NOTE];
const GPS = { latitude: [40, 44, 54.36], longitude: [73, 59, 8.5] };

/**
 * Fractal plasma (diamond-square), one channel, `size` = 2^k + 1, values about 0-1. With a
 * roughness of 0.72 per halving, the photo pipeline spends on it what it spends on ImageMagick's
 * `convert -size 1000x750 plasma:fractal -resize 4000x3000` (0.6-0.7 s each here).
 * @param {number} size @param {() => number} rand
 */
function plasmaChannel(size, rand) {
  const cells = new Float32Array(size * size);
  const at = (/** @type {number} */ x, /** @type {number} */ y) => cells[y * size + x] ?? 0;
  for (const corner of [0, size - 1, (size - 1) * size, size * size - 1]) cells[corner] = rand();
  let amplitude = 0.9;
  for (let step = size - 1; step > 1; step /= 2) {
    const half = step / 2;
    for (let y = half; y < size; y += step) {
      for (let x = half; x < size; x += step) {
        const mean =
          (at(x - half, y - half) +
            at(x + half, y - half) +
            at(x - half, y + half) +
            at(x + half, y + half)) /
          4;
        cells[y * size + x] = mean + (rand() - 0.5) * amplitude;
      }
    }
    for (let y = 0; y < size; y += half) {
      for (let x = (y / half) % 2 === 0 ? half : 0; x < size; x += step) {
        // The mean of the neighbours inside the square: four, or three at an edge.
        const above = y >= half ? at(x, y - half) : NaN;
        const below = y + half < size ? at(x, y + half) : NaN;
        const left = x >= half ? at(x - half, y) : NaN;
        const right = x + half < size ? at(x + half, y) : NaN;
        const inside = [above, below, left, right].filter((value) => !Number.isNaN(value));
        const mean = inside.reduce((sum, value) => sum + value, 0) / inside.length;
        cells[y * size + x] = mean + (rand() - 0.5) * amplitude;
      }
    }
    amplitude *= 0.72;
  }
  return cells;
}

/**
 * A colour plasma, as raw RGB: 1000x750 for a camera's photo, 500x375 for the smaller photos of
 * the checks in npm test (2000 px at most), which it costs a quarter of the work to draw; turned
 * to 750x1000 or 375x500 for a photo held upright (portrait).
 * @param {number} seed @param {number} photoWidth @param {number} photoHeight
 */
function plasma(seed, photoWidth, photoHeight) {
  const rand = random(seed);
  const isCameraSize = Math.max(photoWidth, photoHeight) > 2000;
  const size = isCameraSize ? 1025 : 513;
  const channels = [
    plasmaChannel(size, rand),
    plasmaChannel(size, rand),
    plasmaChannel(size, rand),
  ];
  const [long, short] = isCameraSize ? [1000, 750] : [500, 375];
  const [width, height] = photoHeight > photoWidth ? [short, long] : [long, short];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const value = channels[c]?.[y * size + x] ?? 0;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value * 255)));
      }
    }
  }
  return { pixels, raw: { width, height, channels: /** @type {const} */ (3) } };
}

/**
 * @typedef {{ ifd: number[], thumbnail: number }} Offsets
 * @typedef {string | number | number[]} Value
 * @typedef {[tag: number, type: number, value: Value | ((offsets: Offsets) => number)]} Entry
 * @typedef {{ entries: Entry[], next?: number }} Ifd
 */

/** Bytes per value of each TIFF type: BYTE, ASCII, SHORT, LONG, RATIONAL, UNDEFINED. */
/** @type {Record<number, number>} */
const TYPE_SIZES = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 };

/** @param {number} type @param {Value} value */
function valueBytes(type, value) {
  if (type === 2) return Buffer.from(`${value}\0`, "latin1");
  if (type === 7) return Buffer.from(String(value), "latin1");
  const values = Array.isArray(value) ? value : [Number(value)];
  const size = TYPE_SIZES[type] ?? 1;
  const bytes = Buffer.alloc(size * values.length);
  values.forEach((v, i) => {
    if (type === 1) bytes.writeUInt8(v, i);
    if (type === 3) bytes.writeUInt16BE(v, i * 2);
    if (type === 4) bytes.writeUInt32BE(v, i * 4);
    if (type === 5) {
      bytes.writeUInt32BE(Math.round(v * 100), i * 8);
      bytes.writeUInt32BE(100, i * 8 + 4);
    }
  });
  return bytes;
}

/**
 * A TIFF structure (big-endian) for an EXIF segment: the IFDs in order, then the thumbnail. An
 * entry's value may depend on where the IFDs and the thumbnail land, so it is laid out twice.
 * @param {Ifd[]} ifds @param {Buffer} thumbnail
 */
function tiff(ifds, thumbnail) {
  /** @param {Offsets} offsets */
  const layout = (offsets) => {
    /** @type {Buffer[]} */
    const blocks = [];
    /** @type {number[]} */
    const starts = [];
    let position = 8;
    for (const ifd of ifds) {
      starts.push(position);
      const entries = ifd.entries
        .map(([tag, type, value]) => ({
          tag,
          type,
          bytes: valueBytes(type, typeof value === "function" ? value(offsets) : value),
        }))
        .sort((a, b) => a.tag - b.tag);
      const table = Buffer.alloc(2 + entries.length * 12 + 4);
      table.writeUInt16BE(entries.length, 0);
      let dataPosition = position + table.length;
      /** @type {Buffer[]} */
      const data = [];
      entries.forEach(({ tag, type, bytes }, i) => {
        const row = 2 + i * 12;
        table.writeUInt16BE(tag, row);
        table.writeUInt16BE(type, row + 2);
        table.writeUInt32BE(bytes.length / (TYPE_SIZES[type] ?? 1), row + 4);
        if (bytes.length <= 4) {
          bytes.copy(table, row + 8);
          return;
        }
        table.writeUInt32BE(dataPosition, row + 8);
        const padded = bytes.length % 2 ? Buffer.concat([bytes, Buffer.alloc(1)]) : bytes;
        data.push(padded);
        dataPosition += padded.length;
      });
      const next = ifd.next === undefined ? 0 : (offsets.ifd[ifd.next] ?? 0);
      table.writeUInt32BE(next, 2 + entries.length * 12);
      blocks.push(table, ...data);
      position = dataPosition;
    }
    return { blocks, offsets: { ifd: starts, thumbnail: position } };
  };
  const { blocks } = layout(layout({ ifd: [], thumbnail: 0 }).offsets);
  return Buffer.concat([Buffer.from("MM\0\x2a\0\0\0\x08", "latin1"), ...blocks, thumbnail]);
}

/** A JPEG segment: marker, length, payload. @param {number} marker @param {Buffer} payload */
function segment(marker, payload) {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * What a camera writes into a photo besides the picture.
 * @param {number} orientation @param {Buffer} thumbnail
 */
function cameraMetadata(orientation, thumbnail) {
  const [exif, gps, ifd1] = [1, 2, 3];
  const exifTiff = tiff(
    [
      {
        entries: [
          [0x010f, 2, "Canary"],
          [0x0110, 2, "Canary C1 Mark II"],
          [0x0112, 3, orientation],
          [0x013b, 2, OWNER],
          [0x8298, 2, `Copyright ${OWNER}`],
          [0x8769, 4, (/** @type {Offsets} */ o) => o.ifd[exif] ?? 0],
          [0x8825, 4, (/** @type {Offsets} */ o) => o.ifd[gps] ?? 0],
        ],
        next: ifd1,
      },
      {
        entries: [
          [0xa431, 2, SERIAL],
          [0x927c, 7, MAKER_NOTE],
          [0xa430, 2, OWNER],
        ],
      },
      {
        entries: [
          [0x0000, 1, [2, 3, 0, 0]],
          [0x0001, 2, "N"],
          [0x0002, 5, GPS.latitude],
          [0x0003, 2, "W"],
          [0x0004, 5, GPS.longitude],
        ],
      },
      {
        entries: [
          [0x0103, 3, 6],
          [0x0201, 4, (/** @type {Offsets} */ o) => o.thumbnail],
          [0x0202, 4, thumbnail.length],
        ],
      },
    ],
    thumbnail,
  );
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/"><dc:creator><rdf:Seq><rdf:li>${OWNER}</rdf:li></rdf:Seq></dc:creator><exif:GPSLatitude>40,44.906N</exif:GPSLatitude></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  const byline = Buffer.from(OWNER, "latin1");
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, byline.length]), byline]);
  const resource = Buffer.concat([
    Buffer.from("8BIM\x04\x04\0\0", "latin1"),
    Buffer.from([0, 0, 0, iptc.length]),
    iptc,
    Buffer.alloc(iptc.length % 2),
  ]);
  return Buffer.concat([
    segment(0xffe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), exifTiff])),
    segment(0xffe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xmp}`, "latin1")),
    segment(0xffed, Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource])),
  ]);
}

/**
 * A camera photo: 4000x3000 as seen unless asked otherwise (a portrait one when taller than wide),
 * red mark top left, stored on its side when `rotated`.
 * @param {number} seed @param {boolean} rotated
 * @param {{ width?: number, height?: number }} [size] as seen upright
 */
export async function cameraPhoto(seed, rotated, { width = 4000, height = 3000 } = {}) {
  const { pixels, raw } = plasma(seed, width, height);
  // The red mark, 8% of the width: 320 px square at camera size.
  const markSize = (320 * raw.width) / 4000;
  for (let y = 0; y < markSize; y++) {
    for (let x = 0; x < markSize; x++) pixels.set([255, 0, 0], (y * raw.width + x) * 3);
  }
  // Orientation 6 says "turn 90° clockwise to show", so the stored picture is turned the other way.
  // sharp turns before it resizes: one pipeline from the small plasma to the camera's JPEG.
  const stored = () => sharp(pixels, { raw }).rotate(rotated ? 270 : 0);
  const storedSize = rotated ? [height, width] : [width, height];
  const picture = await stored()
    .resize(...storedSize)
    .jpeg({ quality: 90 })
    .toBuffer();
  const thumbnail = await stored().resize(160).jpeg({ quality: 70 }).toBuffer();
  // After the start of image marker: the camera's segments, then the picture's own.
  return Buffer.concat([
    picture.subarray(0, 2),
    cameraMetadata(rotated ? 6 : 1, thumbnail),
    picture.subarray(2),
  ]);
}

/**
 * An iPhone's photo, made once by `node scripts/camera-photo.mjs heic` (below) and committed
 * gzipped: it carries a made-up place and name, and the repository's own check (photos:check,
 * which the deploy runs) must not take it for one of the owner's photos.
 */
const IPHONE_SAMPLE = new URL("../tests/fixtures/iphone.heic.gz", import.meta.url);

/**
 * A photo as an iPhone stores it in HEIC, 1600x1200 as seen: the pixels on their side, as the
 * sensor saw them, with an `irot` transform in the HEIF container that turns them upright (libheif
 * applies it), EXIF orientation 6 that says the same for readers of EXIF, and the camera's EXIF
 * (GPS, the owner's name, the serial). Without `irot`, only the EXIF says how to turn it; HEIF's
 * standard makes EXIF orientation descriptive only, so such a file shows as stored. Read from the
 * committed sample: no test needs an HEIC encoder.
 * @param {{ irot?: boolean }} [options]
 */
export async function iphonePhoto({ irot = true } = {}) {
  const heic = gunzipSync(await readFile(IPHONE_SAMPLE));
  // 3 × 90° anticlockwise: the quarter turn clockwise that EXIF orientation 6 asks for.
  return irot ? withRotation(heic, 3) : heic;
}

/**
 * Makes the committed sample: camera photo 5 at 1600x1200, stored on its side, encoded by Debian's
 * heif-enc (libheif-examples) at quality 30, which keeps the camera's EXIF as it is (33 KB).
 */
async function makeIphoneSample() {
  const dir = await mkdtemp(path.join(tmpdir(), "iphone-photo-"));
  try {
    const input = path.join(dir, "in.jpg");
    await writeFile(input, await cameraPhoto(5, true, { width: 1600, height: 1200 }));
    const output = path.join(dir, "out.heic");
    const options = ["--quality", "30", "-p", "preset=ultrafast", input, "--output", output];
    await promisify(execFile)("heif-enc", options);
    await writeFile(IPHONE_SAMPLE, gzipSync(await readFile(output)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2] === "heic") {
  await makeIphoneSample();
}

/**
 * ISO BMFF boxes (HEIF's) between `start` and `end`: each one's type, where it starts, where its
 * content starts and where it ends.
 * @param {Buffer} bytes @param {number} start @param {number} end
 */
function boxes(bytes, start, end) {
  /** @type {{ type: string, start: number, content: number, end: number }[]} */
  const found = [];
  for (let at = start; at + 8 <= end;) {
    const size32 = bytes.readUInt32BE(at);
    const large = size32 === 1;
    const size = large ? Number(bytes.readBigUInt64BE(at + 8)) : size32 || end - at;
    if (size < 8 || at + size > end) throw new Error(`a broken box at byte ${at}`);
    found.push({
      type: bytes.toString("latin1", at + 4, at + 8),
      start: at,
      content: at + (large ? 16 : 8),
      end: at + size,
    });
    at += size;
  }
  return found;
}

/**
 * The one box of `type` in a list of boxes.
 * @param {ReturnType<typeof boxes>} list @param {string} type
 */
function only(list, type) {
  const box = list.find((candidate) => candidate.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
}

/** A box with a plain (32-bit) size. @param {string} type @param {Buffer[]} parts */
function box(type, parts) {
  const head = Buffer.alloc(8);
  const content = Buffer.concat(parts);
  head.writeUInt32BE(8 + content.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, content]);
}

/**
 * `heic` with an `irot` property (`angle` × 90° anticlockwise) on its primary item: the box goes at
 * the end of `iprp/ipco`, the primary item's entry in `ipma` refers to it, and the boxes that hold
 * them grow. `meta` grows with them, so every `iloc` offset past it (into `mdat`) moves as much.
 * @param {Buffer} heic @param {number} angle
 */
function withRotation(heic, angle) {
  const meta = only(boxes(heic, 0, heic.length), "meta");
  // meta is a full box: version and flags before its children.
  const children = boxes(heic, meta.content + 4, meta.end);
  const primary = primaryItem(heic, only(children, "pitm"));
  const iprp = only(children, "iprp");
  const properties = boxes(heic, iprp.content, iprp.end);
  const ipco = only(properties, "ipco");
  const index = boxes(heic, ipco.content, ipco.end).length + 1;
  const newIprp = box(
    "iprp",
    properties.map((child) => {
      if (child.type === "ipco") {
        return box("ipco", [
          heic.subarray(ipco.content, ipco.end),
          box("irot", [Buffer.from([angle & 3])]),
        ]);
      }
      if (child.type === "ipma")
        return withAssociation(heic.subarray(child.start, child.end), primary, index);
      return heic.subarray(child.start, child.end);
    }),
  );
  const shift = newIprp.length - (iprp.end - iprp.start);
  const newMeta = box("meta", [
    heic.subarray(meta.content, meta.content + 4),
    ...children.map((child) => {
      if (child.type === "iprp") return newIprp;
      const bytes = Buffer.from(heic.subarray(child.start, child.end));
      if (child.type === "iloc") shiftLocations(bytes, meta.end, shift);
      return bytes;
    }),
  ]);
  return Buffer.concat([heic.subarray(0, meta.start), newMeta, heic.subarray(meta.end)]);
}

/** The primary item's ID, from `pitm`. @param {Buffer} heic @param {{ content: number }} pitm */
function primaryItem(heic, pitm) {
  const version = heic.readUInt8(pitm.content);
  return version === 0 ? heic.readUInt16BE(pitm.content + 4) : heic.readUInt32BE(pitm.content + 4);
}

/**
 * An `ipma` box with one more property, essential (a transform must be), for `item`.
 * @param {Buffer} ipma @param {number} item @param {number} property its index in `ipco`, from 1
 */
function withAssociation(ipma, item, property) {
  const version = ipma.readUInt8(8);
  const wide = (ipma.readUInt32BE(8) & 1) === 1;
  if (property > (wide ? 0x7fff : 0x7f)) throw new Error("ipco has too many properties for ipma");
  const idSize = version < 1 ? 2 : 4;
  let at = 16;
  for (let entry = ipma.readUInt32BE(12); entry > 0; entry--) {
    const id = idSize === 2 ? ipma.readUInt16BE(at) : ipma.readUInt32BE(at);
    const count = ipma.readUInt8(at + idSize);
    const end = at + idSize + 1 + count * (wide ? 2 : 1);
    if (id === item) {
      const association = wide
        ? Buffer.from([0x80 | (property >> 8), property & 0xff])
        : Buffer.from([0x80 | property]);
      const head = Buffer.from(ipma.subarray(8, end));
      head.writeUInt8(count + 1, at - 8 + idSize);
      return box("ipma", [head, association, ipma.subarray(end)]);
    }
    at = end;
  }
  throw new Error(`ipma has no entry for item ${item}`);
}

/**
 * Moves by `shift` every place in the file that `iloc` points to from `from` on. `iloc` is changed
 * in place; its own size stays.
 * @param {Buffer} iloc the whole box @param {number} from @param {number} shift
 */
function shiftLocations(iloc, from, shift) {
  const version = iloc.readUInt8(8);
  const [offsetSize, lengthSize] = [iloc.readUInt8(12) >> 4, iloc.readUInt8(12) & 15];
  const [baseSize, indexSize] = [
    iloc.readUInt8(13) >> 4,
    version > 0 ? iloc.readUInt8(13) & 15 : 0,
  ];
  /** @param {number} at @param {number} size */
  const read = (at, size) =>
    size === 0 ? 0 : size === 4 ? iloc.readUInt32BE(at) : Number(iloc.readBigUInt64BE(at));
  /** @param {number} at @param {number} size @param {number} value */
  const write = (at, size, value) => {
    if (size === 4) iloc.writeUInt32BE(value, at);
    if (size === 8) iloc.writeBigUInt64BE(BigInt(value), at);
  };
  const idSize = version < 2 ? 2 : 4;
  let at = 14;
  const items = version < 2 ? iloc.readUInt16BE(at) : iloc.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < items; item++) {
    at += idSize;
    // Construction method 0: offsets into the file itself (1 and 2 point into idat or other items).
    const method = version > 0 ? iloc.readUInt16BE(at) & 15 : 0;
    at += version > 0 ? 2 : 0;
    const inFile = method === 0 && iloc.readUInt16BE(at) === 0;
    at += 2;
    const base = read(at, baseSize);
    const moveBase = inFile && baseSize > 0 && base >= from;
    if (moveBase) write(at, baseSize, base + shift);
    at += baseSize;
    const extents = iloc.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent++) {
      at += indexSize;
      const offset = read(at, offsetSize);
      if (inFile && !moveBase && base + offset >= from) write(at, offsetSize, offset + shift);
      at += offsetSize + lengthSize;
    }
  }
}

/** The camera's place and the owner's name as a photo editor writes them in XMP. */
const PLACE_RDF = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" exif:GPSLatitude="40,44.906N" exif:GPSLongitude="73,59.142W" photoshop:City="New York"><dc:creator><rdf:Seq><rdf:li>${OWNER}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF>`;

/** An XMP sidecar, as a raw photo's editor saves beside it (IMG_2041.xmp). */
export const xmpSidecar = () =>
  Buffer.from(
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/">${PLACE_RDF}</x:xmpmeta>\n<?xpacket end="w"?>\n`,
  );

/** A drawing (SVG) whose <metadata> holds the place and the name, as editors keep them. */
export const drawingWithPlace = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16"><metadata>${PLACE_RDF}</metadata><circle cx="8" cy="8" r="6" fill="#2a6f97"/></svg>\n`,
  );

/**
 * A phone's video, reduced to what carries its metadata: an MP4 (or, with `quickTime`, a MOV)
 * with no frames, its movie header and the user data a phone writes: the place in ISO 6709
 * (©xyz, the camera's GPS) and the owner's name (©ART). exiftool reads and writes it as a video.
 * @param {{ quickTime?: boolean }} [options]
 */
export function phoneVideo({ quickTime = false } = {}) {
  const brands = quickTime ? "qt  \0\0\0\0qt  " : "isom\0\0\x02\0isomiso2mp41";
  const header = Buffer.alloc(100);
  header.writeUInt32BE(600, 12); // time scale; version, flags and dates stay 0
  header.writeUInt32BE(0x00010000, 20); // rate 1.0
  header.writeUInt16BE(0x0100, 24); // volume 1.0
  [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].forEach((value, i) =>
    header.writeUInt32BE(value, 36 + i * 4),
  );
  header.writeUInt32BE(1, 96); // next track ID
  /** A QuickTime user data text: its length, its language (0: none), the text. @param {string} text */
  const text = (text) => {
    const bytes = Buffer.from(text, "utf8");
    const head = Buffer.alloc(4);
    head.writeUInt16BE(bytes.length, 0);
    return Buffer.concat([head, bytes]);
  };
  return Buffer.concat([
    box("ftyp", [Buffer.from(brands, "latin1")]),
    box("moov", [
      box("mvhd", [header]),
      box("udta", [box("\xa9xyz", [text("+40.7484-073.9857/")]), box("\xa9ART", [text(OWNER)])]),
    ]),
  ]);
}

/**
 * A motion photo as Android phones save it (Google's Motion Photo format): a JPEG whose XMP says
 * so (GCamera:MotionPhoto, and a Container:Directory of the picture and the clip), with the clip,
 * an MP4 that carries the place, after the picture's end. The picture itself carries nothing.
 * @param {number} seed
 */
export async function motionPhoto(seed) {
  const clip = phoneVideo();
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" xmlns:Container="http://ns.google.com/photos/1.0/container/" xmlns:Item="http://ns.google.com/photos/1.0/container/item/" GCamera:MotionPhoto="1" GCamera:MotionPhotoVersion="1" GCamera:MotionPhotoPresentationTimestampUs="0"><Container:Directory><rdf:Seq><rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0" Item:Padding="0"/></rdf:li><rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="video/mp4" Item:Semantic="MotionPhoto" Item:Length="${clip.length}" Item:Padding="0"/></rdf:li></rdf:Seq></Container:Directory></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const rand = random(seed);
  const background = { r: 255 * rand(), g: 255 * rand(), b: 255 * rand() };
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .withXmp(xmp)
    .toBuffer();
  return Buffer.concat([picture, clip]);
}
