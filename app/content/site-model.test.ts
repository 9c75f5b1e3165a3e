import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { STORIES_PATH, storyPath } from "../lib/paths";
import { splitFrontMatter } from "./read";
import { StoryFrontmatterSchema } from "./schema";
import { storyDateText } from "../i18n/dates";
import { en } from "../i18n/words/en";
import { loadSiteModel } from "./site-model";

// The content rules, tried on a small site of their own (fixtures/site) copied into a folder per
// test, as an owner would change it; and once on the owner's real content.

const FIXTURE = "app/content/fixtures/site";
const folders: string[] = [];
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the fixture site, with its photo content/uploads/hero.jpg. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "site-model-"));
  folders.push(root);
  cpSync(FIXTURE, path.join(root, "content"), { recursive: true });
  return root;
}

const write = (root: string, file: string, text: string | Buffer) =>
  writeFileSync(path.join(root, "content", file), text);
const read = (root: string, file: string) => readFileSync(path.join(root, "content", file), "utf8");
/** Changes the first `from` in a file of the copy, which must hold it. */
function edit(root: string, file: string, from: string, to: string) {
  const text = read(root, file);
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  write(root, file, text.replace(from, to));
}

/**
 * The number (from 1) of the first line of `text` that starts with `start`, as a message names it:
 * the tests find a field's line in the fixture, so a change to the fixture moves what they expect.
 */
function lineOf(text: string, start: string) {
  const index = text.split("\n").findIndex((line) => line.startsWith(start));
  if (index === -1) throw new Error(`No line starts with ${start}`);
  return index + 1;
}

/** The message the content stops with. */
function refusal(root: string) {
  try {
    loadSiteModel({ root });
  } catch (error) {
    expect((error as Error).name).toBe("ContentError");
    return (error as Error).message;
  }
  throw new Error("The content was accepted.");
}

const FIXTURE_STORY = readFileSync(`${FIXTURE}/stories/01-two-paragraphs.md`, "utf8");

/**
 * A story file made from the fixture's story: each of `fields` replaces its line (or is added
 * after the others), and `body` is its text, after the front matter and an empty line.
 */
