import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import siteContent from "../../content/site";
import { describe, expect, test } from "vitest";
import { getDjOfferings, getGalleryItems, getSite, getStories } from "./content.server";
import djUnknownIcon from "./fixtures/dj-unknown-icon";
import galleryMissingCaption from "./fixtures/gallery-missing-caption";
import siteBadWhatsapp from "./fixtures/site-bad-whatsapp";
import siteHttpUrl from "./fixtures/site-http-url";
import siteMissingEmail from "./fixtures/site-missing-email";
import siteMissingUpload from "./fixtures/site-missing-upload";
import siteUnknownCountry from "./fixtures/site-unknown-country";
import siteYearAsText from "./fixtures/site-year-as-text";
import {
  chooseHomeStories,
  parseDjOfferings,
  parseGallery,
  parseSite,
  parseStoryFile,
  parseStoryFiles,
} from "./parse";

const getSiteContent = () => structuredClone(siteContent);
const fixture = (name: string) => `app/content/fixtures/${name}`;
const readStory = (name: string) => readFileSync(fixture(`stories/${name}`), "utf8");

// The owner's content changes; what must hold for any of it is that it parses, whole.
test("the content files in content/ parse, and every story has a text and a reading time", () => {
  expect(getSite().alias.length).toBeGreaterThan(0);
  expect(getGalleryItems().length).toBeGreaterThan(0);
  expect(getDjOfferings().length).toBeGreaterThan(0);
  const stories = getStories();
  expect(stories.length).toBeGreaterThan(0);
  for (const story of stories) {
    expect(story.html).toContain("<p>");
    expect(story.readingMinutes).toBeGreaterThanOrEqual(1);
  }
});

describe("a malformed content file is rejected with the file, the field and what was expected", () => {
  test("a WhatsApp number that is not 6-15 digits", () => {
    expect(() => parseSite(siteBadWhatsapp, fixture("site-bad-whatsapp.ts"))).toThrow(
      'Invalid content in app/content/fixtures/site-bad-whatsapp.ts:\n  - field "whatsappNumber": expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567" (got "+1 555 0100")',
    );
  });

  test("a missing field", () => {
    expect(() => parseSite(siteMissingEmail, fixture("site-missing-email.ts"))).toThrow(
      'Invalid content in app/content/fixtures/site-missing-email.ts:\n  - field "email" is missing: expected text',
    );
  });

  test("a URL that is not https", () => {
    expect(() => parseSite(siteHttpUrl, fixture("site-http-url.ts"))).toThrow(
      'field "instagramUrl": expected an https:// URL, like "https://example.com/page" (got "http://www.instagram.com/wildfinch.travels/")',
    );
  });

  test("a field of the wrong type", () => {
    expect(() => parseSite(siteYearAsText, fixture("site-year-as-text.ts"))).toThrow(
      'field "copyrightStartYear": expected number, got text',
    );
  });

  test("a photo in content/uploads that does not exist", () => {
    expect(() => parseSite(siteMissingUpload, fixture("site-missing-upload.ts"))).toThrow(
      'field "about.portrait": expected a file that exists in content/uploads (got "uploads/no-such-photo.jpg")',
    );
  });

  test("a gallery item without a caption names its position", () => {
    expect(() =>
      parseGallery(galleryMissingCaption, fixture("gallery-missing-caption.ts")),
    ).toThrow('field "[0].caption" is missing: expected text');
  });

  test("a DJ offering with an unknown icon lists the icons there are", () => {
    expect(() => parseDjOfferings(djUnknownIcon, fixture("dj-unknown-icon.ts"))).toThrow(
      'field "[1].icon": expected one of "moon", "mountain", "headphones", got "volcano"',
    );
  });

  test("a story without a title", () => {
    const file = fixture("stories/01-missing-title.md");
    expect(() => parseStoryFile(readStory("01-missing-title.md"), file)).toThrow(
      'Invalid content in app/content/fixtures/stories/01-missing-title.md:\n  - field "title" is missing: expected text',
    );
  });

  test("a story whose date is a number", () => {
    const file = fixture("stories/02-date-as-number.md");
    expect(() => parseStoryFile(readStory("02-date-as-number.md"), file)).toThrow(
      'field "date": expected text, got number',
    );
  });

  test("a story whose image is not https", () => {
    const file = fixture("stories/03-http-image.md");
    expect(() => parseStoryFile(readStory("03-http-image.md"), file)).toThrow(
      'field "image": expected an https:// URL',
    );
  });

  test("a story file whose name has no number and slug", () => {
    const file = fixture("stories/Bad_Name.md");
    expect(() => parseStoryFile(readStory("Bad_Name.md"), file)).toThrow(
      'the file name: expected "<number>-<slug>.md" in lower case',
    );
  });
});

