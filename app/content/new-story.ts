// `npm run new-story -- "Night Train to Hanoi"` (scripts/new-story.mjs): starts a new story in
// content/stories, numbered after the others, with every field of its front matter explained. It
// starts as a draft, which the build leaves out, so an unfinished story is never published and
// never stops a deploy.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseStoryFileName, slugify, storyFileName } from "./names.ts";
import { PHOTO_FORMATS } from "./photo-format.ts";
import { STORIES_DIR } from "./site-model.ts";

const USAGE = 'Usage: npm run new-story -- "Night Train to Hanoi"';

/**
 * The file a story with this title gets among the existing ones: the next number, at least two
 * digits. Throws an Error with the message for the owner when the title is blank or the slug is
 * taken.
 */
export function nextStoryFile(existingFileNames: readonly string[], title: string) {
  if (!title.trim()) throw new Error(`Please give the story's title.\n${USAGE}`);
  const slug = slugify(title);
  if (!slug) {
    throw new Error(
      `"${title}" has no letters or digits to make the story's address from: ` +
        `please give a title with some.\n${USAGE}`,
    );
  }
  let highest = 0;
  for (const name of existingFileNames) {
    const existing = parseStoryFileName(name);
    if (!existing) continue;
    if (existing.slug === slug) {
      throw new Error(
        `A story with the address /stories/${slug} already exists: content/stories/${name}.\n` +
          "Please choose another title, or edit that story.",
      );
    }
    highest = Math.max(highest, existing.order);
  }
  return { fileName: storyFileName(highest + 1, slug), slug };
}

/** The month and year in English, like "November 2026": how the stories are dated. */
export function monthAndYear(date: Date) {
  return date.toLocaleDateString("en-US", { month: "long", year: "numeric" });
}

/** The new story's Markdown: the title and date filled in, every other field empty and explained. */
export function storyTemplate(title: string, date: Date) {
  // JSON strings are valid double-quoted YAML strings, whatever the title holds.
  return `---
# A new story, not finished yet: a draft, which npm run dev shows (marked "Draft") and the build
# leaves out. Fill in every field, write the story, then delete the line "draft: true" below to
# publish it: the build then refuses any field left empty ("").
# Write each field's text between its double quotes; a double quote inside is written \\".
draft: true

# The story's title, shown as the heading of its page and on its card on the home page.
title: ${JSON.stringify(title.trim())}

# When the trip happened, shown as written, like "March 2024". The RSS feed dates the story
# when this reads "Month YYYY".
date: ${JSON.stringify(monthAndYear(date))}

# Where the story happened, shown next to the date, like "Uluwatu" or "Bangkok, Thailand".
location: ""

# The story's photo: one of your own photos, put in content/uploads and written with its file
# name as your phone or camera saved it, like "uploads/IMG_2041.JPG" (${PHOTO_FORMATS}),
# or an Unsplash photo URL without anything after "?", like
# "https://images.unsplash.com/photo-1502602898657-3e91760cbb34".
image: ""

# What the photo shows, for people who cannot see it, like
# "Limestone sea cliffs above the ocean at Uluwatu, Bali".
imageAlt: ""

# One or two sentences that make people want to read on, shown on the story's home page card.
excerpt: ""

# Optional: where the story happened, as [latitude, longitude] in decimal degrees, to put it on
# the map on /stories. To use it, delete the "# " at the start of the line below and put in
# your place's numbers (this example is Bangkok).
# coordinates: [13.7563, 100.5018]

# The story's text goes below the second --- line. Leave a blank line between paragraphs. A photo
# in the text goes on a line of its own, with a blank line before and after, like this:
#   ![What the photo shows](uploads/IMG_2042.HEIC "A caption, if you like")
---

Write your story here, in Markdown, in place of these two paragraphs.

Leave a blank line between paragraphs.
`;
}

/**
 * Creates the story and prints what to do next. Returns the exit status. `args` are the command's
 * arguments: the title, maybe in several words.
 */
export function main(
  args: readonly string[],
  {
    storiesDir = STORIES_DIR,
    now = new Date(),
    log = console.log,
    error = console.error,
  }: {
    storiesDir?: string;
    now?: Date;
    log?: (message: string) => void;
    error?: (message: string) => void;
  } = {},
) {
  if (!existsSync(storiesDir)) {
    error(`There is no ${storiesDir} folder here: please run this in the project's folder.`);
    return 1;
  }
  const title = args.join(" ").trim();
  let story: { fileName: string; slug: string };
  try {
    story = nextStoryFile(readdirSync(storiesDir), title);
  } catch (problem) {
    error((problem as Error).message);
    return 1;
  }
  const file = path.join(storiesDir, story.fileName);
  // "wx": never overwrite a story, even one written since the folder was read.
  writeFileSync(file, storyTemplate(title, now), { flag: "wx" });
  log(
    [
      `Created ${file}`,
      "",
      "Next:",
      `  1. Open ${file}`,
      "     and fill in location, image, imageAlt and excerpt: its comments explain each one.",
      `  2. For your own photos, put them in content/uploads as your phone saved them (${PHOTO_FORMATS})`,
      '     and write image: "uploads/<its file name>".',
      "  3. Write the story below the second --- line, a blank line between paragraphs.",
      `  4. Run npm run dev and open /stories/${story.slug} at the address it prints.`,
      '  5. To publish it, delete the line "draft: true": until then the build leaves it out.',
      "     npm run build then names any field still empty, and publishes it when none is.",
    ].join("\n"),
  );
  return 0;
}
