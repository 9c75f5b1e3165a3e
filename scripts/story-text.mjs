// Story texts for the large site (scripts/large-site.mjs): every one different, and as costly to
// send as real writing. A body repeated 60 times compresses to almost nothing and hides what a page
// of real stories weighs. The four stories the site shipped with cost brotli (quality 11) 18.3-20.3
// bits a word each, 17.4 together; these texts cost 19.2 bits a word at 450 words, 17.3 at 1,400,
// and 17.5 for four of 450 words together (checked in scripts/story-text.test.mjs).
//
// Words are drawn from a list of common English words, the first ones more often (Zipf's law, as in
// any language), with made-up names of people and places mixed in, in sentences of 5 to 24 words.

const COMMON = `the and a to of i in was it that we my on for with at as but from had
this so were all one out up there by me our they when into what his her like then
just back time day night over down first still only after way could about before
two more through long little new old water road light morning each would town
again around hands eyes last street away another under good where every know
across little sea three sun between while found end small came left took told
asked walked sat stood ran looked heard felt knew saw laughed watched kept made
market boat train bus bridge river hill mountain beach village city harbour square
coffee bread rice soup fish noodles tea wine fruit cheese salt smoke rain wind dust
snow heat shade dark quiet loud warm cold bright slow late early far near open
narrow wide high low soft hard green blue red yellow white black golden silver
window door table chair bed roof wall floor stairs garden field path corner
station ticket map bag camera notebook phone coat shoes hat scarf rope tent
stranger friend guide driver cook child mother father woman man crowd family
dog goat cat bird horse chicken music song drum guitar voice dance party fire
lamp candle star moon cloud storm wave sand stone grass tree flower leaf forest
island lake valley desert cliff cave temple church tower castle ruin wall gate
shop stall kitchen restaurant hostel hotel room balcony terrace alley lane
morning afternoon evening midnight dawn sunset summer winter spring autumn week
year hour minute moment while later soon never always often sometimes maybe
nothing something everything anyone nobody everyone somewhere nowhere home
because though until since unless whether although if than like once also even
very too really almost quite rather nearly only just enough already yet still
said says tell told ask asked answered shouted whispered smiled nodded waved
carried pulled pushed opened closed climbed jumped swam drove rode flew sailed
ate drank cooked tasted smelled bought sold paid counted waited slept woke
remember forget learned taught tried wanted needed loved hated missed found lost
began finished stopped started turned moved stayed left arrived returned crossed
followed passed reached filled emptied broke fixed lit burned froze melted`
  .split(/\s+/)
  .filter(Boolean);

const SYLLABLES = `ba ka ri mo ta lu ne si vo ha pe do mi ra ko zu fe li na to sa ve
ju ro ga el an or is um ar en ol`
  .split(/\s+/)
  .filter(Boolean);

/**
 * A seeded random number generator (mulberry32): the same seed, the same text.
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Zipf weights over the common words: the word of rank r is drawn in proportion to 1 / r^ZIPF.
const ZIPF = 0.5;
const cumulative = COMMON.reduce(
  /** @param {number[]} sums @param {string} _ @param {number} rank */
  (sums, _, rank) => [...sums, (sums.at(-1) ?? 0) + 1 / (rank + 1) ** ZIPF],
  [],
);
const total = cumulative.at(-1) ?? 1;

/** @param {() => number} rand */
function commonWord(rand) {
  const target = rand() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return COMMON[low] ?? "the";
}

/** A made-up name of a person or a place, like "Korivan". @param {() => number} rand */
function name(rand) {
  const syllables = 2 + Math.floor(rand() * 3);
  const word = Array.from(
    { length: syllables },
    () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)],
  ).join("");
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A story's text of about `words` words, in paragraphs separated by a blank line, different for
 * every seed.
 * @param {number} seed @param {number} words
 */
export function storyText(seed, words) {
  const rand = random(seed * 7919 + 17);
  const names = Array.from({ length: 6 }, () => name(rand));
  /** @type {string[]} */
  const paragraphs = [];
  let written = 0;
  while (written < words) {
    /** @type {string[]} */
    const sentences = [];
    const count = 3 + Math.floor(rand() * 5);
    for (let s = 0; s < count && written < words; s++) {
      const length = Math.min(5 + Math.floor(rand() * 20), words - written);
      const sentence = Array.from({ length }, (_, i) => {
        const pick = rand();
        let word =
          pick < 0.05
            ? (names[Math.floor(rand() * names.length)] ?? "Ama")
            : pick < 0.1
              ? name(rand)
              : commonWord(rand);
        if (i > 0 && i < length - 1 && rand() < 0.07) word += ",";
        return word;
      });
      written += sentence.length;
      const first = sentence[0] ?? "The";
      sentence[0] = first.charAt(0).toUpperCase() + first.slice(1);
      sentences.push(`${sentence.join(" ").replace(/,$/, "")}.`);
    }
    paragraphs.push(sentences.join(" "));
  }
  return paragraphs.join("\n\n");
}