function story(fields: Record<string, string> = {}, body = "The text.") {
  const lines = splitFrontMatter(FIXTURE_STORY, "fixture").frontMatter.split("\n");
  for (const [name, value] of Object.entries(fields)) {
    const index = lines.findIndex((line) => line.startsWith(`${name}:`));
    lines.splice(index === -1 ? lines.length : index, index === -1 ? 0 : 1, `${name}: ${value}`);
  }
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

test("the owner's content in content/ reads whole: every story has a text and a reading time", () => {
  const model = loadSiteModel();
  expect(model.site.alias.length).toBeGreaterThan(0);
  expect(model.gallery.length).toBeGreaterThan(0);
  expect(model.djOfferings.length).toBeGreaterThan(0);
  expect(model.stories.length).toBeGreaterThan(0);
  for (const each of model.stories) {
    expect(each.html).toContain("<p>");
    expect(each.readingMinutes).toBeGreaterThanOrEqual(1);
  }
});

test("a site is read from its YAML files, each story with its slug, number, address and month", () => {
  const model = loadSiteModel({ root: project() });
  expect(model.site.alias).toBe("Fixture Finch");
  expect(model.site.about.stats[0]?.value).toBe("35");
  const [first] = model.stories;
  expect(first).toMatchObject({
    slug: "two-paragraphs",
    order: 1,
    path: storyPath("two-paragraphs"),
    file: "content/stories/01-two-paragraphs.md",
    published: "2025-07",
    readingMinutes: 1,
  });
  expect(first?.html).toBe(
    "<p>First paragraph with <em>emphasis</em>.</p>\n<p>Second paragraph.</p>\n",
  );
  expect(model.uploads).toEqual(["uploads/hero.jpg"]);
});

test("the pages are the routes without parameters and every story's page; files are listed apart", () => {
  const model = loadSiteModel({ root: project() });
  // Whatever other pages app/routes.ts has: each a folder, none with a parameter or a file's.
  expect(model.pages).toEqual(expect.arrayContaining(["/", STORIES_PATH]));
  expect(model.pages.at(-1)).toBe(storyPath("two-paragraphs"));
  expect(model.pages.filter((page) => !page.endsWith("/") || /[:*]/.test(page))).toEqual([]);
  expect(model.files).toContain("/rss.xml");
  expect(model.files).toContain("/sitemap.xml");
  expect(model.files.filter((file) => model.pages.includes(file))).toEqual([]);
});

describe("a YAML mistake names the file, the line and column, shows the line, and says what to do", () => {
  test("a quote opened and never closed points at the line where it opens", () => {
    const root = project();
    const line = lineOf(read(root, "site.yml"), "nextDestination:");
    edit(root, "site.yml", "nextDestination: TBD", 'nextDestination: "TBD');
    const message = refusal(root);
    expect(message).toMatch(
      new RegExp(`^Invalid YAML in content/site\\.yml, line ${line}, column 18: a double quote`),
    );
    expect(message).toMatch(new RegExp(`> +${line} \\| nextDestination: "TBD`));
    expect(message).toContain('End the text with "');
  });

  test("a tab used to indent", () => {
    const root = project();
    const line = lineOf(read(root, "site.yml"), "  name: Partner Trips");
    edit(root, "site.yml", "  name: Partner Trips", "\tname: Partner Trips");
    expect(refusal(root)).toMatch(
      new RegExp(
        `^Invalid YAML in content/site\\.yml, line ${line}, column 1: this line is indented with a tab`,
      ),
    );
  });

  test("a field without its colon", () => {
    const root = project();
    const line = lineOf(read(root, "site.yml"), "tagline:");
    edit(root, "site.yml", "tagline: Adventures", "tagline Adventures");
    const message = refusal(root);
    expect(message).toContain(`content/site.yml, line ${line}`);
    expect(message).toContain('this line has no ":" after its field\'s name');
  });

  test("a text in a phone's typographic quotes holding a colon", () => {
    const root = project();
    const line = lineOf(read(root, "site.yml"), "tagline:");
    edit(root, "site.yml", "tagline: Adventures worth remembering", "tagline: “Go: now”");
    const message = refusal(root);
    expect(message).toContain(`content/site.yml, line ${line}`);
    expect(message).toContain("typographic quotes");
  });

  test("an unclosed quote in a story's front matter names the story and the file's own line", () => {
    const root = project();
    const text = story({ location: '"Hanoi' });
    const line = lineOf(text, "location:");
    write(root, "stories/02-night-train.md", text);
    const message = refusal(root);
    expect(message).toMatch(
      new RegExp(`^Invalid YAML in content/stories/02-night-train\\.md, line ${line}, column 11:`),
    );
    expect(message).toMatch(new RegExp(`> +${line} \\| location: "Hanoi`));
  });
});

test("a whole text in typographic quotes means the text inside them", () => {
  const root = project();
  edit(root, "site.yml", "tagline: Adventures worth remembering", "tagline: “Worth remembering”");
  expect(loadSiteModel({ root }).site.tagline).toBe("Worth remembering");
});

test("a field's mistake names its line and field, what was expected and what was found", () => {
  const root = project();
  const line = lineOf(read(root, "site.yml"), "whatsappNumber:");
  edit(root, "site.yml", 'whatsappNumber: "15551234567"', 'whatsappNumber: "+1 555"');
  expect(refusal(root)).toBe(
    `Invalid content in content/site.yml:\n  - line ${line}, field "whatsappNumber": expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567" (got "+1 555")`,
  );
});

test("every file's mistakes are named at once", () => {
  const root = project();
  // A missing field is named at its item's first line.
  const itemLine = lineOf(read(root, "gallery.yml"), "- ");
  const iconLine = lineOf(read(root, "dj.yml"), "  icon:");
  edit(root, "gallery.yml", "  caption: Where the island drops away\n", "");
  edit(root, "dj.yml", "icon: moon", "icon: volcano");
  const message = refusal(root);
  expect(message).toContain(
    `Invalid content in content/gallery.yml:\n  - line ${itemLine}, field "[0].caption" is missing: expected text`,
  );
  expect(message).toContain(
    `Invalid content in content/dj.yml:\n  - line ${iconLine}, field "[0].icon": expected one of "moon", "mountain", "headphones", got "volcano"`,
  );
});

test("a story saved in Latin-1 names the file and the line of the first byte that is not UTF-8", () => {
  const root = project();
  const text = story({}, "A first line.\n\nCafé au lait.");
  write(root, "stories/02-cafe.md", Buffer.from(text, "latin1"));
  const message = refusal(root);
  expect(message).toMatch(
    new RegExp(
      `^content/stories/02-cafe\\.md, line ${lineOf(text, "Café")}: this file is not saved as UTF-8`,
    ),
  );
  expect(message).toContain('"Café au lait."');
});

test("a file saved as UTF-16, with or without a byte-order mark, is named as such", () => {
  const littleEndian = Buffer.from(story({}, "Café au lait."), "utf16le");
  const bigEndian = Buffer.from(littleEndian).swap16();
  const mark = (order: string) => Buffer.from(order === "LE" ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (const [order, bytes] of [
    ["LE", Buffer.concat([mark("LE"), littleEndian])],
    ["LE", littleEndian],
    ["BE", Buffer.concat([mark("BE"), bigEndian])],
    ["BE", bigEndian],
  ] as const) {
    const root = project();
    write(root, "stories/02-cafe.md", bytes);
    expect(refusal(root)).toMatch(
      new RegExp(
        `^content/stories/02-cafe\\.md: this file is saved as UTF-16 \\("UTF-16 ${order}", .*\\), not as UTF-8.*\n  Save it again as UTF-8 `,
      ),
    );
  }
  const root = project();
  write(
    root,
    "site.yml",
    Buffer.concat([mark("LE"), Buffer.from(read(root, "site.yml"), "utf16le")]),
  );
  expect(refusal(root)).toMatch(/^content\/site\.yml: this file is saved as UTF-16 /);
});

test("a data file with a byte-order mark and Windows line ends reads like any other", () => {
  const root = project();
  write(root, "dj.yml", `\uFEFF${read(root, "dj.yml").replaceAll("\n", "\r\n")}`);
  expect(loadSiteModel({ root }).djOfferings[0]?.title).toBe("Full Moon Party Sets");
});

test("what a paste brings unseen (Word's line break, control characters, U+FFFE) is left out, in a field and in the text", () => {
  const root = project();
  write(
    root,
    "stories/01-two-paragraphs.md",
    story(
      {
        title: "Pasted\u000Bfrom Word",
        excerpt: '"One line\u000Banother\u0001, and\uFFFE more."',
      },
      "A paragraph\u000Bfrom Word\u0001 with\uFFFE all three.",
    ),
  );
  const [pasted] = loadSiteModel({ root }).stories;
  expect([pasted?.title, pasted?.excerpt]).toEqual([
    "Pasted from Word",
    "One line another, and more.",
  ]);
  expect(pasted?.html).toContain("A paragraph from Word with all three.");
});

test("a symbolic link in content/, to a folder outside, to /etc or to nothing, is refused by name, and nothing is read through it", () => {
  const root = project();
  const outside = mkdtempSync(path.join(tmpdir(), "outside-"));
  folders.push(outside);
  writeFileSync(path.join(outside, "IMG_0001.jpg"), photo);
  symlinkSync(outside, path.join(root, "content/uploads/holiday"));
  symlinkSync("/etc", path.join(root, "content/uploads/etc"));
  symlinkSync(path.join(root, "nowhere.md"), path.join(root, "content/stories/02-gone.md"));
  edit(
    root,
    "gallery.yml",
    "https://images.unsplash.com/photo-1573790387438-4da905039392",
    "uploads/holiday/IMG_0001.jpg",
  );
  const message = refusal(root);
  expect(message.split("\n")).toEqual([
    "content/ holds 3 symbolic links (a shortcut to a file or folder elsewhere), which the site does not follow: it publishes only what is in the project itself.",
    `  - content/stories/02-gone.md leads to "${path.join(root, "nowhere.md")}"`,
    '  - content/uploads/etc leads to "/etc"',
    `  - content/uploads/holiday leads to "${outside}"`,
    "  Copy the files themselves into the folder, then delete the link.",
  ]);
});

describe("photos as cameras and phones name them", () => {
  test("any name, in front matter and in a story's text, with spaces written as they are or as %20", () => {
    const root = project();
    for (const name of [
      "IMG_2041.JPG",
      "DSC_0007.jpeg",
      "Beach day ñandú 東京.jpg",
      "Beach (2).jpeg",
    ]) {
      write(root, `uploads/${name}`, photo);
    }
    write(
      root,
      "stories/02-night-train.md",
      story(
        { image: '"uploads/IMG_2041.JPG"' },
        [
          "We left.",
          '![The window](uploads/Beach day ñandú 東京.jpg "At dusk")',
          "![The berth](uploads/Beach%20(2).jpeg)",
          "![The platform](<uploads/DSC_0007.jpeg>)",
        ].join("\n\n"),
      ),
    );
    const night = loadSiteModel({ root }).stories.find((each) => each.slug === "night-train");
    expect(night?.image).toBe("uploads/IMG_2041.JPG");
    expect(night?.photos).toEqual([
      { src: "uploads/Beach day ñandú 東京.jpg", alt: "The window", caption: "At dusk" },
      { src: "uploads/Beach (2).jpeg", alt: "The berth", caption: undefined },
      { src: "uploads/DSC_0007.jpeg", alt: "The platform", caption: undefined },
    ]);
    expect(night?.html).not.toContain("![");
  });

  test("a name typed in another Unicode form than the disk's (as macOS writes accents) is found", () => {
    const root = project();
    write(root, `uploads/${"ñandú.jpg".normalize("NFD")}`, photo);
    edit(
      root,
      "site.yml",
      "heroImage: uploads/hero.jpg",
      `heroImage: uploads/${"ñandú.jpg".normalize("NFC")}`,
    );
    expect(loadSiteModel({ root }).site.heroImage.normalize("NFC")).toBe("uploads/ñandú.jpg");
  });

  test("a HEIC, an AVIF or a PNG is accepted by its content, whatever its name", () => {
    const root = project();
    write(root, "uploads/iphone.HEIC", Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"));
    write(
      root,
      "uploads/photo.avif",
      Buffer.from("\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf", "latin1"),
    );
    edit(
      root,
      "gallery.yml",
      "src: https://images.unsplash.com/photo-1573790387438-4da905039392",
      "src: uploads/iphone.HEIC",
    );
    edit(
      root,
      "dj.yml",
      "image: https://images.unsplash.com/photo-1611244806964-91d204d4a2a7",
      "image: uploads/photo.avif",
    );
    expect(loadSiteModel({ root }).uploads).toEqual([
      "uploads/hero.jpg",
      "uploads/iphone.HEIC",
      "uploads/photo.avif",
    ]);
  });

  test("a photo that is not there names the closest file in content/uploads", () => {
    const root = project();
    write(root, "uploads/IMG_2041.JPG", photo);
    write(
      root,
      "stories/02-night-train.md",
      story({}, "We left.\n\n![The window](uploads/img_2041.jpg)"),
    );
    expect(refusal(root)).toBe(
      'Invalid content in content/stories/02-night-train.md:\n  - the photo "uploads/img_2041.jpg" in the text: uploads/img_2041.jpg is not found in content/uploads: the closest file there is "uploads/IMG_2041.JPG" (upper and lower case, or accents, differ)',
    );
  });

  test("a photo field naming a missing file names its line", () => {
    const root = project();
    const line = lineOf(read(root, "site.yml"), "  portrait:");
    edit(root, "site.yml", "portrait: uploads/hero.jpg", "portrait: uploads/hero.jpeg");
    expect(refusal(root)).toBe(
      `Invalid content in content/site.yml:\n  - line ${line}, field "about.portrait": uploads/hero.jpeg is not found in content/uploads: the closest file there is "uploads/hero.jpg" (the ending after the dot differs)`,
    );
  });

  test("a file that holds no photo is refused whatever its name says", () => {
    const root = project();
    write(root, "uploads/notes.jpg", "This is a note, not a photo.");
    edit(root, "site.yml", "heroImage: uploads/hero.jpg", "heroImage: uploads/notes.jpg");
    expect(refusal(root)).toContain(
      'field "heroImage": content/uploads/notes.jpg is not a photo the site can read: expected JPEG, PNG, WebP, AVIF or HEIC',
    );
  });

  test("photo syntax the build cannot read is refused, never published as literal text", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      story({}, "We left.\n\n![The [old] window](uploads/hero.jpg"),
    );
    expect(refusal(root)).toContain("looks like a photo the build cannot read");
  });

  test("a photo inside a paragraph, as the web editor writes it, is a figure between its text", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      story({}, "We saw ![The river](/uploads/hero.jpg) at dusk.  \n![The bank](uploads/hero.jpg)"),
    );
    const night = loadSiteModel({ root }).stories.find((each) => each.slug === "night-train");
    expect(night?.photos).toEqual([
      { src: "uploads/hero.jpg", alt: "The river", caption: undefined },
      { src: "uploads/hero.jpg", alt: "The bank", caption: undefined },
    ]);
    expect(night?.html).toMatch(
      /^<p>We saw<\/p>\s*<!--story-photo:0-->\s*<p>at dusk\.<\/p>\s*<!--story-photo:1-->\s*$/,
    );
  });

  test("a photo inside a list or a quote is refused: a figure cannot go there", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      story({}, "We saw:\n\n- ![The river](uploads/hero.jpg) at dusk"),
    );
    expect(refusal(root)).toContain(
      'the photo "uploads/hero.jpg" in the text is inside a list, a quote or a link',
    );
  });

  test("a photo without alt text, or from elsewhere on the web, is refused, naming it", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      story({}, "Text.\n\n![](uploads/hero.jpg)\n\n![A view](https://example.com/view.jpg)"),
    );
    const message = refusal(root);
    expect(message).toContain('the photo "uploads/hero.jpg" in the text has no alt text');
    expect(message).toContain(
      'the photo "https://example.com/view.jpg" in the text: expected one of your photos in content/uploads',
    );
  });
});

