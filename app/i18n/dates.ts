import { fill, type Words } from "./words.ts";

// Dates as the site writes them: from the ISO values content holds, through Intl in the site's
// language, in UTC, so that a build anywhere on Earth writes the same words.

const asDate = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

const yearOnly = (language: string) =>
  new Intl.DateTimeFormat(language, { year: "numeric", timeZone: "UTC" });
const monthAndYear = (language: string) =>
  new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" });

/** "2024" or "2024-03" (a day is shown as its month): "2024", "March 2024". */
const dateText = (iso: string, language: string) =>
  (iso.length === 4 ? yearOnly(language) : monthAndYear(language)).format(asDate(iso));

/**
 * When a story happened, as a reader sees it: "2023-11" is "November 2023" in English and
 * "noviembre de 2023" in Spanish; a span "2018-08/2024" is "August 2018-2024" (the language's
 * `dates.span`), two months of one year "March – May 2024" (Intl's range).
 */
export function storyDateText(when: string, language: string, words: Pick<Words, "dates">) {
  const [start = "", end] = when.split("/");
  if (end === undefined) return dateText(start, language);
  if (start.length > 4 && end.length > 4 && start.slice(0, 4) === end.slice(0, 4)) {
    return monthAndYear(language).formatRange(asDate(start), asDate(end));
  }
  return fill(words.dates.span, {
    start: dateText(start, language),
    end: dateText(end, language),
  });
}
