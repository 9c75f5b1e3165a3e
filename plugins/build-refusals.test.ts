import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
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
      env: { ...process.env, PHOTO_CACHE_DIR: path.join(root, ".cache/photos") },
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
