import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { iphonePhoto } from "../scripts/camera-photo.mjs";
import { buildProject, copyProject } from "../scripts/project-copy.mjs";

// An owner's mistake, as `npm run build`'s own command ends with it on a copy of the project: exit
// code 1 and the message alone, naming the file and the line or field, whichever step finds it. What
// each step refuses is tested where the rule lives (site-model, csp, image-audit, photos tests).

// Each test runs a build: seconds alone, but over a minute on a 2-core machine shared with
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

/** A published story's file: the content tests' fixture story with another photo and text. */
const story = (image: string, text: string) =>
  readFileSync("app/content/fixtures/site/stories/01-two-paragraphs.md", "utf8")
    .replace(/^image: .*$/m, `image: "${image}"`)
    .replace(/\n---\n[\s\S]*$/, `\n---\n\n${text}\n`);

test("mistakes in content files end the build with each file, the line, the line itself and what to do", () => {
  const dir = copy();
  const line = lineOf(dir, "content/site.yml", "tagline:");
  edit(dir, "content/site.yml", /^tagline: (.*)$/m, 'tagline: "$1');
  // And a story naming a trip that has no file.
  const text = story(
    "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
    "A day on the road.",
  ).replace(/^coordinates: .*$/m, "$&\ntrip: mekong-by-raod");
  writeFileSync(file(dir, "content/stories/98-temples.md"), text);
  const tripLine = text.split("\n").findIndex((each) => each.startsWith("trip:")) + 1;
  const output = refusal(dir);
  expect(output).toMatch(
    new RegExp(`^Invalid YAML in content/site\\.yml, line ${line}, column 10: a double quote`),
  );
  expect(output).toContain(`> ${line} | tagline: "`);
  expect(output).toContain(
    `Invalid content in content/stories/98-temples.md:\n  - line ${tripLine}, field "trip": no trip is named "mekong-by-raod"`,
  );
  expect(output.split("\n").length).toBeLessThan(14);
});

test("a mix that is no Mixcloud, SoundCloud or YouTube page ends the build naming the file, line and field", () => {
  const dir = copy();
  edit(
    dir,
    "content/dj.yml",
    /^( {2}imageAlt: .*\n)/m,
    `$1  mixes:\n    - url: https://example.com/set.mp3\n      title: Sunrise Set\n      duration: "1:58:12"\n      image: uploads/hero.jpg\n      imageAlt: Decks at dawn\n`,
  );
  const line = lineOf(dir, "content/dj.yml", "    - url: https://example.com/set.mp3");
  expect(refusal(dir)).toBe(
    `Invalid content in content/dj.yml:\n  - line ${line}, field "[0].mixes[0].url": expected a mix's address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/" (got "https://example.com/set.mp3")`,
  );
});

test("a photo cut short in copying ends the build from inside the bundler, naming the story that shows it", async () => {
  const dir = copy();
  writeFileSync(
    file(dir, "content/uploads/IMG_2042.HEIC"),
    (await iphonePhoto()).subarray(0, 2000),
  );
  writeFileSync(
    file(dir, "content/stories/97-night-train.md"),
    story(
      "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
      "We left.\n\n![Four berths made up for the night](uploads/IMG_2042.HEIC)\n\nWe arrived.",
    ),
  );
  const output = refusal(dir);
  expect(output).toMatch(
    /^content +\d+ stories.*\n+Invalid photo: content\/uploads\/IMG_2042\.HEIC is not a readable image \(/,
  );
  expect(output).toContain(
    'It is the photo of content/stories/97-night-train.md, the photo "Four berths made up for the night" in the text. Save it again from your phone or photo app',
  );
});
