import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { storyPath } from "../lib/paths";
import { contentFields } from "./fields";
import { slugify } from "./names";
import { main, nextStoryFile, storyTemplate } from "./new-story";
import { parseYaml, splitFrontMatter } from "./read";
import { StoryFieldsSchema } from "./schema";
import { loadSiteModel } from "./site-model";

const NOVEMBER_2026 = new Date(Date.UTC(2026, 10, 15, 19, 37));

const PRESENT_STORIES = [
  "202508050845-bonjour-paris.md",
  "202509141930-night-market-adventures-in-bangkok.md",
  "202510031200-burning-man-again-and-again.md",
  "202511020915-cliff-diving-in-bali.md",
];

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh stories folder holding empty files with these names. */
function storiesDirWith(names: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "new-story-"));
  tempDirs.push(dir);
  for (const name of names) writeFileSync(path.join(dir, name), "");
  return dir;
}

/** Runs the command in a folder holding these stories. */
function run(args: string[], names = PRESENT_STORIES) {
  const storiesDir = storiesDirWith(names);
  const logged: string[] = [];
  const errors: string[] = [];
  const status = main(args, {
    storiesDir,
    now: NOVEMBER_2026,
    log: (message) => logged.push(message),
    error: (message) => errors.push(message),
  });
  return { storiesDir, status, out: logged.join("\n"), err: errors.join("\n") };
}

/** The fields of a story file. */
const fieldsOf = (text: string) =>
  parseYaml(splitFrontMatter(text, "story.md").frontMatter, "story.md").data;

/**
 * The story as the build reads it, in a copy of the content tests' fixture site: its model's
 * stories with drafts, or the message it stops with.
 */
function build(text: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), "new-story-site-"));
  tempDirs.push(root);
  cpSync("app/content/fixtures/site", path.join(root, "content"), { recursive: true });
  writeFileSync(path.join(root, "content/stories/202611151937-night-train-to-hanoi.md"), text);
  return loadSiteModel({ root, showDrafts: true }).stories[0];
}

/** What the owner writes in some of the fields new-story leaves as notes. */
const WRITTEN: Record<string, string> = {
  location: "Hanoi, Vietnam",
  image: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
  imageAlt: "A sleeper train crossing rice fields at dawn",
  excerpt: "Thirty hours, four bunks and one very long card game.",
};

/** The template with those fields' lines uncommented and written, as the owner would. */
function filledIn(template: string) {
  return template.replaceAll(/^# (\w+): (".*")$/gm, (line, name: string) =>
    name in WRITTEN ? `${name}: ${JSON.stringify(WRITTEN[name])}` : line,
  );
}

/** The fields a story must have, from the schema: new-story writes each. */
const requiredFields = (contentFields(StoryFieldsSchema).fields ?? [])
  .filter((field) => field.required)
  .map((field) => field.name);

