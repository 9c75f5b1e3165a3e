import { expect, test } from "vitest";
import { countOf, fill, plural } from "./words";

test("fill puts each value in its place and leaves an unknown name as written", () => {
  expect(fill("About {alias}, {unknown}", { alias: "Wildfinch" })).toBe(
    "About Wildfinch, {unknown}",
  );
});

test("countOf picks the language's plural form and writes the number its way", () => {
  const stories = plural({ one: "{count} story", other: "{count} stories" });
  expect(countOf(stories, 1, "en")).toBe("1 story");
  expect(countOf(stories, 1200, "en")).toBe("1,200 stories");
  const days = plural({
    zero: "z {count}",
    one: "o",
    two: "t",
    few: "f {count}",
    many: "m",
    other: "x",
  });
  expect(countOf(days, 2, "ar")).toBe("t");
  expect(countOf(days, 3, "ar")).toBe("f 3");
});
