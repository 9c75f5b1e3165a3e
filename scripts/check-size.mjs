// `npm run size`: weighs what each prerendered page needs on a first visit, brotli-compressed as
// hosts send it, and fails when a page goes over its budget (scripts/budgets.mjs). What a page
// loads comes from Vite's manifest, which the build keeps in build/vite-manifest.json
// (plugins/output): a page that starts the app loads React Router's entry, the root route and its
// own route, with every chunk they import; its stylesheet is the root route's. No browser: it reads
// build/ only. A page that does not start the app links the small stylesheet the build makes for
// such pages (plugins/output/shared-styles.ts; build/shared-stylesheet.json says which file): that
// is its first-load CSS, as the site's stylesheet comes after its first paint.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { BROTLI_QUALITY, brotliBytes, CSS_BUDGET_BYTES, PAGE_BUDGETS } from "./budgets.mjs";

const client = path.resolve("build/client");
const manifestFile = path.resolve("build/vite-manifest.json");
const sharedFile = path.resolve("build/shared-stylesheet.json");
for (const needed of [client, manifestFile, sharedFile]) {
  if (!existsSync(needed)) {
    console.error(`${path.relative(".", needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
/** @type {Record<string, { file: string, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
/** @type {{ file: string, pages: string[] }} */
const shared = JSON.parse(readFileSync(sharedFile, "utf8"));

/** The manifest's key for a module of the app, as React Router's build names route modules. */
const entryKey = (/** @type {string} */ source) =>
  Object.keys(manifest).find((key) => key === source || key.startsWith(`${source}?`));

/**
 * The files a page that starts the app loads at once: React Router's browser manifest, and the
 * chunks of the client entry, the root route and the page's route, with all they import.
 * @param {string} route the page's route module, "app/routes/home.tsx"
 */
function appFiles(route) {
  const entry = entryKey("node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx");
  const keys = [entry, entryKey("app/root.tsx"), entryKey(route)];
  if (keys.includes(undefined)) throw new Error(`Vite's manifest has no chunk for ${route}.`);
  const seen = new Set(/** @type {string[]} */ (keys));
  for (const key of seen) for (const imported of manifest[key]?.imports ?? []) seen.add(imported);
  const js = [...seen].map((key) => manifest[key]?.file ?? key);
  const css = [...seen].flatMap((key) => manifest[key]?.css ?? []);
  // React Router writes its own manifest of the routes beside the chunks, outside Vite's.
  const routerManifest = readdirSync(path.join(client, "assets")).filter((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  return { js: [...routerManifest.map((file) => `assets/${file}`), ...js], css };
}

/** @type {Map<string, number>} */
const weights = new Map();
const weigh = (/** @type {string} */ file) => {
  if (!weights.has(file)) weights.set(file, brotliBytes(readFileSync(path.join(client, file))));
  return /** @type {number} */ (weights.get(file));
};
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @type {string[]} */
const failures = [];

/**
 * Compares a weight with its budget, printing a line and noting a failure.
 * @param {string} page @param {string} what @param {number} bytes @param {number} budget
 */
function check(page, what, bytes, budget) {
  const ok = bytes <= budget;
  console.log(`  ${ok ? "✓" : "✗"} ${what}: ${kb(bytes)} brotli (budget ${kb(budget)})`);
  if (!ok)
    failures.push(
      `${page}: ${what} is ${kb(bytes)}, over ${kb(budget)} by ${bytes - budget} bytes.`,
    );
}

/**
 * The pages a budget covers: its one file, or with `*` (the story pages) every file that matches.
 * @param {import("./budgets.mjs").PageBudget} budget
 */
function pagesOf(budget) {
  if (!budget.file.includes("*")) return [budget.file];
  const [before = "", after = ""] = budget.file.split("*");
  const folder = path.join(client, before);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => existsSync(path.join(folder, name, after)))
    .map((name) => `${before}${name}${after}`);
}

/**
 * The scripts a page without the app loads by address, read from its HTML: on a story with a mix,
 * its player's tap file (app/lib/mix-taps.ts). @param {string} html
 */
function pageScripts(html) {
  /** @type {string[]} */
  const found = [];
  /** @param {any} node */
  const walk = (node) => {
    const src =
      node.nodeName === "script" &&
      node.attrs.find((/** @type {any} */ attribute) => attribute.name === "src")?.value;
    if (src) found.push(src.slice(src.indexOf("/assets/") + 1));
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return found;
}

for (const budget of PAGE_BUDGETS) {
  const pages = pagesOf(budget);
  if (pages.length === 0 && !budget.optional)
    failures.push(`No page in build/client matches ${budget.file}.`);
  for (const page of pages) {
    const html = readFileSync(path.join(client, page), "utf8");
    // The build leaves React Router's scripts only in a page that starts the app (app-start.ts).
    const startsApp = html.includes('id="app-start"');
    const sharesStyles = shared.pages.includes(page);
    const css = sharesStyles ? [shared.file] : appFiles(budget.route).css;
    const files = startsApp ? appFiles(budget.route) : { js: pageScripts(html), css };
    console.log(`\nbuild/client/${page}${startsApp ? ", starts the app" : ""}`);
    for (const file of [...files.js, ...files.css]) {
      console.log(`    ${file.padEnd(40)} ${kb(weigh(file)).padStart(9)}`);
    }
    const sum = (/** @type {string[]} */ list) => list.reduce((total, f) => total + weigh(f), 0);
    check(page, "first-load JavaScript", sum(files.js), budget.jsBytes);
    check(page, "first-load CSS", sum(files.css), CSS_BUDGET_BYTES);
    if (budget.htmlBytes !== undefined) check(page, "HTML", weigh(page), budget.htmlBytes);
  }
}

console.log(`\nbrotli quality ${BROTLI_QUALITY} (node:zlib); 1 KB = 1024 bytes.`);
if (failures.length > 0) {
  console.error(`\nSize budget check failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("All pages are within the JavaScript, CSS and HTML budgets.");
