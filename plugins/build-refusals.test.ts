import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test, vi } from "vitest";
import { drawingWithPlace, motionPhoto, phoneVideo, xmpSidecar } from "../scripts/camera-photo.mjs";
import { buildProject, copyProject } from "../scripts/project-copy.mjs";

// What an owner may get wrong, tried on a copy of the project with `npm run build`'s own command:
// the build must stop with exit code 1 and the message alone, naming the file and the line or field.

// Each test runs a real build: seconds alone, but over a minute on a 2-core machine shared with
// another copy's tests (seen: 60 s passed for a build that took 22 s in the run beside it).
vi.setConfig({ testTimeout: 180_000 });

const root = process.cwd();
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the project, deleted after the tests. */
function copy() {
  const dir = copyProject(root, "build-refusals");
  copies.push(dir);
  return dir;
}

/** Builds the copy with the project's own photo cache. */
const build = (dir: string) => buildProject(dir, path.join(root, ".cache/photos"));

/** Builds the copy, which must stop; returns what it printed, which must be the message alone. */
function refusal(dir: string) {
  const { status, output } = build(dir);
  expect(status, output).toBe(1);
  expect(output, "no stack trace").not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/\bError\b|vite|rolldown|react-router/i);
  return output.trim();
}

const file = (dir: string, name: string) => path.join(dir, name);
function edit(dir: string, name: string, from: string | RegExp, to: string) {
  const text = readFileSync(file(dir, name), "utf8");
  if (!text.match(from)) throw new Error(`${name} has no ${from}`);
  writeFileSync(file(dir, name), text.replace(from, to));
}
/** The line (from 1) of a file of the copy that starts with `start`. */
const lineOf = (dir: string, name: string, start: string) =>
  readFileSync(file(dir, name), "utf8")
    .split("\n")
    .findIndex((line) => line.startsWith(start)) + 1;

/**
 * A published story's file, the content tests' fixture story with another photo and text: its
 * fields on lines 2-8 (location on 4, image on 5), its text from line 11.
 */
const story = (image: string, text: string) =>
  readFileSync("app/content/fixtures/site/stories/01-two-paragraphs.md", "utf8")
    .replace(/^image: .*$/m, `image: "${image}"`)
    .replace(/\n---\n[\s\S]*$/, `\n---\n\n${text}\n`);

test("a YAML mistake in site.yml ends the build with the file, the line, the line itself and what to do", () => {
  const dir = copy();
  const line = lineOf(dir, "content/site.yml", "tagline:");
  edit(dir, "content/site.yml", /^tagline: (.*)$/m, 'tagline: "$1');
  const output = refusal(dir);
  expect(output).toMatch(
    new RegExp(`^Invalid YAML in content/site\\.yml, line ${line}, column 10: a double quote`),
  );
  expect(output).toContain(`> ${line} | tagline: "`);
  expect(output.split("\n").length).toBeLessThan(8);
});

test("an unclosed quote in a story's front matter names the story and the line", () => {
  const dir = copy();
  writeFileSync(
    file(dir, "content/stories/97-night-train.md"),
    story("https://images.unsplash.com/photo-1502602898657-3e91760cbb34", "We left.").replace(
      'location: "Paris, France"',
      'location: "Paris, France',
    ),
  );
  expect(refusal(dir)).toMatch(
    /^Invalid YAML in content\/stories\/97-night-train\.md, line 4, column 11: a double quote/,
  );
});

test("a story saved in Latin-1 names the file and the line of the first byte that is not UTF-8", () => {
  const dir = copy();
  writeFileSync(
    file(dir, "content/stories/97-cafe.md"),
    Buffer.from(
      story("https://images.unsplash.com/photo-1502602898657-3e91760cbb34", "Café au lait."),
      "latin1",
    ),
  );
  expect(refusal(dir)).toMatch(
    /^content\/stories\/97-cafe\.md, line 11: this file is not saved as UTF-8/,
  );
});

test("a missing photo names the file with the case the owner did not write", async () => {
  const dir = copy();
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toFile(file(dir, "content/uploads/IMG_2041.JPG"));
  writeFileSync(
    file(dir, "content/stories/97-night-train.md"),
    story("uploads/img_2041.jpg", "We left at dusk."),
  );
  expect(refusal(dir)).toBe(
    'Invalid content in content/stories/97-night-train.md:\n  - line 5, field "image": uploads/img_2041.jpg is not found in content/uploads: the closest file there is "uploads/IMG_2041.JPG" (upper and lower case, or accents, differ)',
  );
});

