// Every reader of content/ and every script takes its names from here.

/** "Beach day ñandú 東京" gives "beach-day-nandu": letters without an ASCII form are left out. */
export function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/['’‘ʼ]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_WORDS = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const SLUG_MAX = 60;

export function storySlug(title: string) {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : SLUG_MAX);
}

/** The web editor names a story by when it was started (YYYYMMDDHHmm, UTC); any number will do. */
const STORY_FILE_NAME = new RegExp(`^(\\d+)-(${SLUG_WORDS})\\.md$`);
export const STORY_FILE_NAME_RULE = `expected "<number>-<slug>.md": the time the story was started, then its address in lower-case words joined by "-", at most ${SLUG_MAX} characters, like "202611201937-night-train-to-hanoi.md"`;

export function parseStoryFileName(name: string) {
  const [, number, slug] = STORY_FILE_NAME.exec(name) ?? [];
  return number && slug && slug.length <= SLUG_MAX ? { order: Number(number), slug } : undefined;
}

/** A trip is named by its file: its address on the site. */
const TRIP_FILE_NAME = new RegExp(`^(${SLUG_WORDS})\\.yml$`);
export const TRIP_FILE_NAME_RULE = `expected "<slug>.yml": the trip's address in lower-case words joined by "-", at most ${SLUG_MAX} characters, like "coast-to-coast.yml"`;

export function parseTripFileName(name: string) {
  const [, slug] = TRIP_FILE_NAME.exec(name) ?? [];
  return slug && slug.length <= SLUG_MAX ? slug : undefined;
}

export const storyNumber = (date: Date) =>
  Number(date.toISOString().replace(/\D/g, "").slice(0, 12));

export const storyFileName = (number: number, slug: string) => `${number}-${slug}.md`;

export function publishedName(file: string) {
  const base = file.split("/").pop() ?? file;
  return slugify(base.replace(/\.[^.]*$/, "")) || "photo";
}
