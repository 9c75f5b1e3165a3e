// How a trip's figures read on the site: "2–30 April 2025", "29 days on the road", "2,450 km".

const DAYS = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const tripDates = (start: string, end: string) =>
  DAYS.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));

export const tripDays = (days: number) => `${days} ${days === 1 ? "day" : "days"} on the road`;

export const tripDistance = (km: number) =>
  `${new Intl.NumberFormat("en-GB").format(Math.round(km))} km`;

export const storyCount = (count: number) => `${count} ${count === 1 ? "story" : "stories"}`;

export const tripPart = (part: number, count: number, title: string) =>
  `Part ${part} of ${count} · ${title}`;

/** "Thailand, Cambodia and Vietnam" */
export const listOf = (names: readonly string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names);

/** A story on a trip's route by its place, or the country its pin falls in, or its title. */
export const stopName = (story: { title: string; location?: string; country?: { name: string } }) =>
  story.location ?? story.country?.name ?? story.title;
