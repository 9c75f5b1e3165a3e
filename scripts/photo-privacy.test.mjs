import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ExifTool } from "exiftool-vendored";
import decodeHeic from "heic-decode";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  CAMERA_SECRETS,
  cameraPhoto,
  drawingWithPlace,
  iphonePhoto,
  motionPhoto,
  phoneVideo,
  xmpSidecar,
} from "./camera-photo.mjs";

// scripts/photo-privacy.mjs in a Git repository of its own, laid out as the project is: the real
// module, the real .husky/pre-commit installed by the project's own `prepare` script (husky), and
// the real npm scripts. Every command runs as the owner would run it.

const project = fileURLToPath(new URL("..", import.meta.url));
const { scripts } = JSON.parse(readFileSync(path.join(project, "package.json"), "utf8"));
const repo = mkdtempSync(path.join(tmpdir(), "photo-privacy-"));
/** One exiftool for the test's own reading. */
const exiftool = new ExifTool({ maxProcs: 1 });

// Git and npm as in a fresh terminal: nothing from a Git command or hook this test may run under.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(GIT_|HUSKY)/.test(name)),
);
Object.assign(env, { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" });

/**
 * A command in the repository: its exit code and everything it printed.
 * @param {string} command @param {string[]} args
 */
function run(command, ...args) {
  const result = spawnSync(command, args, { cwd: repo, env, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** @param {string[]} args */
const git = (...args) => execFileSync("git", args, { cwd: repo, env });

/** @param {string} file @param {Buffer} bytes */
const put = (file, bytes) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), bytes);
};

/** What a file carries, by exiftool's "group:tag" names. @param {Buffer} bytes */
async function tagsOf(bytes) {
  const file = path.join(repo, "read.tmp");
  writeFileSync(file, bytes);
  const tags = await exiftool.readRaw(file, { readArgs: ["-G1", "-a", "-n"], useMWG: false });
  rmSync(file);
  return /** @type {Record<string, unknown>} */ (tags);
}

/** The tags that would give the owner away. @param {Record<string, unknown>} tags */
const giveaways = (tags) =>
  Object.keys(tags).filter((key) =>
    /^(?!Composite:).*(GPS|Artist|Creator|By-line|OwnerName|Copyright|SerialNumber)/.test(key),
  );

beforeAll(() => {
  execFileSync("git", ["init", "-q", "-b", "main", repo], { env });
  git("config", "user.name", "Test");
  git("config", "user.email", "test@example.com");
  git("config", "commit.gpgsign", "false");
  for (const dir of ["content/uploads", "scripts", ".husky"]) {
    mkdirSync(path.join(repo, dir), { recursive: true });
  }
  for (const file of [
    "scripts/photo-privacy.mjs",
    "scripts/media-metadata.mjs",
    ".husky/pre-commit",
  ]) {
    cpSync(path.join(project, file), path.join(repo, file));
  }
  symlinkSync(path.join(project, "node_modules"), path.join(repo, "node_modules"), "dir");
  const names = ["photos:check", "photos:clean", "photos:history", "prepare"];
  const own = Object.fromEntries(names.map((name) => [name, scripts[name]]));
  put("package.json", Buffer.from(JSON.stringify({ private: true, scripts: own })));
  put(".gitignore", Buffer.from("node_modules\n"));
  git("add", ".");
  git("commit", "-q", "-m", "The project");
  // npm ci runs `prepare`, which installs the hook.
  expect(run("npm", "run", "prepare").status).toBe(0);
  expect(git("config", "core.hooksPath").toString().trim()).toBe(".husky/_");
});

afterAll(async () => {
  await exiftool.end();
  rmSync(repo, { recursive: true, force: true });
});

test("the hook strips the place, the name and the serial from the photos it commits, and nothing else", async () => {
  const jpegFile = "content/uploads/IMG 2041 ñandú.JPG";
  const heicFile = "content/uploads/IMG_0001.HEIC";
  const jpeg = await cameraPhoto(7, true, { width: 800, height: 600 });
  put(jpegFile, jpeg);
  const heic = await iphonePhoto();
  put(heicFile, heic);
  expect(giveaways(await tagsOf(jpeg))).toContain("GPS:GPSLatitude");
  git("add", "content");

  const commit = run("git", "commit", "-m", "Photos from Cappadocia");
  expect(commit.status, commit.output).toBe(0);
  expect(commit.output).toContain(
    `Cleaned ${jpegFile} before committing it: removed the place it was taken (GPS 40.75, -73.99), a person's name and the camera's serial number.`,
  );
  // What was committed is what is on disk: nothing left to add.
  expect(git("status", "--porcelain").toString()).toBe("");

  const committed = git("show", `HEAD:${jpegFile}`);
  const tags = await tagsOf(committed);
  expect(giveaways(tags)).toEqual([]);
  for (const secret of CAMERA_SECRETS.slice(0, 2)) expect(committed.includes(secret)).toBe(false);
  expect([tags["IFD0:Orientation"], tags["IFD0:Make"]]).toEqual([6, "Canary"]);
  // Losslessly: the same compressed picture, byte for byte, and so the same pixels.
  const scan = (/** @type {Buffer} */ bytes) =>
    bytes.subarray(bytes.lastIndexOf("\xff\xda", undefined, "latin1"));
  expect(scan(committed).equals(scan(jpeg))).toBe(true);
  const pixels = (/** @type {Buffer} */ bytes) => sharp(bytes).raw().toBuffer();
  expect((await pixels(committed)).equals(await pixels(jpeg))).toBe(true);

  const committedHeic = git("show", `HEAD:${heicFile}`);
  const heicTags = await tagsOf(committedHeic);
  expect(giveaways(heicTags)).toEqual([]);
  expect([heicTags["IFD0:Orientation"], heicTags["QuickTime:Rotation"]]).toEqual([6, 3]);
  const [before, after] = await Promise.all(
    [heic, committedHeic].map((buffer) => decodeHeic({ buffer })),
  );
  expect([after?.width, after?.height]).toEqual([1600, 1200]);
  expect(Buffer.from(after?.data ?? []).equals(Buffer.from(before?.data ?? []))).toBe(true);
});

test("a photo the hook cannot read stops the commit, named", async () => {
  const file = "content/uploads/half-copied.jpg";
  const head = git("rev-parse", "HEAD").toString();
  // A camera photo whose copy stopped halfway through its metadata.
  put(file, (await cameraPhoto(9, false, { width: 400, height: 300 })).subarray(0, 2000));
  git("add", file);

  const commit = run("git", "commit", "-m", "A broken photo");
  expect(commit.status).not.toBe(0);
  expect(commit.output).toContain(`Commit stopped: ${file} cannot be read as a photo`);
  expect(git("rev-parse", "HEAD").toString()).toBe(head);
  git("rm", "-q", "--cached", file);
  rmSync(path.join(repo, file));
});

/** A photo whose EXIF holds a GPS position, made fast. */
const gpsPhoto = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "8/1 49/1 45/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "115/1 5/1 6/1",
      },
    })
    .toBuffer();
