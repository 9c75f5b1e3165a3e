import { readdirSync, readFileSync } from "node:fs";
import { parseStoryFiles } from "./parse";

const STORIES = "content/stories";

/**
 * Every story file in content/stories, read from disk and checked, in the order of their numbers,
 * drafts included: for what runs outside the app's bundle (the list of pages to prerender, the
 * tests). The pages read the same files through Vite (content.server.ts).
 */
export function readStoryFiles() {
  return parseStoryFiles(
    readdirSync(STORIES)
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({
        file: `${STORIES}/${name}`,
        raw: readFileSync(`${STORIES}/${name}`, "utf8"),
      })),
  );
}
