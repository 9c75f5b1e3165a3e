// Your photos' privacy in a public repository. The build strips everything from the copies it
// publishes, but the originals in content/uploads are committed to Git, where anyone can download
// them: they must not carry the place they were taken (GPS, XMP and IPTC place fields), a person's
// name (Artist, Creator, By-line, owner names, copyright) or a device's serial number.
//
//   check [files]  npm run photos:check: names each photo that carries one, then exits with 1 (the
//                  deploy runs it before the build). Without files: everything in content/uploads.
//   clean [files]  npm run photos:clean: removes those fields, in place.
//   hook           .husky/pre-commit: cleans the uploads about to be committed and adds them
//                  again; refuses the commit while one cannot be read.
//   history        npm run photos:history: every photo in Git's history (all branches) that
//                  carries one, with the commits that added it.
//
// exiftool (exiftool-vendored, on the Perl that comes with Git) edits metadata without re-encoding
// the picture: the pixels, the orientation, the dates, the camera's make and model and the colour
// profile stay as they were.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const UPLOADS = "content/uploads";
const README = 'README.md, "Your location and your photos"';

// What gives the owner away, by exiftool's tag names in any group (EXIF, XMP, IPTC, maker notes).
const PLACE =
  /^(?!GPSVersionID$).*GPS|^(City|Sub-?location|Province-?State|State|Country(Code)?|Country-PrimaryLocation(Name|Code)|Location(Name|Created.*|Shown.*)?)$/;
const NAME =
  /^(Artist|(XP)?Author|By-?line(Title)?|(Camera)?OwnerName|Owner|Copyright(Notice)?|Rights|Writer-?Editor|CaptionWriter|Creator(Address|City|Region|PostalCode|Country|Work(Email|Telephone|URL))?)$/;
const KINDS = /** @type {const} */ ([
  ["location", "the place it was taken", PLACE],
  ["name", "a person's name", NAME],
  ["serial", "the camera's serial number", /SerialNumber$/],
]);
/** Groups about the file itself, worked out from other tags, or the colour profile: left alone. */
const SKIPPED_GROUPS = /^(ExifTool|File|Composite|ICC_Profile)$/;

/**
 * @typedef {{ tag: string, maker: boolean, kind: string }} Found a tag, as "group:name"
 * @typedef {{ found: Found[], gps?: number[], type?: string, error?: string }} Report what a file
 *   carries, where, what it is ("jpg", "heic"), or why it cannot be read
 */

/** @type {import("exiftool-vendored").ExifTool | undefined} */
let started;
/** One exiftool, started on first use: a commit without photos never starts Perl. */
const exiftool = async () =>
  (started ??= new (await import("exiftool-vendored")).ExifTool({ maxProcs: 1 }));

/** What `file` carries, or why it cannot be read. @param {string} file @returns {Promise<Report>} */
async function inspect(file) {
  // -G0:1 names each tag with its groups ("EXIF:IFD0:Artist"), -a keeps duplicates, -n numbers.
  const raw = /** @type {Record<string, unknown>} */ (
    await (await exiftool()).readRaw(file, { readArgs: ["-G0:1", "-a", "-n"], useMWG: false })
  );
  const warning = String(raw["ExifTool:Warning"] ?? "");
  const trouble = String(raw["ExifTool:Error"] ?? (warning.startsWith("[minor]") ? "" : warning));
  if (/empty/i.test(trouble)) return { found: [], error: "is an empty file" };
  if (/format error|unknown file|not a valid|corrupt|truncated/i.test(trouble)) {
    return { found: [], error: "cannot be read as a photo (it may be damaged, or not be a photo)" };
  }
  /** @type {Report} */
  const report = { found: [], type: String(raw["File:FileTypeExtension"]).toLowerCase() };
  for (const [key, value] of Object.entries(raw)) {
    const groups = key.split(":");
    const name = groups.pop() ?? "";
    if (!groups.length || SKIPPED_GROUPS.test(groups[0] ?? "") || !String(value).trim()) continue;
    const kind = KINDS.find(([, , pattern]) => pattern.test(name))?.[0];
    const maker = groups[0] === "MakerNotes";
    if (kind) report.found.push({ tag: `${groups.at(-1)}:${name}`, maker, kind });
  }
  const gps = [raw["Composite:GPSLatitude"], raw["Composite:GPSLongitude"]];
  if (gps.every((n) => typeof n === "number")) report.gps = /** @type {number[]} */ (gps);
  return report;
}

