// The site with 60 stories and 60 camera photos more than it has, as an owner's would be after a
// few years: each story has its own photo, and photos in its text (the two stories' before it, and
// an Unsplash one in every fifth story); a 61st story is a draft with photos of its own that must be
// published nowhere.
//
//   node scripts/large-site.mjs               `npm run test:large-site`: builds it, weighs its
//                                             pages, looks for the draft and the photos' metadata
//                                             in the output (scripts/output-checks.mjs), and reads
//                                             what its files say (tests/built); the owner check
//                                             does the same on the owner's copy, grown by it
//   node scripts/large-site.mjs --bench       `npm run bench:build`: times the first build and a
//                                             rebuild with nothing changed, and weighs the pages
//   node scripts/large-site.mjs --lighthouse  `npm run bench:large`: builds it and runs the bench
//                                             (scripts/bench.mjs) on /stories and the newest story
//
// It works on a copy of the project in a temporary folder, which it deletes; the stories and their
// photos are made while it runs. Each story's text is its own (scripts/story-text.mjs), 600 to
// 1,400 words, the newest 1,400. Each photo is written as a camera writes it, with GPS, the owner's
// name and more (scripts/camera-photo.mjs), some stored on their side, as phones do: 4000x3000 for
// the benches, which time the work a real photo costs; 480x360 for the checks in npm test, each
// published at the smallest width, the rest of the work of a camera's photo there the same (its
// metadata, its turn, its name); the owner's own photos there are 2000x1500, published at every
// width.
// The copy keeps the owner's siteUrl: a site under a path (a GitHub Pages project site) is checked
// with every address under that path.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runnerImport } from "vite";
import { parseDocument } from "yaml";
import { LARGE_SITE_HTML_BYTES, PAGE_BUDGETS } from "./budgets.mjs";
import { cameraPhoto, CAMERA_SECRETS } from "./camera-photo.mjs";
import {
  brotliSize,
  checkDraftNowhere,
  checkPageWeight,
  checkPublishedImages,
} from "./output-checks.mjs";
import { buildProject, copyProject, runBuiltTests } from "./project-copy.mjs";
import { random, storyText } from "./story-text.mjs";

const STORY_COUNT = Number(process.env.LARGE_SITE_STORIES ?? 60);
/** The stories grouped as an owner's are: 8 trips of 7 stories, the rest on their own. */
const TRIP_COUNT = 8;
const TRIP_LENGTH = 7;
const isBenched = ["--bench", "--lighthouse"].some((flag) => process.argv.includes(flag));
const PHOTO_SIZE = isBenched ? { width: 4000, height: 3000 } : { width: 480, height: 360 };

/** The site model (app/content/site-model.ts) and the naming rules, as the build has them. */
/** @type {{ module: typeof import("../app/content/site-model.ts") }} */
const { module: content } = await runnerImport("./app/content/site-model.ts");
/** @type {{ module: typeof import("../app/content/names.ts") }} */
const { module: names } = await runnerImport("./app/content/names.ts");
/** @type {{ module: typeof import("../app/content/read.ts") }} */
const { module: read } = await runnerImport("./app/content/read.ts");
/** @type {{ module: typeof import("../app/lib/paths.ts") }} */
const { module: paths } = await runnerImport("./app/lib/paths.ts");
/**
 * Runs `work` on every item, as many at a time as the machine has cores.
 * @template T @param {T[]} items @param {(item: T) => Promise<void>} work
 */
async function inParallel(items, work) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** @type {[string, [number, number]][]} */
const PLACES = [
  ["Lisbon, Portugal", [38.7223, -9.1393]],
  ["Hoi An, Vietnam", [15.8801, 108.338]],
  ["Cusco, Peru", [-13.5319, -71.9675]],
  ["Reykjavík, Iceland", [64.1466, -21.9426]],
  ["Zanzibar, Tanzania", [-6.1659, 39.2026]],
  ["Kyoto, Japan", [35.0116, 135.7681]],
];
const MONTHS = ["01", "03", "05", "07", "09", "11"];

/** The stories the copy has already (the owner's), published, in their order. @param {string} dir */
const existingStories = (dir) => content.loadSiteModel({ root: dir }).stories;

/**
 * The front matter of the owner's newest story, the template of the stories added: a field the
 * owner's stories carry, these carry too.
 * @param {string} dir
 */
