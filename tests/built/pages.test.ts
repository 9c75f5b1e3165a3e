import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  builtPageFile,
  featuredStories,
  fill,
  noSuchPage,
  pageFile,
  pages,
  SEARCH_PATH,
  site,
  sitePath,
  stories,
  STORIES_PATH,
  words,
} from "../content";
import {
  all,
  attribute,
  builtPath,
  CLIENT,
  one,
  pageAt,
  readBuilt,
  squeezed,
  text,
  titleOf,
  type Element,
} from "./html";

// What every built page says of itself before a byte of script runs: the policy its inline
// scripts run under, how its links open new tabs, which pages carry the app, that each holds its
// text; and which files the build leaves for the host to serve. How the host answers (headers,
// compression, redirects, 404 status) is scripts/nginx-check.mjs's question.

const everyPage = [...pages, noSuchPage];

/** A page's policy, each directive by its name. */
function policyOf(path: string) {
  const head = one(pageAt(path), "head");
  const metas = all(head, "meta", { "http-equiv": "Content-Security-Policy" });
  expect(metas, `${path}: one policy <meta>`).toHaveLength(1);
  const meta = metas[0] as Element;
  // Before any script, or the browser runs that script under no policy.
  const children = head.childNodes.filter((child): child is Element => "tagName" in child);
  const firstScript = children.findIndex((child) => child.tagName === "script");
  expect(children.indexOf(meta), `${path}: the policy comes before any script`).toBeLessThan(
    firstScript === -1 ? Infinity : firstScript,
  );
  const content = attribute(meta, "content") ?? "";
  return {
    content,
    directives: new Map(
      content.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values] as const;
      }),
    ),
  };
}

/** The hash a policy gives an inline script, as the browser hashes its text. */
const hashOf = (code: string) =>
  `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

describe.each(everyPage)("%s", (path) => {
  test("lets only its own inline scripts run, by their hashes, without unsafe sources", () => {
    const { content, directives } = policyOf(path);
    // The search page alone may compile Pagefind's WebAssembly, where its worker cannot start.
    const wasm = path === SEARCH_PATH ? ["'wasm-unsafe-eval'"] : [];
    const [self, ...rest] = directives.get("script-src") ?? [];
    expect([self, ...rest.slice(0, wasm.length)]).toEqual(["'self'", ...wasm]);
    const hashes = rest.slice(wasm.length);
    for (const source of hashes) expect(source).toMatch(/^'sha256-[\w+/=]+'$/);
    // Structured data is no script the browser runs; the app's start is run from its inert copy.
    const inline = all(pageAt(path), "script")
      .filter((script) => attribute(script, "src") === undefined)
      .filter((script) => attribute(script, "type") !== "application/ld+json");
    expect(new Set(hashes)).toEqual(new Set(inline.map((script) => hashOf(text(script)))));
    expect(directives.get("img-src")).toEqual(["'self'", "https://images.unsplash.com"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(directives.get("form-action")?.[0]).toBe("'self'");
    expect(content).not.toContain("mailto:");
    expect(content).not.toContain("unsafe-inline");
  });
});

test("every link that opens a new tab, on every page, gives it no access to the site", () => {
  let links = 0;
  for (const path of everyPage) {
    for (const link of all(pageAt(path), (element) => attribute(element, "target") === "_blank")) {
      if (attribute(link, "href") === undefined) continue;
      links += 1;
      expect(attribute(link, "rel"), `${path}: ${squeezed(link)}`).toBe("noopener noreferrer");
    }
  }
  expect(links, "links that open a new tab").toBeGreaterThan(0);
});

test("the pages other than home carry no module script, script file, module preload or router data", () => {
  for (const path of everyPage.filter((path) => path !== "/")) {
    const page = pageAt(path);
    expect(all(page, "main"), `${path}: its whole page`).toHaveLength(1);
    for (const script of all(page, "script")) {
      expect(attribute(script, "src"), `${path}: a script file`).toBeUndefined();
      expect(["module", "text/plain"], `${path}: a script's type`).not.toContain(
        attribute(script, "type"),
      );
      expect(text(script), `${path}: router data`).not.toContain("__reactRouter");
    }
    expect(all(page, "link", { rel: "modulepreload" }), path).toEqual([]);
    expect(readBuilt(builtPageFile(path)), path).not.toMatch(/modulepreload|__reactRouter/);
  }
  // The home page starts the app from an inert copy, once it has painted (app/lib/app-start.ts).
  const start = one(pageAt("/"), "script", { id: "app-start" });
  expect(attribute(start, "type")).toBe("text/plain");
  expect(attribute(start, "data-modulepreload")).toMatch(/\.js\b/);
});

test("the home page, the stories page and every story's page are prerendered with their text", () => {
  const home = squeezed(one(pageAt("/"), "main"));
  expect(home).toContain(site.tagline.replace(/\s+/g, " ").trim());
  for (const story of featuredStories) {
    expect(home, story.slug).toContain(story.excerpt.replace(/\s+/g, " ").trim());
  }
  const links = all(pageAt(STORIES_PATH), "a").map((a) => attribute(a, "href"));
  for (const story of stories) {
    expect(links, `${STORIES_PATH} links ${story.slug}`).toContain(sitePath(story.path));
    // Each paragraph of the text is in the page as the story's Markdown made it.
    const html = readBuilt(pageFile(story.path));
    const paragraphs = story.html.match(/<p>[\s\S]*?<\/p>/g) ?? [];
    expect(paragraphs.length, story.slug).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(html, story.slug).toContain(paragraph);
  }
});

test("the not-found page is 404.html, titled and worded as such, with its way home", () => {
  const page = pageAt(noSuchPage);
  expect(titleOf(page)).toBe(
    fill(words.seo.pageTitle, { title: words.notFound.pageTitle, alias: site.alias }),
  );
  const main = one(page, "main");
  expect(all(main, "p").map(squeezed)).toContain("404");
  expect(squeezed(one(main, "h1"))).toBe(words.notFound.title);
  const home = all(main, "a").filter((a) => squeezed(a) === words.notFound.home);
  expect(home.map((a) => attribute(a, "href"))).toEqual([sitePath("/")]);
});

test("only what is served is built: no page at /404, no data file but the home page's", () => {
  expect(existsSync(builtPath("404.html"))).toBe(true);
  expect(existsSync(builtPath("404")), "a 404/ folder").toBe(false);
  expect(existsSync(builtPath("__spa-fallback.html"))).toBe(false);
  // The router's data for the home page, the one page that runs the app (docs/decisions/005).
  const dataFiles = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".data"),
  );
  expect(dataFiles).toEqual(["_.data"]);
});
