import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import type { Picture } from "../../app/content/schema";
import { CAMERA_SECRETS, iphonePhoto } from "../../scripts/camera-photo.mjs";
import { describePhoto, PHOTO_URL } from "./describe.ts";
import { publishPhotos } from "./publish.ts";

const RED = { r: 255, g: 0, b: 0 };

/**
 * A 1600x1200 camera photo stored on its side, as phones do: 1200x1600 pixels with EXIF orientation
 * 6 ("rotate 90° clockwise to show"), GPS, the owner's name and the camera's serial number. Upright,
 * its top left corner is red.
 */
async function cameraPhoto(file: string) {
  const upright = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" },
  })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: RED } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  await sharp(upright)
    .rotate(-90)
    .jpeg()
    .withExif({
      IFD0: { Artist: "Jane Q. Owner", Make: "Canary", Model: "C1" },
      IFD2: { BodySerialNumber: "SERIAL-0042" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 24/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 3/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Jane Q. Owner</dc:creator></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .toFile(file);
}

test("a published photo is upright, carries no metadata, and the original is not published", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const source = path.join(dir, "holiday.jpg");
  await cameraPhoto(source);
  expect((await sharp(source).metadata()).exif).toBeDefined();

  const picture = await describePhoto(source);
  expect(picture.img).toMatchObject({ w: 1200, h: 900 });
  const client = path.join(dir, "client");
  const cacheDir = path.join(dir, "cache");
  mkdirSync(client);
  const logged: string[] = [];
  const result = await publishPhotos(client, [source], {
    cacheDir,
    log: (line) => logged.push(line),
  });

  expect(result).toEqual({ photos: 1, files: 6, encoded: 1 });
  expect(logged).toContain("photos    optimising 1/1");
  const original = readFileSync(source);
  for (const name of readdirSync(path.join(client, "assets"))) {
    const bytes = readFileSync(path.join(client, "assets", name));
    expect(bytes.equals(original)).toBe(false);
    for (const secret of ["Jane Q. Owner", "SERIAL-0042", "Exif\0\0", "xmpmeta", "Canary"]) {
      expect(bytes.includes(secret), `${name} carries "${secret}"`).toBe(false);
    }
    const metadata = await sharp(bytes).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.width).toBeGreaterThan(metadata.height);
    const corner = await sharp(bytes)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner].map((value) => Math.round(value / 64))).toEqual([4, 0, 0]);
  }

  // Nothing changed: the next build takes every file from the cache.
  const again = await publishPhotos(client, [source], { cacheDir, log: () => {} });
  expect(again.encoded).toBe(0);
});

test("a file that is not a readable image is reported, naming it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const file = path.join(dir, "broken.jpg");
  writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]));
  await expect(describePhoto(file)).rejects.toThrow(/broken\.jpg is not a readable image/);
});

test("for a site under a path, the pages ask for the photos under it, and the files land in assets/", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const source = path.join(dir, "harbour.jpg");
  await cameraPhoto(source);
  const picture = await describePhoto(source, "/travel-notes/");
  const addresses = [
    picture.img.src,
    ...picture.sources.avif.split(", "),
    ...picture.sources.jpeg.split(", "),
  ];
  for (const address of addresses) expect(address).toMatch(/^\/travel-notes\/assets\/harbour-/);

  const client = path.join(dir, "client");
  mkdirSync(client);
  const result = await publishPhotos(client, [source], {
    cacheDir: path.join(dir, "cache"),
    log: () => {},
  });
  expect(result.files).toBe(6);
  expect(readdirSync(path.join(client, "assets")).sort()).toEqual(
    [...picture.sources.avif.split(", "), ...picture.sources.jpeg.split(", ")]
      .map((entry) => path.basename(entry.split(" ")[0] ?? ""))
      .sort(),
  );
});

/** A picture `width`x`height` with a red square in its top left corner. */
const redCornerPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6f97" } }).composite([
    {
      input: { create: { width: 100, height: 100, channels: 3, background: RED } },
      left: 0,
      top: 0,
    },
  ]);

