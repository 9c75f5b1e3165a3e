import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { chooseHomeStories, parseWith } from "./parse";
import { parseYaml } from "./read";
import { SiteSchema } from "./schema";

// The schema's rules on the site's identity, tried on the fixture site's fields.
const fixtureSite = () =>
  parseYaml(readFileSync("app/content/fixtures/site/site.yml", "utf8"), "site.yml").data as Record<
    string,
    unknown
  >;
const parseSite = (changes: Record<string, unknown>) =>
  parseWith(SiteSchema, { ...fixtureSite(), ...changes }, "content/site.yml");

describe("the home page's four stories", () => {
  // As the site model holds them: newest first.
  const stories = Array.from({ length: 60 }, (_, index) => ({
    slug: `story-${index + 1}`,
    file: `content/stories/${202601010000 + index}-story-${index + 1}.md`,
  })).reverse();
  const slugs = (chosen: { featured: { slug: string }[] }) =>
    chosen.featured.map((story) => story.slug);

  test("without a choice, the four latest, newest first", () => {
    expect(slugs(chooseHomeStories(stories))).toEqual([
      "story-60",
      "story-59",
      "story-58",
      "story-57",
    ]);
  });

  test("the owner's choice comes first, in its order, and the latest fill the rest", () => {
    expect(slugs(chooseHomeStories(stories, ["story-3", "story-1"]))).toEqual([
      "story-3",
      "story-1",
      "story-60",
      "story-59",
    ]);
  });

  test("a story is chosen by its slug or, as the editor names it, its file's name", () => {
    expect(slugs(chooseHomeStories(stories, ["202601010004-story-5"]))).toEqual([
      "story-5",
      "story-60",
      "story-59",
      "story-58",
    ]);
  });

  test("with fewer than four stories, all of them", () => {
    expect(slugs(chooseHomeStories(stories.slice(-2)))).toEqual(["story-2", "story-1"]);
  });

  test("a name that is no story's (a story deleted since) is left out, and named", () => {
    const chosen = chooseHomeStories(stories, ["story-1", "lost"]);
    expect(slugs(chosen)).toEqual(["story-1", "story-60", "story-59", "story-58"]);
    expect(chosen.unknown).toEqual(["lost"]);
  });

  test("more than four, or one twice, is refused", () => {
    expect(() => parseSite({ homeStories: ["a", "b", "c", "d", "e"] })).toThrow(
      'field "homeStories": expected at most four stories: the home page shows four',
    );
    expect(() => parseSite({ homeStories: ["a", "a"] })).toThrow(
      'field "homeStories": expected each story once',
    );
  });
});

describe("the site's identity", () => {
  test("a missing field is named", () => {
    const { email: _email, ...site } = fixtureSite();
    expect(() => parseWith(SiteSchema, site, "content/site.yml")).toThrow(
      'Invalid content in content/site.yml:\n  - field "email" is missing: expected text',
    );
  });

  test("a URL that is not https", () => {
    expect(() => parseSite({ instagramUrl: "http://www.instagram.com/x/" })).toThrow(
      'field "instagramUrl": expected an address starting with "https://", like "https://example.com/page" (got "http://www.instagram.com/x/")',
    );
  });

  test("a field of the wrong type", () => {
    expect(() => parseSite({ copyrightStartYear: "2024" })).toThrow(
      'field "copyrightStartYear": expected a year like 2024, got text',
    );
  });

  test("an unknown field is named, to check its spelling", () => {
    expect(() => parseSite({ tagLine: "x" })).toThrow(
      'the file has unknown field(s) "tagLine": check the spelling',
    );
  });

  test("an unknown country code names its place in the list", () => {
    expect(() => parseSite({ visitedCountries: ["ID", "ZZ", "France"] })).toThrow(
      'field "visitedCountries[1]": expected a country\'s ISO 3166-1 alpha-2 code in capitals, like "FR" or "ID" (got "ZZ")\n  - field "visitedCountries[2]"',
    );
  });

  test("the site's address may have a path for a site that lives under one", () => {
    expect(parseSite({ siteUrl: "https://wildfinch.github.io/travel-notes" }).siteUrl).toBe(
      "https://wildfinch.github.io/travel-notes",
    );
  });

  test("an address with a query, a fragment, a last slash or the assets folder as its path is refused", () => {
    for (const siteUrl of [
      "https://wildfinch.github.io/notes?x=1",
      "https://wildfinch.github.io/#notes",
      "https://wildfinch.github.io/notes/",
      "https://wildfinch.github.io/assets",
      "https://wildfinch.github.io/assets/notes",
      "http://wildfinch.github.io",
    ]) {
      expect(() => parseSite({ siteUrl }), siteUrl).toThrow(
        `field "siteUrl": expected the site's address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets"`,
      );
    }
    expect(parseSite({ siteUrl: "https://wildfinch.github.io/assets-and-notes" }).siteUrl).toBe(
      "https://wildfinch.github.io/assets-and-notes",
    );
  });

  test("a photo from elsewhere on the web is refused: the site shows its own and Unsplash's", () => {
    expect(() => parseSite({ heroImage: "https://example.com/view.jpg" })).toThrow(
      'field "heroImage": expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address',
    );
  });
});

describe("the site's language", () => {
  test("English when left out; a language the site has words for is taken", () => {
    expect(parseSite({}).language).toBeUndefined();
    expect(parseSite({ language: "en" }).language).toBe("en");
  });

  test("one it has no words for is refused, naming the field and the languages there are", () => {
    expect(() => parseSite({ language: "tlh" })).toThrow(
      'field "language": expected a language the site has words for, as its BCP 47 tag: "en" (English)',
    );
  });
});
