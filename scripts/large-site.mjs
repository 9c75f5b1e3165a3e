// The site with 60 stories and 60 camera photos more than it has, as an owner's would be after a
// few years.
//
//   node scripts/large-site.mjs               the check in `npm test`: builds it and checks the
//                                             output (scripts/large-site-checks.mjs)
//   node scripts/large-site.mjs --bench       `npm run bench:build`: times the first build and a
//                                             rebuild with nothing changed, and weighs the pages
//   node scripts/large-site.mjs --lighthouse  `npm run bench:large`: builds it and runs the bench
//                                             (scripts/bench.mjs) on /stories and the newest story
//
// It works on a copy of the project in a temporary folder, which it deletes; the stories and their
// photos are made while it runs. Each story's text is its own (scripts/story-text.mjs), 600 to
// 1,400 words, the newest 1,400. Each photo is 4000x3000, as a camera writes them: a fractal
// plasma (it costs an encoder what a real photo costs, where a smooth gradient costs a fifth), EXIF
// with GPS, the owner's name, the camera's serial number, a maker note and a thumbnail, XMP and
// IPTC; every third one is stored on its side with EXIF orientation 6, as phones do. Each has a red
// mark in its top left corner.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { LARGE_SITE_HTML_BYTES } from "./budgets.mjs";
import {
  brotliSize,
  checkHomePage,
  checkPageWeight,
  checkPublishedImages,
  checkStoriesPage,
  checkStoryMap,
  checkStoryPages,
} from "./large-site-checks.mjs";
import { buildProject, copyProject } from "./project-copy.mjs";
import { random, storyText } from "./story-text.mjs";

const STORY_COUNT = Number(process.env.LARGE_SITE_STORIES ?? 60);
const OWNER = "Jordan Q. Realname";
const SERIAL = "CAM-SERIAL-7Q4471";
const MAKER_NOTE = "MAKERNOTE-LENS-SERIAL-99812";
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
async function cameraPhoto(seed, rotated) {
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

/**
 * Runs `work` on every item, as many at a time as the machine has cores.
 * @template T @param {T[]} items @param {(item: T) => Promise<void>} work
 */
async function inParallel(items, work) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** @type {[string, [number, number]][]} */
const PLACES = [
  ["Lisbon, Portugal", [38.7223, -9.1393]],
  ["Hoi An, Vietnam", [15.8801, 108.338]],
  ["Cusco, Peru", [-13.5319, -71.9675]],
  ["Reykjavík, Iceland", [64.1466, -21.9426]],
  ["Zanzibar, Tanzania", [-6.1659, 39.2026]],
  ["Kyoto, Japan", [35.0116, 135.7681]],
];
const MONTHS = ["January", "March", "May", "July", "September", "November"];

/**
 * The stories the copy has already (the owner's), in their order: each one's slug and title.
 * @param {string} dir
 */
function existingStories(dir) {
  return readdirSync(path.join(dir, "content/stories"))
    .flatMap((name) => {
      const [, number, slug] = /^(\d+)-(.+)\.md$/.exec(name) ?? [];
      if (!number || !slug) return [];
      const { data } = matter(readFileSync(path.join(dir, "content/stories", name), "utf8"));
      return [
        { order: Number(number), slug, title: String(data.title), draft: Boolean(data.draft) },
      ];
    })
    .filter((story) => !story.draft)
    .sort((a, b) => a.order - b.order);
}

/**
 * How long the story at `index` is: 600 to 1,400 words, the last (the newest) 1,400, the longest a
 * story's page must carry within its budget.
 * @param {number} index
 */
const wordsOf = (index) =>
  index === STORY_COUNT - 1 ? 1400 : 600 + Math.floor(random(index + 101)() * 801);

/**
 * Writes the stories and their photos into the copy, after its own; returns what each new story
 * should show.
 * @param {string} dir
 */
async function addStories(dir) {
  const first = (existingStories(dir).at(-1)?.order ?? 0) + 1;
  const stories = Array.from({ length: STORY_COUNT }, (_, index) => {
    const number = String(first + index).padStart(2, "0");
    return {
      number,
      index,
      slug: `journey-${number}`,
      title: "",
      photo: `story-${number}`,
      rotated: index % 3 === 2,
    };
  });
  let made = 0;
  await inParallel(stories, async (story) => {
    const photo = await cameraPhoto(Number(story.number), story.rotated);
    writeFileSync(path.join(dir, `content/uploads/${story.photo}.jpg`), photo);
    made++;
    if (made % 10 === 0 || made === stories.length)
      console.log(`  photos made ${made}/${stories.length}`);
  });
  for (const [index, story] of stories.entries()) {
    const [place, [latitude, longitude]] = PLACES[index % PLACES.length] ?? ["", [0, 0]];
    story.title = `Journey ${story.number}: ${place}`;
    writeFileSync(
      path.join(dir, `content/stories/${story.number}-${story.slug}.md`),
      [
        "---",
        `title: "${story.title}"`,
        `date: "${MONTHS[index % MONTHS.length]} ${2010 + Math.floor(index / 6)}"`,
        `location: "${place}"`,
        `image: "uploads/${story.photo}.jpg"`,
        `imageAlt: "A colourful abstract photo standing in for journey ${story.number}"`,
        `excerpt: "What happened on journey ${story.number}, in ${place}."`,
        `coordinates: [${latitude}, ${longitude}]`,
        "---",
        "",
        storyText(first + index, wordsOf(index)),
        "",
      ].join("\n"),
    );
  }
  return stories;
}

/** Builds the copy; returns the seconds it took and what it printed. @param {string} dir */
function build(dir) {
  const { ok, seconds, output } = buildProject(dir, ".cache/photos");
  if (!ok) throw new Error(`The large site's build failed:\n${output}`);
  return { seconds, output };
}

/** The site's address, as content/site.ts gives it. @param {string} dir */
const siteUrlOf = (dir) =>
  /siteUrl:\s*"([^"]+)"/.exec(readFileSync(path.join(dir, "content/site.ts"), "utf8"))?.[1] ?? "";