test("a photo cut short in copying names the story and the field that show it, and what to do", async () => {
  const dir = copy();
  const whole = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(file(dir, "content/uploads/IMG_2041.JPG"), whole.subarray(0, whole.length / 2));
  writeFileSync(
    file(dir, "content/stories/97-night-train.md"),
    story(
      "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
      "We left.\n\n![Rice fields from the window](uploads/IMG_2041.JPG)\n\nWe arrived.",
    ),
  );
  const output = refusal(dir);
  expect(output).toContain("Invalid photo: content/uploads/IMG_2041.JPG could not be decoded (");
  expect(output).toContain(
    'It is the photo of content/stories/97-night-train.md, the photo "Rice fields from the window" in the text. Save it again from your phone or photo app',
  );
});

test("a page holding an inline script the site did not write stops the build, naming the page", () => {
  const dir = copy();
  edit(
    dir,
    "app/routes/stories.tsx",
    /(<main[^>]*>)/,
    '$1<script dangerouslySetInnerHTML={{ __html: "alert(1)" }} />',
  );
  const { status, output } = build(dir);
  expect(status).not.toBe(0);
  expect(output).toContain("stories/index.html holds an inline script the site did not write");
  expect(output).toContain('"alert(1)"');
});

test("a camera photo put in public/ stops the build, naming it and where photos belong", async () => {
  const dir = copy();
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#2a6f97" },
  })
    .jpeg()
    .withExif({
      IFD0: { Artist: "Jordan Q. Realname" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" },
    })
    .toBuffer();
  // Whatever its name or kind, hidden too: each is judged by what it holds.
  const files: Record<string, Buffer> = {
    "holiday.jpg": photo,
    "holiday.jfif": photo,
    ".hidden.jpg": photo,
    ".well-known/x": drawingWithPlace(),
    "clip.mov": phoneVideo({ quickTime: true }),
    "live.jpg": await motionPhoto(3),
    "IMG_2041.xmp": xmpSidecar(),
  };
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(file(dir, `public/${name}`)), { recursive: true });
    writeFileSync(file(dir, `public/${name}`), bytes);
  }
  const output = refusal(dir);
  const place = "a place (GPS 40.75, -73.99) and a person's name";
  const taken = "the place it was taken (GPS 40.75, -73.99) and a person's name";
  for (const line of [
    "holiday.jpg (copied from public/holiday.jpg) carries EXIF, a GPS position",
    "holiday.jfif (copied from public/holiday.jfif) carries EXIF, a GPS position",
    ".hidden.jpg (copied from public/.hidden.jpg) carries EXIF, a GPS position",
    `.well-known/x (copied from public/.well-known/x) carries ${place}`,
    `clip.mov (copied from public/clip.mov) carries ${taken}`,
    `live.jpg (copied from public/live.jpg) carries XMP, a video clip that carries ${taken}`,
    `IMG_2041.xmp (copied from public/IMG_2041.xmp) carries ${place}`,
  ]) {
    expect(output).toContain(line);
  }
  expect(output).toContain("Put your own photos in content/uploads/");
});

test("a good build prints a line per step and a summary, and leaves a draft out, naming it", () => {
  const dir = copy();
  const stories = file(dir, "content/stories");
  const [first] = readdirSync(stories)
    .filter((name) => name.endsWith(".md"))
    .sort();
  copyFileSync(path.join(stories, first ?? ""), path.join(stories, "98-half-written.md"));
  edit(
    dir,
    "content/stories/98-half-written.md",
    /^---\n/,
    '---\ndraft: true\ntitle: "Half Written"\n',
  );
  edit(dir, "content/stories/98-half-written.md", /^title: .*\n(?=[\s\S]*^title:)/m, "");
  const { ok, output } = build(dir);
  expect(ok, output).toBe(true);
  const lines = output.trim().split("\n");
  expect(lines.length).toBeLessThan(12);
  expect(lines[0]).toMatch(/^content +\d+ stories/);
  expect(output).toMatch(/^drafts +left out .*content\/stories\/98-half-written\.md$/m);
  expect(output).toMatch(/^photos +\d+ photos/m);
  expect(output).toMatch(/^images +\d+ photos and media files to publish, none carries metadata$/m);
  expect(lines.at(-1)).toMatch(
    /^Built build\/client in [\d.]+ s: \d+ pages, \d+ stories, \d+ photos? of yours \(\d+ encoded, \d+ reused\), 1 draft left out$/,
  );
  const published = readdirSync(file(dir, "build/client"), { recursive: true, encoding: "utf8" });
  expect(published.filter((name) => name.includes("half-written"))).toEqual([]);
});