/** What a camera's EXIF (big-endian, as camera-photo.mjs writes it) says that matters here. */
const exifTags = (exif: Buffer = Buffer.alloc(0)) => ({
  // Orientation (0x0112), a SHORT, 6; the GPS IFD's offset (0x8825), a LONG.
  orientation6: exif.includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6])),
  gps: exif.includes(Buffer.from([0x88, 0x25, 0, 4, 0, 0, 0, 1])),
});

/** Publishes every file of the photos in `dir`; gives the files, by name. */
async function publish(dir: string) {
  const client = path.join(dir, "client");
  mkdirSync(client);
  const sources = readdirSync(dir).map((name) => path.join(dir, name));
  await publishPhotos(client, sources, { cacheDir: path.join(dir, "cache"), log: () => {} });
  const assets = path.join(client, "assets");
  return readdirSync(assets).map((name) => ({
    name,
    bytes: readFileSync(path.join(assets, name)),
  }));
}

/** Which corner of a published file is red, checking the four. */
async function redCorner(bytes: Buffer) {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const corners = {
    "top left": [2, 2],
    "top right": [width - 3, 2],
    "bottom left": [2, height - 3],
    "bottom right": [width - 3, height - 3],
  } as const;
  const red = [];
  for (const [corner, [left, top]] of Object.entries(corners)) {
    const pixel = await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
    const [r = 0, g = 0, b = 0] = pixel;
    if (r > 200 && g < 60 && b < 60) red.push(corner);
  }
  return red;
}

/** That a published file is an AVIF or JPEG of the size described, carrying no metadata. */
async function expectPublished({ name, bytes }: { name: string; bytes: Buffer }, picture: Picture) {
  const metadata = await sharp(bytes).metadata();
  const [, width, extension] = /-(\d+)\.(avif|jpg)$/.exec(name) ?? [];
  expect([metadata.format, metadata.compression ?? "jpeg"]).toEqual(
    extension === "avif" ? ["heif", "av1"] : ["jpeg", "jpeg"],
  );
  expect([metadata.width, metadata.height], name).toEqual([
    Number(width),
    Math.round((Number(width) * picture.img.h) / picture.img.w),
  ]);
  expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  expect(metadata.orientation ?? 1).toBe(1);
  for (const secret of [...CAMERA_SECRETS, "Exif\0\0", "xmpmeta"]) {
    expect(bytes.includes(secret), `${name} carries "${secret}"`).toBe(false);
  }
}

test("an iPhone's HEIC, stored on its side and turned upright by its container, is published upright as AVIF and JPEG, without its metadata", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const source = path.join(dir, "IMG_4410.HEIC");
  writeFileSync(source, await iphonePhoto());
  const original = await sharp(source).metadata();
  expect([original.format, original.compression]).toEqual(["heif", "hevc"]);
  expect(exifTags(original.exif)).toEqual({ orientation6: true, gps: true });
  expect(readFileSync(source).includes(CAMERA_SECRETS[0] ?? "")).toBe(true);

  const picture = await describePhoto(source);
  expect(picture.img).toMatchObject({ w: 1200, h: 900 });
  const files = await publish(dir);

  expect(files.map(({ name }) => name.replace(/-[0-9a-f]{10}-/, "-")).sort()).toEqual([
    "img-4410-1200.avif",
    "img-4410-1200.jpg",
    "img-4410-480.avif",
    "img-4410-480.jpg",
    "img-4410-800.avif",
    "img-4410-800.jpg",
  ]);
  for (const file of files) {
    await expectPublished(file, picture);
    expect(await redCorner(file.bytes), file.name).toEqual(["top left"]);
  }
});

test("a HEIC whose EXIF alone says to turn it (orientation 6, no irot) is published as its pixels are stored: HEIF's EXIF orientation is descriptive only", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  // A .jpg that holds a HEIC, as some phones' sharing does.
  const source = path.join(dir, "IMG_4411.jpg");
  writeFileSync(source, await iphonePhoto({ irot: false }));
  expect(exifTags((await sharp(source).metadata()).exif)).toEqual({
    orientation6: true,
    gps: true,
  });

  const picture = await describePhoto(source);
  expect(picture.img).toMatchObject({ w: 1200, h: 1600 });
  const files = await publish(dir);

  expect(files).toHaveLength(6);
  for (const file of files) {
    await expectPublished(file, picture);
    // Stored turned a quarter anticlockwise: the red mark is where the upright top left went.
    expect(await redCorner(file.bytes), file.name).toEqual(["bottom left"]);
  }
});

