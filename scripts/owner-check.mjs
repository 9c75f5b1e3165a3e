// What a new owner does with the project, tried on a copy of it (`npm run test:owner`, part of
// `npm test`): takes another alias, publishes under a path as a GitHub Pages project site does
// (siteUrl https://<user>.github.io/<repository>), starts a story with `npm run new-story` and
// writes it with three photos in its text (two of their own, one stored on its side as phones do,
// and one from Unsplash), starts a second story and leaves it a draft with empty fields, and adds a
// 13th photo of their own to the gallery. Then it builds the copy, checks that no published image
// carries metadata and that the draft is nowhere, and runs the whole browser test suite on the
// copy, served under its path only (scripts/serve.mjs): the tests read what to expect from the
// content, so they must pass on the owner's as on ours, and tests/e2e/site-path.spec.ts checks
// that nothing the pages ask for leaves the path.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CAMERA_SECRETS, cameraPhoto } from "./camera-photo.mjs";
import { checkDraftNowhere, checkPublishedImages } from "./large-site-checks.mjs";
import { buildProject, copyProject } from "./project-copy.mjs";

const ALIAS = "Night Heron";
/** A project site on GitHub Pages: the repository's name is the path the site lives under. */
const SITE_URL = "https://night-heron.github.io/travel-notes";
const STORY = "Night Train to Hanoi";
const DRAFT = "Kayaking Ha Long Bay";
const UNSPLASH_PHOTO = "https://images.unsplash.com/photo-1508009603885-50cf7c579365";
/** The owner's own photos: the story's two, the second stored on its side, and the gallery's. */
const PHOTOS = [
  { name: "train-window", rotated: false },
  { name: "sleeper-berth", rotated: true },
  { name: "harbour-at-dawn", rotated: false },
];

/**
 * Replaces `pattern` in a file of the copy, which must hold it.
 * @param {string} file @param {RegExp} pattern @param {string} replacement
 */
function edit(file, pattern, replacement) {
  const text = readFileSync(file, "utf8");
  if (!pattern.test(text))
    throw new Error(`${file} has no ${pattern}: the owner check is out of date`);
  writeFileSync(file, text.replace(pattern, replacement));
}

/**
 * `npm run new-story -- <title>` in the copy; returns the file it wrote.
 * @param {string} dir @param {string} title
 */
function newStory(dir, title) {
  const stories = path.join(dir, "content/stories");
  const before = new Set(readdirSync(stories));
  const result = spawnSync(process.execPath, ["scripts/new-story.mjs", title], {
    cwd: dir,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`new-story failed:\n${result.stderr}`);
  const [created] = readdirSync(stories).filter((name) => !before.has(name));
  if (!created) throw new Error("new-story wrote no file");
  return path.join(stories, created);
}

/** @param {string} dir the copy */
async function actAsOwner(dir) {
  edit(path.join(dir, "content/site.ts"), /alias: "[^"]*"/, `alias: ${JSON.stringify(ALIAS)}`);
  edit(
    path.join(dir, "content/site.ts"),
    /siteUrl: "[^"]*"/,
    `siteUrl: ${JSON.stringify(SITE_URL)}`,
  );
  for (const [index, { name, rotated }] of PHOTOS.entries()) {
    writeFileSync(
      path.join(dir, `content/uploads/${name}.jpg`),
      await cameraPhoto(index + 7, rotated),
    );
  }

  const story = newStory(dir, STORY);
  edit(story, /^draft: true\n/m, "");
  edit(story, /^location: ""/m, 'location: "Hanoi, Vietnam"');
  edit(story, /^image: ""/m, 'image: "uploads/train-window.jpg"');
  edit(story, /^imageAlt: ""/m, 'imageAlt: "Rice fields rushing past the window of a night train"');
  edit(story, /^excerpt: ""/m, 'excerpt: "Twelve hours north from Hue, in a berth for four."');
  edit(story, /^# coordinates: .*$/m, "coordinates: [21.0285, 105.8542]");
  edit(
    story,
    /\n---\n[\s\S]*$/,
    [
      "\n---\n",
      "The train left Hue at dusk, and the whole carriage seemed to exhale at once.",
      "",
      '![The window of the night train, fields going by](uploads/train-window.jpg "An hour out of Hue")',
      "",
      "Our berth was for four: a grandmother, her grandson, a soldier on leave and me.",
      "",
      "![The four berths of the sleeper compartment, made up for the night](uploads/sleeper-berth.jpg)",
      "",
      "By morning the mountains had given way to the flat green of the delta.",
      "",
      `![The temples of the city at the end of the line](${UNSPLASH_PHOTO} "Arriving")`,
      "",
      "Hanoi was already awake when we pulled in, loud and bright and smelling of coffee.",
      "",
    ].join("\n"),
  );

  // Left as new-story wrote it: a draft, every field but the title and date still empty.
  const draft = newStory(dir, DRAFT);

  edit(
    path.join(dir, "content/gallery.ts"),
    /\n\];?\s*$/,
    `
  {
    src: "uploads/harbour-at-dawn.jpg",
    alt: "Fishing boats in a harbour at dawn",
    caption: "First light on the boats",
    location: "Hai Phong, Vietnam",
  },
];
`,
  );
  return { draft };
}

async function main() {
  const root = process.cwd();
  const dir = copyProject(root, "owner-check");
  try {
    console.log(
      `Owner check, in ${dir}: alias "${ALIAS}" at ${SITE_URL}, "${STORY}" with three photos in its text,`,
    );
    console.log(`  "${DRAFT}" left a draft, a 13th gallery photo of the owner's own`);
    const { draft } = await actAsOwner(dir);
    const built = buildProject(dir, path.join(root, ".cache/photos"));
    if (!built.ok) throw new Error(`The owner's build failed:\n${built.output}`);
    const client = path.join(dir, "build/client");
    const uploads = readdirSync(path.join(dir, "content/uploads")).map((name) =>
      path.join(dir, "content/uploads", name),
    );
    const slug = /^\d+-(.+)\.md$/.exec(path.basename(draft))?.[1] ?? "";
    const problems = [
      ...(await checkPublishedImages(client, uploads, {
        secrets: CAMERA_SECRETS,
        upright: PHOTOS.map(({ name }) => name),
      })),
      ...checkDraftNowhere(client, { slug, title: DRAFT, photos: [] }),
      ...(built.output.includes(`content/stories/${path.basename(draft)}`)
        ? []
        : ["the build did not name the draft it left out"]),
    ];
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    if (problems.length > 0) return false;
    console.log(
      "  ✓ built; no published image carries metadata, all upright; the draft is nowhere",
    );

    console.log("  The browser tests, on the owner's site:");
    const tests = spawnSync(
      path.join(dir, "node_modules/.bin/playwright"),
      ["test", "--reporter=dot"],
      {
        cwd: dir,
        stdio: "inherit",
        env: { ...process.env, E2E_PORT: process.env.OWNER_E2E_PORT ?? "5327" },
      },
    );
    return tests.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
