import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { describePhoto } from "./describe.ts";
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
  const html = `<picture><source srcset="${picture.sources.avif}"><img src="${picture.img.src}" srcset="${picture.sources.jpeg}"></picture>`;
  mkdirSync(client);
  writeFileSync(path.join(client, "index.html"), html);
  const logged: string[] = [];
  const result = await publishPhotos(client, { cacheDir, log: (line) => logged.push(line) });

  expect(result).toEqual({ photos: 1, files: 6, encoded: 1 });
  expect(logged).toContain("optimising photos 1/1");
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
  const again = await publishPhotos(client, { cacheDir, log: () => {} });
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
  writeFileSync(
    path.join(client, "index.html"),
    `<img src="${picture.img.src}" srcset="${picture.sources.jpeg}">`,
  );
  const result = await publishPhotos(client, { cacheDir: path.join(dir, "cache"), log: () => {} });
  expect(result.files).toBe(3);
  expect(readdirSync(path.join(client, "assets")).sort()).toEqual(
    picture.sources.jpeg
      .split(", ")
      .map((entry) => path.basename(entry.split(" ")[0] ?? ""))
      .sort(),
  );
});
