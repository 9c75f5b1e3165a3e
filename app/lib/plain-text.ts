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