describe("npm run new-story", () => {
  test("creates the next story as a draft with its title, every other field a note showing how to write it", () => {
    const { storiesDir, status, out, err } = run(["Night", "Train", "to", "Hanoi"]);
    expect(status).toBe(0);
    expect(err).toBe("");
    expect(readdirSync(storiesDir).sort()).toEqual([
      ...PRESENT_STORIES,
      "202611151937-night-train-to-hanoi.md",
    ]);
    const file = path.join(storiesDir, "202611151937-night-train-to-hanoi.md");
    const text = readFileSync(file, "utf8");
    expect(requiredFields).toEqual(["title"]);
    expect(fieldsOf(text)).toEqual({ draft: true, title: "Night Train to Hanoi" });
    for (const field of contentFields(StoryFieldsSchema).fields ?? []) {
      if (field.name !== "title" && field.name !== "draft") {
        expect(text, field.name).toMatch(new RegExp(`^# ${field.name}: ".*"$`, "m"));
      }
    }
    expect(text).toContain('# date: "2026-11"');
    expect(splitFrontMatter(text, file).body).not.toBe("");
    expect(out).toContain(file);
    expect(out).toContain(storyPath("night-train-to-hanoi"));
    expect(out).toContain("content/uploads");
    expect(out).toContain('delete the line "draft: true"');
  });

  test("makes the slug lower case, without accents, apostrophes or punctuation", () => {
    expect(slugify("Café & Crêpes: Ama's Kitchen!")).toBe("cafe-and-crepes-amas-kitchen");
    expect(slugify("  Bonjour, Paris  ")).toBe("bonjour-paris");
    expect(slugify("Ama’s Night Market")).toBe("amas-night-market");
    expect(slugify("São Paulo -- 2024")).toBe("sao-paulo-2024");
    expect(slugify("!!!")).toBe("");
  });

  test("names the story's file as the web editor does: the minute it is started, then its slug", () => {
    expect(nextStoryFile(["01-a.md", "09-b.md"], "Next", NOVEMBER_2026).fileName).toBe(
      "202611151937-next.md",
    );
    expect(nextStoryFile([], "First Story", NOVEMBER_2026)).toEqual({
      fileName: "202611151937-first-story.md",
      slug: "first-story",
    });
    // Started in the same minute as another, or after a story numbered ahead of the clock: after it.
    expect(nextStoryFile(["202611151937-a.md"], "Next", NOVEMBER_2026).fileName).toBe(
      "202611151938-next.md",
    );
    expect(run(["First Story"], []).status).toBe(0);
  });

  test("a long title gets an address of at most 60 characters, cut at a word's end", () => {
    const title =
      "An Extremely Long Night on the Bus From Hue to Hanoi, With Chickens and a Karaoke Machine";
    const { slug, fileName } = nextStoryFile([], title, NOVEMBER_2026);
    expect(slug).toBe("an-extremely-long-night-on-the-bus-from-hue-to-hanoi-with");
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(Buffer.byteLength(fileName)).toBeLessThanOrEqual(120);
  });

  test("a title over 100 characters is refused, writing nothing", () => {
    const { storiesDir, status, err } = run(["Night bus ".repeat(34)]);
    expect(status).toBe(1);
    expect(err).toContain("a title has at most 100");
    expect(readdirSync(storiesDir).sort()).toEqual(PRESENT_STORIES);
  });

  test.each([[[]], [["  ", ""]], [["!!!"]]])(
    "refuses a missing or blank title (%j) with the usage, writing nothing",
    (args: string[]) => {
      const { storiesDir, status, out, err } = run(args);
      expect(status).toBe(1);
      expect(err).toContain('npm run new-story -- "Night Train to Hanoi"');
      expect(out).toBe("");
      expect(readdirSync(storiesDir).sort()).toEqual(PRESENT_STORIES);
    },
  );

  test("refuses a title whose slug a story already has, naming that story's file", () => {
    const { storiesDir, status, out, err } = run(["Bonjour, Paris"]);
    expect(status).toBe(1);
    expect(err).toContain("202508050845-bonjour-paris.md");
    expect(out).toBe("");
    expect(readdirSync(storiesDir).sort()).toEqual(PRESENT_STORIES);
  });

  test("writes a draft, which the build accepts with its empty fields and leaves out", () => {
    expect(build(storyTemplate("Night Train to Hanoi", NOVEMBER_2026))).toMatchObject({
      title: "Night Train to Hanoi",
      slug: "night-train-to-hanoi",
      isDraft: true,
    });
  });

  test("once its draft line is deleted, publishes the story with its title alone, or with the fields written", () => {
    const published = storyTemplate("Night Train to Hanoi", NOVEMBER_2026).replace(
      "draft: true\n",
      "",
    );
    const alone = build(published);
    expect(alone).toMatchObject({
      title: "Night Train to Hanoi",
      // The month it was started, from its file's name.
      date: "November 2026",
      published: "2026-11",
      image: "uploads/hero.jpg",
      imageAlt: "",
      slug: "night-train-to-hanoi",
      order: 202611151937,
    });
    expect(alone?.isDraft).toBeUndefined();
    expect(alone?.location).toBeUndefined();
    expect(alone?.excerpt).toMatch(/^Write your story here/);
    expect(build(filledIn(published))).toMatchObject({
      title: "Night Train to Hanoi",
      location: "Hanoi, Vietnam",
      imageAlt: "A sleeper train crossing rice fields at dawn",
      excerpt: "Thirty hours, four bunks and one very long card game.",
    });
  });

  test("keeps a title with quotes and YAML punctuation as it is", () => {
    const title = 'The "Best" Pho: #1 in Hanoi';
    expect(fieldsOf(storyTemplate(title, NOVEMBER_2026))).toMatchObject({ title });
  });
});
