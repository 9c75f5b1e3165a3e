import { expect, test } from "vitest";
import { storyPath } from "./paths";
import { storyShareLinks } from "./share";

const story = {
  title: "Café & Crêpes: 100% worth it?",
  excerpt: "Line one\nline two & more",
  url: `https://x.test${storyPath("cafe-and-crepes")}`,
};

test("the WhatsApp link carries the title and the story's address, intact", () => {
  const url = new URL(storyShareLinks(story).whatsApp);
  expect(url.origin + url.pathname).toBe("https://wa.me/");
  expect(url.searchParams.get("text")).toBe(`${story.title} ${story.url}`);
});

test("the e-mail link has the title as its subject and the excerpt and address as its body", () => {
  const link = storyShareLinks(story).email;
  expect(link.startsWith("mailto:?")).toBe(true);
  const params = new URLSearchParams(link.slice("mailto:?".length));
  expect(params.get("subject")).toBe(story.title);
  expect(params.get("body")).toBe(`${story.excerpt}\n\n${story.url}`);
});

test("a story without an excerpt is shared by e-mail with its address alone", () => {
  const link = storyShareLinks({ ...story, excerpt: "" }).email;
  const params = new URLSearchParams(link.slice("mailto:?".length));
  expect(params.get("body")).toBe(story.url);
});
