import { readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, LineCounter, parseDocument, visit, type YAMLError } from "yaml";
import { withoutForbiddenCharacters } from "../lib/text-characters.ts";
import { ContentError } from "./errors.ts";

/** Numbered as in the file, where `source` starts at line `firstLine`. */
function excerpt(source: string, line: number, column: number, firstLine: number) {
  const lines = source.split("\n");
  const last = Math.min(line + 1, lines.length);
  const width = String(last + firstLine - 1).length;
  const shown: string[] = [];
  for (let number = Math.max(1, line - 1); number <= last; number++) {
    const label = String(number + firstLine - 1).padStart(width);
    shown.push(`  ${number === line ? ">" : " "} ${label} | ${lines[number - 1] ?? ""}`);
    if (number === line) shown.push(`    ${" ".repeat(width)} | ${" ".repeat(column - 1)}^`);
  }
  return shown.join("\n");
}

/** How a Windows or older editor may have saved a file: shown so the owner recognises the line. */
const LEGACY_ENCODING = new TextDecoder("windows-1252");
const utf8 = () => new TextDecoder("utf-8", { fatal: true });
const SAVE_AS_UTF8 = `  Save it again as UTF-8 (most editors: "Save with Encoding" or "Encoding" → UTF-8), then build again.`;
const UTF16_NAMES = {
  "little-endian": '"UTF-16 LE", or "Unicode" in older Notepad',
  "big-endian": '"UTF-16 BE", or "Unicode big endian" in older Notepad',
};

/** Without a byte-order mark, plain letters put a zero in every other byte; UTF-8 holds none. */
function utf16ByteOrder(bytes: Uint8Array): keyof typeof UTF16_NAMES | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "little-endian";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "big-endian";
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < pairs * 2; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const isMany = (zeros: number) => zeros > pairs * 0.4;
  const isFew = (zeros: number) => zeros < pairs * 0.1;
  if (isMany(oddZeros) && isFew(evenZeros)) return "little-endian";
  if (isMany(evenZeros) && isFew(oddZeros)) return "big-endian";
  return undefined;
}

/**
 * Windows line ends become plain ones, so lines are counted alike everywhere; what pasted text
 * brings unseen and no feed may carry goes (app/lib/text-characters.ts).
 */
