import { expect, test } from "vitest";
import { fillNodes } from "./fill-nodes";
import { en } from "./words/en";

type Entry = [path: string, value: unknown];

const entries = (value: unknown, path = ""): Entry[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key))
    : [[path, value]];

const isPlural = (value: object) => "other" in value;

/** Each plural's forms, or a text, once each: what a translator writes. */
const texts = (value: unknown, path = ""): Entry[] =>
  typeof value === "object" && value !== null && !isPlural(value)
    ? Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key))
    : [[path, value]];

test("the English dictionary holds texts and plurals only, none of them empty", () => {
  for (const [path, value] of entries(en)) {
    expect(typeof value, path).toBe("string");
    expect((value as string).trim(), path).not.toBe("");
  }
});

test("every plural has an `other` form, and only the forms Intl.PluralRules names", () => {
  const categories = ["zero", "one", "two", "few", "many", "other"];
  for (const [path, value] of texts(en)) {
    if (typeof value === "string") continue;
    expect(value, path).toHaveProperty("other");
    for (const category of Object.keys(value as object)) {
      expect(categories, `${path}.${category}`).toContain(category);
    }
  }
});

test("the forms of a plural name the same placeholders, `{count}` aside", () => {
  const names = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).filter((name) => name !== "count");
  for (const [path, value] of texts(en)) {
    if (typeof value === "string") continue;
    const forms = Object.values(value as Record<string, string>);
    for (const form of forms)
      expect(names(form).sort(), path).toEqual(names(forms[0] ?? "").sort());
  }
});

test("the English dictionary's settings are what the English site needs", () => {
  expect(en.meta).toEqual({ dir: "ltr", ogLocale: "en_US", locale: "en-GB" });
  expect(Intl.getCanonicalLocales(en.meta.locale)).toEqual([en.meta.locale]);
});

test("fillNodes puts each element where its name is and leaves an unknown name as written", () => {
  const parts = fillNodes("Follow {email} or {feed}, {unknown}.", { email: "E", feed: "F" });
  expect(parts.map((part) => part.props.children)).toEqual([
    "Follow ",
    "E",
    " or ",
    "F",
    ", ",
    "{unknown}",
    ".",
  ]);
});
