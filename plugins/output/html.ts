import { readFile, writeFile } from "node:fs/promises";
import {
  defaultTreeAdapter as tree,
  html,
  parse,
  serialize,
  type DefaultTreeAdapterTypes,
} from "parse5";

/** A built page, parsed as a browser parses it (parse5), for the output steps that change it. */
export type Page = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;

export const readPage = async (file: string): Promise<Page> => parse(await readFile(file, "utf8"));
export const writePage = (file: string, page: Page) => writeFile(file, serialize(page));

export function* elements(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements(child);
  }
}

export const find = (
  node: DefaultTreeAdapterTypes.ParentNode,
  tagName: string,
  attributes: Record<string, string> = {},
) =>
  [...elements(node)].filter(
    (element) =>
      element.tagName === tagName &&
      Object.entries(attributes).every(([name, value]) => attribute(element, name) === value),
  );

/** A parsed page always has its head and body. */
export function only(page: Page, tagName: string) {
  const [element] = find(page, tagName);
  if (!element) throw new Error(`A built page has no <${tagName}>.`);
  return element;
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((each) => each.name === name)?.value;

export function setAttribute(element: Element, name: string, value: string) {
  element.attrs = [...element.attrs.filter((each) => each.name !== name), { name, value }];
}

export const textOf = (element: Element) =>
  element.childNodes.map((child) => (tree.isTextNode(child) ? child.value : "")).join("");

export function createElement(tagName: string, attributes: Record<string, string>, text = "") {
  const element = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text) tree.insertText(element, text);
  return element;
}

export const append = tree.appendChild;
export const insertBefore = tree.insertBefore;
export const detach = tree.detachNode;
