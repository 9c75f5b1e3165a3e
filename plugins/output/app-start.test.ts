import { parse, serialize } from "parse5";
import { expect, test } from "vitest";
import { APP_START_ID, appStartScript } from "../../app/lib/app-start.ts";
import { deferAppStart } from "./app-start.ts";

const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n\nimport("/assets/entry.client-3.js");';
const page = [
  "<html><head></head><body><main>Hello</main>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${bootstrap}</script>`,
  `<script>${appStartScript}</script>`,
  "</body></html>",
].join("");

/** The page as the build step leaves it. */
function deferred(html: string, file = "index.html") {
  const document = parse(html);
  deferAppStart(document, file);
  return serialize(document);
}

test("the module script becomes an inert copy that keeps its code and its links' addresses", () => {
  const html = deferred(page);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  expect(html).toContain(
    `<script type="text/plain" id="${APP_START_ID}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-3.js">${bootstrap}</script>`,
  );
  // Everything else is left as it was.
  expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  expect(html).toContain(`<script>${appStartScript}</script>`);
});

test("a page of another shape stops the build, naming the page", () => {
  expect(() => deferred(page.replace('type="module" async=""', ""), "stories/index.html")).toThrow(
    /^stories\/index\.html: expected React Router's one module script and its modulepreload links, found 0 module script\(s\) and 2 link\(s\)\.$/,
  );
  expect(() => deferred(page.replaceAll(/<link[^>]*>/g, ""), "404.html")).toThrow(
    /found 1 module script\(s\) and 0 link\(s\)/,
  );
});

test("a page without the app's scripts is left as it is", () => {
  const plain = "<html><head><script>theme()</script></head><body><main>Hi</main></body></html>";
  expect(deferred(plain, "stories/index.html")).toBe(plain);
});

test("a page that does not start the app but carries its scripts stops the build", () => {
  expect(() => deferred(page.replace(appStartScript, ""), "404.html")).toThrow(
    "404.html: the page does not start the app (no appStartScript), yet it has React Router's scripts or data.",
  );
});
