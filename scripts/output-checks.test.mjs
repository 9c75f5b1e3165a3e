import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { checkDraftNowhere, checkPageWeight, checkPublishedImages } from "./output-checks.mjs";
import { storyText } from "./story-text.mjs";

const MARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>',
);

/** A 400x300 photo with the red mark top left, as the large site's generator makes them. */
const uprightPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a6f97" } }).composite([
    { input: MARK, left: 0, top: 0 },
  ]);

/** The temporary folders the tests made, deleted once they are done. @type {string[]} */
const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder standing for build/client, and one for content/uploads. */
function folders() {
  const dir = mkdtempSync(path.join(tmpdir(), "output-checks-"));
  made.push(dir);
  const client = path.join(dir, "client");
  const uploads = path.join(dir, "uploads");
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(uploads);
  return { client, uploads };
}

describe("the published images check", () => {
  const expectations = { secrets: ["Jordan Q. Realname"], upright: ["story-01"] };

  test("passes a clean, upright photo, as AVIF and JPEG", async () => {
    const { client, uploads } = folders();
    await uprightPhoto().jpeg().toFile(path.join(uploads, "story-01.jpg"));
    await uprightPhoto().avif().toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.avif"));
    await uprightPhoto()
      .jpeg({ quality: 70 })
      .toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.jpg"));
    const originals = [path.join(uploads, "story-01.jpg")];
    expect(await checkPublishedImages(client, originals, expectations)).toEqual([]);
  });

  test("fails an original published as is", async () => {
    const { client, uploads } = folders();
    const original = path.join(uploads, "story-01.jpg");
    await uprightPhoto().jpeg().toFile(original);
    cpSync(original, path.join(client, "assets/story-01.jpg"));
    const problems = await checkPublishedImages(client, [original], expectations);
    expect(problems).toContain(`assets/story-01.jpg is the original ${original}, published as is`);
    expect(problems).toContain("assets/story-01.jpg has the name of an original upload");
  });

  test("fails a photo that keeps its GPS position and the owner's name", async () => {
    const { client } = folders();
    await uprightPhoto()
      .jpeg()
      .withExif({
        IFD0: { Artist: "Jordan Q. Realname" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1" },
      })
      .toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.jpg"));
    const problems = await checkPublishedImages(client, [], expectations);
    expect(problems).toContain('assets/story-01-aaaaaaaaaa-400.jpg carries "Exif\\u0000\\u0000"');
    expect(problems).toContain('assets/story-01-aaaaaaaaaa-400.jpg carries "Jordan Q. Realname"');
    expect(problems).toContain("assets/story-01-aaaaaaaaaa-400.jpg carries EXIF metadata");
  });

  test("fails a photo left on its side, read from its smallest JPEG", async () => {
    const { client } = folders();
    const onItsSide = await uprightPhoto().rotate(270).png().toBuffer();
    await sharp(onItsSide).jpeg().toFile(path.join(client, "assets/story-01-aaaaaaaaaa-300.jpg"));
    await sharp(onItsSide)
      .resize(150)
      .jpeg()
      .toFile(path.join(client, "assets/story-01-aaaaaaaaaa-150.jpg"));
    const [problem] = await checkPublishedImages(client, [], expectations);
    expect(problem).toMatch(/^assets\/story-01-aaaaaaaaaa-150\.jpg is not upright \(150x200/);
  });

  test("fails a photo the build did not publish as JPEG", async () => {
    const { client } = folders();
    await uprightPhoto().avif().toFile(path.join(client, "assets/story-01-aaaaaaaaaa-400.avif"));
    expect(await checkPublishedImages(client, [], expectations)).toEqual([
      "story-01 is not published as JPEG",
    ]);
  });
});

test("a page's weight is checked on its compressed HTML", () => {
  const { client } = folders();
  const file = path.join(client, "index.html");
  writeFileSync(file, `<main><p>${storyText(1, 200)}</p></main>`);
  expect(checkPageWeight(file, 14 * 1024, "/")).toEqual([]);
  expect(checkPageWeight(file, 100, "/")[0]).toMatch(
    /^\/ is \d+ bytes of HTML \(brotli\), over its budget of 100$/,
  );
});

describe("the draft check", () => {
  const draft = { slug: "half-done", title: "Half Done", photos: ["draft-cover"] };

  test("passes an output without the draft", () => {
    const { client } = folders();
    writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
    writeFileSync(path.join(client, "assets/story-01-aaaaaaaaaa-480.avif"), "");
    expect(checkDraftNowhere(client, draft)).toEqual([]);
  });

  test("fails its page, its photo, and a feed that names it", () => {
    const { client } = folders();
    mkdirSync(path.join(client, "stories/half-done"), { recursive: true });
    writeFileSync(path.join(client, "stories/half-done/index.html"), "<h1>x</h1>");
    writeFileSync(path.join(client, "assets/draft-cover-aaaaaaaaaa-480.avif"), "");
    writeFileSync(path.join(client, "rss.xml"), "<title>Half Done</title>");
    expect(checkDraftNowhere(client, draft).sort()).toEqual(
      [
        "stories/half-done/index.html is published, named after the draft half-done",
        "assets/draft-cover-aaaaaaaaaa-480.avif, a photo of the draft half-done, is published",
        'rss.xml names the draft\'s "Half Done"',
      ].sort(),
    );
  });
});
