import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { drawingWithPlace, motionPhoto, phoneVideo, xmpSidecar } from "./camera-photo.mjs";
import { describe, mediaReader, sniff, sniffFile } from "./media-metadata.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "media-metadata-"));
const reader = mediaReader();
afterAll(async () => {
  await reader.end();
  rmSync(dir, { recursive: true, force: true });
});

const picture = { width: 8, height: 8, channels: /** @type {const} */ (3), background: "#2a6f97" };

/** Writes `bytes` under a name that says nothing of what they are. @param {Buffer} bytes */
let count = 0;
const unnamed = (/** @type {Buffer} */ bytes) => {
  const file = path.join(dir, `.file-${(count += 1)}`);
  writeFileSync(file, bytes);
  return file;
};

test("a file is judged by its first bytes, never by its name", async () => {
  const kinds = (/** @type {Buffer} */ bytes) => {
    const media = sniff(bytes);
    return media && `${media.kind} ${media.format}`;
  };
  expect(kinds(await sharp({ create: picture }).jpeg().toBuffer())).toBe("image JPEG");
  expect(kinds(await sharp({ create: picture }).avif().toBuffer())).toBe("image HEIF");
  expect(kinds(phoneVideo())).toBe("video MP4");
  expect(kinds(phoneVideo({ quickTime: true }))).toBe("video MP4");
  expect(kinds(drawingWithPlace())).toBe("drawing SVG");
  expect(kinds(xmpSidecar())).toBe("xmp XMP");
  expect(kinds(Buffer.from('<?xml version="1.0"?>\n<!-- a track -->\n<gpx version="1.1"/>'))).toBe(
    "xml XML",
  );
  expect(kinds(Buffer.from("%PDF-1.7\n"))).toBe("document PDF");
  expect(kinds(Buffer.from("ID3\x04\0\0\0\0\0\0", "latin1"))).toBe("audio MP3");
  // Text, code and pages are not media, even where they mention it.
  for (const text of [
    "<!doctype html><html><body><svg></svg></body></html>",
    'const xmp = "<x:xmpmeta>";',
    "Our free trip, and the moov",
    '<script lang="ts">\n  let gps = "<rdf:RDF>";\n</script>\n<svg></svg>',
    "<div>A page's part</div>",
    "",
  ]) {
    expect(kinds(Buffer.from(text))).toBeUndefined();
  }
  // The site's own icons, as published.
  for (const icon of ["favicon.svg", "icon-192.png"]) {
    expect(sniffFile(path.join("public", icon))?.kind).toMatch(/^(drawing|image)$/);
  }
});

test("a motion photo's clip is read as a file of its own, and goes whole when it carries the place", async () => {
  const photo = await motionPhoto(2);
  const file = unnamed(photo);
  const report = await reader.inspect(file);
  expect(describe(report)).toBe(
    "the place it was taken (GPS 40.75, -73.99) and a person's name in the video clip it holds",
  );
  expect(report.blocks).toEqual([
    "XMP",
    "a video clip that carries the place it was taken (GPS 40.75, -73.99) and a person's name",
  ]);

  const cleaned = await reader.clean(file);
  expect(cleaned.cleaned).toBe(true);
  const after = await reader.inspect(file);
  expect([after.found, after.blocks]).toEqual([[], []]);
  // The clip is gone and the picture stays, pixel for pixel.
  const bytes = readFileSync(file);
  expect(bytes.length).toBeLessThan(photo.length - phoneVideo().length);
  const pixels = (/** @type {Buffer} */ jpeg) => sharp(jpeg).raw().toBuffer();
  expect((await pixels(bytes)).equals(await pixels(photo))).toBe(true);
});

test("a video's place and name are removed in place, and it stays a video", async () => {
  for (const quickTime of [false, true]) {
    const file = unnamed(phoneVideo({ quickTime }));
    expect(describe(await reader.inspect(file))).toBe(
      "the place it was taken (GPS 40.75, -73.99) and a person's name",
    );
    expect((await reader.clean(file)).cleaned).toBe(true);
    const after = await reader.inspect(file);
    expect([after.media?.kind, after.found, after.error]).toEqual(["video", [], undefined]);
  }
});

test("an XMP sidecar is cleaned; a drawing, which exiftool cannot write, is named with what to do", async () => {
  const sidecar = unnamed(xmpSidecar());
  expect(describe(await reader.inspect(sidecar))).toBe(
    "a place (GPS 40.75, -73.99) and a person's name",
  );
  expect((await reader.clean(sidecar)).cleaned).toBe(true);
  expect((await reader.inspect(sidecar)).found).toEqual([]);

  const drawing = unnamed(drawingWithPlace());
  const report = await reader.clean(drawing);
  expect([report.cleaned, describe(report)]).toEqual([
    undefined,
    "a place (GPS 40.75, -73.99) and a person's name",
  ]);
  expect(report.fix).toContain("delete its <metadata>");
  expect(readFileSync(drawing).equals(drawingWithPlace())).toBe(true);
});

test("the site's own icons carry nothing", async () => {
  for (const icon of ["favicon.svg", "icon-192.png", "apple-touch-icon.png"]) {
    const report = await reader.inspect(path.join("public", icon));
    expect([icon, report.found, report.blocks, report.error]).toEqual([icon, [], [], undefined]);
  }
});
