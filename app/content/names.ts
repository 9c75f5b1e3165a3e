/**
 * How names are made: a story's address from its title, a story file's name, and the plain ASCII
 * name a photo is published under. Every reader of content/ and every script takes them from here.
 */

/**
 * Lower-case ASCII words joined by "-": "Café & Crêpes: Ama's Kitchen!" gives
 * "cafe-and-crepes-amas-kitchen", and "Beach day ñandú 東京" gives "beach-day-nandu". Letters
 * without an ASCII form are left out; a name with none gives "".
 */
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

/** A story's address: lower-case ASCII words joined by "-", at most SLUG_MAX characters. */
export const SLUG_WORDS = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const SLUG_MAX = 60;

/** A title's slug, cut at a word's end to at most SLUG_MAX characters. */
export function storySlug(title: string) {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : SLUG_MAX);
}

/**
 * A story file's name: the time it was started (UTC, YYYYMMDDHHmm, as the web editor names it),
 * which orders the stories, then its slug, its address. Any number orders a story written by hand.
 */
const STORY_FILE_NAME = new RegExp(`^(\\d+)-(${SLUG_WORDS})\\.md$`);
export const STORY_FILE_NAME_RULE = `expected "<number>-<slug>.md": the time the story was started, then its address in lower-case words joined by "-", at most ${SLUG_MAX} characters, like "202611201937-night-train-to-hanoi.md"`;

/** The number and slug a story file's name holds, or undefined for a name that breaks the rule. */
export function parseStoryFileName(name: string) {
  const [, number, slug] = STORY_FILE_NAME.exec(name) ?? [];
  return number && slug && slug.length <= SLUG_MAX ? { order: Number(number), slug } : undefined;
}

/** The time a story is started as its file's number: "202611201937" for 20 November 2026, 19:37 UTC. */
export const storyNumber = (date: Date) =>
  Number(date.toISOString().replace(/\D/g, "").slice(0, 12));

/** The file name of a story started at `number` (storyNumber): "202611201937-night-train-to-hanoi.md". */
export const storyFileName = (number: number, slug: string) => `${number}-${slug}.md`;

/**
 * The start of the names a photo of the owner's is published under: its file name without the
 * extension, in plain ASCII ("IMG_2041.JPG" gives "img-2041"); "photo" when nothing is left.
 */
export function publishedName(file: string) {
  const base = file.split("/").pop() ?? file;
  return slugify(base.replace(/\.[^.]*$/, "")) || "photo";
}
