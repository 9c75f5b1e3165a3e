// A photo as a camera or a phone writes it, for the checks that the owner's photos are published
// safely (scripts/large-site.mjs, scripts/owner-check.mjs): 4000x3000 as seen, a fractal plasma (it
// costs an encoder what a real photo costs, where a smooth gradient costs a fifth), EXIF with GPS,
// the owner's name, the camera's serial number, a maker note and a thumbnail, XMP and IPTC, and a
// red mark in its top left corner; stored on its side with EXIF orientation 6 when asked, as phones
// do.
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

/** A 1000x750 colour plasma, as raw RGB. @param {number} seed */
function plasma(seed) {
  const rand = random(seed);
  const size = 1025;
  const channels = [
    plasmaChannel(size, rand),
    plasmaChannel(size, rand),
    plasmaChannel(size, rand),
  ];
  const width = 1000;
  const height = 750;
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
 * A camera photo: 4000x3000 as seen, red mark top left, stored on its side when `rotated`.
 * @param {number} seed @param {boolean} rotated
 */
export async function cameraPhoto(seed, rotated) {
  const { pixels, raw } = plasma(seed);
  // The red mark, 320 px square once the plasma is stretched to camera size.
  const markSize = (320 * raw.width) / 4000;
  for (let y = 0; y < markSize; y++) {
    for (let x = 0; x < markSize; x++) pixels.set([255, 0, 0], (y * raw.width + x) * 3);
  }
  // Orientation 6 says "turn 90° clockwise to show", so the stored picture is turned the other way.
  // sharp turns before it resizes: one pipeline from the small plasma to the camera's JPEG.
  const stored = () => sharp(pixels, { raw }).rotate(rotated ? 270 : 0);
  const [width, height] = rotated ? [3000, 4000] : [4000, 3000];
  const picture = await stored().resize(width, height).jpeg({ quality: 90 }).toBuffer();
  const thumbnail = await stored().resize(160).jpeg({ quality: 70 }).toBuffer();
  // After the start of image marker: the camera's segments, then the picture's own.
  return Buffer.concat([
    picture.subarray(0, 2),
    cameraMetadata(rotated ? 6 : 1, thumbnail),
    picture.subarray(2),
  ]);
}
