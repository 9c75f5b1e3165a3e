import { readdirSync, readFileSync } from "node:fs";
import { chooseHomeStories, parseSite, parseStoryFiles } from "../../app/content/parse";
import siteContent from "../../content/site";

// What the tests expect, read from content/ with the functions the site reads it with: the
// owner's next story, photo or alias changes what the tests expect, not whether they pass.

export const site = parseSite(siteContent, "content/site.ts");

const STORIES = "content/stories";

/** Every story the site publishes (drafts are not), in the order of their numbers. */
export const stories = parseStoryFiles(
  readdirSync(STORIES)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({
      file: `${STORIES}/${name}`,
      raw: readFileSync(`${STORIES}/${name}`, "utf8"),
    })),
)
  .map(({ story }) => story)
  .filter((story) => !story.isDraft);

/** The stories the home page features and `/stories` shows in full, in their order. */
export const featuredStories = chooseHomeStories(stories, site.homeStories, "content/site.ts");

const newest = stories.at(-1);
if (!newest) throw new Error(`${STORIES} holds no story: the tests need one.`);
/** The story with the highest number: the one the owner most likely wrote last. */
export const newestStory = newest;