test("what a story may not hold is removed and named, and the story is published without it", () => {
  const root = project();
  write(
    root,
    "stories/02-night-train.md",
    story(
      {},
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)">.\n\n[x](javascript:alert(3))',
    ),
  );
  const model = loadSiteModel({ root });
  const night = model.stories.find((each) => each.slug === "night-train");
  expect(night?.html).not.toMatch(/script|onerror|javascript/i);
  expect(model.warnings).toHaveLength(1);
  expect(model.warnings[0]).toMatch(
    /^content\/stories\/02-night-train\.md: removed what a story may not hold: /,
  );
  expect(model.warnings[0]).toContain("<script>");
});

test("a heading in a story is one level below the story's title", () => {
  const root = project();
  write(root, "stories/02-night-train.md", story({}, "# Day one\n\nWe left."));
  const night = loadSiteModel({ root }).stories.find((each) => each.slug === "night-train");
  expect(night?.html).toContain("<h2>Day one</h2>");
});

describe("stories' files", () => {
  test("a name without a number and slug, or with an address over 60 characters, is refused", () => {
    for (const name of ["Night_Train.md", `202611201937-${"night-bus-".repeat(6)}hanoi.md`]) {
      const root = project();
      write(root, `stories/${name}`, story());
      expect(refusal(root)).toContain(
        `content/stories/${name}:\n  - the file name: expected "<number>-<slug>.md": the time the story was started, then its address in lower-case words joined by "-", at most 60 characters`,
      );
    }
  });

  test("a title over 100 characters is refused: the page's heading and the address need a short one", () => {
    const root = project();
    const text = story({ title: `"${"Night bus ".repeat(11)}"` });
    write(root, "stories/02-night-train.md", text);
    expect(refusal(root)).toContain(
      `line ${lineOf(text, "title:")}, field "title": expected at most 100 characters`,
    );
  });

  test("a map pin as a maps app copies it is read as its latitude and longitude", () => {
    const pins: [string, number[]][] = [
      ['"37.1036, 25.3763"', [37.1036, 25.3763]],
      ["-8.8291,115.0849", [-8.8291, 115.0849]],
      ['"37.1036° N, 25.3763° W"', [37.1036, -25.3763]],
      ['"33.8688° S 151.2093° E"', [-33.8688, 151.2093]],
      ["[48.8566, 2.3522]", [48.8566, 2.3522]],
    ];
    for (const [pin, expected] of pins) {
      const root = project();
      write(root, "stories/02-night-train.md", story({ coordinates: pin }));
      expect(loadSiteModel({ root }).stories[0]?.coordinates, pin).toEqual(expected);
    }
    const root = project();
    const text = story({ coordinates: '"37.1036; somewhere"' });
    write(root, "stories/02-night-train.md", text);
    expect(refusal(root)).toContain(
      `line ${lineOf(text, "coordinates:")}, field "coordinates": expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849" (got "37.1036; somewhere")`,
    );
  });

  test("two stories with one slug each get an address, the later one the next free, with a warning", () => {
    const root = project();
    write(root, "stories/02-two-paragraphs.md", story());
    write(root, "stories/03-two-paragraphs-2.md", story());
    write(root, "stories/04-two-paragraphs.md", story());
    const model = loadSiteModel({ root });
    // Newest first.
    expect(model.stories.map((each) => each.slug)).toEqual([
      "two-paragraphs-4",
      "two-paragraphs-2",
      "two-paragraphs-3",
      "two-paragraphs",
    ]);
    expect(model.stories.map((each) => each.path)).toEqual(
      model.stories.map((each) => storyPath(each.slug)),
    );
    const taken = storyPath("two-paragraphs");
    expect(model.warnings).toEqual([
      `content/stories/02-two-paragraphs.md: ${taken} is an earlier story's address, so this one is published at ${storyPath("two-paragraphs-3")}; rename its file to choose another`,
      `content/stories/04-two-paragraphs.md: ${taken} is an earlier story's address, so this one is published at ${storyPath("two-paragraphs-4")}; rename its file to choose another`,
    ]);
  });

  test("stories run newest first; two started in the same minute, the later name first", () => {
    const root = project();
    write(root, "stories/202611201937-night-train.md", story());
    write(root, "stories/202611201937-day-train.md", story());
    expect(loadSiteModel({ root }).stories.map((each) => each.slug)).toEqual([
      "night-train",
      "day-train",
      "two-paragraphs",
    ]);
  });

  test("a latitude outside -90 to 90 names the line and field", () => {
    const root = project();
    const text = story({ coordinates: "[95, 15.6]" });
    write(root, "stories/02-night-train.md", text);
    expect(refusal(root)).toContain(
      `line ${lineOf(text, "coordinates:")}, field "coordinates[0]": expected a latitude from -90 (south) to 90 (north) (got 95)`,
    );
  });

  test("a date written as a bare number is its text", () => {
    const root = project();
    write(root, "stories/02-night-train.md", story({ date: "2024" }));
    expect(loadSiteModel({ root }).stories[0]?.date).toBe("2024");
  });
});

