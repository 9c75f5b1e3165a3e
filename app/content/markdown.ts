import { Marked, type Token, type Tokens, type TokensList } from "marked";
import { storyMixPlaceholder, storyPhotoPlaceholder } from "../lib/story-text.ts";
import { sanitizeStoryHtml } from "./sanitize.ts";
import { mixUrl, type Mix, type StoryPhoto } from "./schema.ts";

/** Read as a person means it: phones name photos with spaces and brackets ("Beach (2).jpeg"). */
function readPhoto(src: string): Tokens.Image | undefined {
  const start = /^!\[((?:[^\]\\]|\\.)*)\]\(/.exec(src);
  if (!start) return undefined;
  let depth = 1;
  let end = start[0].length;
  for (; end < src.length && depth > 0; end++) {
    if (src[end] === "\n" && src[end + 1] === "\n") return undefined;
    if (src[end] === "(") depth++;
    if (src[end] === ")") depth--;
  }
  if (depth > 0) return undefined;
  const inner = src.slice(start[0].length, end - 1).trim();
  const titled = /^([\s\S]*?)\s+(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')$/.exec(inner);
  const href = (titled ? (titled[1] ?? "") : inner).trim().replace(/^<([\s\S]*)>$/, "$1");
  const title = titled ? (titled[2] ?? titled[3] ?? "").replace(/\\(.)/g, "$1") : null;
  const text = (start[1] ?? "").replace(/\\(.)/g, "$1");
  return { type: "image", raw: src.slice(0, end), href, title, text, tokens: [] };
}

/** A bracket in an alt text is written \] (photo-component.js). */
const ALT = String.raw`(?:[^\]\\]|\\.)*`;
const PHOTO_SOURCE = String.raw`\/?uploads\/|https:\/\/images\.unsplash\.com\/photo-[\w-]+[\s>)]`;

/** One pattern, so the web editor checks it before it saves (plugins/editor/config.ts). */
export function publishableText(sources: string[] = []) {
  const from = [...sources, PHOTO_SOURCE].map((source) => `[\\s<]*(?:${source})`).join("|");
  return {
    source: String.raw`^(?![\s\S]*(?:!\[\s*\]\(|\[!\[|!\[${ALT}\]\((?!${from})))[\s\S]*$`,
    message:
      "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.",
  };
}

const markdown = new Marked({
  gfm: true,
  extensions: [
    {
      name: "image",
      level: "inline",
      start: (src) => src.indexOf("!["),
      tokenizer: (src) => readPhoto(src),
    },
  ],
  renderer: {
    // The story's title is the page's heading: "# Heading" in a story is one level below it.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

const isBlank = (token: Token) => token.type === "text" && !token.raw.trim();
const trimText = (token: Tokens.Text, end: "start" | "end"): Tokens.Text => {
  const trim = (text: string) => (end === "start" ? text.trimStart() : text.trimEnd());
  return { ...token, raw: trim(token.raw), text: trim(token.text) };
};
/** Photo syntax left as text in the HTML: outside code, it is a photo the build could not read. */
const LITERAL_PHOTO = /!\[[^<\n]*\]\(/;
const CODE = /<(pre|code)>[\s\S]*?<\/\1>/g;

export type StoryText = {
  html: string;
  photos: StoryPhoto[];
  mixes: Mix[];
  problems: string[];
  /** What the sanitizer removed, in plain words. */
  dropped: string[];
  words: number;
};

/** A photo the build cannot place would be published as literal text; a draft's is left out. */
export function renderStoryText(
  body: string,
  findPhoto: (src: string) => { src: string } | { problem: string },
  isDraft = false,
  listedMixes: readonly Mix[] = [],
): StoryText {
  const tokens: TokensList = markdown.lexer(body);
  const photos: StoryPhoto[] = [];
  const mixes: Mix[] = [];
  /** A paragraph holding only the address of a mix content/dj.yml lists is that mix's player. */
  const player = (paragraph: Tokens.Paragraph): Token[] | undefined => {
    const address = mixUrl.safeParse(paragraph.raw.trim()).data?.url;
    const mix = address && listedMixes.find((each) => each.url === address);
    if (!mix) return undefined;
    mixes.push(mix);
    const text = storyMixPlaceholder(mixes.length - 1);
    return [{ type: "html", block: true, pre: false, raw: paragraph.raw, text }];
  };
  const problems: string[] = [];
  const figure = (image: Tokens.Image): Token[] => {
    const name = `the photo "${image.href}" in the text`;
    const found: string[] = [];
    const photo = findPhoto(image.href);
    if ("problem" in photo) found.push(`${name}: ${photo.problem}`);
    if (!image.text.trim()) {
      found.push(
        `${name} has no alt text: say what it shows between the brackets, like ![Lanterns over the night market](${image.href})`,
      );
    }
    if (found.length > 0 && isDraft) return [];
    problems.push(...found);
    photos.push({
      src: "src" in photo ? photo.src : image.href,
      alt: image.text.trim(),
      caption: image.title?.trim() || undefined,
    });
    const text = storyPhotoPlaceholder(photos.length - 1);
    return [{ type: "html", block: true, pre: false, raw: image.raw, text }];
  };
  // A photo is a figure of its own: a paragraph that holds photos, as the web editor writes them
  // where the cursor was, is cut around each one, the text before and after staying paragraphs.
  const blocks: Token[] = tokens.flatMap((token) => {
    if (token.type !== "paragraph") return [token];
    const mix = player(token as Tokens.Paragraph);
    if (mix) return mix;
    const inner = (token as Tokens.Paragraph).tokens;
    if (!inner.some((child) => child.type === "image")) return [token];
    const pieces: Token[] = [];
    let words: Token[] = [];
    const endParagraph = () => {
      // The line breaks and spaces that stood beside the photo go with it.
      const isSpace = (child?: Token) => child && (isBlank(child) || child.type === "br");
      while (isSpace(words[0])) words.shift();
      while (isSpace(words.at(-1))) words.pop();
      if (words[0]?.type === "text") words[0] = trimText(words[0] as Tokens.Text, "start");
      const last = words.length - 1;
      if (words[last]?.type === "text") words[last] = trimText(words[last] as Tokens.Text, "end");
      if (words.length > 0) {
        const raw = words.map((child) => child.raw).join("");
        pieces.push({ type: "paragraph", raw, text: raw, tokens: words });
      }
      words = [];
    };
    for (const child of inner) {
      if (child.type !== "image") {
        words.push(child);
        continue;
      }
      endParagraph();
      pieces.push(...figure(child as Tokens.Image));
    }
    endParagraph();
    return pieces;
  });
  // Any other photo is inside a list, a quote or a link, where a figure cannot go.
  markdown.walkTokens(blocks, (token) => {
    if (token.type === "image") {
      problems.push(
        `the photo "${(token as Tokens.Image).href}" in the text is inside a list, a quote or a link, where a photo cannot go: put it on a line of its own, with an empty line before and after`,
      );
    }
  });
  const rendered = markdown.parser(Object.assign(blocks, { links: tokens.links }));
  const literal = LITERAL_PHOTO.exec(rendered.replace(CODE, ""));
  if (literal) {
    problems.push(
      `the text "${literal[0].slice(0, 60)}…" looks like a photo the build cannot read: write it as ![what it shows](uploads/file.jpg "caption"), on a line of its own, with an empty line before and after`,
    );
  }
  const { html, dropped } = sanitizeStoryHtml(rendered);
  const text = html.replace(/<[^>]*>/g, " ").trim();
  return {
    html,
    photos,
    mixes,
    problems: isDraft ? [] : problems,
    dropped,
    words: text ? text.split(/\s+/).length : 0,
  };
}