export function readText(root: string, file: string) {
  const bytes = readFileSync(path.join(root, file));
  const utf16 = utf16ByteOrder(bytes);
  if (utf16) {
    throw new ContentError(
      `${file}: this file is saved as UTF-16 (${UTF16_NAMES[utf16]}), not as UTF-8, the text encoding the site reads.\n${SAVE_AS_UTF8}`,
    );
  }
  let text: string;
  try {
    text = utf8().decode(bytes);
  } catch {
    // A newline byte is never part of a longer UTF-8 character: each line can be checked alone.
    let start = 0;
    let line = 1;
    for (;;) {
      const end = bytes.indexOf(0x0a, start);
      const lineBytes = bytes.subarray(start, end === -1 ? bytes.length : end);
      try {
        utf8().decode(lineBytes);
      } catch {
        const shown = LEGACY_ENCODING.decode(lineBytes).replace(/\r$/, "").slice(0, 80);
        throw new ContentError(
          `${file}, line ${line}: this file is not saved as UTF-8, the text encoding the site reads` +
            ` (its line ${line} reads "${shown}" in the older Latin-1 encoding).\n` +
            SAVE_AS_UTF8,
        );
      }
      if (end === -1) break;
      start = end + 1;
      line++;
    }
    throw new ContentError(`${file}: this file is not saved as UTF-8: save it again as UTF-8.`);
  }
  return withoutForbiddenCharacters(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
}

const QUOTE_NAMES: Record<string, string> = { '"': 'double quote (")', "'": "single quote (')" };
const TYPOGRAPHIC_QUOTES = /[“”‘’„«»]/;

/** YAML reports a quote never closed where the file ends; the owner needs where it was opened. */
function openingQuoteLine(lines: string[], line: number, quote: string) {
  const escaped = quote === '"' ? /\\["\\]/g : /''/g;
  for (let number = line; number >= 1; number--) {
    const count = (lines[number - 1] ?? "").replace(escaped, "").split(quote).length - 1;
    if (count % 2 === 1) return number;
  }
  return line;
}

function explain(error: YAMLError, source: string, lineCounter: LineCounter) {
  const lines = source.split("\n");
  let { line, col } = lineCounter.linePos(error.pos[0]);
  const text = lines[line - 1] ?? "";
  const typographic = TYPOGRAPHIC_QUOTES.test(text)
    ? " The line holds typographic quotes (“ ” ‘ ’), which YAML does not read as quotes: use straight ones (\" or '). A phone's keyboard makes them as you type (iPhone: Settings → General → Keyboard → Smart Punctuation off)."
    : "";
  let words: string;
  switch (error.code) {
    case "MISSING_CHAR": {
      const quote = /closing (["'])/.exec(error.message)?.[1];
      if (quote) {
        line = openingQuoteLine(lines, line, quote);
        col = (lines[line - 1] ?? "").indexOf(quote) + 1 || 1;
        words = `a ${QUOTE_NAMES[quote]} opens a text here and nothing closes it. End the text with ${quote}; a ${quote} inside a text is written ${quote === '"' ? '\\"' : "''"}.`;
      } else {
        words = `${error.message.replace(/ at line \d+.*$/s, "")}.`;
      }
      break;
    }
    case "TAB_AS_INDENT":
      words = "this line is indented with a tab: YAML needs spaces. Replace the tab with spaces.";
      break;
    case "MULTILINE_IMPLICIT_KEY":
      words =
        'this line has no ":" after its field\'s name. Write the name, a colon and a space, then the value, like `tagline: Adventures worth remembering`.';
      break;
    case "BLOCK_AS_IMPLICIT_KEY":
      words = `the text after the field's name holds ": ", which YAML reads as the start of another field. Put the whole text between double quotes, like \`title: "Bonjour: Paris"\`.${typographic}`;
      break;
    case "UNEXPECTED_TOKEN":
      words = `something follows the end of the text here. If the text holds a ", write it as \\" (like "The \\"best\\" trips"), or put the whole text between single quotes.${typographic}`;
      break;
    case "DUPLICATE_KEY":
      words = "this field is written a second time: keep one of the two.";
      break;
    case "BAD_INDENT":
      words =
        "this line is not indented like the lines of its group: give the fields of one group, or the items of one list, the same number of spaces.";
      break;
    default:
      words = `${error.message.replace(/ at line \d+.*$/s, "").trim()}.${typographic}`;
  }
  return { line, col, words };
}

export type YamlData = {
  data: unknown;
  /** Or its nearest parent's. */
  lineOf: (path: readonly PropertyKey[]) => number | undefined;
};

/** A phone writes `title: “Bonjour Paris”`: the text inside typographic quotes is meant. */
export function parseYaml(source: string, file: string, firstLine = 1): YamlData {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    const { line, col, words } = explain(error, source, lineCounter);
    throw new ContentError(
      `Invalid YAML in ${file}, line ${line + firstLine - 1}, column ${col}: ${words}\n${excerpt(source, line, col, firstLine)}`,
    );
  }
  visit(document, {
    Scalar(_, node) {
      if (node.type !== "PLAIN" || typeof node.value !== "string") return;
      const wrapped = /^“([\s\S]*)”$|^‘([\s\S]*)’$/.exec(node.value);
      if (wrapped) node.value = wrapped[1] ?? wrapped[2] ?? "";
    },
  });
  return {
    data: document.toJS(),
    lineOf(path) {
      for (let depth = path.length; depth >= 0; depth--) {
        const node = document.getIn(path.slice(0, depth), true);
        const range =
          isScalar(node) || isMap(node) ? node.range : (node as { range?: number[] })?.range;
        if (range?.[0] !== undefined) return lineCounter.linePos(range[0]).line + firstLine - 1;
      }
      return undefined;
    },
  };
}

export function splitFrontMatter(text: string, file: string) {
  const lines = text.split("\n");
  if (lines[0]?.trim() !== "---") {
    throw new ContentError(
      `${file}, line 1: a story starts with its fields between two lines of three dashes (---), then its text. Line 1 should be --- (it reads "${(lines[0] ?? "").slice(0, 60)}").`,
    );
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) {
    throw new ContentError(
      `${file}: the story's fields start with --- on line 1, but no line of --- ends them. Add a line --- after the last field, before the story's text.`,
    );
  }
  return {
    frontMatter: lines.slice(1, end).join("\n"),
    body: lines
      .slice(end + 1)
      .join("\n")
      .trim(),
  };
}
