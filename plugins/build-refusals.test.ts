import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { buildProject, copyProject } from "../scripts/project-copy.mjs";

// What an owner may get wrong, tried on a copy of the project: the build must stop, naming the file.

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

test("a camera photo put in public/ stops the build, naming it and where photos belong", async () => {
  const dir = copy();
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .withExif({
      IFD0: { Artist: "Jordan Q. Realname" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" },
    })
    .toFile(path.join(dir, "public/holiday.jpg"));
  const { ok, output } = build(dir);
  expect(ok).toBe(false);
  expect(output).toContain(
    "holiday.jpg (copied from public/holiday.jpg) carries EXIF, a GPS position",
  );
  expect(output).toContain("Put your own photos in content/uploads/");
}, 180_000);

test("two stories with one slug stop the build, naming both files", () => {
  const dir = copy();
  const stories = path.join(dir, "content/stories");
  const [first] = readdirSync(stories)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const slug = /^\d+-(.+)\.md$/.exec(first ?? "")?.[1] ?? "";
  copyFileSync(path.join(stories, first ?? ""), path.join(stories, `99-${slug}.md`));
  const { ok, output } = build(dir);
  expect(ok).toBe(false);
  expect(output).toContain(`content/stories/99-${slug}.md`);
  expect(output).toContain(`content/stories/${first} has the slug "${slug}" too`);
}, 180_000);

test("a draft with empty fields and a photo not added yet does not stop the build, is named, and is published nowhere", () => {
  const dir = copy();
  writeFileSync(
    path.join(dir, "content/stories/98-half-written.md"),
    '---\ndraft: true\ntitle: "Half Written"\nlocation: ""\nimage: ""\n---\n\nSo far.\n\n![](uploads/not-added-yet.jpg)\n',
  );
  const { ok, output } = build(dir);
  expect(ok, output).toBe(true);
  expect(output).toContain("Drafts left out");
  expect(output).toContain("content/stories/98-half-written.md");
  const client = path.join(dir, "build/client");
  const published = readdirSync(client, { recursive: true, encoding: "utf8" });
  expect(published.filter((file) => file.includes("half-written"))).toEqual([]);
  for (const file of published.filter((name) =>
    /\.(html|xml|txt|svg|data|webmanifest)$/.test(name),
  )) {
    const text = readFileSync(path.join(client, file), "utf8");
    expect(text.includes("half-written") || text.includes("Half Written"), file).toBe(false);
  }
}, 180_000);

test("a photo in a story's text that is not in content/uploads stops the build, naming both", () => {
  const dir = copy();
  writeFileSync(
    path.join(dir, "content/stories/97-night-train.md"),
    [
      "---",
      'title: "Night Train"',
      'date: "May 2026"',
      'location: "Hanoi, Vietnam"',
      'image: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"',
      'imageAlt: "A train at night"',
      'excerpt: "Twelve hours north."',
      "---",
      "",
      "We left at dusk.",
      "",
      '![The sleeper berth](uploads/berth.jpg "Home for the night")',
      "",
    ].join("\n"),
  );
  const { ok, output } = build(dir);
  expect(ok).toBe(false);
  expect(output).toContain("content/stories/97-night-train.md");
  expect(output).toContain(
    'the photo "uploads/berth.jpg" in the text: expected a file that exists in content/uploads',
  );
}, 180_000);
