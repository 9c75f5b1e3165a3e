import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { LANGUAGES, wordsFor } from "../../app/i18n/languages";
import { headersFile } from "../../app/lib/csp";
import { auditImages } from "../../plugins/image-audit";
import { MANIFEST_FILE, OUTPUT_STEPS } from "../../plugins/output/index";
import { SHARED_STYLESHEET_FILE, type SharedStylesheet } from "../../plugins/output/shared-styles";
import { PHOTO_URL } from "../../plugins/photos/describe";
import {
  basePath,
  builtPageFile,
  escapeRegExp,
  language,
  noSuchPage,
  pageFile,
  pages as addresses,
  SEARCH_INDEX_DIR,
  sitePath,
  stories,
  trips,
} from "../content";
import { all, attribute, builtPath, byId, CLIENT, meta, one, parseFile, readBuilt } from "./html";

// Each step of the build's output list (plugins/output/index.ts), checked on the real build: a step
// added to the list without a check here fails the first test. Then every page's HTML, and the
// compile hint of the home page's scripts. How a page without the app paints with its small
// stylesheet is a browser's to show (tests/e2e/output-steps.spec.ts).

/** What the build keeps for the checks, beside the published folder. */
const BUILD = path.dirname(CLIENT);
const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" });
const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
/** The small stylesheet of the pages without the app, and those pages (plugins/output). */
const shared: SharedStylesheet = JSON.parse(
  readFileSync(path.join(BUILD, SHARED_STYLESHEET_FILE), "utf8"),
);
const stylesheets = (page: string) =>
  all(parseFile(page), "link", { rel: "stylesheet" }).map((link) => attribute(link, "href"));
/** The address of the site's whole stylesheet, which the home page links. */
const [wholeStylesheet] = stylesheets("index.html");

/** The file in build/client an address within the site's path names. */
function fileOf(href: string | undefined) {
  expect(href?.startsWith(`${basePath}/`), `${href} is under the site's path`).toBe(true);
  return (href ?? "").slice(basePath.length + 1);
}