const TAKEN = "the place it was taken (GPS 40.75, -73.99) and a person's name";
const PLACE = "a place (GPS 40.75, -73.99) and a person's name";

test("the hook cleans every file it commits by what it holds, in any folder, hidden too, and stops the commit for what it cannot clean", async () => {
  const live = await motionPhoto(12);
  /** @type {Record<string, Buffer>} */
  const files = {
    "docs/trip.jfif": await cameraPhoto(12, false, { width: 400, height: 300 }),
    "public/.hidden.jpg": await gpsPhoto(),
    "content/notes/clip.mov": phoneVideo({ quickTime: true }),
    ".well-known/clip": phoneVideo(),
    "public/live.jpg": live,
    "docs/IMG_2041.xmp": xmpSidecar(),
    "public/logo.svg": drawingWithPlace(),
  };
  for (const [file, bytes] of Object.entries(files)) put(file, bytes);
  git("add", ...Object.keys(files));
  const head = git("rev-parse", "HEAD").toString();

  const refused = run("git", "commit", "-m", "Notes from the trip");
  expect(refused.status).not.toBe(0);
  expect(git("rev-parse", "HEAD").toString()).toBe(head);
  for (const line of [
    "Cleaned docs/trip.jfif before committing it: removed the place it was taken (GPS 40.75, -73.99), a person's name and the camera's serial number.",
    "Cleaned public/.hidden.jpg before committing it: removed the place it was taken (GPS -8.83, 115.08).",
    `Cleaned content/notes/clip.mov before committing it: removed ${TAKEN}.`,
    `Cleaned .well-known/clip before committing it: removed ${TAKEN}.`,
    `Cleaned public/live.jpg before committing it: removed the video clip it held, which carried ${TAKEN} (a clip cannot be cleaned in place: the photo stays, without its motion).`,
    `Cleaned docs/IMG_2041.xmp before committing it: removed ${PLACE}.`,
    `Commit stopped: public/logo.svg carries ${PLACE}, which cannot be removed from this kind of file here.`,
    '  To go on, open it in a text editor and delete its <metadata> … </metadata> part, or export it again without metadata, and add it again (git add "public/logo.svg"), or leave it out of this commit (git restore --staged "public/logo.svg"), then commit again.',
  ]) {
    expect(refused.output).toContain(line);
  }
  expect(git("diff", "--cached", "--name-only", "--", "public/logo.svg").toString()).not.toBe("");

  // The drawing left out, as the message says: the rest, cleaned and added again, is committed.
  git("restore", "--staged", "public/logo.svg");
  rmSync(path.join(repo, "public/logo.svg"));
  const commit = run("git", "commit", "-m", "Notes from the trip");
  expect(commit.status, commit.output).toBe(0);
  expect(commit.output).not.toContain("Cleaned");
  for (const file of Object.keys(files).filter((name) => !name.endsWith(".svg"))) {
    const committed = git("show", `HEAD:${file}`);
    expect([file, giveaways(await tagsOf(committed))]).toEqual([file, []]);
  }
  // The motion photo without its clip: the same picture, still.
  const photo = git("show", "HEAD:public/live.jpg");
  expect(photo.length).toBeLessThan(live.length - phoneVideo().length);
  expect(Object.keys(await tagsOf(photo)).filter((tag) => /Motion|Video/.test(tag))).toEqual([]);
  const pixels = (/** @type {Buffer} */ bytes) => sharp(bytes).raw().toBuffer();
  expect((await pixels(photo)).equals(await pixels(live))).toBe(true);
});

