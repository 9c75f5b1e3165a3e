// Sums the brotli size of the JavaScript and CSS each prerendered page loads on first visit, weighs
// its HTML, and fails when a page goes over budget. No browser: it reads build/client only.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BROTLI_QUALITY, brotliBytes, CSS_BUDGET_BYTES, PAGE_BUDGETS } from "./budgets.mjs";
import { builtBasePath, escapeRegExp, withinSite } from "./site-path.mjs";

const root = path.resolve("build/client");
if (!existsSync(root)) {
  console.error("build/client is missing: run `npm run build` first.");
  process.exit(1);
}
/**
 * The path the site lives under ("" at the host's root): pages and the files they load have their
 * addresses under it, while the files stay at the top of build/client.
 */
const basePath = (() => {
  try {
    return builtBasePath(root);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    return process.exit(1);
  }
})();
/** A script Vite puts in the page imports the route modules by their address, under the path. */
const inlineImport = new RegExp(String.raw`^${escapeRegExp(basePath)}/assets/[^?#]+\.js(?:[?#]|$)`);

/** @typedef {{ url: string, kind: "js" | "css", via: string }} Asset */

/** @param {string} tag @returns {Map<string, string>} */
function attributes(tag) {
  const found = new Map();
  for (const match of tag.matchAll(
    /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const [, name = "", doubleQuoted, singleQuoted, bare] = match;
    found.set(name.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ""));
  }
  return found;
}

/** @param {string} text */
function decodeEntities(text) {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * A same-site URL path for `specifier` as seen from `base`, or undefined for other sites.
 * @param {string} specifier
 * @param {string} base
 */
function localPath(specifier, base) {
  const url = new URL(specifier, new URL(base, "http://site.invalid"));
  return url.origin === "http://site.invalid" ? url.pathname : undefined;
}

/** @param {string} html @returns {Asset[]} */
function assetsInHtml(html) {
  /** @type {Asset[]} */
  const assets = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(5, -1));
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload")) assets.push({ url: href, kind: "js", via: "modulepreload" });
    if (rel.includes("stylesheet")) assets.push({ url: href, kind: "css", via: "stylesheet" });
  }
  for (const [, openTag = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = attributes(openTag).get("src");
    if (src) {
      assets.push({ url: src, kind: "js", via: "script src" });
      continue;
    }
    for (const specifier of moduleSpecifiers(body, { dynamic: true })) {
      if (inlineImport.test(specifier)) {
        assets.push({ url: specifier, kind: "js", via: "inline import" });
      }
    }
  }
  return assets;
}

/**
 * Module specifiers written as string literals in `code`: static imports and re-exports, and
 * `import("…")` with a plain literal when `dynamic` is set.
 * @param {string} code
 * @param {{ dynamic: boolean }} options
 */
function moduleSpecifiers(code, { dynamic }) {
  const quoted = String.raw`["'\x60]([^"'\x60\n]+)["'\x60]`;
  const patterns = [
    new RegExp(String.raw`\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?${quoted}`, "g"),
    new RegExp(String.raw`\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*${quoted}`, "g"),
  ];
  if (dynamic) patterns.push(new RegExp(String.raw`\bimport\s*\(\s*${quoted}\s*\)`, "g"));
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/**
 * The file in build/client a host serves for `urlPath`, an address on the site; undefined for one
 * outside the site's path or outside build/client.
 * @param {string} urlPath
 */
function fileFor(urlPath) {
  const within = withinSite(urlPath, basePath);
  if (within === undefined) return undefined;
  const file = path.join(root, decodeURIComponent(within));
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** @type {Map<string, { raw: number, brotli: number }>} */
const sizeCache = new Map();

/** @param {string} file */
function sizes(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const content = readFileSync(file);
    size = { raw: content.length, brotli: brotliBytes(content) };
    sizeCache.set(file, size);
  }
  return size;
}

/**
 * The page's first-load files: what its HTML loads, plus whatever those modules import
 * statically (Vite lists those as modulepreload already, so normally nothing is added).
 * Dynamic `import()` inside modules is left out: those chunks load later, on demand.
 * @param {string} pageFile
 * @returns {{ assets: (Asset & { path: string, file: string })[], problems: string[] }}
 */
function firstLoadAssets(pageFile) {
  const html = readFileSync(path.join(root, pageFile), "utf8");
  const pageUrl = `${basePath}/${pageFile.replace(/index\.html$/, "")}`;
  /** @type {Map<string, Asset & { path: string, file: string }>} */
  const seen = new Map();
  /** @type {string[]} */
  const problems = [];
  const queue = assetsInHtml(html).map((asset) => ({ ...asset, base: pageUrl }));
  while (queue.length > 0) {
    const asset = /** @type {(typeof queue)[number]} */ (queue.shift());
    const urlPath = localPath(asset.url, asset.base);
    if (!urlPath) {
      problems.push(`${asset.url} (${asset.via}) is on another site and is not counted`);
      continue;
    }
    if (seen.has(urlPath)) continue;
    const file = fileFor(urlPath);
    if (!file || !existsSync(file)) {
      const outside = withinSite(urlPath, basePath) === undefined;
      problems.push(
        `${urlPath} (${asset.via})${outside ? ` is outside the site's path ${basePath}/, so it` : ""} is missing from build/client`,
      );
      continue;
    }
    seen.set(urlPath, { ...asset, path: urlPath, file });
    if (asset.kind === "js") {
      for (const specifier of moduleSpecifiers(readFileSync(file, "utf8"), { dynamic: false })) {
        if (!/^\.{0,2}\//.test(specifier)) continue;
        queue.push({ url: specifier, kind: "js", via: `imported by ${urlPath}`, base: urlPath });
      }
    }
  }
  return { assets: [...seen.values()], problems };
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @type {string[]} */
const failures = [];

/**
 * The pages a budget covers: its one file, or with `*` (the story pages) every file that matches.
 * @param {import("./budgets.mjs").PageBudget} page
 */
function pagesOf(page) {
  if (!page.file.includes("*")) return [page];
  const [before = "", after = ""] = page.file.split("*");
  const dir = path.join(root, before);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, after)))
    .map((entry) => ({
      ...page,
      path: page.path.replace("*", entry.name),
      file: `${before}${entry.name}${after}`,
    }));
}

