import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { afterAll, describe, expect, test } from "vitest";
import { parseStoryFile } from "../app/content/parse";
import { main, nextStoryFile, slugify, storyTemplate } from "./new-story.mjs";

const NOVEMBER_2026 = new Date(2026, 10, 15);

const PRESENT_STORIES = [
  "01-cliff-diving-in-bali.md",
  "02-burning-man-again-and-again.md",
  "03-night-market-adventures-in-bangkok.md",
  "04-bonjour-paris.md",
];

/** @type {string[]} */
const tempDirs = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh stories folder holding empty files with these names. @param {string[]} names */
function storiesDirWith(names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "new-story-"));
  tempDirs.push(dir);
  for (const name of names) writeFileSync(path.join(dir, name), "");
  return dir;
}

/** Runs the command in a folder holding these stories. @param {string[]} args @param {string[]} names */
function run(args, names = PRESENT_STORIES) {
  const storiesDir = storiesDirWith(names);
  /** @type {string[]} */
  const logged = [];
  /** @type {string[]} */
  const errors = [];
  const status = main(args, {
    storiesDir,
    now: NOVEMBER_2026,
    log: (message) => logged.push(message),
    error: (message) => errors.push(message),
  });
  return { storiesDir, status, out: logged.join("\n"), err: errors.join("\n") };
}

/** @param {string} template */
function filledIn(template) {
  return template
    .replace('location: ""', 'location: "Hanoi, Vietnam"')
    .replace('image: ""', 'image: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"')
    .replace('imageAlt: ""', 'imageAlt: "A sleeper train crossing rice fields at dawn"')
    .replace('excerpt: ""', 'excerpt: "Thirty hours, four bunks and one very long card game."');
}

describe("npm run new-story", () => {
  test("creates the next story as a draft, every field there, the title and date filled in", () => {
    const { storiesDir, status, out, err } = run(["Night", "Train", "to", "Hanoi"]);
    expect(status).toBe(0);
    expect(err).toBe("");
    expect(readdirSync(storiesDir).sort()).toEqual([
      ...PRESENT_STORIES,
      "05-night-train-to-hanoi.md",
    ]);
    const file = path.join(storiesDir, "05-night-train-to-hanoi.md");
    const { data, content } = matter(readFileSync(file, "utf8"));
    expect(data).toEqual({
      draft: true,
      title: "Night Train to Hanoi",
      date: "November 2026",
      location: "",
      image: "",
      imageAlt: "",
      excerpt: "",
    });
    expect(content.trim()).not.toBe("");
    expect(out).toContain(file);
    expect(out).toContain("/stories/night-train-to-hanoi");
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

  test("numbers the story after the highest number, with at least two digits", () => {
    expect(nextStoryFile(["01-a.md", "09-b.md"], "Next").fileName).toBe("10-next.md");
    expect(nextStoryFile(["99-b.md", "07-a.md"], "Next").fileName).toBe("100-next.md");
    expect(nextStoryFile([], "First Story")).toEqual({
      fileName: "01-first-story.md",
      slug: "first-story",
    });
    expect(run(["First Story"], []).status).toBe(0);
  });

  test.each([[[]], [["  ", ""]], [["!!!"]]])(
    "refuses a missing or blank title (%j) with the usage, writing nothing",
    (args) => {
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
    expect(err).toContain("04-bonjour-paris.md");
    expect(out).toBe("");
    expect(readdirSync(storiesDir).sort()).toEqual(PRESENT_STORIES);
  });

  test("writes a draft, which the build accepts with its empty fields and leaves out", () => {
    const template = storyTemplate("Night Train to Hanoi", NOVEMBER_2026);
    const file = "content/stories/05-night-train-to-hanoi.md";
    expect(parseStoryFile(template, file)).toMatchObject({
      title: "Night Train to Hanoi",
      slug: "night-train-to-hanoi",
      isDraft: true,
    });
  });

  test("once its draft line is deleted, publishes the story only with every field filled in", () => {
    const published = storyTemplate("Night Train to Hanoi", NOVEMBER_2026).replace(
      "draft: true\n",
      "",
    );
    const file = "content/stories/05-night-train-to-hanoi.md";
    expect(parseStoryFile(filledIn(published), file)).toMatchObject({
      title: "Night Train to Hanoi",
      date: "November 2026",
      location: "Hanoi, Vietnam",
      slug: "night-train-to-hanoi",
      order: 5,
    });
    expect(parseStoryFile(filledIn(published), file).isDraft).toBeUndefined();
    expect(() => parseStoryFile(published, file)).toThrow(/"location"/);
  });

  test("keeps a title with quotes and YAML punctuation as it is", () => {
    const title = 'The "Best" Pho: #1 in Hanoi';
    expect(matter(storyTemplate(title, NOVEMBER_2026)).data.title).toBe(title);
  });
});
