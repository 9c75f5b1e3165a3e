import matter from "gray-matter";
import { marked, type Token, type Tokens, type TokensList } from "marked";
import type { z } from "zod";
import { storyPath } from "../lib/paths";
import { storyPhotoPlaceholder } from "../lib/story-text";
import {
  DjOfferingsSchema,
  DraftFrontmatterSchema,
  GallerySchema,
  SiteSchema,
  StoryFileNameSchema,
  photoUrl,
  StoryFrontmatterSchema,
  type Story,
  type StoryPhoto,
} from "./schema";

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

function describeType(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return "a date";
  return typeof value === "string" ? "text" : typeof value;
}

function fieldName(path: readonly PropertyKey[]) {
  return path.reduce<string>(
    (name, key) =>
      typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    "",
  );
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? `field "${fieldName(issue.path)}"` : "the file";
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type": {
      // A schema's own words say more than the type's name ("expected [latitude, longitude]…").
      if (input !== undefined && !issue.message.startsWith("Invalid input")) {
        return `${field}: ${issue.message}, got ${describeType(input)}`;
      }
      const expected = issue.expected === "string" ? "text" : issue.expected;
      return input === undefined
        ? `${field} is missing: expected ${expected}`
        : `${field}: expected ${expected}, got ${describeType(input)}`;
    }
    case "unrecognized_keys":
      return `${field} has unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}: check the spelling`;
    case "invalid_value":
      return `${field}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(input)}`;
    default:
      return `${field}: ${issue.message}${typeof input === "string" || typeof input === "number" ? ` (got ${JSON.stringify(input)})` : ""}`;
  }
}

export function parseWith<T extends z.ZodType>(
  schema: T,
  data: unknown,
  file: string,
): z.output<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(file, result.error.issues.map(describeIssue));
  return result.data;
}

export const parseSite = (data: unknown, file: string) => parseWith(SiteSchema, data, file);
export const parseGallery = (data: unknown, file: string) => parseWith(GallerySchema, data, file);
export const parseDjOfferings = (data: unknown, file: string) =>
  parseWith(DjOfferingsSchema, data, file);

const WORDS_PER_MINUTE = 200;

const isBlank = (token: Token) => token.type === "text" && !token.raw.trim();

/**
 * A story's Markdown as HTML, with each photo that stands on its own line (`![alt](src "caption")`,
 * an empty line before and after) taken out as a StoryPhoto and replaced by its placeholder. A photo
 * inside a paragraph, without alt text, or from anywhere but content/uploads or Unsplash is refused,
 * naming it; in a draft, which is never published, such a photo is left out instead, so a story
 * still being written never stops the build.
 */
function storyHtml(
  markdown: string,
  file: string,
  isDraft: boolean,
): { html: string; photos: StoryPhoto[] } {
  const tokens: TokensList = marked.lexer(markdown);
  const photos: StoryPhoto[] = [];
  const problems: string[] = [];
  const blocks: Token[] = tokens.map((token) => {
    const inner = token.type === "paragraph" ? (token as Tokens.Paragraph).tokens : [];
    const images = inner.filter((child) => child.type === "image") as Tokens.Image[];
    const [image] = images;
    if (!image || images.length !== 1 || !inner.every((c) => c === image || isBlank(c))) {
      return token;
    }
    const name = `the photo "${image.href}" in the text`;
    const src = photoUrl.safeParse(image.href);
    const found: string[] = [];
    if (!src.success) found.push(`${name}: ${src.error.issues[0]?.message}`);
    if (!image.text.trim()) {
      found.push(
        `${name} has no alt text: say what it shows between the brackets, like ![Lanterns over the night market](${image.href})`,
      );
    }
    if (found.length > 0 && isDraft) return { type: "space", raw: image.raw };
    problems.push(...found);
    photos.push({
      src: image.href,
      alt: image.text.trim(),
      caption: image.title?.trim() || undefined,
    });
    return {
      type: "html",
      block: true,
      pre: false,
      raw: image.raw,
      text: storyPhotoPlaceholder(photos.length - 1),
    };
  });
  // Any other image is inside a paragraph, a list or a quote, where a figure cannot go.
  marked.walkTokens(blocks, (token) => {
    if (token.type === "image" && !isDraft) {
      problems.push(
        `the photo "${(token as Tokens.Image).href}" in the text shares its paragraph with other text: put each photo on a line of its own, with an empty line before and after`,
      );
    }
  });
  if (problems.length > 0) throw new ContentError(file, problems);
  const html = marked.parser(Object.assign(blocks, { links: tokens.links }));
  return { html, photos };
}