describe("drafts", () => {
  const draft = (fields: string, body = "") => `---\ndraft: true\n${fields}---\n\n${body}`;

  test("a draft with empty fields and a photo not added yet is left out of a build, and named", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      draft(
        'title: "Night Train"\nimage: ""\nlocation: ""\n',
        "So far.\n\n![](uploads/not-yet.jpg)\n",
      ),
    );
    const model = loadSiteModel({ root });
    expect(model.stories.map((each) => each.slug)).toEqual(["two-paragraphs"]);
    expect(model.drafts).toEqual(["content/stories/02-night-train.md"]);
    expect(model.pages).not.toContain(storyPath("night-train"));
  });

  test("the development server shows a draft, marked, without what is not there yet", () => {
    const root = project();
    write(
      root,
      "stories/02-night-train.md",
      draft('title: "Night Train"\n', "So far.\n\n![](uploads/not-yet.jpg)\n"),
    );
    const [night] = loadSiteModel({ root, showDrafts: true }).stories;
    expect(night).toMatchObject({ title: "Night Train", isDraft: true, image: "uploads/hero.jpg" });
    expect(night?.photos).toEqual([]);
    expect(night?.html).toBe("<p>So far.</p>\n");
  });

  test("a draft needs only its title, as the web editor's drafts do", () => {
    const root = project();
    write(root, "stories/02-night-train.md", draft('title: "Night Train"\n'));
    expect(loadSiteModel({ root }).drafts).toEqual(["content/stories/02-night-train.md"]);
    write(root, "stories/02-night-train.md", draft('title: ""\n'));
    expect(refusal(root)).toContain('field "title": expected some text, not an empty one');
  });

  test("what a draft already holds must still be right", () => {
    const root = project();
    write(root, "stories/02-night-train.md", draft('image: "http://example.com/x.jpg"\n'));
    expect(refusal(root)).toContain('field "image"');
  });
});

