import { expect, test } from "vitest";
import { storyDateText } from "./dates";
import { en } from "./words/en";

test("a month reads as the language writes a month and its year, in UTC", () => {
  expect(storyDateText("2023-11", "en", en)).toBe("November 2023");
  expect(storyDateText("2023-11", "es", en)).toBe("noviembre de 2023");
  expect(storyDateText("2024-01-01", "en", en)).toBe("January 2024");
});

test("a year reads as a year, and a span as the language's span", () => {
  expect(storyDateText("2024", "en", en)).toBe("2024");
  expect(storyDateText("2018-08/2024", "en", en)).toBe("August 2018-2024");
  expect(storyDateText("2018/2024", "en", en)).toBe("2018-2024");
  expect(storyDateText("2024-03/2024-05", "en", en)).toMatch(/^March\s–\sMay 2024$/);
});
