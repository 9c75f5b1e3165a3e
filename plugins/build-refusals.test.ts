import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";

// What an owner may get wrong, tried on a copy of the project: the build must stop, naming the file.

const root = process.cwd();
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the project, without its build, sharing node_modules and the photo cache. */
function copyProject() {
  const dir = mkdtempSync(path.join(tmpdir(), "build-refusals-"));
  copies.push(dir);
  const skip = new Set([
    "node_modules",
    "build",
    ".git",
    ".cache",
    ".react-router",
    "test-results",
  ]);
  for (const entry of readdirSync(root)) {
    if (!skip.has(entry))
      cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Builds the copy; returns whether it succeeded and everything it printed. */
function build(dir: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(dir, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: dir,
      encoding: "utf8",
      // As an owner's shell would run it, not as this test runner does (NODE_ENV=test).
      env: {
        ...process.env,
        NODE_ENV: undefined,
        PHOTO_CACHE_DIR: path.join(root, ".cache/photos"),
      },
    },
  );
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

test("a camera photo put in public/ stops the build, naming it and where photos belong", async () => {
  const dir = copyProject();
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
  const dir = copyProject();
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

test("a draft with empty fields does not stop the build, is named, and is published nowhere", () => {
  const dir = copyProject();
  writeFileSync(
    path.join(dir, "content/stories/98-half-written.md"),
    '---\ndraft: true\ntitle: "Half Written"\nlocation: ""\nimage: ""\n---\n',
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
