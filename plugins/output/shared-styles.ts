import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { deferredStylesheetScript } from "../../app/lib/deferred-stylesheet.ts";

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

/** What the build keeps in build/ about the shared stylesheet, for the size check. */
export const SHARED_STYLESHEET_FILE = "shared-stylesheet.json";
export type SharedStylesheet = { file: string; pages: string[] };

/** A page that runs the app: its scripts may set any class, so it needs the whole stylesheet. */
const runsTheApp = (html: string) => /<script type="module"|<link rel="modulepreload"/.test(html);
const BODY = /<body([^>]*)>([\s\S]*)<\/body>/;

/**
 * Gives the pages that do not run the app (every page but the home page, today) one stylesheet of
 * their own: the rules of the site's stylesheet that their elements use, which is about half of it.
 * It is small enough to arrive with a page's HTML in the first round trip, so the page paints
 * without waiting for a second one, and being one file for all of them, it is cached for the next
 * page of a visit (docs/decisions/013). Beasties chooses the rules, reading every such page at once;
 * the pages are otherwise left as React wrote them. The site's stylesheet is asked for once a page
 * has painted (app/lib/deferred-stylesheet.ts), cached for the home page. Returns the stylesheet's
 * file and the pages that link it.
 */
export async function sharePageStyles(
  client: string,
  pages: string[],
  basePath: string,
): Promise<SharedStylesheet | undefined> {
  const staticPages: { page: string; html: string; link: string; href: string }[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(client, page), "utf8");
    const links = [...html.matchAll(STYLESHEET)];
    if (links.length !== 1 || runsTheApp(html)) continue;
    const [link = "", href = ""] = links[0] ?? [];
    staticPages.push({ page, html, link, href });
  }
  const [first] = staticPages;
  if (!first) return undefined;
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
  // One document holding every such page's body: the rules any of them uses.
  const bodies = staticPages.map(({ html }) => BODY.exec(html)?.[2] ?? "").join("");
  const together = first.html.replace(
    BODY,
    (_, attributes: string) => `<body${attributes}>${bodies}</body>`,
  );
  const rules = STYLE.exec(await beasties.process(together))?.[1];
  if (!rules) throw new Error(`No rule of ${first.href} applies to ${first.page}.`);
  // The fonts' @font-face rules always come along: Beasties cannot tell which are used, as the
  // rules name them through custom properties (--font-display), and the pages preload them.
  const stylesheet = await readFile(path.join(client, first.href.slice(basePath.length)), "utf8");
  const css = [...stylesheet.matchAll(FONT_FACE)].join("") + withoutUnusedProperties(rules);
  const file = `assets/pages-${createHash("sha256").update(css).digest("base64url").slice(0, 8)}.css`;
  await writeFile(path.join(client, file), css);
  for (const { page, html, link, href } of staticPages) {
    const shared = html
      .replace(link, `<link rel="stylesheet" href="${basePath}/${file}"/>`)
      .replace(
        "</body>",
        `<script data-href="${href}">${deferredStylesheetScript}</script></body>`,
      );
    await writeFile(path.join(client, page), shared);
  }
  return { file, pages: staticPages.map(({ page }) => page) };
}