describe("a story needs only its title", () => {
  const titled = (fields: string, body = "") => `---\n${fields}---\n${body ? `\n${body}\n` : ""}`;

  test("published with its title alone: dated by the minute it was started, the site's cover as decoration, no place, no text", () => {
    const root = project();
    write(root, "stories/202611201937-night-train.md", titled('title: "Night Train"\n'));
    const model = loadSiteModel({ root });
    const night = model.stories[0];
    expect(night).toMatchObject({
      title: "Night Train",
      date: "November 2026",
      published: "2026-11",
      image: "uploads/hero.jpg",
      imageAlt: "",
      excerpt: "",
      html: "",
    });
    expect(night?.location).toBeUndefined();
    expect(model.pages).toContain(storyPath("night-train"));
    expect(model.warnings).toEqual([]);
  });

  test("its date is the UTC day its file's first twelve digits name; a name without them gives no date", () => {
    const root = project();
    write(root, "stories/202601010005-new-year.md", titled('title: "New Year"\n'));
    write(root, "stories/202613010000-no-such-month.md", titled('title: "No Such Month"\n'));
    write(root, "stories/07-lisbon.md", titled('title: "Lisbon"\n'));
    const bySlug = new Map(loadSiteModel({ root }).stories.map((each) => [each.slug, each]));
    expect(bySlug.get("new-year")).toMatchObject({ date: "January 2026", published: "2026-01" });
    for (const slug of ["no-such-month", "lisbon"]) {
      expect(bySlug.get(slug)?.date, slug).toBeUndefined();
      expect(bySlug.get(slug)?.published, slug).toBeUndefined();
    }
  });

  test("its excerpt, when it has none, is its text's first words, plain, cut at a word with an ellipsis", () => {
    const root = project();
    const sentence =
      "We left *Hue* at dusk, the carriage swaying through rice fields and small towns.";
    write(
      root,
      "stories/202611201937-night-train.md",
      titled('title: "Night Train"\n', `${sentence}\n\n${sentence}\n\n${sentence}`),
    );
    const { excerpt = "" } = loadSiteModel({ root }).stories[0] ?? {};
    expect(excerpt.startsWith("We left Hue at dusk, the carriage swaying")).toBe(true);
    expect(excerpt).not.toContain("*");
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeGreaterThan(160);
    expect(excerpt.length).toBeLessThanOrEqual(201);
  });

  test("a cover without what it shows is decoration beside the title, and the build says so, naming the file and field", () => {
    const root = project();
    const text = titled('title: "Night Train"\nimage: "uploads/hero.jpg"\n', "The text.");
    write(root, "stories/202611201937-night-train.md", text);
    const model = loadSiteModel({ root });
    expect(model.stories[0]).toMatchObject({ image: "uploads/hero.jpg", imageAlt: "" });
    expect(model.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/stories/202611201937-night-train\\.md, line ${lineOf(text, "image:")}: the cover photo has no "imageAlt"`,
        ),
      ),
    ]);
  });

  test('a field written empty ("") is as if it were left out; a title never is', () => {
    const root = project();
    write(
      root,
      "stories/202611201937-night-train.md",
      titled('title: "Night Train"\nlocation: ""\nimage: ""\nexcerpt: ""\ndate: ""\n', "The text."),
    );
    expect(loadSiteModel({ root }).stories[0]).toMatchObject({
      date: "November 2026",
      image: "uploads/hero.jpg",
      excerpt: "The text.",
    });
    write(root, "stories/202611201937-night-train.md", titled('title: ""\n'));
    expect(refusal(root)).toContain('field "title": expected some text, not an empty one');
  });
});

describe("the home page's stories", () => {
  test("a name in homeStories that is no story's (one deleted since) is left out, with a warning", () => {
    const root = project();
    const text = `${read(root, "site.yml")}homeStories: [two-paragraphs, lost]\n`;
    write(root, "site.yml", text);
    const model = loadSiteModel({ root });
    expect(model.featuredStories.map((story) => story.slug)).toEqual(["two-paragraphs"]);
    expect(model.warnings).toEqual([
      `content/site.yml, line ${lineOf(text, "homeStories:")}: homeStories names "lost", which is no story's: left out`,
    ]);
  });
});

