import { expect, test } from "vitest";
import { brotliBytes } from "./budgets.mjs";
import { storyText } from "./story-text.mjs";

const bitsPerWord = (/** @type {string} */ text) =>
  (brotliBytes(text) * 8) / text.split(/\s+/).length;

test("no two stories share a text, and the same seed gives the same text", () => {
  const texts = Array.from({ length: 60 }, (_, index) => storyText(index + 1, 600));
  expect(new Set(texts).size).toBe(60);
  expect(storyText(7, 600)).toBe(texts[6]);
});

test("a text has the words asked for, in paragraphs", () => {
  const text = storyText(3, 1400);
  expect(text.split(/\s+/)).toHaveLength(1400);
  expect(text.split("\n\n").length).toBeGreaterThan(10);
});

test("a text costs brotli about what real writing does: at least 17 bits a word", () => {
  for (const words of [450, 1000, 1400]) {
    expect(bitsPerWord(storyText(words, words))).toBeGreaterThanOrEqual(17);
  }
  const four = [1, 2, 3, 4].map((seed) => storyText(seed, 450)).join("\n\n");
  expect(bitsPerWord(four)).toBeGreaterThanOrEqual(17);
});
