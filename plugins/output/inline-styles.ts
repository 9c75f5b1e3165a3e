import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import Beasties from "beasties";
import { DEFERRED_MEDIA, deferredStylesheetScript } from "../../app/lib/deferred-stylesheet.ts";

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

/**
 * Puts into each page the rules of the site's stylesheet that its own elements use, so that it
 * paints without waiting for the stylesheet. Beasties chooses them (it reads the page and the
 * stylesheet); the page is otherwise left as React wrote it. The stylesheet itself still loads,
 * without holding the paint (media="print" until it has loaded, then "all":
 * app/lib/deferred-stylesheet.ts), for what the page's scripts add later, and is cached for the
 * next page. A page that would no longer fit in the first round trip keeps its stylesheet as it
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
    const css = STYLE.exec(await beasties.process(html))?.[1];
    if (!css) throw new Error(`${page}: no rule of ${href} applies to the page`);
    const withStyles = html
      .replace(
        link,
        `<style>${css}</style>` +
          `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_MEDIA}="all"/>` +
          `<noscript>${link}</noscript>`,
      )
      .replace("</body>", `<script>${deferredStylesheetScript}</script></body>`);
    if (brotliBytes(withStyles) > FIRST_ROUND_TRIP_BYTES) continue;
    await writeFile(file, withStyles);
    inlined.push(page);
  }
  return inlined;
}
