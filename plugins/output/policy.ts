import { createHash } from "node:crypto";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import { APP_INLINE_SCRIPTS } from "../../app/lib/inline-scripts.ts";
import { createElement, find, insertBefore, only, type Page } from "./html.ts";

// React Router writes its own inline scripts as it prerenders a page and offers no list of them,
// so they are recognised by their forms; the page is judged by its elements, never its text.

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const ASSET = String.raw`"/[\w./-]+\.js"`;
const CONTEXT =
  /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/s;
const BOOTSTRAP = new RegExp(
  String.raw`^(?:import ${ASSET};\n)?(?:import \* as route\d+ from ${ASSET};\n)+\s*window\.__reactRouterRouteModules = \{(?:"[\w/.-]+":route\d+,?)+\};\n\nimport\(${ASSET}\);$`,
);
const STREAM_DATA =
  /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;
const STREAM_END = "window.__reactRouterContext.streamController.close();";

function isReactRouterScript(code: string) {
  const context = CONTEXT.exec(code);
  if (context) return isJson(context[1] ?? "");
  const data = STREAM_DATA.exec(code);
  if (data) return isJson(data[1] ?? "");
  return code === STREAM_END || BOOTSTRAP.test(code);
}

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** Those inside a <template> too. */
function* elementsOf(
  node: DefaultTreeAdapterTypes.Node,
): Generator<DefaultTreeAdapterTypes.Element> {
  if (defaultTreeAdapter.isElementNode(node)) yield node;
  if ("content" in node) yield* elementsOf(node.content);
  for (const child of "childNodes" in node ? node.childNodes : []) yield* elementsOf(child);
}

/** As the browser runs it and hashes it: its own text nodes. */
const scriptText = (script: DefaultTreeAdapterTypes.Element) =>
  script.childNodes
    .map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : ""))
    .join("");

const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "data",
  "poster",
  "codebase",
  "cite",
  "background",
]);
const URL_LIST_ATTRIBUTES: Record<string, RegExp> = { srcset: /[\s,]+/, imagesrcset: /[\s,]+/ };
const ANIMATION_URL_LIST_ATTRIBUTES: Record<string, RegExp> = { to: /;/, from: /;/, values: /;/ };
// The site writes no data: address anywhere (its policy allows no data: image either).
const SCRIPT_SCHEMES = ["javascript:", "vbscript:", "data:"];

/** As the browser's URL parser reads it: controls and spaces trimmed, tabs and newlines dropped. */
function isScriptAddress(value: string) {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  const address = value
    .slice(start, end)
    .replace(/[\t\n\r]/g, "")
    .toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => address.startsWith(scheme));
}

function scriptAttribute({ tagName, attrs }: DefaultTreeAdapterTypes.Element) {
  const isAnimation = tagName === "animate" || tagName === "set";
  return attrs.find(({ name: qualified, value }) => {
    // xlink:href in SVG is parsed as href in the XLink namespace; elsewhere it keeps its prefix.
    const name = qualified.slice(qualified.lastIndexOf(":") + 1).toLowerCase();
    if (name.startsWith("on")) return true;
    if (URL_ATTRIBUTES.has(name)) return isScriptAddress(value);
    const list =
      URL_LIST_ATTRIBUTES[name] ?? (isAnimation ? ANIMATION_URL_LIST_ATTRIBUTES[name] : undefined);
    return list ? value.split(list).some(isScriptAddress) : false;
  });
}

const typeOf = (element: DefaultTreeAdapterTypes.Element) =>
  element.attrs
    .find(({ name }) => name === "type")
    ?.value.trim()
    .toLowerCase();

/** The page an <iframe srcdoc> holds is judged too: the policy governs it. */
function judge(document: DefaultTreeAdapterTypes.Node, page: string, hashes: Set<string>) {
  for (const element of elementsOf(document)) {
    const attribute = scriptAttribute(element);
    if (attribute) {
      throw new Error(
        `${page} holds script in an attribute, which the site never writes: <${element.tagName} ${attribute.prefix ? `${attribute.prefix}:` : ""}${attribute.name}=${JSON.stringify(attribute.value.slice(0, 80))}>`,
      );
    }
    const srcdoc = element.attrs.find(({ name }) => name === "srcdoc");
    if (element.tagName === "iframe" && srcdoc) judge(parse(srcdoc.value), page, hashes);
    if (element.tagName !== "script") continue;
    const isExternal =
      element.namespaceURI === HTML_NAMESPACE && element.attrs.some(({ name }) => name === "src");
    if (isExternal) continue;
    const code = scriptText(element);
    if (typeOf(element) === "application/ld+json" && isJson(code)) continue;
    // A script of another type runs nothing itself, but the site's own may be run later: the app's
    // start runs the text of its inert copy (app-start.ts), so it needs its hash like any other.
    if (!APP_INLINE_SCRIPTS.includes(code) && !isReactRouterScript(code)) {
      throw new Error(
        `${page} holds an inline script the site did not write, which its policy will not allow: ${JSON.stringify(code.slice(0, 120))}`,
      );
    }
    hashes.add(sha256Source(code));
  }
}

/** The origins of the players a page's mixes put in place on a tap (mix-player.tsx). */
export function embeddedOrigins(page: Page) {
  const origins = new Set<string>();
  for (const element of elementsOf(page)) {
    const embed = element.attrs.find(({ name }) => name === "data-embed");
    if (embed && URL.canParse(embed.value)) origins.add(new URL(embed.value).origin);
  }
  return [...origins].sort();
}

export function inlineScriptHashes(html: Page | string, page: string) {
  const hashes = new Set<string>();
  judge(typeof html === "string" ? parse(html) : html, page, hashes);
  return [...hashes];
}

/** Right after the charset, before any script it has to govern. */
export function addContentSecurityPolicy(page: Page, policy: string) {
  const [charset] = find(page, "meta").filter((meta) =>
    meta.attrs.some(({ name }) => name === "charset"),
  );
  if (!charset) throw new Error("A prerendered page has no charset <meta>.");
  const meta = createElement("meta", { "http-equiv": "Content-Security-Policy", content: policy });
  const head = only(page, "head");
  const next = head.childNodes[head.childNodes.indexOf(charset) + 1];
  if (next) insertBefore(head, meta, next);
  else head.childNodes.push(meta);
}