test("every date is held in ISO, whoever wrote it, and shown as its month and year; it dates the story's month", () => {
  const dates: [string, string, string, string | undefined][] = [
    ["March 2024", "2024-03", "March 2024", "2024-03"],
    ["nov 2023", "2023-11", "November 2023", "2023-11"],
    ["20 Nov. 2026", "2026-11-20", "November 2026", "2026-11"],
    ["August 2018-2024", "2018-08/2024", "August 2018-2024", "2024-08"],
    ["August 2018 – 2024", "2018-08/2024", "August 2018-2024", "2024-08"],
    ["2018-08/2024", "2018-08/2024", "August 2018-2024", "2024-08"],
    ["2026-11-25", "2026-11-25", "November 2026", "2026-11"],
    ["2026-02", "2026-02", "February 2026", "2026-02"],
    ["2024", "2024", "2024", undefined],
    ["2018-2024", "2018/2024", "2018-2024", undefined],
    ["2024/2018-08", "2018-08/2024", "August 2018-2024", "2024-08"],
  ];
  for (const [written, iso, shown, month] of dates) {
    const { date = "", published } = StoryFrontmatterSchema.parse({ title: "T", date: written });
    expect([date, storyDateText(date, "en", en), published], written).toEqual([iso, shown, month]);
  }
});