/** "the place it was taken (GPS 48.85, 2.35) and the camera's serial number". @param {Report} r */
function describe({ found, gps }) {
  const where = gps ? ` (GPS ${gps.map((n) => n.toFixed(2)).join(", ")})` : "";
  const kinds = KINDS.filter(([kind]) => found.some((tag) => tag.kind === kind));
  const words = kinds.map(([kind, text]) => (kind === "location" ? text + where : text));
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0];
}

/**
 * Removes in place what `file` carries; the report says what that was, or why it could not go.
 * @param {string} file
 */
async function clean(file) {
  const et = await exiftool();
  const report = await inspect(file);
  if (report.error || !report.found.length) return report;
  // exiftool writes a file only when its name says what it holds, and a phone's "IMG_2041.JPG" may
  // be a HEIC: it cleans a copy named after what it holds, which then replaces the photo.
  const dir = mkdtempSync(path.join(tmpdir(), "photo-privacy-"));
  const copy = path.join(dir, `photo.${report.type}`);
  const options = { useMWG: false, ignoreMinorErrors: true, writeArgs: ["-overwrite_original"] };
  /** @param {Record<string, null>} tags */
  const remove = (tags) =>
    et.write(copy, /** @type {import("exiftool-vendored").WriteTags} */ (tags), options);
  try {
    copyFileSync(file, copy);
    await remove(Object.fromEntries(report.found.map(({ tag }) => [tag, null])));
    let left = await inspect(copy);
    // A camera maker's own block (its maker note) may not let one tag go alone: it then goes whole.
    if (left.found.some((tag) => tag.maker)) {
      await remove({ "MakerNotes:all": null });
      left = await inspect(copy);
    }
    if (left.error || left.found.length) throw new Error(`${file}: ${describe(left)} stayed`);
    copyFileSync(copy, file);
  } catch {
    report.error = "could not be cleaned (exiftool cannot change this kind of file)";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** One line naming a file; on GitHub Actions, an error shown on the run's summary page too. */
const say = (/** @type {string} */ line) =>
  console.log(
    process.env.GITHUB_ACTIONS === "true" ? `::error::${line.replaceAll("%", "%25")}` : line,
  );

/** Every file in content/uploads and its folders, as the build finds them (no hidden files). */
const uploads = () =>
  (existsSync(UPLOADS) ? readdirSync(UPLOADS, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) =>
      path.relative(".", path.join(entry.parentPath, entry.name)).replaceAll("\\", "/"),
    )
    .sort();

/** @param {...string} args */
const git = (...args) =>
  execFileSync("git", ["--literal-pathspecs", ...args], { encoding: "utf8", maxBuffer: 1 << 30 });

/**
 * npm run photos:check, or photos:clean with `fix`: the files given, else every upload.
 * @param {boolean} fix
 */
async function checkOrClean(fix) {
  const files = process.argv.slice(3).length ? process.argv.slice(3) : uploads();
  let [failed, found] = [0, 0];
  for (const file of files) {
    const report = await (fix ? clean : inspect)(file);
    failed += report.error ? 1 : 0;
    found += report.found.length && !report.error ? 1 : 0;
    if (report.error) say(`${file} ${report.error}: open it and save it again, or remove it.`);
    else if (!report.found.length) continue;
    else if (fix) console.log(`Cleaned ${file}: removed ${describe(report)}.`);
    else say(`${file} carries ${describe(report)}.`);
  }
  if (fix && found) console.log("\nNow commit and push the cleaned photos.");
  if (!fix && found) {
    console.log(
      `\nTo remove it, keeping each photo as it is, run\n  npm run photos:clean\nthen commit and push (${README}).`,
    );
  }
  if (!failed && !found) {
    console.log(
      `No photo carries a location, a name or a serial number (${files.length} checked).`,
    );
  }
  return failed || (!fix && found) ? 1 : 0;
}

/** The pre-commit hook: the uploads about to be committed, cleaned and added again. */
async function hook() {
  const list = (/** @type {string} */ out) =>
    out.split("\0").filter((file) => file && !path.basename(file).startsWith("."));
  // Added or changed, as they will be committed; a renamed photo counts as added.
  const staged = list(
    git("diff", "--cached", "--name-only", "--no-renames", "--diff-filter=AM", "-z", "--", UPLOADS),
  );
  if (!staged.length) return 0;
  // A photo changed again since `git add`: cleaning the file on disk would commit the newer one.
  const changedSince = new Set(list(git("diff", "--name-only", "-z", "--", ...staged)));
  let refused = 0;
  for (const file of staged) {
    const changed = changedSince.has(file);
    const report = changed ? { found: [], error: "changed after you added it" } : await clean(file);
    if (report.error) {
      refused += 1;
      const fix = changed
        ? `add it again (git add "${file}")`
        : `save it again as a JPEG, HEIC, PNG, WebP or AVIF photo and add it again, or leave it out of this commit (git restore --staged "${file}")`;
      console.log(
        `Commit stopped: ${file} ${report.error}, so it cannot be checked for your location.`,
      );
      console.log(`  To go on, ${fix}, then commit again.`);
    } else if (report.found.length) {
      git("add", "--", file);
      console.log(`Cleaned ${file} before committing it: removed ${describe(report)}.`);
    }
  }
  return refused ? 1 : 0;
}

/** Each blob's bytes, each read once, from one `git cat-file --batch`. @param {string[]} shas */
async function* blobs(shas) {
  const child = spawn("git", ["cat-file", "--batch"], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdin.end(shas.map((sha) => `${sha}\n`).join(""));
  let [rest, body, left, sha, size] = [Buffer.alloc(0), /** @type {Buffer[]} */ ([]), -1, "", 0];
  for await (const chunk of child.stdout) {
    rest = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    while (rest.length) {
      if (left < 0) {
        // "<sha> blob <size>\n", then the bytes and "\n".
        const end = rest.indexOf(10);
        if (end < 0) break;
        const [name = "", type, length] = rest.toString("latin1", 0, end).split(" ");
        [rest, sha, size, left] = [rest.subarray(end + 1), name, Number(length), -1];
        if (type === "blob") left = size + 1;
        continue;
      }
      const take = Math.min(left, rest.length);
      [body, rest, left] = [[...body, rest.subarray(0, take)], rest.subarray(take), left - take];
      if (left > 0) continue;
      yield { sha, bytes: Buffer.concat(body).subarray(0, size) };
      [body, left] = [[], -1];
    }
  }
}

/** JPEG, PNG, WebP, HEIC, AVIF, a phone's video, TIFF and raw photos, by their first bytes. */
const PHOTO = /^(\xff\xd8|.PNG|....ftyp|RIFF....WEBP|II\*\0|MM\0\*)/s;

/** npm run photos:history. */
async function history() {
  // Each blob any commit of any branch added, by path, with the commits that added it there.
  /** @type {Map<string, Map<string, string[]>>} */
  const added = new Map();
  const log = ["log", "--all", "-z", "--raw", "--no-renames", "--no-abbrev", "--diff-filter=AM"];
  const tokens = git(...log, "--format=commit %H %cs %s").split("\0");
  let commit = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = (tokens[i] ?? "").trimStart();
    if (token.startsWith("commit ")) {
      const [, sha = "", date, ...subject] = token.split(" ");
      commit = `${sha.slice(0, 7)} (${date}, "${subject.join(" ")}")`;
    } else if (token.startsWith(":")) {
      // ":<old mode> <new mode> <old blob> <new blob> <A|M>", then the path.
      const [, mode, , blob = ""] = token.slice(1).split(" ");
      const file = tokens[++i] ?? "";
      if (mode === "160000") continue; // a submodule, not a file
      const paths = added.get(blob) ?? new Map();
      added.set(blob, paths.set(file, [...(paths.get(file) ?? []), commit]));
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), "photo-history-"));
  const lines = [];
  let photos = 0;
  try {
    for await (const { sha, bytes } of blobs([...added.keys()])) {
      if (!PHOTO.test(bytes.toString("latin1", 0, 12))) continue;
      photos += 1;
      const copy = path.join(dir, sha); // exiftool knows a photo by its bytes, not its name
      writeFileSync(copy, bytes);
      const report = await inspect(copy);
      rmSync(copy);
      if (!report.found.length) continue;
      for (const [file, commits] of added.get(sha) ?? []) {
        lines.push(
          `${file}: ${describe(report)}\n${commits.map((c) => `  added in commit ${c}\n`).join("")}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const what = "a location, a name or a serial number";
  if (!lines.length) console.log(`No photo in Git's history carries ${what} (${photos} read).`);
  if (!lines.length) return 0;
  console.log(
    `Photos in this repository's history that carry ${what}:\n\n${lines.sort().join("\n")}`,
  );
  console.log(
    `They stay in the history, which anyone can download, until you remove them: see ${README}.`,
  );
  return 0;
}

/** @type {Record<string, () => Promise<number>>} */
const commands = {
  check: () => checkOrClean(false),
  clean: () => checkOrClean(true),
  hook,
  history,
};
const run = commands[process.argv[2] ?? ""];
if (!run) {
  console.error("Usage: node scripts/photo-privacy.mjs check|clean [files] | hook | history");
  process.exit(2);
}
try {
  process.exitCode = await run();
} finally {
  await started?.end();
}
