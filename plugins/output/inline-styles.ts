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
    const css = [...stylesheet.matchAll(FONT_FACE)].join("") + rules;
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