function frontMatterTemplate(dir) {
  const [newest] = content.loadSiteModel({ root: dir }).stories;
  if (!newest) throw new Error("The large site needs one published story of the owner's.");
  const text = readFileSync(path.join(dir, newest.file), "utf8");
  return read.splitFrontMatter(text, newest.file).frontMatter;
}

/**
 * A story's file: the template's front matter with `fields` set, then `text`.
 * @param {string} template @param {Record<string, unknown>} fields @param {string} text
 */
function storyFile(template, fields, text) {
  const document = parseDocument(template);
  document.delete("draft");
  for (const [name, value] of Object.entries(fields)) document.set(name, value);
  return `---\n${String(document)}---\n\n${text}\n`;
}

/**
 * How long the story at `index` is: 600 to 1,400 words, the last (the newest) 1,400, the longest a
 * story's page must carry within its budget.
 * @param {number} index
 */
const wordsOf = (index) =>
  index === STORY_COUNT - 1 ? 1400 : 600 + Math.floor(random(index + 101)() * 801);

const UNSPLASH_PHOTO = "https://images.unsplash.com/photo-1502602898657-3e91760cbb34";

/** The draft among the stories: it and its two photos must be published nowhere. */
const DRAFT = {
  slug: "a-story-in-progress",
  title: "A Story Still In Progress",
  files: ["IMG_9001.JPG", "IMG_9002.JPG"],
  photos: ["IMG_9001.JPG", "IMG_9002.JPG"].map(names.publishedName),
};

/**
 * A story's text with its photos placed between paragraphs: each `[markdown, after]` goes after
 * paragraph `after` (or at the end).
 * @param {string} text @param {[string, number][]} photos
 */
function withPhotos(text, photos) {
  const paragraphs = text.split("\n\n");
  for (const [markdown, after] of [...photos].sort((a, b) => b[1] - a[1])) {
    paragraphs.splice(Math.min(after, paragraphs.length), 0, markdown);
  }
  return paragraphs.join("\n\n");
}

/**
 * Writes the stories and their photos into the copy, after its own, and a draft after them;
 * returns each new story's slug and the start of its photos' published names.
 * @param {string} dir
 */
