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
import { CAMERA_SECRETS, cameraPhoto, iphonePhoto } from "./camera-photo.mjs";

// scripts/photo-privacy.mjs in a Git repository of its own, laid out as the project is: the real
// module, the real .husky/pre-commit installed by the project's own `prepare` script (husky), and
// the real npm scripts. Every command runs as the owner would run it.

const project = fileURLToPath(new URL("..", import.meta.url));
const { scripts } = JSON.parse(readFileSync(path.join(project, "package.json"), "utf8"));
const repo = mkdtempSync(path.join(tmpdir(), "photo-privacy-"));
/** One exiftool for the test's own reading. */
const exiftool = new ExifTool({ maxProcs: 1 });
const hasHeifEnc = !spawnSync("heif-enc", ["--version"]).error;

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
const put = (file, bytes) => writeFileSync(path.join(repo, file), bytes);

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
  for (const file of ["scripts/photo-privacy.mjs", ".husky/pre-commit"]) {
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
  const heic = hasHeifEnc ? await iphonePhoto(8, { width: 800, height: 600 }) : undefined;
  if (heic) put(heicFile, heic);
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

  if (!heic) return;
  const committedHeic = git("show", `HEAD:${heicFile}`);
  const heicTags = await tagsOf(committedHeic);
  expect(giveaways(heicTags)).toEqual([]);
  expect([heicTags["IFD0:Orientation"], heicTags["QuickTime:Rotation"]]).toEqual([6, 3]);
  const [before, after] = await Promise.all(
    [heic, committedHeic].map((buffer) => decodeHeic({ buffer })),
  );
  expect([after?.width, after?.height]).toEqual([800, 600]);
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
  expect(again.output).toContain("No photo carries a location, a name or a serial number");
  expect((await sharp(path.join(repo, misnamed)).metadata()).format).toBe("png");
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
  expect(history.output).toContain('README.md, "Your location and your photos"');
});
