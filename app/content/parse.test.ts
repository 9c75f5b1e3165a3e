import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getDjOfferings, getGalleryItems, getSite, getStories } from "./content.server";
import djUnknownIcon from "./fixtures/dj-unknown-icon";
import galleryMissingCaption from "./fixtures/gallery-missing-caption";
import siteBadWhatsapp from "./fixtures/site-bad-whatsapp";
import siteHttpUrl from "./fixtures/site-http-url";
import siteMissingEmail from "./fixtures/site-missing-email";
import siteMissingUpload from "./fixtures/site-missing-upload";
import siteYearAsText from "./fixtures/site-year-as-text";
import { parseDjOfferings, parseGallery, parseSite, parseStoryFile } from "./parse";

const fixture = (name: string) => `app/content/fixtures/${name}`;
const readStory = (name: string) => readFileSync(fixture(`stories/${name}`), "utf8");

describe("the real content files", () => {
  test("the site identity parses", () => {
    expect(getSite().alias).toBe("Wildfinch");
    expect(getSite().tagline).toBe("Adventures worth remembering");
  });

  test("the gallery has 12 photos and the DJ section 3 offerings, in the spec's order", () => {
    expect(getGalleryItems()).toHaveLength(12);
    expect(getDjOfferings().map(({ title, location }) => `${title} (${location})`)).toEqual([
      "Full Moon Party Sets (Koh Phangan, Thailand)",
      "Mountain Venue Mixes (Denver Hills, Colorado)",
      "DJ Lessons & Workshops (Worldwide)",
    ]);
  });

  test("the four stories parse in the spec's order with multi-paragraph bodies", () => {
    const stories = getStories();
    expect(stories.map(({ title, date, location }) => [title, date, location])).toEqual([
      ["Cliff Diving in Bali", "March 2024", "Uluwatu"],
      [
        "Burning Man Again and Again Through the Years!",
        "August 2018-2024",
        "Black Rock Desert, Nevada",
      ],
      ["Night Market Adventures in Bangkok", "November 2023", "Bangkok, Thailand"],
      ["Bonjour Paris!", "July 2025", "Paris, France"],
    ]);
    for (const story of stories) {
      expect(story.html.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(story.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });
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
