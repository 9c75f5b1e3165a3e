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

/** A story file's name: its number, which orders the stories, then its slug, its address. */
const STORY_FILE_NAME = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
export const STORY_FILE_NAME_RULE =
  'expected "<number>-<slug>.md" in lower case, like "05-lost-in-lisbon.md"';

/** The number and slug a story file's name holds, or undefined for a name that breaks the rule. */
export function parseStoryFileName(name: string) {
  const [, number, slug] = STORY_FILE_NAME.exec(name) ?? [];
  return number && slug ? { order: Number(number), slug } : undefined;
}

/** The file name of story number `order`: at least two digits, like "05-night-train-to-hanoi.md". */
export const storyFileName = (order: number, slug: string) =>
  `${String(order).padStart(2, "0")}-${slug}.md`;

/**
 * The start of the names a photo of the owner's is published under: its file name without the
 * extension, in plain ASCII ("IMG_2041.JPG" gives "img-2041"); "photo" when nothing is left.
 */
export function publishedName(file: string) {
  const base = file.split("/").pop() ?? file;
  return slugify(base.replace(/\.[^.]*$/, "")) || "photo";
}
