import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { parse, parseFragment, serialize } from "parse5";
import postcss, { type ChildNode, type Container, type Node } from "postcss";
import { deferredStylesheetScript } from "../../app/lib/deferred-stylesheet.ts";
import {
  append,
  attribute,
  createElement,
  find,
  only,
  type Element,
  type Page,
  readPage,
  setAttribute,
  textOf,
  writePage,
} from "./html.ts";

const isRegistration = (node: ChildNode): boolean =>
  node.type === "atrule" &&
  (node.name === "property" || (node.name === "layer" && node.params === "properties"));
const insideRegistration = (node: Node): boolean =>
  Boolean(
    node.parent &&
    "type" in node.parent &&
    (isRegistration(node.parent as ChildNode) || insideRegistration(node.parent as Node)),
  );

// Beasties keeps every Tailwind `@property` rule and `@layer properties`, as they match no
// element; most are for utilities the page does not use. The whole stylesheet brings them later.
export function withoutUnusedProperties(css: string) {
  const root = postcss.parse(css);
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    if (insideRegistration(declaration)) return;
    if (declaration.prop.startsWith("--")) used.add(declaration.prop);
    for (const [, name = ""] of declaration.value.matchAll(VARIABLE)) used.add(name);
  });
  root.walkAtRules("property", (rule) => {
    if (!used.has(rule.params)) rule.remove();
  });
  root.walkAtRules("layer", (layer) => {
    if (layer.params !== "properties") return;
    layer.walkDecls((declaration) => {
      if (!used.has(declaration.prop)) declaration.remove();
    });
    withoutEmptyBlocks(layer);
    if (layer.nodes?.length === 0) layer.remove();
  });
  return root.toString();
}

function withoutEmptyBlocks(container: Container) {
  for (const child of [...(container.nodes ?? [])]) {
    if (!("nodes" in child)) continue;
    withoutEmptyBlocks(child);
    if (child.nodes?.length === 0) child.remove();
  }
}

const VARIABLE = /var\(\s*(--[\w-]+)/g;

export const SHARED_STYLESHEET_FILE = "shared-stylesheet.json";
export type SharedStylesheet = { file: string; pages: string[] };

/** Its scripts may set any class, so it needs the whole stylesheet. */
const runsTheApp = (page: Page) =>
  find(page, "script", { type: "module" }).length > 0 ||
  find(page, "link", { rel: "modulepreload" }).length > 0;

// About half the site's stylesheet: small enough to arrive with a page's HTML in the first round
// trip, and one file for all such pages, cached for the next page of a visit (docs/decisions/013).
export async function sharePageStyles(
  client: string,
  pages: string[],
  basePath: string,
): Promise<SharedStylesheet | undefined> {
  const staticPages: { file: string; page: Page; link: Element; href: string }[] = [];
  for (const file of pages) {
    const page = await readPage(path.join(client, file));
    const [link, ...more] = find(page, "link", { rel: "stylesheet" });
    if (!link || more.length > 0 || runsTheApp(page)) continue;
    staticPages.push({ file, page, link, href: attribute(link, "href") ?? "" });
  }
  const [first] = staticPages;
  if (!first) return undefined;
  const beasties = new Beasties({
    path: client,
    publicPath: `${basePath}/`,
    // The theme, a failed photo's frame and the words a search marks are set in the browser
    // (app/lib/theme.ts, photo-fallback.ts, search.ts): their rules are always kept.
    allowRules: [/\.dark\b/, /data-failed/, /search-excerpt/],
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    logLevel: "warn",
  });
  const together = parse(serialize(first.page));
  const body = only(together, "body");
  body.childNodes = [];
  for (const { page } of staticPages) {
    for (const node of parseFragment(body, serialize(only(page, "body")), {}).childNodes) {
      append(body, node);
    }
  }
  const [style] = find(parse(await beasties.process(serialize(together))), "style");
  const rules = style && textOf(style);
  if (!rules) throw new Error(`No rule of ${first.href} applies to ${first.file}.`);
  // The fonts' @font-face rules always come along: Beasties cannot tell which are used, as the
  // rules name them through custom properties (--font-display), and the pages preload them.
  const stylesheet = await readFile(path.join(client, first.href.slice(basePath.length)), "utf8");
  const fontFaces = postcss
    .parse(stylesheet)
    .nodes.filter((node) => node.type === "atrule" && node.name === "font-face");
  const css = fontFaces.join("") + withoutUnusedProperties(rules);
  const file = `assets/pages-${createHash("sha256").update(css).digest("base64url").slice(0, 8)}.css`;
  await writeFile(path.join(client, file), css);
  for (const { file: pageFile, page, link, href } of staticPages) {
    setAttribute(link, "href", `${basePath}/${file}`);
    append(
      only(page, "body"),
      createElement("script", { "data-href": href }, deferredStylesheetScript),
    );
    await writePage(path.join(client, pageFile), page);
  }
  return { file, pages: staticPages.map(({ file: pageFile }) => pageFile) };
}