test("a date the site cannot read as one is refused, naming what it expects", () => {
  for (const date of ["Summer 2023", "March", "Ma 2024", "sometime", '"2026-13-01"', "2024-3"]) {
    const root = project();
    const text = story({ date });
    write(root, "stories/02-night-train.md", text);
    expect(refusal(root), date).toContain(
      `line ${lineOf(text, "date:")}, field "date": expected when it happened as year-month, like "2024-03"`,
    );
  }
});

test("a date as the editor wrote it before is shown as every other date", () => {
  const root = project();
  write(root, "stories/02-night-train.md", story({ date: "2026-11-25" }));
  write(root, "stories/03-day-train.md", story({ date: '"2026-02-03"' }));
  const [day, night] = loadSiteModel({ root }).stories;
  expect([night?.date, night?.published]).toEqual(["November 2026", "2026-11"]);
  expect([day?.date, day?.published]).toEqual(["February 2026", "2026-02"]);
});

test("content that has not changed is read once; a change is read again", () => {
  const root = project();
  const first = loadSiteModel({ root });
  expect(loadSiteModel({ root })).toBe(first);
  edit(root, "site.yml", "alias: Fixture Finch", "alias: Fixture Heron");
  expect(loadSiteModel({ root }).site.alias).toBe("Fixture Heron");
});

