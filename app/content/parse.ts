import type { z } from "zod";
import { ContentError } from "./errors.ts";

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

/**
 * `data`, read from `file`, checked against `schema`; every problem is named, with its field and,
 * where `lineOf` knows it, its line.
 */
export function parseWith<T extends z.ZodType>(
  schema: T,
  data: unknown,
  file: string,
  lineOf?: (path: readonly PropertyKey[]) => number | undefined,
): z.output<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    throw ContentError.inFile(
      file,
      result.error.issues.map((issue) => {
        const line = lineOf?.(issue.path);
        return `${line ? `line ${line}, ` : ""}${describeIssue(issue)}`;
      }),
    );
  }
  return result.data;
}

/** How many story excerpts the home page shows. */
export const HOME_STORY_COUNT = 4;

/**
 * The stories the home page shows: those `homeStories` names (content/site.yml), in its order, then
 * the latest of the others (the highest numbers), up to four.
 */
export function chooseHomeStories<T extends { slug: string }>(
  stories: readonly T[],
  homeStories: readonly string[] = [],
  file: string,
  lineOf?: (path: readonly PropertyKey[]) => number | undefined,
): T[] {
  const chosen = homeStories.map((slug, index) => {
    const story = stories.find((candidate) => candidate.slug === slug);
    if (!story) {
      const line = lineOf?.(["homeStories", index]);
      throw ContentError.inFile(file, [
        `${line ? `line ${line}, ` : ""}field "homeStories[${index}]": expected the slug of a story in content/stories, like "${stories[0]?.slug}" (got "${slug}")`,
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
