import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { defaultTreeAdapter as tree, parse, type DefaultTreeAdapterTypes } from "parse5";
import { attribute, elements } from "../../plugins/output/html";
import { builtPageFile } from "../content";

// The built site read as files: each page parsed as a browser without scripts parses it (parse5,
// as the build's own output steps read it, <noscript> holding elements), XML strictly (jsdom's
// parser refuses what is not well-formed). The tests under tests/built/ ask these what a crawler,
// a feed reader or a link preview reads; a browser is left the questions only it can answer.

export type Element = DefaultTreeAdapterTypes.Element;
export type Parent = DefaultTreeAdapterTypes.ParentNode;
export { attribute };

/** The built site's folder: build/client of the project the tests run in. */
export const CLIENT = path.resolve("build/client");

/** A file of build/client, by its path there. */
export const builtPath = (file: string) => path.join(CLIENT, file);
export const readBuilt = (file: string) => readFileSync(builtPath(file), "utf8");

const pages = new Map<string, DefaultTreeAdapterTypes.Document>();

/** A built HTML file, parsed once. */
export function parseFile(file: string) {
  let page = pages.get(file);
  if (!page) {
    page = parse(readBuilt(file), { scriptingEnabled: false });
    pages.set(file, page);
  }
  return page;
}

/** The page a visitor gets at `address` (within the site): its file, or 404.html. */
export const pageAt = (address: string) => parseFile(builtPageFile(address));

type Test = string | ((element: Element) => boolean);

/** Every element under `node` that is a `tagName` (or passes `test`) with `attributes`. */
export const all = (node: Parent, test: Test, attributes: Record<string, string> = {}) =>
  [...elements(node)].filter(
    (element) =>
      (typeof test === "string" ? element.tagName === test : test(element)) &&
      Object.entries(attributes).every(([name, value]) => attribute(element, name) === value),
  );

/** The one element that is a `tagName` with `attributes`; none or several fails. */
export function one(node: Parent, test: Test, attributes: Record<string, string> = {}) {
  const found = all(node, test, attributes);
  if (found.length !== 1) {
    throw new Error(
      `expected one <${typeof test === "string" ? test : "element"}> with ${JSON.stringify(attributes)}, found ${found.length}`,
    );
  }
  return found[0] as Element;
}

export const byId = (node: Parent, id: string) =>
  [...elements(node)].find((element) => attribute(element, "id") === id);

/** Whether an element has `name` among its classes. */
export const hasClass = (element: Element, name: string) =>
  (attribute(element, "class") ?? "").split(/\s+/).includes(name);

/** What a node reads as, its text and its descendants', as textContent gives it. */
export function text(node: DefaultTreeAdapterTypes.Node): string {
  if (tree.isTextNode(node)) return node.value;
  if (!("childNodes" in node)) return "";
  return node.childNodes.map(text).join("");
}

/** Text with its runs of white space made single spaces, trimmed. */
export const squeezed = (node: DefaultTreeAdapterTypes.Node) =>
  text(node).replace(/\s+/g, " ").trim();

/** The elements from `node` up to the root, nearest first. */
export function ancestors(node: Element) {
  const found: Element[] = [];
  for (let parent = node.parentNode; parent && "tagName" in parent; parent = parent.parentNode) {
    found.push(parent as Element);
  }
  return found;
}

/** A page's title, as the browser's tab shows it: the <title> of its head (an SVG may hold others). */
export const titleOf = (page: Parent) => text(one(one(page, "head"), "title"));

/** The content of each <meta> of the head named `key`, by its name or property. */
export const meta = (page: Parent, key: string) =>
  all(page, "meta")
    .filter((tag) => (attribute(tag, "property") ?? attribute(tag, "name")) === key)
    .map((tag) => attribute(tag, "content") ?? "");

/** The page's structured data, each block parsed. */
export const jsonLd = (page: Parent) =>
  all(page, "script", { type: "application/ld+json" }).map(
    (script) => JSON.parse(text(script)) as Record<string, unknown>,
  );

/** An XML file of build/client (a feed, the sitemap, a map picture), which must be well-formed. */
export function parseXml(file: string) {
  return new JSDOM(readBuilt(file), { contentType: "application/xml" }).window.document;
}