describe("mixes", () => {
  const mixes = [
    "  mixes:",
    "    - url: https://www.mixcloud.com/wildfinch/sunrise-set/",
    "      title: Sunrise Set",
    '      duration: "1:58:12"',
    "      image: uploads/hero.jpg",
    "      imageAlt: Decks at dawn",
    "",
  ].join("\n");

  test("an offering's mixes are read, each cover one of the owner's photos the build publishes", () => {
    const root = project();
    write(root, "dj.yml", `${read(root, "dj.yml")}${mixes}`);
    const model = loadSiteModel({ root });
    expect(model.djOfferings[0]?.mixes).toEqual([
      {
        provider: "mixcloud",
        url: "https://www.mixcloud.com/wildfinch/sunrise-set/",
        embedUrl:
          "https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&autoplay=1&feed=%2Fwildfinch%2Fsunrise-set%2F",
        title: "Sunrise Set",
        duration: "1:58:12",
        image: "uploads/hero.jpg",
        imageAlt: "Decks at dawn",
      },
    ]);
    expect(model.photoUses["uploads/hero.jpg"]).toContain(
      `content/dj.yml, line ${lineOf(`${read(root, "dj.yml")}`, "      image: uploads/hero.jpg")}, field "[0].mixes[0].image"`,
    );
  });

  test("a line of a story holding only a listed mix's address is its player; another address stays a link", () => {
    const root = project();
    write(root, "dj.yml", `${read(root, "dj.yml")}${mixes}`);
    const body = [
      "Before.",
      "https://mixcloud.com/wildfinch/sunrise-set",
      "https://www.mixcloud.com/wildfinch/another-set/",
      "After.",
    ].join("\n\n");
    write(root, "stories/01-two-paragraphs.md", story({}, body));
    const [read1] = loadSiteModel({ root }).stories;
    expect(read1?.mixes.map((mix) => mix.title)).toEqual(["Sunrise Set"]);
    expect(read1?.html).toMatch(
      /^<p>Before\.<\/p>\s*<!--story-mix:0-->\s*<p><a href="https:\/\/www\.mixcloud\.com\/wildfinch\/another-set\/">/,
    );
  });

  test("a mix elsewhere than Mixcloud, SoundCloud or YouTube is refused, naming the file, line and field", () => {
    const root = project();
    const text = `${read(root, "dj.yml")}${mixes.replace(/url: \S+/, "url: https://example.com/set.mp3")}`;
    write(root, "dj.yml", text);
    expect(refusal(root)).toBe(
      `Invalid content in content/dj.yml:\n  - line ${lineOf(text, "    - url:")}, field "[0].mixes[0].url": expected a mix's address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/" (got "https://example.com/set.mp3")`,
    );
  });
});
