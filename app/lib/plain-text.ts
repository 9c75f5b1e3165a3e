import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

const BLOCKS = new Set(["p", "li", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr"]);

/** The text a reader reads, a space between blocks; the photos' places hold nothing. */
export function plainText(html: string) {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (tree.isTextNode(child)) parts.push(child.value);
      else if (tree.isElementNode(child)) {
        walk(child);
        if (BLOCKS.has(child.tagName)) parts.push(" ");
      }
    }
  };
  walk(parseFragment(html));
  return parts.join("").replace(/\s+/g, " ").trim();
}

/**
 * A story's first words, for a story without its own excerpt: the whole text up to `max`
 * characters, or cut at the last word that ends between `min` and `max`, followed by "…".
 */
export function leadingWords(text: string, { min = 160, max = 200 } = {}) {
  if (text.length <= max) return text;
  const lastSpace = text.slice(0, max + 1).lastIndexOf(" ");
  const cut = lastSpace >= min ? text.slice(0, lastSpace) : text.slice(0, max);
  return `${cut.replace(/[\s,;:.…–—-]+$/u, "")}…`;
}
