import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, test } from "vitest";
import { drawingWithPlace, motionPhoto, phoneVideo, xmpSidecar } from "../scripts/camera-photo.mjs";
import { auditImages, ImageAuditError } from "./image-audit";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build/client and a public folder to audit. */
function site() {
  const dir = mkdtempSync(path.join(tmpdir(), "image-audit-"));
  folders.push(dir);
  const client = path.join(dir, "client");
  const publicDir = path.join(dir, "public");
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(publicDir);
  return { client, publicDir };
}

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6f97" } });

/** What a phone writes into a photo: the owner's name, the GPS position and a thumbnail. */
async function cameraPhoto(file: string) {
  await picture()
    .jpeg()
    .withExif({
      IFD0: { Artist: "Jordan Q. Realname", Make: "Canary" },
      IFD1: { Compression: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" },
    })
    .toFile(file);
}

test("images without metadata pass: icons, cards and published photos", async () => {
  const { client, publicDir } = site();
  await picture().png().toFile(path.join(client, "icon-192.png"));
  await picture().avif().toFile(path.join(client, "assets/beach-0123456789-480.avif"));
  await picture().jpeg().toFile(path.join(client, "assets/beach-0123456789-480.jpg"));
  expect(await auditImages(client, publicDir)).toEqual({ checked: 3, problems: [] });
});

test("a camera photo put in public/ is named, with what it carries and where it came from", async () => {
  const { client, publicDir } = site();
  await cameraPhoto(path.join(publicDir, "holiday.jpg"));
  await cameraPhoto(path.join(client, "holiday.jpg"));
  await picture()
    .webp()
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toFile(path.join(client, "assets/edited.webp"));
  const { checked, problems } = await auditImages(client, publicDir);
  expect(checked).toBe(2);
  expect(problems).toEqual([
    "assets/edited.webp carries XMP",
    `holiday.jpg (copied from ${path.join(publicDir, "holiday.jpg")}) carries EXIF, a GPS position, an embedded thumbnail: the place it was taken and a person's name`,
  ]);
  const message = new ImageAuditError(problems).message;
  expect(message).toContain("content/uploads/");
  expect(message).toContain("holiday.jpg");
});

test("every file that holds media is judged by what it holds, whatever its name or folder, hidden ones too", async () => {
  const { client, publicDir } = site();
  const photo = await picture()
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" } })
    .toBuffer();
  /** Files as an owner may put them in public/, copied into the build as they are. */
  const copied: Record<string, Buffer> = {
    "holiday.jfif": photo,
    ".hidden.jpg": photo,
    "notes.txt": photo,
    ".well-known/x": drawingWithPlace(),
    "logo.svg": drawingWithPlace(),
    "clip.mov": phoneVideo({ quickTime: true }),
    "videos/clip": phoneVideo(),
    "live.jpg": await motionPhoto(3),
    "IMG_2041.xmp": xmpSidecar(),
    "robots.txt": Buffer.from("User-agent: *\n"),
  };
  for (const [file, bytes] of Object.entries(copied)) {
    for (const folder of [publicDir, client]) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), bytes);
    }
  }
  // One the build would have made itself, but for what it carries.
  writeFileSync(path.join(client, "assets/map-0123.svg"), drawingWithPlace());
  const place = "a place (GPS 40.75, -73.99) and a person's name";
  const taken = "the place it was taken (GPS 40.75, -73.99) and a person's name";
  const from = (file: string) => `${file} (copied from ${path.join(publicDir, file)}) carries`;
  const { checked, problems } = await auditImages(client, publicDir);
  expect(problems).toEqual([
    `${from(".hidden.jpg")} EXIF, a GPS position: the place it was taken`,
    `${from(".well-known/x")} ${place}`,
    `${from("IMG_2041.xmp")} ${place}`,
    `assets/map-0123.svg carries ${place}`,
    `${from("clip.mov")} ${taken}`,
    `${from("holiday.jfif")} EXIF, a GPS position: the place it was taken`,
    `${from("live.jpg")} XMP, a video clip that carries ${taken}`,
    `${from("logo.svg")} ${place}`,
    `${from("notes.txt")} EXIF, a GPS position: the place it was taken`,
    `${from("videos/clip")} ${taken}`,
  ]);
  expect(checked).toBe(10);
});

test("the site's own public/ files pass, as the build copies them", async () => {
  const { client } = site();
  cpSync("public", client, { recursive: true });
  const { checked, problems } = await auditImages(client, "public");
  expect(problems).toEqual([]);
  expect(checked).toBe(readdirSync("public", { recursive: true }).length);
});
