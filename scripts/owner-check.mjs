// What a new owner does with the project, tried on a copy of it (`npm run test:owner`, part of
// `npm test`): takes another alias in content/site.yml, one holding markup, publishes under a path
// as a GitHub Pages project site does (siteUrl https://<user>.github.io/<repository>), starts a
// story with `npm run new-story` whose cover is a camera photo named as the camera named it
// (IMG_2041.JPG, with GPS), whose text holds an iPhone's HEIC, a photo named "Beach day ñandú.jpeg"
// and one from Unsplash, and whose words look like event handlers ("one = enough"); starts a second
// story and leaves it a draft with empty fields; pastes a snippet that tries to run script into a
// third, with characters a paste from Word brings unseen and no feed may carry; and adds a
// gallery photo with an upper-case extension. Then it builds the copy, checks that the build named
// what it removed from the third story, that no published image carries metadata or is an
// original, that all are upright, and that the draft is nowhere, serves it with
// the nginx recipe (scripts/nginx-check.mjs), reads what its files say (tests/built, and
// tests/owner/*.test.ts) and, last, runs the browser tests tagged @owner on it, served under its
// path only (scripts/serve.mjs): the owner's own journeys (tests/owner/) and those of tests/e2e
// whose outcome its content changes. The tests read what to expect from the content, so they must
// pass on the owner's as on ours. Before it builds, the copy grows as an owner's site does in a
// few years (scripts/large-site.mjs): 60 more stories with camera photos, and a draft; its pages'
// weight is checked too.
//
//   node scripts/owner-check.mjs prepare   the copy, grown, built and checked by its files; kept
//   node scripts/owner-check.mjs browse    the browser tests on it, then the copy goes
//   node scripts/owner-check.mjs           both (`npm run test:owner`)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runnerImport } from "vite";
import { parseDocument } from "yaml";
import { cameraPhoto, iphonePhoto } from "./camera-photo.mjs";
import { checkDraftNowhere } from "./output-checks.mjs";
import { addStories, checkGrownSite } from "./large-site.mjs";
import { checkNginx } from "./nginx-check.mjs";
import { buildProject, copyProject, runBrowserTests, runBuiltTests } from "./project-copy.mjs";

/** @type {{ module: typeof import("../app/content/names.ts") }} */
const { module: names } = await runnerImport("./app/content/names.ts");
/** @type {{ module: typeof import("../app/content/new-story.ts") }} */
const { module: newStoryModule } = await runnerImport("./app/content/new-story.ts");

/**
 * Markup in the alias: it must be text wherever it lands (tests/owner/owner-words.spec.ts). Its
 * words are short: a word wider than the header at 320 px would overflow it.
 */
const ALIAS = 'Night Heron <b>&amp;</b> "Co" </title><script> alert(1) </script>';
/** A project site on GitHub Pages: the repository's name is the path the site lives under. */
const SITE_URL = "https://night-heron.github.io/travel-notes";
const STORY = "Night Train to Hanoi";
const DRAFT = "Kayaking Ha Long Bay";
const HOSTILE = "Notes From the Night Bus";
/** A newsletter provider's form address (Buttondown's), which the newsletter box posts to. */
const NEWSLETTER_FORM_URL = "https://buttondown.com/api/emails/embed-subscribe/night-heron";
const RETITLED = "Cliffs, Retold: A Title Edited Years Later";
const UNSPLASH_PHOTO = "https://images.unsplash.com/photo-1508009603885-50cf7c579365";
/** Wider than the widest the site publishes (1200 px); the benches time a full camera's 4000x3000. */
const PHOTO_SIZE = { width: 2000, height: 1500 };
/**
 * The owner's own photos, as their camera and phone named them: the story's cover (stored on its
 * side, as phones do), an iPhone's HEIC and a renamed portrait photo in its text, and the gallery's.
 */
