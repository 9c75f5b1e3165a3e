// Your photos' privacy in a public repository. The build strips everything from the copies it
// publishes, but the files committed to Git can be downloaded by anyone, as they are: none may
// carry the place it was taken (GPS, XMP and IPTC place fields), a person's name (Artist, Creator,
// By-line, owner names, copyright) or a device's serial number. Every file counts, in any folder
// and under any name, hidden ones too: a file is judged by what it holds (media-metadata.mjs), a
// photo, a video, a drawing (SVG), an XMP sidecar, a recording or a PDF, and a motion photo's clip.
//
//   check [files]  npm run photos:check: names each file that carries one, then exits with 1 (the
//                  deploy runs it before the build). Without files: every file Git holds or would
//                  hold (tracked, and untracked but not ignored).
//   clean [files]  npm run photos:clean: removes those fields, in place; names what it cannot clean
//                  (an SVG, a PDF, an MP3), with what to do, and then exits with 1.
//   hook           .husky/pre-commit: cleans the files about to be committed and adds them again;
//                  refuses the commit while one cannot be read or cleaned.
//   history        npm run photos:history: every file in Git's history (all branches) that
//                  carries one, with the commits that added it.
//
// exiftool (exiftool-vendored, on the Perl that comes with Git) edits metadata without re-encoding
// the picture: the pixels, the orientation, the dates, the camera's make and model and the colour
// profile stay as they were.
import { execFileSync, spawn } from "node:child_process";
import { lstatSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, HEAD_BYTES, mediaReader, sniff, sniffFile } from "./media-metadata.mjs";

const GUIDE = "docs/privacy.md";
const WHAT = "a location, a name or a serial number";

/** One exiftool for the whole command, ended when it is done. */
const reader = mediaReader();

/** One line naming a file; on GitHub Actions, an error shown on the run's summary page too. */
const say = (/** @type {string} */ line) =>
  console.log(
    process.env.GITHUB_ACTIONS === "true" ? `::error::${line.replaceAll("%", "%25")}` : line,
  );

/** @param {...string} args */
const git = (...args) =>
  execFileSync("git", ["--literal-pathspecs", ...args], { encoding: "utf8", maxBuffer: 1 << 30 });

/** The paths of a -z listing, each once. @param {string} out */
const listed = (out) => [...new Set(out.split("\0").filter(Boolean))];

/** Whether `file` is a file of its own here: not a link, a submodule or a deleted file. */
const isFile = (/** @type {string} */ file) => {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
};

