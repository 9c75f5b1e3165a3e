// A new story starts as a draft, which the build leaves out, so it never stops a deploy.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentFields, type ContentField } from "./fields.ts";
import { parseStoryFileName, storyFileName, storyNumber, storySlug } from "./names.ts";
import { PHOTO_FORMATS } from "./photo-format.ts";
import { StoryFieldsSchema } from "./schema.ts";
import { STORIES_DIR } from "./site-model.ts";
import { storyPath } from "../lib/paths.ts";

const USAGE = 'Usage: npm run new-story -- "Night Train to Hanoi"';

/** Throws an Error with the message for the owner. */
export function nextStoryFile(
  existingFileNames: readonly string[],
  title: string,
  now = new Date(),
) {
  if (!title.trim()) throw new Error(`Please give the story's title.\n${USAGE}`);
  const checked = StoryFieldsSchema.shape.title.safeParse(title);
  if (!checked.success) {
    throw new Error(
      `The title has ${title.trim().length} characters, and a title has at most 100 (it is the page's heading): please give a shorter one.\n${USAGE}`,
    );
  }
  const slug = storySlug(title);
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
        `A story with the address ${storyPath(slug)} already exists: content/stories/${name}.\n` +
          "Please choose another title, or edit that story.",
      );
    }
    highest = Math.max(highest, existing.order);
  }
  return { fileName: storyFileName(Math.max(storyNumber(now), highest + 1), slug), slug };
}

/** The month it is, as content holds a story's date ("2026-11", UTC). */
export const isoMonth = (date: Date) => date.toISOString().slice(0, 7);

function note(text: string) {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 100) {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line].join("\n");
}

const PHOTO_NOTE = `One of your photos, put in content/uploads and written as "uploads/<its file name>", like "uploads/IMG_2041.JPG" (${PHOTO_FORMATS}), or an Unsplash photo address.`;

function frontMatterField(field: ContentField, values: Record<string, string>) {
  const hint = [field.hint, field.widget === "image" ? PHOTO_NOTE : ""].join(" ").trim();
  const value = values[field.name];
  const line = field.required
    ? `${field.name}: ${JSON.stringify(value ?? "")}`
    : `# ${field.name}: ${JSON.stringify(value ?? field.example ?? "")}`;
  const optional = field.required
    ? ""
    : ' To use it, delete the "# " at the start of the next line.';
  return `${note(`${field.label}: ${hint}${optional}`)}\n${line}`;
}

export function storyTemplate(title: string, date: Date) {
  const fields = (contentFields(StoryFieldsSchema).fields ?? []).filter(
    (field) => field.name !== "draft",
  );
  const values = { title: title.trim(), date: isoMonth(date) };
  // JSON strings are valid double-quoted YAML strings, whatever the title holds.
  return `---
# A new story, not finished yet: a draft, which npm run dev shows (marked "Draft") and the build
# leaves out. A title is all a story needs; each other field's note says what the site does
# without it. Write the story, then delete the line "draft: true" below to publish it.
# Write each field's text between its double quotes; a double quote inside is written \\".
draft: true

${fields.map((field) => frontMatterField(field, values)).join("\n\n")}

# The story's text goes below the second --- line. Leave a blank line between paragraphs. A photo
# in the text goes on a line of its own, with a blank line before and after, like this:
#   ![What the photo shows](uploads/IMG_2042.HEIC "A caption, if you like")
---

Write your story here, in Markdown, in place of these two paragraphs.

Leave a blank line between paragraphs.
`;
}

/** Returns the exit status. */
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
    story = nextStoryFile(readdirSync(storiesDir), title, now);
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
      `  1. Open ${file}: a title is all a story needs, and each other field's comment says`,
      "     how to add it and what the site does without it.",
      `  2. For your own photos, put them in content/uploads as your phone saved them (${PHOTO_FORMATS})`,
      '     and write image: "uploads/<its file name>".',
      "  3. Write the story below the second --- line, a blank line between paragraphs.",
      `  4. Run npm run dev and open ${storyPath(story.slug)} at the address it prints.`,
      '  5. To publish it, delete the line "draft: true": until then the build leaves it out.',
      "     npm run build then names any field that is not right, and publishes it when none is.",
    ].join("\n"),
  );
  return 0;
}