test("a file changed after `git add` stops the commit when what was added is media, and only then", async () => {
  put("docs/plan.md", Buffer.from("# The plan\n"));
  git("add", "docs/plan.md");
  put("docs/plan.md", Buffer.from("# The plan, changed\n"));
  const text = run("git", "commit", "-m", "A plan");
  expect(text.status, text.output).toBe(0);

  put("docs/beach.jpg", await gpsPhoto());
  git("add", "docs/beach.jpg");
  put("docs/beach.jpg", Buffer.from("not yet"));
  const head = git("rev-parse", "HEAD").toString();
  const photo = run("git", "commit", "-m", "A beach");
  expect(photo.status).not.toBe(0);
  expect(photo.output).toContain(
    "Commit stopped: docs/beach.jpg changed after you added it, so it cannot be checked for your location.",
  );
  expect(git("rev-parse", "HEAD").toString()).toBe(head);
  git("restore", "--staged", "docs/beach.jpg");
  rmSync(path.join(repo, "docs/beach.jpg"));
  git("commit", "-q", "-am", "The plan as it is");
});

test("photos:check, the deploy's guard, names a photo committed with its GPS, until photos:clean", async () => {
  const file = "content/uploads/DSC_0007.JPEG";
  put(file, await cameraPhoto(10, false, { width: 400, height: 300 }));
  // A PNG whose name says JPEG: exiftool writes only files named for what they hold.
  const misnamed = "content/uploads/screenshot.jpg";
  const gps = { GPSLatitudeRef: "S", GPSLatitude: "8/1 49/1 45/1", GPSLongitudeRef: "E" };
  const exif = { IFD3: { ...gps, GPSLongitude: "115/1 5/1 6/1" } };
  put(
    misnamed,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .withExif(exif)
      .png()
      .toBuffer(),
  );
  git("add", file, misnamed);
  git("commit", "-q", "--no-verify", "-m", "Past the hook");

  const check = run("npm", "run", "--silent", "photos:check");
  expect(check.status).toBe(1);
  expect(check.output).toContain(
    `${file} carries the place it was taken (GPS 40.75, -73.99), a person's name and the camera's serial number.`,
  );
  expect(check.output).toContain(`${misnamed} carries the place it was taken (GPS -8.83, 115.08).`);
  expect(check.output).toContain("npm run photos:clean");

  const clean = run("npm", "run", "--silent", "photos:clean");
  expect(clean.status, clean.output).toBe(0);
  expect(clean.output).toContain(`Cleaned ${file}: removed the place it was taken`);
  expect(clean.output).toContain(`Cleaned ${misnamed}: removed the place it was taken`);
  const again = run("npm", "run", "--silent", "photos:check");
  expect(again.status, again.output).toBe(0);
  expect(again.output).toContain(
    "No photo or other media file carries a location, a name or a serial number",
  );
  expect((await sharp(path.join(repo, misnamed)).metadata()).format).toBe("png");
});