/** @param {import("./budgets.mjs").PageBudget} page */
function checkPage(page) {
  const name = `${basePath}${page.path} (build/client/${page.file})`;
  if (!existsSync(path.join(root, page.file))) {
    failures.push(`${name} is missing; run \`npm run build\`.`);
    return;
  }
  const { assets, problems } = firstLoadAssets(page.file);
  console.log(`\n${name}`);
  const rows = assets.map((asset) => ({ ...asset, ...sizes(asset.file) }));
  const width = Math.max(...rows.map((row) => row.path.length), 4);
  console.log(`  ${"file".padEnd(width)}  ${"raw".padStart(9)}  ${"brotli".padStart(9)}  found as`);
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(width)}  ${kb(row.raw).padStart(9)}  ${kb(row.brotli).padStart(9)}  ${row.via}`,
    );
  }
  for (const [kind, label, budget] of /** @type {const} */ ([
    ["js", "JavaScript", page.jsBytes],
    ["css", "CSS", CSS_BUDGET_BYTES],
  ])) {
    const of = rows.filter((row) => row.kind === kind);
    const total = of.reduce((sum, row) => sum + row.brotli, 0);
    const ok = total <= budget;
    console.log(
      `  ${ok ? "✓" : "✗"} ${label}: ${kb(total)} brotli in ${of.length} file(s) (budget ${kb(budget)}, ${total} / ${budget} bytes)`,
    );
    if (!ok) {
      failures.push(
        `${name}: first-load ${label} is ${kb(total)} brotli (${total} bytes), over the ${kb(budget)} budget by ${total - budget} bytes.`,
      );
    }
  }
  for (const problem of problems) {
    console.log(`  ! ${problem}`);
    if (problem.endsWith("missing from build/client")) failures.push(`${name}: ${problem}.`);
  }
  if (page.htmlBytes !== undefined) {
    const html = sizes(path.join(root, page.file)).brotli;
    const ok = html <= page.htmlBytes;
    console.log(
      `  ${ok ? "✓" : "✗"} HTML: ${kb(html)} brotli (budget ${kb(page.htmlBytes)}, ${html} / ${page.htmlBytes} bytes)`,
    );
    if (!ok) {
      failures.push(
        `${name}: the HTML is ${kb(html)} brotli (${html} bytes), over the ${kb(page.htmlBytes)} budget by ${html - page.htmlBytes} bytes.`,
      );
    }
  }
}

try {
  for (const budget of PAGE_BUDGETS) {
    const pages = pagesOf(budget);
    if (pages.length === 0) failures.push(`No page in build/client matches ${budget.file}.`);
    for (const page of pages) checkPage(page);
  }
} catch (error) {
  // A build running at the same time empties build/client under us.
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  const file = /** @type {NodeJS.ErrnoException} */ (error).path ?? "a file";
  console.error(
    `\n${path.relative(process.cwd(), file)} disappeared while it was being read: is a build running? Run again when it is done.`,
  );
  process.exit(1);
}

console.log(`\nbrotli quality ${BROTLI_QUALITY} (node:zlib); 1 KB = 1024 bytes.`);
if (failures.length > 0) {
  console.error(`\nSize budget check failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("All pages are within the JavaScript, CSS and HTML budgets.");