test("photos are published under plain ASCII names, whatever the camera or the owner named them", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const names = {
    "IMG_2041.JPG": "img-2041",
    "DSC_0007.jpeg": "dsc-0007",
    "Beach day ñandú 東京.jpg": "beach-day-nandu",
    "東京.jpg": "photo",
  };
  const pictures = [];
  for (const [name, published] of Object.entries(names)) {
    const source = path.join(dir, name);
    await redCornerPhoto(800, 600).jpeg().toFile(source);
    const picture = await describePhoto(source, "/travel-notes/");
    const addresses = [picture.sources.avif, picture.sources.jpeg]
      .flatMap((sources) => sources.split(", "))
      .map((source) => source.replace(/ \d+w$/, ""));
    for (const address of [picture.img.src, ...addresses]) {
      expect(address).toMatch(new RegExp(`^/travel-notes/assets/${published}-[0-9a-f]{10}-`));
      expect([...address.matchAll(PHOTO_URL)].map(([url]) => url)).toEqual([
        address.slice("/travel-notes".length),
      ]);
    }
    pictures.push(picture);
  }

  const files = await publish(dir);
  expect(files).toHaveLength(4 * 2 * 2);
  for (const { name } of files) expect(name).toMatch(/^[a-z0-9-]+\.(?:avif|jpg)$/);
});

test("an AVIF, and a PNG named .jpg, are published as the photos they are", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const avif = path.join(dir, "lagoon.avif");
  const png = path.join(dir, "screenshot.jpg");
  await redCornerPhoto(800, 600).avif().toFile(avif);
  await redCornerPhoto(800, 600).png().toFile(png);

  const pictures = [await describePhoto(avif), await describePhoto(png)];
  for (const picture of pictures) expect(picture.img).toMatchObject({ w: 800, h: 600 });
  const files = await publish(dir);

  expect(files).toHaveLength(2 * 2 * 2);
  for (const file of files) {
    // Both are 800x600: either one's described size is the other's.
    await expectPublished(file, pictures[0] as Picture);
    expect(await redCorner(file.bytes), file.name).toEqual(["top left"]);
  }
});

test("a HEIC cut short is refused, naming it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const file = path.join(dir, "IMG_0001.HEIC");
  writeFileSync(file, (await iphonePhoto()).subarray(0, 2000));
  await expect(describePhoto(file)).rejects.toThrow(
    /IMG_0001\.HEIC is not a readable image \(the HEIC file is damaged or incomplete\)/,
  );
});

test("a file named .jpg that is no photo is refused, naming it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const file = path.join(dir, "packing list.jpg");
  writeFileSync(file, "socks, passport, charger, the good knife\n".repeat(4));
  await expect(describePhoto(file)).rejects.toThrow(
    /packing list\.jpg is not a JPEG, PNG, WebP, AVIF or HEIC photo/,
  );
});

test("a photo cut short in copying is refused when it is encoded, naming where the content shows it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const source = path.join(dir, "content/uploads/IMG_2041.JPG");
  mkdirSync(path.dirname(source), { recursive: true });
  const whole = await redCornerPhoto(1600, 1200).jpeg().toBuffer();
  writeFileSync(source, whole.subarray(0, whole.length / 2));
  await describePhoto(source);
  const photoUses = {
    "uploads/IMG_2041.JPG": ['content/stories/05-lisbon.md, line 5, field "image"'],
  };
  await expect(
    publishPhotos(path.join(dir, "client"), [source], {
      cacheDir: path.join(dir, "cache"),
      log: () => {},
      photoUses,
      contentDir: path.join(dir, "content"),
    }),
  ).rejects.toThrow(
    `could not be decoded (VipsJpeg: premature end of JPEG image)\n  It is the photo of content/stories/05-lisbon.md, line 5, field "image". Save it again from your phone or photo app`,
  );
});
