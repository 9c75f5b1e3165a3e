import createDOMPurify, {
  type Config,
  type DOMPurify,
  type RemovedAttribute,
  type RemovedElement,
  type WindowLike,
} from "dompurify";
import { JSDOM, VirtualConsole } from "jsdom";
import { STORY_PLACEHOLDER } from "../lib/story-text.ts";

// No h1: story headings are shifted down a level, and the page's title is its h1.
const ELEMENTS = [
  "p",
  "br",
  "hr",
  "em",
  "strong",
  "i",
  "b",
  "del",
  "s",
  "code",
  "pre",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
];

const ATTRIBUTES = new Map<string, readonly string[]>([
  ["a", ["href", "title", "target", "rel"]],
  ["ol", ["start"]],
]);

/** Removed with their content; DOMPurify's own list also throws away a table's header row. */
const REMOVED_WITH_CONTENT = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "noframes",
  "object",
  "embed",
  "noembed",
  "applet",
  "param",
  "portal",
  "fencedframe",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "form",
  "input",
  "button",
  "select",
  "selectedcontent",
  "option",
  "optgroup",
  "datalist",
  "textarea",
  "output",
  "keygen",
  "head",
  "title",
  "base",
  "meta",
  "link",
  "svg",
  "math",
  "xmp",
  "plaintext",
];

const NEW_TAB_REL = "noopener noreferrer";

/** DOMPurify tests it on the decoded, stripped value: `java\tscript:` arrives as `javascript:`. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|(?![a-z][a-z\d+.-]*:))/i;

const CONFIG: Config = {
  // `#comment` lets the photo placeholders through (the hook below drops every other comment);
  // `body` keeps DOMPurify from removing, and reporting, the element it sanitizes inside.
  ALLOWED_TAGS: [...ELEMENTS, "#comment", "body"],
  // A removed `is` comes out as `is=""`: DOMPurify sets it back empty on purpose, since without
  // the attribute the serializer would write the parser's remembered value back.
  ALLOWED_ATTR: [...new Set([...ATTRIBUTES.values()].flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
  FORBID_CONTENTS: REMOVED_WITH_CONTENT,
  // Without it, a <script>, <style>, <meta>, <link> or <base> at the very start of a story is
  // parsed into the document's head, which DOMPurify drops without a word in its `removed`.
  FORCE_BODY: true,
};

const isPlaceholder = (comment: Node) => {
  const html = `<!--${comment.nodeValue}-->`;
  return STORY_PLACEHOLDER.exec(html)?.[0] === html;
};

/** Removed elements that had text, to tell the owner whether it was kept or went with them. */
const hadText = new WeakSet<Node>();

let purify: DOMPurify | undefined;

function getPurify(): DOMPurify {
  if (purify) return purify;
  const { window } = new JSDOM("", { virtualConsole: new VirtualConsole() });
  const instance = createDOMPurify(window as unknown as WindowLike);
  instance.addHook("uponSanitizeElement", (node, event) => {
    if (node.nodeType === node.COMMENT_NODE) {
      if (!isPlaceholder(node)) node.parentNode?.removeChild(node);
    } else if (!event.allowedTags[event.tagName] && node.textContent?.trim()) {
      hadText.add(node);
    }
  });
  instance.addHook("uponSanitizeAttribute", (element, event) => {
    const tag = element.nodeName.toLowerCase();
    if (!ATTRIBUTES.get(tag)?.includes(event.attrName)) {
      event.keepAttr = false;
    } else if (event.attrName === "target") {
      if (event.attrValue.toLowerCase() === "_blank") event.attrValue = "_blank";
      else event.keepAttr = false;
    } else if (event.attrName === "rel") {
      // Replaced, not reported, on a link that opens a new tab; removed on any other.
      if (element.getAttribute("target")?.trim().toLowerCase() === "_blank") {
        event.attrValue = NEW_TAB_REL;
      } else {
        event.keepAttr = false;
      }
    }
  });
  instance.addHook("afterSanitizeAttributes", (element) => {
    if (element.nodeName === "A" && element.getAttribute("target") === "_blank") {
      element.setAttribute("rel", NEW_TAB_REL);
    }
  });
  purify = instance;
  return instance;
}

const shorten = (text: string, max = 60) => {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
};

function describeElement(node: Node): string | undefined {
  if (node.nodeType !== node.ELEMENT_NODE) return undefined;
  const element = node as Element;
  const tag = element.localName;
  const httpEquiv = tag === "meta" ? element.getAttribute("http-equiv") : null;
  const name = httpEquiv === null ? `<${tag}>` : `<${tag} http-equiv=${JSON.stringify(httpEquiv)}>`;
  // An element removed whole still holds its content; one removed alone has handed it on.
  if (element.hasChildNodes()) {
    const content = tag === "script" ? "its code" : tag === "style" ? "its styles" : "its content";
    return `${name} (with ${content})`;
  }
  return hadText.has(element) ? `${name} (its text kept)` : name;
}

function describeAttribute({ attribute, from }: RemovedAttribute): string {
  const tag = (from as Element).localName;
  if (!attribute) return `an attribute of <${tag}>`;
  if (tag === "a" && attribute.name === "href") {
    return `a link to ${JSON.stringify(shorten(attribute.value))}`;
  }
  return `the ${attribute.name} attribute of <${tag}>`;
}

/** DOMPurify checks an element's attributes from last to first: each run is put back in order. */
function describeRemoved(removed: Array<RemovedElement | RemovedAttribute>): string[] {
  const labels: string[] = [];
  let run: string[] = [];
  let runFrom: Node | undefined;
  const endRun = () => {
    labels.push(...run.reverse());
    run = [];
    runFrom = undefined;
  };
  for (const entry of removed) {
    if ("element" in entry) {
      endRun();
      const label = describeElement(entry.element);
      if (label) labels.push(label);
    } else {
      if (entry.from !== runFrom) endRun();
      runFrom = entry.from;
      run.push(describeAttribute(entry));
    }
  }
  endRun();
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${label}, ${count} times` : label));
}

export function sanitizeStoryHtml(html: string): { html: string; dropped: string[] } {
  const instance = getPurify();
  const clean = instance.sanitize(html, CONFIG);
  // FORCE_BODY's own marker element, removed before anything else.
  const removed = instance.removed.filter(
    (entry, index) => !(index === 0 && "element" in entry && entry.element.nodeName === "REMOVE"),
  );
  return { html: clean, dropped: describeRemoved(removed) };
}