async function main() {
  const isBench = process.argv.includes("--bench");
  const isLighthouse = process.argv.includes("--lighthouse");
  const dir = copyProject(process.cwd(), "large-site");
  try {
    const own = existingStories(dir);
    console.log(
      `Large site: ${own.length} stories and ${STORY_COUNT} more, with 4000x3000 camera photos, in ${dir}`,
    );
    let started = performance.now();
    const added = await addStories(dir);
    const stories = [...own, ...added];
    console.log(`  made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const first = build(dir);
    const photoLines = first.output
      .split("\n")
      .filter((line) => /^(optimising )?photos/.test(line));
    console.log(photoLines.map((line) => `  ${line}`).join("\n"));
    console.log(
      `  first build: ${first.seconds.toFixed(1)} s, ${(first.seconds / STORY_COUNT).toFixed(2)} s per photo`,
    );
    const client = path.join(dir, "build/client");

    const newest = added.at(-1)?.slug ?? "";
    const pages = ["index.html", "stories/index.html", `stories/${newest}/index.html`];
    const weigh = () => {
      for (const file of pages) {
        const size = brotliSize(path.join(client, file));
        console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB brotli (${size} bytes)`);
      }
    };
    if (isBench) {
      const again = build(dir);
      console.log(`  rebuild, nothing changed: ${again.seconds.toFixed(1)} s`);
      weigh();
      return true;
    }
    if (isLighthouse) {
      weigh();
      const bench = spawnSync(
        process.execPath,
        ["scripts/bench.mjs", "--client", client, "--pages", "/stories,/stories/*"],
        { stdio: "inherit", env: { ...process.env, BENCH_STORY: newest } },
      );
      return bench.status === 0;
    }

    started = performance.now();
    const uploads = readdirSync(path.join(dir, "content/uploads")).map((name) =>
      path.join(dir, "content/uploads", name),
    );
    const storiesPage = readFileSync(path.join(client, "stories/index.html"), "utf8");
    const homePage = readFileSync(path.join(client, "index.html"), "utf8");
    // The stories the home page features, in its order, are the ones /stories shows in full.
    const featured = [...homePage.matchAll(/href="\/stories#([\w-]+)"/g)].flatMap(([, slug]) =>
      stories.filter((story) => story.slug === slug),
    );
    const problems = [
      ...checkHomePage(homePage),
      ...checkStoriesPage(storiesPage, featured, client),
      ...checkStoryMap(storiesPage, stories),
      ...checkPageWeight(
        path.join(client, "stories/index.html"),
        LARGE_SITE_HTML_BYTES.stories,
        "/stories",
      ),
      ...checkStoryPages(client, stories, {
        siteUrl: siteUrlOf(dir),
        htmlBytes: LARGE_SITE_HTML_BYTES.story,
      }),
      ...(await checkPublishedImages(client, uploads, {
        secrets: [OWNER, SERIAL, MAKER_NOTE],
        upright: added.map((story) => story.photo),
      })),
    ];
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.log(
      problems.length === 0
        ? `  ✓ four story cards on /, their stories in full on /stories, a marker and a link for each of the ${stories.length} stories, a page for each with its own title, address, card, photo and neighbours, /stories within ${LARGE_SITE_HTML_BYTES.stories} bytes and every story page within ${LARGE_SITE_HTML_BYTES.story} (brotli), no metadata, all upright, no original published (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`
        : `  ${problems.length} problem(s) with the large site`,
    );
    return problems.length === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--photo")) {
  // One photo, to look at: node scripts/large-site.mjs --photo out.jpg [seed] [rotated]
  const [, out = "photo.jpg", seed = "1", rotated = ""] = process.argv.slice(
    process.argv.indexOf("--photo"),
  );
  writeFileSync(out, await cameraPhoto(Number(seed), rotated === "rotated"));
} else
  try {
    process.exitCode = (await main()) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