/** Whether `file` is a symbolic link. @param {string} file */
const isLink = (file) => {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * The symbolic links in content/ the repository holds or would hold: the build refuses them
 * (app/content/content-files.ts), and what they lead to is not the repository's to check.
 */
const contentLinks = () =>
  listed(git("ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "content"))
    .filter(isLink)
    .sort();

/** Every file the repository holds or would hold: tracked, and untracked but not ignored. */
const repositoryFiles = () =>
  listed(git("ls-files", "-z", "--cached", "--others", "--exclude-standard"))
    .filter(isFile)
    .sort();

/**
 * "removed the place it was taken (…)"; a motion photo's clip that carried any of it went whole.
 * @param {import("./media-metadata.mjs").Report} report
 */
function removed(report) {
  const [outside, inClip] = [false, true].map((clip) =>
    report.found.filter((tag) => tag.clip === clip).map((tag) => ({ ...tag, clip: false })),
  );
  const words = outside?.length ? [describe({ ...report, found: outside })] : [];
  if (inClip?.length) {
    const carried = describe({ found: inClip, gps: report.clipGps, blocks: [], clips: [] });
    words.push(
      `the video clip it held, which carried ${carried} (a clip cannot be cleaned in place: the photo stays, without its motion)`,
    );
  }
  return `removed ${words.join(", and ")}`;
}

/**
 * npm run photos:check, or photos:clean with `fix`: the files given, else every file of the
 * repository that is a photo or other media.
 * @param {boolean} fix
 */
async function checkOrClean(fix) {
  const files = process.argv.slice(3).length ? process.argv.slice(3) : repositoryFiles();
  let [failed, found, media] = [0, 0, 0];
  for (const link of process.argv.slice(3).length ? [] : contentLinks()) {
    failed += 1;
    say(
      `${link} is a symbolic link to "${readlinkSync(link)}": the build refuses it and publishes nothing through it. Copy the files themselves into the folder, then delete the link.`,
    );
  }
  for (const file of files) {
    if (!isFile(file)) {
      failed += 1;
      say(`${file} is not found (or is not a file).`);
      continue;
    }
    const kind = sniffFile(file);
    if (!kind) continue;
    media += 1;
    const report = await (fix ? reader.clean(file, kind) : reader.inspect(file, kind));
    if (report.error) {
      failed += 1;
      say(`${file} ${report.error}: open it and save it again, or remove it.`);
    } else if (!report.found.length) {
      continue;
    } else if (fix && report.fix) {
      failed += 1;
      say(
        `${file} carries ${describe(report)}, which photos:clean cannot remove from it: ${report.fix}.`,
      );
    } else if (fix) {
      found += 1;
      console.log(`Cleaned ${file}: ${removed(report)}.`);
    } else {
      found += 1;
      say(`${file} carries ${describe(report)}.`);
      if (report.fix) console.log(`  photos:clean cannot remove it from this file: ${report.fix}.`);
    }
  }
  if (fix && found) console.log("\nNow commit and push the cleaned files.");
  if (!fix && found) {
    console.log(
      `\nTo remove it, keeping each photo as it is, run\n  npm run photos:clean\nthen commit and push (${GUIDE}).`,
    );
  }
  if (!failed && !found) {
    console.log(
      `No photo or other media file carries ${WHAT} (${media} read, of ${files.length} files).`,
    );
  }
  return failed || (!fix && found) ? 1 : 0;
}

/**
 * What the index holds for `file`, as it will be committed, when it is media; nothing for a
 * submodule. @param {string} file
 */
function stagedMedia(file) {
  try {
    const bytes = execFileSync("git", ["cat-file", "blob", `:${file}`], { maxBuffer: 1 << 30 });
    return sniff(bytes.subarray(0, HEAD_BYTES));
  } catch {
    return undefined;
  }
}

/** The pre-commit hook: the files about to be committed, cleaned and added again. */
async function hook() {
  // Added or changed, as they will be committed, in any folder; a renamed file counts as added.
  const files = listed(
    git("diff", "--cached", "--name-only", "--no-renames", "--diff-filter=AM", "-z"),
  );
  if (!files.length) return 0;
  // A file changed again since `git add`: cleaning the file on disk would commit the newer one.
  const changedSince = new Set(listed(git("diff", "--name-only", "-z")));
  /** Stops the commit, saying why and what to do. @param {string} why @param {string} fix */
  const refuse = (why, fix) => {
    console.log(`Commit stopped: ${why}.`);
    console.log(`  To go on, ${fix}, then commit again.`);
    return 1;
  };
  const leaveOut = (/** @type {string} */ file) =>
    `or leave it out of this commit (git restore --staged "${file}")`;
  let refused = 0;
  for (const file of files) {
    if (changedSince.has(file)) {
      if (stagedMedia(file)) {
        refused += refuse(
          `${file} changed after you added it, so it cannot be checked for your location`,
          `add it again (git add "${file}")`,
        );
      }
      continue;
    }
    const kind = isFile(file) ? sniffFile(file) : undefined;
    if (!kind) continue;
    const report = await reader.clean(file, kind);
    if (report.error) {
      refused += refuse(
        `${file} ${report.error}, so it cannot be checked for your location`,
        `save it again${kind.kind === "image" ? " as a JPEG, HEIC, PNG, WebP or AVIF photo" : ""} and add it again, ${leaveOut(file)}`,
      );
    } else if (report.fix) {
      refused += refuse(
        `${file} carries ${describe(report)}, which cannot be removed from this kind of file here`,
        `${report.fix}, and add it again (git add "${file}"), ${leaveOut(file)}`,
      );
    } else if (report.cleaned) {
      git("add", "--", file);
      console.log(`Cleaned ${file} before committing it: ${removed(report)}.`);
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
  let media = 0;
  try {
    for await (const { sha, bytes } of blobs([...added.keys()])) {
      const kind = sniff(bytes.subarray(0, HEAD_BYTES));
      if (!kind) continue;
      media += 1;
      const copy = path.join(dir, sha); // exiftool knows a file by its bytes, not its name
      writeFileSync(copy, bytes);
      const report = await reader.inspect(copy, kind);
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
  if (!lines.length) {
    console.log(`No photo or other media file in Git's history carries ${WHAT} (${media} read).`);
    return 0;
  }
  console.log(
    `Photos and other files in this repository's history that carry ${WHAT}:\n\n${lines.sort().join("\n")}`,
  );
  console.log(
    `They stay in the history, which anyone can download, until you remove them: see ${GUIDE}.`,
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
  await reader.end();
}