const PHOTOS = [
  { file: "IMG_2041.JPG", make: () => cameraPhoto(7, true, PHOTO_SIZE) },
  { file: "IMG_2042.HEIC", make: () => iphonePhoto() },
  // Held upright: a phone's portrait photo, taller than a laptop's screen at the text's width.
  {
    file: "Beach day ñandú.jpeg",
    make: () => cameraPhoto(9, false, { width: 1500, height: 2000 }),
    portrait: true,
  },
  { file: "DSC_0007.JPEG", make: () => cameraPhoto(10, false, PHOTO_SIZE) },
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
 * Changes a YAML file of the copy as an editor would: its other lines and notes stay as they are.
 * @param {string} file @param {(document: import("yaml").Document) => void} change
 */
function editYaml(file, change) {
  const document = parseDocument(readFileSync(file, "utf8"));
  change(document);
  writeFileSync(file, String(document));
}

/**
 * Starts a story in the copy as `npm run new-story -- <title>` does; returns the file it wrote. The
 * first, as the owner types it (scripts/new-story.mjs); the others with the same code, in this
 * process, without a Node and a Vite each.
 * @param {string} dir @param {string} title @param {{ asTheOwnerTypes?: boolean }} [options]
 */
function newStory(dir, title, { asTheOwnerTypes = false } = {}) {
  const stories = path.join(dir, "content/stories");
  const before = new Set(readdirSync(stories));
  if (asTheOwnerTypes) {
    const result = spawnSync(process.execPath, ["scripts/new-story.mjs", title], {
      cwd: dir,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`new-story failed:\n${result.stderr}`);
  } else if (newStoryModule.main([title], { storiesDir: stories, log: () => {} }) !== 0) {
    throw new Error(`new-story refused "${title}"`);
  }
  const [created] = readdirSync(stories).filter((name) => !before.has(name));
  if (!created) throw new Error("new-story wrote no file");
  return path.join(stories, created);
}

/**
 * Fills in a story new-story started, and publishes it.
 * @param {string} story @param {Record<string, string>} fields @param {string[]} paragraphs
 */
function writeStory(story, fields, paragraphs) {
  edit(story, /^draft: true\n/m, "");
  for (const [name, value] of Object.entries(fields)) {
    edit(story, new RegExp(`^(# )?${name}: .*$`, "m"), `${name}: ${value}`);
  }
  // A field the schema has and these stories do not name yet, the owner fills in with a few words.
  const text = readFileSync(story, "utf8");
  writeFileSync(story, text.replace(/^(\w+): ""$/gm, '$1: "A few words for $1"'));
  edit(story, /\n---\n[\s\S]*$/, `\n---\n\n${paragraphs.join("\n\n")}\n`);
}

/** @param {string} dir the copy */
async function actAsOwner(dir) {
  editYaml(path.join(dir, "content/site.yml"), (site) => {
    site.set("alias", ALIAS);
    site.set("siteUrl", SITE_URL);
    site.set("newsletterFormUrl", NEWSLETTER_FORM_URL);
  });
  // A story they had published, retitled: its feed id stays (tests/e2e/feeds.spec.ts).
  const [published] = readdirSync(path.join(dir, "content/stories")).sort();
  if (published)
    edit(path.join(dir, "content/stories", published), /^title: .*$/m, `title: "${RETITLED}"`);
  for (const { file, make } of PHOTOS) {
    writeFileSync(path.join(dir, "content/uploads", file), await make());
  }

  const story = newStory(dir, STORY, { asTheOwnerTypes: true });
  writeStory(
    story,
    {
      location: '"Hanoi, Vietnam"',
      image: '"uploads/IMG_2041.JPG"',
      imageAlt: '"Rice fields rushing past the window of a night train"',
      excerpt: '"Day one = jet lag: twelve hours north from Hue, in a berth for four."',
      coordinates: "[21.0285, 105.8542]",
    },
    [
      "The train left Hue at dusk, and the whole carriage seemed to exhale at once.",
      '![The four berths of the sleeper compartment, made up for the night](uploads/IMG_2042.HEIC "Home for the night")',
      "Our berth was for four: a grandmother, her grandson, a soldier on leave and me.",
      '[The sleeper tickets](https://example.com/tickets?from=hue&on=2 "one = enough") were sold out by noon.',
      "![The beach at Sam Son at dawn, the carriage's Wi-Fi sign saying online = yes](uploads/Beach day ñandú.jpeg)",
      "By morning the mountains had given way to the flat green of the delta.",
      `![The temples of the city at the end of the line](${UNSPLASH_PHOTO} "Arriving")`,
      "Hanoi was already awake when we pulled in, loud and bright and smelling of coffee: phở, then cà phê sữa đá on a stool by the tracks.",
    ],
  );

  const trip = startTrip(dir, story);

  // On the home page, chosen by the file's name, as the web editor's list of stories writes it.
  editYaml(path.join(dir, "content/site.yml"), (site) => {
    site.set("homeStories", [path.basename(story, ".md")]);
  });

  // Left as new-story wrote it: a draft, every field but the title and date still empty.
  const draft = newStory(dir, DRAFT);

  // A snippet pasted from elsewhere, with everything a story may not run.
  const hostile = newStory(dir, HOSTILE);
  writeStory(
    hostile,
    {
      location: '"Between Hue and Hoi An"',
      image: '"uploads/DSC_0007.JPEG"',
      imageAlt: '"Fishing boats in a harbour at dawn"',
      // With what a paste from Word brings unseen: its line break, a control character, U+FFFE.
      excerpt:
        '"Four hours on the night bus,\u000Band a snippet\u0001 I should not have pasted.\uFFFE"',
    },
    [
      "The bus left at midnight,\u000Band nobody\u0001 slept.\uFFFE",
      '<script>window.__ownerCheckRan = "script"; alert("script")</script>',
      'A photo I pasted: <img src="x" onerror="window.__ownerCheckRan = \'onerror\'">',
      '<iframe src="https://example.com/"></iframe>',
      '<meta http-equiv="refresh" content="1;url=https://example.com/">',
      "[A link that runs script](javascript:window.__ownerCheckRan='link')",
      // What a search shows of it, as written (tests/owner/hostile-story.spec.ts).
      "Advice from a forum, pasted whole: a &lt;b&gt; tag and x < y > z, Bangkok -> Siem Reap by the zigzagging road, and HTML writes < as &amp;lt;.",
      "We reached Hoi An as the lanterns were going out.",
    ],
  );

  editYaml(path.join(dir, "content/gallery.yml"), (gallery) => {
    gallery.add({
      src: "uploads/DSC_0007.JPEG",
      alt: "Fishing boats in a harbour at dawn",
      caption: "First light on the boats",
      location: "Hai Phong, Vietnam",
    });
  });
  return { story, draft, hostile, trip };
}

/**
 * A trip (content/trips/), and three stories in it in three countries whose places do not name
 * them, filed after `after` with a story of no trip between the first two: the trip's page and its
 * stories must follow the trip, not the site (tests/e2e/trips.spec.ts, tests/owner/).
 * @param {string} dir @param {string} after a story file the trip's come after
 */
function startTrip(dir, after) {
  const slug = "mekong-by-road";
  mkdirSync(path.join(dir, "content/trips"), { recursive: true });
  writeFileSync(
    path.join(dir, `content/trips/${slug}.yml`),
    [
      "title: The Mekong by Road",
      "summary: Three weeks down the river, from the temples of the north to the floating markets of the delta.",
      "start: 2025-02-03",
      "end: 2025-02-26",
      "",
    ].join("\n"),
  );
  // And one planned, with no story yet: its page says so.
  writeFileSync(
    path.join(dir, "content/trips/next-winter.yml"),
    [
      "title: Next Winter, Up North",
      "summary: Not written yet.",
      "start: 2024-12-01",
      "end: 2024-12-31",
      "",
    ].join("\n"),
  );
  const number = names.parseStoryFileName(path.basename(after))?.order ?? 0;
  const template = readFileSync(after, "utf8");
  const stories = [
    ["Slow Boat to Luang Prabang", "Luang Prabang", "19.8856, 102.1347"],
    ["A Day Off, Doing Nothing", "Somewhere quiet", ""],
    ["Temples at First Light", "Siem Reap", "13.3671, 103.8448"],
    ["Floating Markets of Can Tho", "Can Tho", "10.0452, 105.7469"],
  ].map(([title = "", location = "", pin = ""], index) => {
    const file = path.join(
      dir,
      "content/stories",
      names.storyFileName(number + 1 + index, names.storySlug(title)),
    );
    const fields = template
      .replace(/^title: .*$/m, `title: "${title}"`)
      // Within the trip's days: a story outside them widens them, with a warning (trips.test.ts).
      .replace(/^date: .*$/m, 'date: "2025-02"')
      .replace(/^location: .*$/m, `location: "${location}"`)
      .replace(/^coordinates: .*$/m, pin ? `coordinates: "${pin}"\ntrip: ${slug}` : "")
      .replace(/\n---\n[\s\S]*$/, `\n---\n\nA day in ${location}, written on the road.\n`);
    writeFileSync(file, fields);
    return { title, file, inTrip: Boolean(pin) };
  });
  return { slug, stories, empty: "next-winter" };
}

/**
 * What a good build prints, a line per step and a summary, checked on the owner's build; what is
 * missing, in words.
 * @param {string} output @param {string} draft the draft's file
 */
function buildLines(output, draft) {
  // The photos' progress ("photos    optimising 10/62") is a line per ten photos encoded: as many
  // as the cache lacks, so not counted.
  const lines = output
    .trim()
    .split("\n")
    .filter((line) => !/^photos +optimising \d+\/\d+$/.test(line));
  /** @type {[string, RegExp][]} */
  const expected = [
    ["a first line counting the content", /^content +\d+ stories, \d+ gallery photos/],
    [
      "the draft it left out, named",
      new RegExp(`^drafts +left out .*${path.basename(draft)}(,|$)`),
    ],
    ["a line for the photos", /^photos +\d+ photos, \d+ files/],
    [
      "a line for the audit",
      /^images +\d+ photos and media files to publish, none carries metadata$/,
    ],
    [
      "a summary",
      /^Built build\/client in [\d.]+ s: \d+ pages, \d+ stories, \d+ photos? of yours \(\d+ encoded, \d+ reused\), \d+ drafts left out$/,
    ],
  ];
  return [
    ...(lines.length < 20
      ? []
      : [
          `the build printed ${lines.length} lines, not a line per step:\n${lines.map((line) => `      ${line}`).join("\n")}`,
        ]),
    ...expected
      .filter(([, line]) => !lines.some((each) => line.test(each)))
      .map(([what]) => `the build did not print ${what}`),
  ];
}

/**
 * Where the owner's copy lives between its two steps: a folder of its own for each clone of the
 * project, so that two clones' `npm test` on one machine never share one.
 */
const COPY_DIR = path.join(
  tmpdir(),
  `owner-check-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
);
/** What the browser tests need to know of what the owner did, kept in the copy. */
const OWNER_FILE = "owner-check.json";

/**
 * The copy made, changed as the owner would, grown, built and checked by what its files say:
 * everything but a browser. Leaves the copy in COPY_DIR for `browse`; returns whether all holds.
 */
async function prepare() {
  const root = process.cwd();
  rmSync(COPY_DIR, { recursive: true, force: true });
  const dir = copyProject(root, "owner-check", COPY_DIR);
  console.log(
    `Owner check, in ${dir}: alias "${ALIAS}" at ${SITE_URL}, "${STORY}" with a HEIC and two more photos in its text,`,
  );
  console.log(
    `  "${DRAFT}" left a draft, "${HOSTILE}" holding script, a gallery photo named DSC_0007.JPEG`,
  );
  const { story, draft, hostile, trip } = await actAsOwner(dir);
  // And a few years on: 60 more stories, each with a camera photo, and a draft of photos.
  const grown = await addStories(dir);
  console.log(`  grown to ${grown.length} more stories, each with a camera photo`);
  const built = buildProject(dir, path.join(root, ".cache/photos"));
  if (!built.ok) throw new Error(`The owner's build failed:\n${built.output}`);
  const client = path.join(dir, "build/client");
  const slugOf = (/** @type {string} */ file) =>
    names.parseStoryFileName(path.basename(file))?.slug ?? "";
  const removed = built.output
    .split("\n")
    .find((line) => line.includes(`content/stories/${path.basename(hostile)}: removed`));
  const assets = readdirSync(path.join(client, "assets"));
  // The nginx recipe (hosting/nginx.conf) serving this build under its path.
  const hosting = await checkNginx(client);
  const problems = [
    // Each of the owner's photos, whatever its name and format, as AVIF and as JPEG.
    ...PHOTOS.flatMap(({ file }) =>
      ["avif", "jpg"]
        .filter(
          (format) =>
            !assets.some((name) =>
              new RegExp(`^${names.publishedName(file)}-[0-9a-f]{10}-\\d+\\.${format}$`).test(name),
            ),
        )
        .map((format) => `${file} is not published as ${format === "jpg" ? "JPEG" : "AVIF"}`),
    ),
    ...checkDraftNowhere(client, { slug: slugOf(draft), title: DRAFT, photos: [] }),
    ...buildLines(built.output, draft),
    ...["<script>", "<img>", "<iframe>", '<meta http-equiv="refresh">', 'a link to "javascript:']
      .filter((what) => !removed?.includes(what))
      .map((what) => `the build did not name ${what} among what it removed from ${HOSTILE}`),
    ...hosting.problems.map((problem) => `nginx under ${hosting.basePath}: ${problem}`),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length > 0) return false;
  console.log(
    `  ✓ built, a line per step, naming the draft left out and what it removed: ${removed}`,
  );
  console.log("  ✓ each of the owner's photos published as AVIF and JPEG; the draft is nowhere");
  console.log(
    `  ✓ served by nginx with hosting/nginx.conf under ${hosting.basePath}: ${hosting.counts.files} files and pages, ${hosting.counts.links} linked addresses, none redirected`,
  );

  // Every published photo, the owner's and the grown site's, read once.
  const upright = PHOTOS.map(({ file }) => names.publishedName(file));
  const portrait = PHOTOS.filter((photo) => "portrait" in photo).map(({ file }) =>
    names.publishedName(file),
  );
  if (!(await checkGrownSite(dir, built.output, grown, { upright, portrait }))) return false;
  writeFileSync(
    path.join(dir, OWNER_FILE),
    JSON.stringify({
      OWNER_STORY: slugOf(story),
      OWNER_HOSTILE_STORY: slugOf(hostile),
      OWNER_TRIP: trip.slug,
      OWNER_EMPTY_TRIP: trip.empty,
      OWNER_TRIP_STORIES: trip.stories.map(({ file }) => slugOf(file)).join(","),
    }),
  );
  console.log("  What the owner's build says, read from its files (tests/built, tests/owner):");
  return runBuiltTests(dir, ownerEnv(dir));
}

/** @param {string} dir */
const ownerEnv = (dir) => JSON.parse(readFileSync(path.join(dir, OWNER_FILE), "utf8"));

/** The browser tests on the owner's copy prepared before, which goes afterwards. */
function browse() {
  if (!existsSync(path.join(COPY_DIR, OWNER_FILE))) {
    throw new Error("No owner's copy to browse: `node scripts/owner-check.mjs prepare` first.");
  }
  try {
    console.log(
      "Owner check, in a browser: what only the owner's copy shows (its texts, its path, 64 stories)",
    );
    return runBrowserTests(
      COPY_DIR,
      "owner-check",
      "tests/owner/playwright.config.ts",
      ownerEnv(COPY_DIR),
    );
  } finally {
    rmSync(COPY_DIR, { recursive: true, force: true });
  }
}

// Stopped by npm test after another step failed: the copy goes too.
process.once("SIGTERM", () => {
  rmSync(COPY_DIR, { recursive: true, force: true });
  process.exit(143);
});
const [step = "all"] = process.argv.slice(2);
try {
  let ok;
  if (step === "prepare") ok = await prepare();
  else if (step === "browse") ok = browse();
  else ok = (await prepare()) && browse();
  if (!ok && step !== "browse") rmSync(COPY_DIR, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  rmSync(COPY_DIR, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
