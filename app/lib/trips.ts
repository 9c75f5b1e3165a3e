// How a trip's figures read on the site, in its language: "2–30 April 2025", "29 days on the
// road", "2,450 km". Called where the page's data is made, never in a component that hydrates:
// the browser's Intl may write them otherwise than Node's.
import { countOf, fill, type Words } from "../i18n/words.ts";

export type DistanceUnit = "km" | "mi";

const KM_PER_MILE = 1.609344;

export const tripDates = (start: string, end: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));

export const tripDistance = (km: number, locale: string, unit: DistanceUnit = "km") =>
  new Intl.NumberFormat(locale, {
    style: "unit",
    unit: unit === "mi" ? "mile" : "kilometer",
    unitDisplay: "short",
    maximumFractionDigits: 0,
  }).format(unit === "mi" ? km / KM_PER_MILE : km);

export const tripPart = (part: number, count: number, title: string, words: Words) =>
  fill(words.story.tripPart, { part, count, title });

/** "Thailand, Cambodia and Vietnam" */
export const listOf = (names: readonly string[], locale: string) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(names);

/** A story on a trip's route by its place, or the country its pin falls in, or its title. */
export const stopName = (story: { title: string; location?: string; country?: { name: string } }) =>
  story.location ?? story.country?.name ?? story.title;

/** A trip's figures as its card and its page show them; a distance or countries only if known. */
export function tripFacts(
  trip: {
    start: string;
    end: string;
    days: number;
    storyCount: number;
    distanceKm: number;
    countries: readonly { name: string }[];
  },
  words: Words,
  unit: DistanceUnit = "km",
) {
  const { locale } = words.meta;
  return {
    dates: tripDates(trip.start, trip.end, locale),
    days: countOf(words.trips.daysOnTheRoad, trip.days, locale),
    stories: countOf(words.trips.storyCount, trip.storyCount, locale),
    distance: trip.distanceKm > 0 ? tripDistance(trip.distanceKm, locale, unit) : undefined,
    countries:
      trip.countries.length > 0
        ? listOf(
            trip.countries.map((country) => country.name),
            locale,
          )
        : undefined,
  };
}

type Stop = { title: string; location?: string; country?: { name: string }; coordinates?: unknown };

/** Under a trip's map: "From Bangkok to Hanoi: 5 stops, 2,450 km as the crow flies." */
export function routeSummary(
  distanceKm: number,
  stories: readonly Stop[],
  words: Words,
  unit: DistanceUnit = "km",
) {
  const [first] = stories;
  const last = stories.at(-1);
  if (!first || !last) return "";
  const { locale } = words.meta;
  const stops = stories.filter((story) => story.coordinates).length;
  return stops > 1
    ? countOf(words.trip.routeSummary, stops, locale, {
        first: stopName(first),
        last: stopName(last),
        distance: tripDistance(distanceKm, locale, unit),
      })
    : fill(words.trip.oneStop, { place: stopName(first) });
}