const checks: Record<string, () => void | Promise<void>> = {
  "pages beside the assets (a site under a path)": () => {
    expect(pages).toContain("index.html");
    for (const story of stories) expect(pages).toContain(pageFile(story.path));
    expect(statSync(builtPath("assets")).isDirectory()).toBe(true);
    if (basePath) expect(files).not.toContain(basePath.split("/")[1]);
  },
  "Vite's manifest kept outside the published folder": () => {
    expect(
      files.filter((file) => file.includes(".vite") || file.endsWith("manifest.json")),
    ).toEqual([]);
    const manifest: Record<string, { isEntry?: boolean; imports?: string[]; css?: string[] }> =
      JSON.parse(readFileSync(path.join(BUILD, MANIFEST_FILE), "utf8"));
    const root = Object.entries(manifest).find(([key]) => key.startsWith("app/root.tsx"))?.[1];
    expect(root).toMatchObject({ isEntry: true });
    // The site's stylesheet comes with the root route's chunk or one it imports.
    const chunks = [root, ...(root?.imports ?? []).map((key) => manifest[key])];
    expect(chunks.flatMap((chunk) => chunk?.css ?? [])).toEqual([expect.stringMatching(/\.css$/)]);
  },
  "nothing no page asks for": () => {
    expect(files).not.toContain("__spa-fallback.html");
    expect(files.filter((file) => file.endsWith(".data"))).toEqual(["_.data"]);
  },
  "the not-found page as 404.html": () => {
    expect(meta(parseFile("404.html"), "robots")).toEqual(["noindex"]);
    expect(files.some((file) => file.startsWith("404/"))).toBe(false);
  },
  "the owner's photos": () => {
    // Every photo of the owner's a page shows is published beside it.
    const photos = pages.flatMap((page) => [...readBuilt(page).matchAll(PHOTO_URL)]);
    expect(photos.length).toBeGreaterThan(0);
    for (const [photo] of photos) expect(files).toContain(photo.slice(1));
  },
  "no file with the owner's whereabouts": async () => {
    expect((await auditImages(CLIENT)).problems).toEqual([]);
  },
  "the search index (Pagefind)": () => {
    // A record per story and per trip, in the site's language; Pagefind's own interfaces are not
    // published.
    const entry = JSON.parse(readBuilt(`${SEARCH_INDEX_DIR}/pagefind-entry.json`)) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual([language]);
    expect(entry.languages[language]?.page_count).toBe(stories.length + trips.length);
    const bundle = files.filter((file) => file.startsWith(`${SEARCH_INDEX_DIR}/`));
    expect(bundle).toContain(`${SEARCH_INDEX_DIR}/pagefind.js`);
    expect(bundle.filter((file) => /-ui\.|highlight|playground|unknown/.test(file))).toEqual([]);
  },
  "one small stylesheet for the pages without the app": () => {
    // Every page but the home page, which runs the app: its scripts may set any class.
    expect(shared.pages.toSorted()).toEqual(
      pages.filter((page) => page !== "index.html").toSorted(),
    );
    expect(wholeStylesheet).toMatch(/\.css$/);
    expect(files).toContain(shared.file);
    for (const page of pages) {
      expect(all(parseFile(page), "style"), page).toEqual([]);
      if (page === "index.html") {
        expect(stylesheets(page)).toEqual([wholeStylesheet]);
        continue;
      }
      expect(stylesheets(page), page).toEqual([sitePath(`/${shared.file}`)]);
      // The whole one comes after the first paint, from a script that names it.
      expect(
        all(parseFile(page), "script", { "data-href": wholeStylesheet ?? "" }),
        page,
      ).toHaveLength(1);
    }
    // It is the part of the whole its pages use: smaller, and cached from one page to the next.
    const size = (file: string) => statSync(builtPath(file)).size;
    expect(size(shared.file)).toBeLessThan(size(fileOf(wholeStylesheet)));
  },
  "app start after the paint, and each page's policy": () => {
    for (const page of pages) {
      expect(
        all(parseFile(page), "meta", { "http-equiv": "Content-Security-Policy" }),
        page,
      ).toHaveLength(1);
    }
    const home = parseFile("index.html");
    expect(byId(home, "app-start")).toBeDefined();
    expect(all(home, "script", { type: "module" })).toEqual([]);
  },
  "headers for Netlify and Cloudflare Pages (_headers)": () => {
    expect(readBuilt("_headers")).toBe(headersFile(basePath));
  },
  "the web editor at /admin/": () => {
    expect(files).toContain(path.join("admin", "index.html"));
  },
};

test("every step of the build's output has its check here", () => {
  expect(OUTPUT_STEPS.map((step) => step.name)).toEqual(Object.keys(checks));
});

test.each(OUTPUT_STEPS.map((step) => step.name))("output step, on the real build: %s", (name) =>
  checks[name]?.(),
);

// html-validate reads .htmlvalidate.json from the project.
const validator = new HtmlValidate(new FileSystemConfigLoader());

test.each([...addresses, noSuchPage].map(builtPageFile))(
  "build/client/%s is valid HTML",
  async (page) => {
    const report = await validator.validateFile(builtPath(page));
    const messages = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(messages).toEqual([]);
  },
);

test("the two big scripts the home page runs at start carry V8's compile hint in their first lines", () => {
  const starts =
    attribute(one(parseFile("index.html"), "script", { id: "app-start" }), "data-modulepreload")
      ?.split(" ")
      .filter(Boolean) ?? [];
  const compileHinted = new RegExp(
    `^${escapeRegExp(sitePath("/assets/"))}(vendor|shared)-[\\w-]+\\.js$`,
  );
  const marked = starts.filter((href) => compileHinted.test(href));
  expect(marked).toHaveLength(2);
  for (const href of marked) {
    expect(readBuilt(fileOf(href)).split("\n", 2), href).toContain("//# allFunctionsCalledOnLoad");
  }
  for (const href of starts.filter((each) => !marked.includes(each))) {
    expect(readBuilt(fileOf(href)), href).not.toContain("allFunctionsCalledOnLoad");
  }
});

test("no script a browser loads carries a dictionary: a page's words arrive with it, in its language only", () => {
  const scripts = files.filter((file) => file.startsWith("assets/") && file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((file) => {
    const code = readFileSync(path.join(CLIENT, file), "utf8");
    return LANGUAGES.filter((language) => code.includes(wordsFor({ language }).frame.skipLink)).map(
      (language) => `${file}: ${language}`,
    );
  });
  expect(found).toEqual([]);
});