test("photos:check names a symbolic link in content/, which the build refuses, and checks nothing through it", async () => {
  const outside = mkdtempSync(path.join(tmpdir(), "outside-"));
  writeFileSync(
    path.join(outside, "IMG_0001.jpg"),
    await cameraPhoto(3, false, { width: 400, height: 300 }),
  );
  mkdirSync(path.join(repo, "content/uploads"), { recursive: true });
  symlinkSync(outside, path.join(repo, "content/uploads/holiday"));
  try {
    const check = run("npm", "run", "--silent", "photos:check");
    expect(check.status).toBe(1);
    expect(check.output).toContain(
      `content/uploads/holiday is a symbolic link to "${outside}": the build refuses it and publishes nothing through it.`,
    );
    expect(check.output).not.toContain("IMG_0001");
  } finally {
    rmSync(path.join(repo, "content/uploads/holiday"));
    rmSync(outside, { recursive: true });
  }
});

/** The commit that added the files of every kind that photos:history must name. */
let everyKindCommit = "";

test("photos:check names every file the repository holds or would hold, by what it holds; photos:clean cleans what it can and names the rest", async () => {
  /** @type {Record<string, Buffer>} */
  const files = {
    "docs/old.jfif": await gpsPhoto(),
    "content/notes/.hidden.jpg": await gpsPhoto(),
    "public/.well-known/x": drawingWithPlace(),
    "docs/clip.mp4": phoneVideo(),
    "live/IMG_0001.jpg": await motionPhoto(14),
    "docs/IMG_2041.xmp": xmpSidecar(),
  };
  for (const [file, bytes] of Object.entries(files)) put(file, bytes);
  git("add", ...Object.keys(files));
  git("commit", "-q", "--no-verify", "-m", "Every kind");
  everyKindCommit = git("rev-parse", "--short=7", "HEAD").toString().trim();
  // Not committed yet, but not ignored either: it would be; an ignored file would not.
  put("notes/untracked.jfif", await gpsPhoto());
  put(".gitignore", Buffer.from("node_modules\nprivate/\n"));
  put("private/ignored.jpg", await gpsPhoto());

  const bali = "the place it was taken (GPS -8.83, 115.08)";
  const check = run("npm", "run", "--silent", "photos:check");
  expect(check.status).toBe(1);
  for (const line of [
    `docs/old.jfif carries ${bali}.`,
    `content/notes/.hidden.jpg carries ${bali}.`,
    `public/.well-known/x carries ${PLACE}.\n  photos:clean cannot remove it from this file: open it in a text editor and delete its <metadata>`,
    `docs/clip.mp4 carries ${TAKEN}.`,
    `live/IMG_0001.jpg carries ${TAKEN} in the video clip it holds.`,
    `docs/IMG_2041.xmp carries ${PLACE}.`,
    `notes/untracked.jfif carries ${bali}.`,
  ]) {
    expect(check.output).toContain(line);
  }
  expect(check.output).not.toContain("private/");

  const clean = run("npm", "run", "--silent", "photos:clean");
  expect(clean.status).toBe(1);
  for (const file of Object.keys(files).filter((name) => !name.startsWith("public/"))) {
    expect(clean.output).toContain(`Cleaned ${file}: removed`);
  }
  expect(clean.output).toContain(
    `public/.well-known/x carries ${PLACE}, which photos:clean cannot remove from it: open it in a text editor`,
  );
  const after = run("npm", "run", "--silent", "photos:check");
  expect(after.status).toBe(1);
  expect(after.output.match(/ carries /g)).toHaveLength(1);

  // The drawing saved again without its <metadata>: nothing is left.
  put(
    "public/.well-known/x",
    Buffer.from(
      drawingWithPlace()
        .toString()
        .replace(/<metadata>.*<\/metadata>/s, ""),
    ),
  );
  const again = run("npm", "run", "--silent", "photos:check");
  expect(again.status, again.output).toBe(0);
  rmSync(path.join(repo, "notes"), { recursive: true });
  git("add", "-A");
  git("commit", "-q", "-m", "Every kind, cleaned");
});