export function parseStoryFile(raw: string, file: string): Story & { order: number } {
  const fileName = file.split("/").pop() ?? file;
  const nameCheck = StoryFileNameSchema.safeParse(fileName);
  if (!nameCheck.success) {
    throw new ContentError(file, [`the file name: ${nameCheck.error.issues[0]?.message}`]);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw);
  } catch (error) {
    throw new ContentError(file, [
      `the frontmatter between the "---" lines is not valid YAML: ${(error as Error).message}`,
    ]);
  }
  const [, order = "0", slug = ""] = /^(\d+)-(.+)\.md$/.exec(fileName) ?? [];
  const isDraft = (parsed.data as { draft?: unknown }).draft === true;
  const body = parsed.content.trim();
  const text = body.replace(/!\[[^\]]*\]\([^)]*\)/g, " ").trim();
  const words = text ? text.split(/\s+/).length : 0;
  const story = {
    slug,
    order: Number(order),
    ...storyHtml(body, file, isDraft),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
  if (isDraft) {
    // Shown in `npm run dev` only, as far as it is written.
    const draft = parseWith(DraftFrontmatterSchema, parsed.data, file);
    return {
      ...story,
      title: draft.title || `Untitled draft (${fileName})`,
      date: draft.date || "Date to come",
      location: draft.location || "Place to come",
      image: draft.image ?? "",
      imageAlt: draft.imageAlt ?? "",
      excerpt: draft.excerpt ?? "",
      coordinates: draft.coordinates,
      isDraft: true,
    };
  }
  const { draft: _draft, ...frontmatter } = parseWith(StoryFrontmatterSchema, parsed.data, file);
  if (!body) throw new ContentError(file, ["the story text after the frontmatter is empty"]);
  return { ...frontmatter, ...story };
}

/**
 * Every story file (`file` its path, `raw` its text), checked, in the order of their numbers. Two
 * files with the same slug, or the same number, stop the build naming both: a story's slug is its
 * address, and its number its place.
 */
export function parseStoryFiles(files: readonly { file: string; raw: string }[]) {
  const stories = files
    .map(({ file, raw }) => ({ file, story: parseStoryFile(raw, file) }))
    .sort((a, b) => a.story.order - b.story.order || a.file.localeCompare(b.file));
  for (const [index, { file, story }] of stories.entries()) {
    const previous = stories[index - 1];
    if (previous?.story.order === story.order) {
      throw new ContentError(file, [
        `the file name: ${previous.file} has the number ${story.order} too; give each story a number of its own`,
      ]);
    }
    const sameSlug = stories.find((other) => other.story.slug === story.slug);
    if (sameSlug && sameSlug.file !== file) {
      throw new ContentError(file, [
        `the file name: ${sameSlug.file} has the slug "${story.slug}" too, and a story's slug is its address (${storyPath(story.slug)}); rename one of them`,
      ]);
    }
  }
  return stories;
}

/** How many story excerpts the home page shows. */
export const HOME_STORY_COUNT = 4;

/**
 * The stories the home page shows: those `homeStories` names (content/site.ts), in its order, then
 * the latest of the others (the highest numbers), up to four.
 */
export function chooseHomeStories<T extends { slug: string }>(
  stories: readonly T[],
  homeStories: readonly string[] = [],
  file: string,
): T[] {
  const chosen = homeStories.map((slug, index) => {
    const story = stories.find((candidate) => candidate.slug === slug);
    if (!story) {
      throw new ContentError(file, [
        `field "homeStories[${index}]": expected the slug of a story in content/stories, like "${stories[0]?.slug}" (got "${slug}")`,
      ]);
    }
    return story;
  });
  const others = stories.filter((story) => !chosen.includes(story));
  return [
    ...chosen,
    ...others.slice(Math.max(0, others.length - HOME_STORY_COUNT + chosen.length)),
  ];
}
