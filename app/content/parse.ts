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

/** For a field written in several forms ("-8.8291, 115.0849" or [-8.8291, 115.0849]). */
function matchingForm(issue: z.core.$ZodIssue) {
  if (issue.code !== "invalid_union") return undefined;
  const form = issue.errors.find((issues) =>
    issues.every((each) => each.code !== "invalid_type" || each.path.length > 0),
  );
  return form?.map((each) => ({ ...each, path: [...issue.path, ...each.path] }));
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const form = matchingForm(issue);
  if (form?.length) return form.map(describeIssue).join("; ");
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
      // A schema's own words for a long list ("expected a country's code…") say more than the list.
      if (!issue.message.startsWith("Invalid option")) {
        return `${field}: ${issue.message} (got ${JSON.stringify(input)})`;
      }
      return `${field}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(input)}`;
    default:
      return `${field}: ${issue.message}${typeof input === "string" || typeof input === "number" ? ` (got ${JSON.stringify(input)})` : ""}`;
  }
}

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

export const HOME_STORY_COUNT = 4;

/**
 * The stories named in site.yml's homeStories, then the newest of the others (stories come newest
 * first). A name that is no story's (a story deleted since) is left out, and named.
 */
export function chooseHomeStories<T extends { slug: string; file: string }>(
  stories: readonly T[],
  homeStories: readonly string[] = [],
) {
  const named = (name: string) =>
    stories.find((story) => story.slug === name || story.file.endsWith(`/${name}.md`));
  const chosen = homeStories.flatMap((name) => named(name) ?? []);
  const others = stories.filter((story) => !chosen.includes(story));
  return {
    featured: [...chosen, ...others.slice(0, Math.max(0, HOME_STORY_COUNT - chosen.length))],
    unknown: homeStories.filter((name) => !named(name)),
  };
}