test("photos:history lists a photo with GPS that a past commit added, though deleted since", async () => {
  const file = "content/uploads/old trip/beach.jpg";
  mkdirSync(path.join(repo, "content/uploads/old trip"));
  put(file, await cameraPhoto(11, false, { width: 400, height: 300 }));
  git("add", file);
  git("commit", "-q", "--no-verify", "-m", "Beach day");
  const added = git("rev-parse", "--short=7", "HEAD").toString().trim();
  git("rm", "-q", file);
  git("commit", "-q", "-m", "No more beach");

  const history = run("npm", "run", "--silent", "photos:history");
  expect(history.status, history.output).toBe(0);
  expect(history.output).toContain(
    `${file}: the place it was taken (GPS 40.75, -73.99), a person's name and the camera's serial number\n  added in commit ${added} (`,
  );
  expect(history.output).toContain('"Beach day"');
  // The photos the hook cleaned never entered the history as they were.
  expect(history.output).not.toContain("IMG 2041");
  expect(history.output).toContain("docs/privacy.md");
});

test("photos:history names every kind of file by what it holds, with the commit that added it", () => {
  const history = run("npm", "run", "--silent", "photos:history");
  expect(history.status, history.output).toBe(0);
  const added = `  added in commit ${everyKindCommit} ("`;
  for (const line of [
    "docs/old.jfif: the place it was taken (GPS -8.83, 115.08)",
    "content/notes/.hidden.jpg: the place it was taken (GPS -8.83, 115.08)",
    `public/.well-known/x: ${PLACE}`,
    `docs/clip.mp4: ${TAKEN}`,
    `live/IMG_0001.jpg: ${TAKEN} in the video clip it holds`,
    `docs/IMG_2041.xmp: ${PLACE}`,
  ]) {
    expect(history.output).toContain(`${line}\n${added.replace(' ("', " (")}`);
  }
  // What the hook cleaned never entered the history as it was.
  expect(history.output).not.toMatch(/trip\.jfif|\.well-known\/clip|public\/live\.jpg|logo\.svg/);
});