export async function addStories(dir) {
  const own = existingStories(dir);
  // Each file named as the editor and new-story name one, started a minute after the one before.
  const started = (own[0]?.order ?? 0) + 1;
  const first = own.length + 1;
  const template = frontMatterTemplate(dir);
  const stories = Array.from({ length: STORY_COUNT }, (_, index) => {
    const number = String(first + index).padStart(2, "0");
    // Named as phones and cameras name them: upper case, spaces, accents, every other one each way.
    const photoFile =
      index % 2 === 0
        ? `IMG_${String(first + index).padStart(4, "0")}.JPG`
        : `Scène ${number} à l'aube.jpeg`;
    // The start of its published name (app/content/names.ts), which the checks look for.
    return {
      number,
      file: names.storyFileName(started + index, `journey-${number}`),
      index,
      slug: `journey-${number}`,
      photoFile,
      photo: names.publishedName(photoFile),
    };
  });
  // Every third photo is stored on its side, as phones do.
  const photos = [
    ...stories.map((story) => ({
      name: story.photoFile,
      seed: Number(story.number),
      rotated: story.index % 3 === 2,
    })),
    ...DRAFT.files.map((name, index) => ({ name, seed: 2000 + index, rotated: false })),
  ];
  let made = 0;
  await inParallel(photos, async ({ name, seed, rotated }) => {
    writeFileSync(
      path.join(dir, `content/uploads/${name}`),
      await cameraPhoto(seed, rotated, PHOTO_SIZE),
    );
    made++;
    if (made % 20 === 0 || made === photos.length)
      console.log(`  photos made ${made}/${photos.length}`);
  });
  for (const [index, story] of stories.entries()) {
    const [place, [latitude, longitude]] = PLACES[index % PLACES.length] ?? ["", [0, 0]];
    // In its text, the photos of the two stories before it: a story's photo is published once
    // for its cover and again where other stories show it.
    /** @type {[string, number][]} */
    const inText = [];
    const [previous, beforeThat] = [stories[index - 1], stories[index - 2]];
    if (previous) {
      const caption = `A scene from journey ${previous.number}, remembered on journey ${story.number} in ${place}`;
      inText.push([
        `![A colourful abstract scene from journey ${previous.number}](uploads/${previous.photoFile} "${caption}")`,
        1,
      ]);
    }
    if (beforeThat) {
      inText.push([
        `![The photo of journey ${beforeThat.number}, remembered](uploads/${beforeThat.photoFile})`,
        3,
      ]);
    }
    if (index % 5 === 4) {
      inText.push([`![The Eiffel Tower](${UNSPLASH_PHOTO} "Paris, on the way")`, 5]);
    }
    writeFileSync(
      path.join(dir, `content/stories/${story.file}`),
      storyFile(
        template,
        {
          title: `Journey ${story.number}: ${place}`,
          // A trip's journeys within its summer (its page widens its days to take in any other).
          date:
            index < TRIP_COUNT * TRIP_LENGTH
              ? `${2011 + Math.floor(index / TRIP_LENGTH)}-${["06", "07", "08"][index % 3]}`
              : `${2010 + Math.floor(index / 6)}-${MONTHS[index % MONTHS.length]}`,
          location: place,
          image: `uploads/${story.photoFile}`,
          imageAlt: `A colourful abstract photo standing in for journey ${story.number}`,
          excerpt: `What happened on journey ${story.number}, in ${place}.`,
          coordinates: `${latitude}, ${longitude}`,
          ...(index < TRIP_COUNT * TRIP_LENGTH && {
            trip: `trip-${Math.floor(index / TRIP_LENGTH) + 1}`,
          }),
        },
        withPhotos(storyText(first + index, wordsOf(index)), inText),
      ),
    );
  }
  mkdirSync(path.join(dir, "content/trips"), { recursive: true });
  for (let trip = 1; trip <= Math.min(TRIP_COUNT, Math.floor(STORY_COUNT / TRIP_LENGTH)); trip++) {
    const year = 2010 + trip;
    writeFileSync(
      path.join(dir, `content/trips/trip-${trip}.yml`),
      [
        `title: "Trip ${trip}: ${TRIP_LENGTH} journeys in a row"`,
        `summary: "Journeys ${(trip - 1) * TRIP_LENGTH + first} to ${trip * TRIP_LENGTH + first - 1}, one after the other, over a summer of ${year}."`,
        `start: ${year}-06-0${(trip % 9) + 1}`,
        `end: ${year}-08-2${trip % 10}`,
        "",
      ].join("\n"),
    );
  }
  writeFileSync(
    path.join(dir, `content/stories/${names.storyFileName(started + STORY_COUNT, DRAFT.slug)}`),
    [
      "---",
      "draft: true",
      `title: "${DRAFT.title}"`,
      'date: ""',
      'location: ""',
      `image: "uploads/${DRAFT.files[0]}"`,
      "---",
      "",
      withPhotos(storyText(9999, 300), [[`![Half a thought](uploads/${DRAFT.files[1]})`, 1]]),
      "",
    ].join("\n"),
  );
  return stories;
}

/**
 * The grown site's build, checked: /stories and every story's page within their weight, the draft
 * and its photos nowhere, no published photo with metadata, all upright, no original published.
 * Prints what it found; returns whether all holds.
 * @param {string} dir @param {string} output what the build printed
 * @param {{ photo: string }[]} added the stories addStories wrote
 * @param {{ upright?: string[], portrait?: string[] }} [more] the published names of the owner's
 * photos, upright too, and of those taller than wide
 */
