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
  const stories = Array.from({ length: 60 }, (_, index) => ({ slug: `story-${index + 1}` }));
  const slugs = (chosen: { slug: string }[]) => chosen.map((story) => story.slug);

  test("without a choice, the four latest, in their order", () => {
    expect(slugs(chooseHomeStories(stories, undefined, "content/site.yml"))).toEqual([
      "story-57",
      "story-58",
      "story-59",
      "story-60",
    ]);
  });

  test("the owner's choice comes first, in its order, and the latest fill the rest", () => {
    expect(slugs(chooseHomeStories(stories, ["story-3", "story-1"], "content/site.yml"))).toEqual([
      "story-3",
      "story-1",
      "story-59",
      "story-60",
    ]);
  });

  test("with fewer than four stories, all of them", () => {
    expect(slugs(chooseHomeStories(stories.slice(0, 2), undefined, "content/site.yml"))).toEqual([
      "story-1",
      "story-2",
    ]);
  });

  test("a slug that is no story's is refused, naming the field", () => {
    expect(() => chooseHomeStories(stories, ["story-1", "lost"], "content/site.yml")).toThrow(
      'Invalid content in content/site.yml:\n  - field "homeStories[1]": expected the slug of a story in content/stories, like "story-1" (got "lost")',
    );
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
      'field "instagramUrl": expected an https:// URL, like "https://example.com/page" (got "http://www.instagram.com/x/")',
    );
  });

  test("a field of the wrong type", () => {
    expect(() => parseSite({ copyrightStartYear: "2024" })).toThrow(
      'field "copyrightStartYear": expected number, got text',
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

  test("an address with a query, a fragment or the assets folder as its path is refused", () => {
    expect(() => parseSite({ siteUrl: "https://wildfinch.github.io/notes?x=1" })).toThrow(
      'field "siteUrl": expected an address without "?" or "#"',
    );
    expect(() => parseSite({ siteUrl: "https://wildfinch.github.io/#notes" })).toThrow(
      'field "siteUrl"',
    );
    expect(() => parseSite({ siteUrl: "https://wildfinch.github.io/assets" })).toThrow(
      'field "siteUrl": expected a path that does not start with "/assets"',
    );
  });

  test("a photo from elsewhere on the web is refused: the site shows its own and Unsplash's", () => {
    expect(() => parseSite({ heroImage: "https://example.com/view.jpg" })).toThrow(
      'field "heroImage": expected an Unsplash photo URL without a query',
    );
  });
});
