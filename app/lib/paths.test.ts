import { expect, test, vi } from "vitest";
import {
  basePathOf,
  featuredStoryPath,
  pageFile,
  sitePath,
  STORIES_PATH,
  storyPath,
} from "./paths";

test("a site at its host's root has no path; one under a path keeps it, without the last slash", () => {
  expect(basePathOf("https://wildfinch.travel")).toBe("");
  expect(basePathOf("https://wildfinch.github.io/travel-notes")).toBe("/travel-notes");
  expect(basePathOf("https://example.com/blog/travel")).toBe("/blog/travel");
  expect(basePathOf("https://example.com/blog/")).toBe("/blog");
});

test("an address that cannot be read counts as the root (the content check names it)", () => {
  expect(basePathOf("wildfinch.travel")).toBe("");
});

test("a link to a page is under the path the pages are built for (Vite's base)", () => {
  expect(sitePath("/")).toBe("/");
  expect(sitePath(storyPath("bonjour-paris"))).toBe("/stories/bonjour-paris/");
  vi.stubEnv("BASE_URL", "/travel-notes/");
  try {
    expect(sitePath("/")).toBe("/travel-notes/");
    expect(sitePath(featuredStoryPath("bonjour-paris"))).toBe(
      "/travel-notes/stories/#bonjour-paris",
    );
  } finally {
    vi.unstubAllEnvs();
  }
});

test("a featured story is shown whole on the stories page, at its slug's anchor", () => {
  expect(featuredStoryPath("bonjour-paris")).toBe("/stories/#bonjour-paris");
});

test("a page is built into its folder's index.html, within build/client", () => {
  expect(pageFile("/")).toBe("index.html");
  expect(pageFile(STORIES_PATH)).toBe("stories/index.html");
  expect(pageFile(storyPath("bonjour-paris"))).toBe("stories/bonjour-paris/index.html");
});