export async function checkGrownSite(dir, output, added, { upright = [], portrait = [] } = {}) {
  const client = path.join(dir, "build/client");
  const model = content.loadSiteModel({ root: dir });
  const started = performance.now();
  const uploads = readdirSync(path.join(dir, "content/uploads")).map((name) =>
    path.join(dir, "content/uploads", name),
  );
  const problems = [
    ...checkPageWeight(
      path.join(client, paths.pageFile(paths.STORIES_PATH)),
      LARGE_SITE_HTML_BYTES.stories,
      paths.STORIES_PATH,
    ),
    ...model.stories.flatMap((story) =>
      checkPageWeight(
        path.join(client, paths.pageFile(story.path)),
        LARGE_SITE_HTML_BYTES.story,
        story.path,
      ),
    ),
    ...(await checkPublishedImages(client, uploads, {
      secrets: CAMERA_SECRETS,
      upright: [...added.map((story) => story.photo), ...upright],
      portrait,
    })),
    ...checkDraftNowhere(client, DRAFT),
    ...(new RegExp(`^drafts +left out[^\\n]*-${DRAFT.slug}\\.md`, "m").test(output)
      ? []
      : ["the build did not name the draft it left out"]),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length > 0) {
    console.error(`  ${problems.length} problem(s) with the large site`);
    return false;
  }
  console.log(
    `  ✓ /stories within ${LARGE_SITE_HTML_BYTES.stories} bytes and the ${model.stories.length} story pages within ${LARGE_SITE_HTML_BYTES.story}, (brotli; each trip's page with its maps: tests/built), the draft and its photos nowhere, no metadata, all upright, no original published (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return true;
}

/** Builds the copy; returns the seconds it took and what it printed. @param {string} dir */
function build(dir) {
  const { ok, seconds, output } = buildProject(dir, ".cache/photos");
  if (!ok) throw new Error(`The large site's build failed:\n${output}`);
  return { seconds, output };
}

async function main() {
  const isBench = process.argv.includes("--bench");
  const isLighthouse = process.argv.includes("--lighthouse");
  const dir = copyProject(process.cwd(), "large-site");
  try {
    const own = existingStories(dir);
    console.log(
      `Large site: ${own.length} stories and ${STORY_COUNT} more, with ${PHOTO_SIZE.width}x${PHOTO_SIZE.height} camera photos, in ${dir}`,
    );
    let started = performance.now();
    const added = await addStories(dir);
    const stories = [...own, ...added];
    console.log(`  made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const first = build(dir);
    const photoLines = first.output.split("\n").filter((line) => /^(?:photos|search) /.test(line));
    console.log(photoLines.map((line) => `  ${line}`).join("\n"));
    const photoCount = Number(/^photos +(\d+) photos/m.exec(first.output)?.[1] ?? 0);
    console.log(
      `  first build: ${first.seconds.toFixed(1)} s, ${(first.seconds / Math.max(1, photoCount)).toFixed(2)} s per photo published`,
    );
    const client = path.join(dir, "build/client");

    // The pages as the site model has them: each story's, and those without a parameter.
    const model = content.loadSiteModel({ root: dir });
    const storyPaths = new Set(model.stories.map((story) => story.path));
    const [newest] = model.stories;
    if (!newest) throw new Error("The large site has no story.");
    // One page of each kind: the pages without a parameter, and the newest story's.
    const pages = [...model.pages.filter((page) => !storyPaths.has(page)), newest.path].map(
      paths.pageFile,
    );
    const weigh = () => {
      for (const file of pages) {
        const size = brotliSize(path.join(client, file));
        console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB brotli (${size} bytes)`);
      }
    };
    if (isBench) {
      const again = build(dir);
      console.log(`  rebuild, nothing changed: ${again.seconds.toFixed(1)} s`);
      weigh();
      return true;
    }
    if (isLighthouse) {
      weigh();
      // The bench takes the budgets' pages by their address within the site, and puts them under
      // the site's path itself (scripts/bench.mjs): here the stories page's and a story's.
      const benched = PAGE_BUDGETS.map((budget) => budget.path).filter((budgetPath) =>
        budgetPath.startsWith(paths.STORIES_PATH),
      );
      const bench = spawnSync(
        process.execPath,
        ["scripts/bench.mjs", "--client", client, "--pages", benched.join(",")],
        { stdio: "inherit", env: { ...process.env, BENCH_STORY: newest.slug } },
      );
      return bench.status === 0;
    }

    if (!(await checkGrownSite(dir, first.output, added))) return false;
    console.log(`  What the files of the ${stories.length} stories' site say (tests/built):`);
    return runBuiltTests(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url !== pathToFileURL(process.argv[1] ?? "").href) {
  // Imported (scripts/owner-check.mjs grows the owner's copy with it): nothing runs.
} else if (process.argv.includes("--photo")) {
  // One photo, to look at: node scripts/large-site.mjs --photo out.jpg [seed] [rotated]
  const [, out = "photo.jpg", seed = "1", rotated = ""] = process.argv.slice(
    process.argv.indexOf("--photo"),
  );
  writeFileSync(out, await cameraPhoto(Number(seed), rotated === "rotated"));
} else
  try {
    process.exitCode = (await main()) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
