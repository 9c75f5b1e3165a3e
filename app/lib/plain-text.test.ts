import { expect, test } from "vitest";
import { leadingWords, plainText } from "./plain-text";

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index + 1}`).join(" ");

test("a short text is its own first words, whole", () => {
  expect(leadingWords("We left Hue at dusk.")).toBe("We left Hue at dusk.");
  expect(leadingWords("")).toBe("");
});

test("a long text is cut after a whole word, at 160 to 200 characters, with an ellipsis", () => {
  const text = words(60);
  const cut = leadingWords(text);
  expect(cut.endsWith("…")).toBe(true);
  const kept = cut.slice(0, -1);
  expect(kept.length).toBeGreaterThanOrEqual(160);
  expect(kept.length).toBeLessThanOrEqual(200);
  expect(text.startsWith(`${kept} `)).toBe(true);
});

test("no comma or full stop is left before the ellipsis", () => {
  const text = `${"a".repeat(170)}, ${"b".repeat(40)}`;
  expect(leadingWords(text)).toBe(`${"a".repeat(170)}…`);
});

test("a word longer than the cut is cut inside it", () => {
  expect(leadingWords("x".repeat(300))).toBe(`${"x".repeat(200)}…`);
});

test("the text a reader reads: blocks apart, no markup, the photos' places empty", () => {
  expect(plainText("<p>One <em>two</em>.</p><!--story-photo:0--><p>Three.</p>")).toBe(
    "One two. Three.",
  );
});
