import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import Beasties from "beasties";
import { deferredStylesheetScript } from "../../app/lib/deferred-stylesheet.ts";

/**
 * What arrives in the first round trip of a new connection: TCP's first ten packets, about 14 KB.
 * A page whose HTML fits paints from that alone, if it needs nothing else first.
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const brotliBytes = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** The one stylesheet React Router links in a page's head. */
const STYLESHEET = /<link rel="stylesheet" href="([^"<>]+\.css)"\/>/g;
const STYLE = /<style>([\s\S]*?)<\/style>/;
const FONT_FACE = /@font-face\{[^}]*\}/g;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const PROPERTIES_LAYER = "@layer properties{";
const DECLARATION = /(--[\w-]+):[^;}]*;?/g;

/** Where the block that opens at `open` (its `{`) ends, after its `}`. */
function blockEnd(css: string, open: number) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
  }
  return css.length;
}

/**
 * The rules without what registers or resets a custom property that no other rule of theirs reads
 * or sets: Tailwind's `@property` rules and its `@layer properties` (their stand-in where
 * `@property` is missing). Beasties keeps all of those, as they match no element; most are for
 * utilities the page does not use. The stylesheet, added after the paint, brings them all.
 */
export function withoutUnusedProperties(css: string) {
  const start = css.indexOf(PROPERTIES_LAYER);
  const end = start < 0 ? start : blockEnd(css, start + PROPERTIES_LAYER.length - 1);
  const [before, layer, after] =
    start < 0 ? [css, "", ""] : [css.slice(0, start), css.slice(start, end), css.slice(end)];
  const rest = (before + after).replace(PROPERTY_RULE, "");
  const used = (name: string) => new RegExp(`${name}(?![\\w-])`).test(rest);
  let keptLayer = layer
    .replace(DECLARATION, (declaration, name: string) => (used(name) ? declaration : ""))
    .replace(/;\}/g, "}");
  // Then the blocks left empty, from the inside out.
  for (let emptied = ""; emptied !== keptLayer;) {
    emptied = keptLayer;
    keptLayer = keptLayer.replace(/[^{}]+\{\}/g, "");
  }
  return (before + keptLayer + after).replace(PROPERTY_RULE, (rule, name: string) =>
    used(name) ? rule : "",
  );
}

/**
 * Puts into each page the rules of the site's stylesheet that its own elements use, so that it
 * paints without waiting for the stylesheet. Beasties chooses them (it reads the page and the
 * stylesheet); the page is otherwise left as React wrote it. The stylesheet itself is asked for
 * once the page has loaded (app/lib/deferred-stylesheet.ts), for what the page's scripts change
 * later, and is cached for the pages that link it. A page that would no longer fit in the first round trip keeps its stylesheet as it
 * was: a second round trip for the HTML would cost more than the stylesheet's request. Returns the
 * pages changed.
 */
export async function inlinePageStyles(client: string, pages: string[], basePath: string) {
  const beasties = new Beasties({
    path: client,
    publicPath: `${basePath}/`,
    // The theme and a failed photo's frame are set in the browser (app/lib/theme.ts,
    // photo-fallback.ts): their rules are always kept.
    allowRules: [/\.dark\b/, /data-failed/],
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    logLevel: "warn",
  });
  const inlined: string[] = [];
  for (const page of pages) {
    const file = path.join(client, page);
    const html = await readFile(file, "utf8");
    const links = [...html.matchAll(STYLESHEET)];
    if (links.length !== 1) continue;
    const [link = "", href = ""] = links[0] ?? [];
    const rules = STYLE.exec(await beasties.process(html))?.[1];
    if (!rules) throw new Error(`${page}: no rule of ${href} applies to the page`);
    // The fonts' @font-face rules always come along: Beasties cannot tell which are used, as the
    // rules name them through custom properties (--font-display), and the page preloads them.
    const stylesheet = await readFile(path.join(client, href.slice(basePath.length)), "utf8");
    const css = [...stylesheet.matchAll(FONT_FACE)].join("") + withoutUnusedProperties(rules);
    const withStyles = html
      .replace(link, `<style>${css}</style><noscript>${link}</noscript>`)
      .replace(
        "</body>",
        `<script data-href="${href}">${deferredStylesheetScript}</script></body>`,
      );
    if (brotliBytes(withStyles) > FIRST_ROUND_TRIP_BYTES) continue;
    await writeFile(file, withStyles);
    inlined.push(page);
  }
  return inlined;
}