test("a story's slug comes from its file name and its body becomes HTML paragraphs", () => {
  const story = parseStoryFile(readStory("04-two-paragraphs.md"), "04-two-paragraphs.md");
  expect(story.slug).toBe("two-paragraphs");
  expect(story.order).toBe(4);
  expect(story.html).toBe(
    "<p>First paragraph with <em>emphasis</em>.</p>\n<p>Second paragraph.</p>\n",
  );
});

describe("photos inside a story", () => {
  const PHOTO = "https://images.unsplash.com/photo-1502602898657-3e91760cbb34";
  const story = (body: string) =>
    readStory("04-two-paragraphs.md").replace(/---\n\n[\s\S]*$/, `---\n\n${body}\n`);
  const parse = (body: string) => parseStoryFile(story(body), "content/stories/04-paris.md");

  test("a photo on a line of its own becomes the story's photo, its title the caption", () => {
    const parsed = parse(
      `First paragraph.\n\n![The river at dusk](${PHOTO} "Evening on the Seine")\n\nSecond paragraph.\n\n![A café](${PHOTO})`,
    );
    expect(parsed.photos).toEqual([
      { src: PHOTO, alt: "The river at dusk", caption: "Evening on the Seine" },
      { src: PHOTO, alt: "A café", caption: undefined },
    ]);
    expect(parsed.html).toBe(
      "<p>First paragraph.</p>\n<!--story-photo:0--><p>Second paragraph.</p>\n<!--story-photo:1-->",
    );
  });

  test("the photos are not counted as words to read", () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`).join(" ");
    const photos = Array.from({ length: 100 }, () => `![A long description of it](${PHOTO})`);
    expect(parse(`${words}\n\n${photos.join("\n\n")}`).readingMinutes).toBe(1);
  });

  test("a photo without alt text stops the build, naming the file and the photo", () => {
    expect(() => parse(`Text.\n\n![](${PHOTO} "A caption is not enough")`)).toThrow(
      `Invalid content in content/stories/04-paris.md:\n  - the photo "${PHOTO}" in the text has no alt text`,
    );
  });

  test("a photo missing from content/uploads stops the build, naming the file and the photo", () => {
    expect(() => parse("Text.\n\n![The night train](uploads/no-such-photo.jpg)")).toThrow(
      'content/stories/04-paris.md:\n  - the photo "uploads/no-such-photo.jpg" in the text: expected a file that exists in content/uploads',
    );
  });

  test("a photo from elsewhere on the web is refused: the site shows only its own and Unsplash's", () => {
    expect(() => parse("![A view](https://example.com/view.jpg)")).toThrow(
      'the photo "https://example.com/view.jpg" in the text: expected an Unsplash photo URL',
    );
  });

  test("a photo inside a paragraph is refused: a figure needs a line of its own", () => {
    expect(() => parse(`We saw ![The river](${PHOTO}) at dusk.`)).toThrow(
      `the photo "${PHOTO}" in the text shares its paragraph with other text: put each photo on a line of its own`,
    );
  });
});

describe("the home page's four stories", () => {
  const stories = Array.from({ length: 60 }, (_, index) => ({ slug: `story-${index + 1}` }));
  const slugs = (chosen: { slug: string }[]) => chosen.map((story) => story.slug);

  test("without a choice, the four latest, in their order", () => {
    expect(slugs(chooseHomeStories(stories, undefined, "content/site.ts"))).toEqual([
      "story-57",
      "story-58",
      "story-59",
      "story-60",
    ]);
  });

  test("the owner's choice comes first, in its order, and the latest fill the rest", () => {
    expect(slugs(chooseHomeStories(stories, ["story-3", "story-1"], "content/site.ts"))).toEqual([
      "story-3",
      "story-1",
      "story-59",
      "story-60",
    ]);
  });

  test("with fewer than four stories, all of them", () => {
    expect(slugs(chooseHomeStories(stories.slice(0, 2), undefined, "content/site.ts"))).toEqual([
      "story-1",
      "story-2",
    ]);
  });

  test("a slug that is no story's is refused, naming the field", () => {
    expect(() => chooseHomeStories(stories, ["story-1", "lost"], "content/site.ts")).toThrow(
      'Invalid content in content/site.ts:\n  - field "homeStories[1]": expected the slug of a story in content/stories, like "story-1" (got "lost")',
    );
  });

  test("more than four, or one twice, is refused", () => {
    const site = (homeStories: string[]) => ({ ...getSiteContent(), homeStories });
    expect(() => parseSite(site(["a", "b", "c", "d", "e"]), "content/site.ts")).toThrow(
      'field "homeStories": expected at most four stories: the home page shows four',
    );
    expect(() => parseSite(site(["a", "a"]), "content/site.ts")).toThrow(
      'field "homeStories": expected each story once',
    );
  });
});

describe("the site's address", () => {
  const site = (siteUrl: string) => ({ ...getSiteContent(), siteUrl });

  test("may have a path for a site that lives under one", () => {
    expect(
      parseSite(site("https://wildfinch.github.io/travel-notes"), "content/site.ts").siteUrl,
    ).toBe("https://wildfinch.github.io/travel-notes");
  });

  test("with a query, a fragment or the assets folder as its path, is refused naming the field", () => {
    expect(() =>
      parseSite(site("https://wildfinch.github.io/notes?x=1"), "content/site.ts"),
    ).toThrow('field "siteUrl": expected an address without "?" or "#"');
    expect(() => parseSite(site("https://wildfinch.github.io/#notes"), "content/site.ts")).toThrow(
      'field "siteUrl"',
    );
    expect(() => parseSite(site("https://wildfinch.github.io/assets"), "content/site.ts")).toThrow(
      'field "siteUrl": expected a path that does not start with "/assets"',
    );
  });
});

describe("an upload that is not a readable photo", () => {
  test("is refused, naming the file and the field", () => {
    const home = process.cwd();
    const dir = mkdtempSync(path.join(tmpdir(), "uploads-"));
    mkdirSync(path.join(dir, "content/uploads"), { recursive: true });
    writeFileSync(path.join(dir, "content/uploads/holiday.jpg"), "This is a note, not a photo.");
    const site = { ...getSiteContent(), heroImage: "uploads/holiday.jpg" };
    try {
      process.chdir(dir);
      expect(() => parseSite(site, "content/site.ts")).toThrow(
        'Invalid content in content/site.ts:\n  - field "heroImage": expected a JPEG, PNG or WebP photo, but content/uploads/holiday.jpg is not a readable image (got "uploads/holiday.jpg")',
      );
    } finally {
      process.chdir(home);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the map's places are checked like the rest of the content", () => {
  test("a latitude outside -90 to 90 stops the build, naming the file and the field", () => {
    const file = fixture("stories/05-latitude-out-of-range.md");
    expect(() => parseStoryFile(readStory("05-latitude-out-of-range.md"), file)).toThrow(
      'Invalid content in app/content/fixtures/stories/05-latitude-out-of-range.md:\n  - field "coordinates[0]": expected a latitude from -90 (south) to 90 (north) (got 95)',
    );
  });

  test("a longitude outside -180 to 180 stops the build, naming the file and the field", () => {
    const file = fixture("stories/06-longitude-out-of-range.md");
    expect(() => parseStoryFile(readStory("06-longitude-out-of-range.md"), file)).toThrow(
      'Invalid content in app/content/fixtures/stories/06-longitude-out-of-range.md:\n  - field "coordinates[1]": expected a longitude from -180 (west) to 180 (east) (got 200)',
    );
  });

  test("coordinates that are not a pair of numbers are refused", () => {
    const story = (coordinates: string) =>
      readStory("04-two-paragraphs.md").replace("---\n\n", `coordinates: ${coordinates}\n---\n\n`);
    expect(() => parseStoryFile(story("[13.75]"), "04-x.md")).toThrow('field "coordinates"');
    expect(() => parseStoryFile(story('"13.75, 100.5"'), "04-x.md")).toThrow(
      'field "coordinates": expected [latitude, longitude] in decimal degrees, like [-8.8291, 115.0849], got text',
    );
  });

  test("an unknown country code stops the build, naming the file and the field", () => {
    expect(() => parseSite(siteUnknownCountry, fixture("site-unknown-country.ts"))).toThrow(
      'Invalid content in app/content/fixtures/site-unknown-country.ts:\n  - field "visitedCountries[2]": expected a country\'s ISO 3166-1 alpha-2 code in capitals, like "FR" or "ID" (got "ZZ")\n  - field "visitedCountries[3]": expected a country\'s ISO 3166-1 alpha-2 code in capitals, like "FR" or "ID" (got "France")',
    );
  });

  test("the countries on the map are as many as the about section's countries explored", () => {
    const { visitedCountries = [], about } = getSite();
    const explored = about.stats.find((stat) => stat.label === "Countries Explored");
    expect(String(visitedCountries.length)).toBe(explored?.value);
  });
});

describe("drafts", () => {
  const draft = (fields: string) => `---\ndraft: true\n${fields}---\n`;

  test("a draft may have every field empty and no text yet", () => {
    const story = parseStoryFile(
      draft('title: "Night Train"\nlocation: ""\nimage: ""\nexcerpt: ""\n'),
      "content/stories/05-night-train.md",
    );
    expect(story).toMatchObject({ title: "Night Train", slug: "night-train", isDraft: true });
  });

  test("a draft's photo without its file or alt text yet is left out, not refused", () => {
    const story = parseStoryFile(
      draft("") + "We left at dusk.\n\n![](uploads/not-there-yet.jpg)\n\nMore to come.\n",
      "content/stories/05-night-train.md",
    );
    expect(story.photos).toEqual([]);
    expect(story.html).toBe("<p>We left at dusk.</p>\n<p>More to come.</p>\n");
  });

  test("what a draft already holds must still be right", () => {
    expect(() =>
      parseStoryFile(draft('image: "http://example.com/x.jpg"\n'), "content/stories/05-x.md"),
    ).toThrow('field "image"');
  });

  test("a story with draft: false is published, and checked like any other", () => {
    const story = readStory("04-two-paragraphs.md").replace("---\n\n", "draft: false\n---\n\n");
    expect(parseStoryFile(story, "04-two-paragraphs.md").isDraft).toBeUndefined();
  });

  test("a draft and a story with one slug are refused, naming both files", () => {
    const files = [
      { file: "content/stories/01-paris.md", raw: readStory("04-two-paragraphs.md") },
      { file: "content/stories/02-paris.md", raw: draft("") },
    ];
    expect(() => parseStoryFiles(files)).toThrow(
      'content/stories/02-paris.md:\n  - the file name: content/stories/01-paris.md has the slug "paris" too',
    );
  });
});
