import { expect, test } from "vitest";
import { APP_START_ID, appStartScript, deferAppStart } from "./app-start";

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

test("the module script becomes an inert copy that keeps its code and its links' addresses", () => {
  const html = deferAppStart(page, "index.html");
  expect(html).not.toContain('modulepreload" href');
  expect(html).not.toContain('type="module"');
  expect(html).toContain(
    `<script type="text/plain" id="${APP_START_ID}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-3.js">${bootstrap}</script>`,
  );
  // Everything else is left as it was.
  expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  expect(html).toContain(`<script>${appStartScript}</script>`);
});

test("a page of another shape stops the build, naming the page", () => {
  expect(() =>
    deferAppStart(page.replace('type="module" async=""', ""), "stories/index.html"),
  ).toThrow(
    /^stories\/index\.html: expected React Router's one module script and its modulepreload links, found 0 module script\(s\) and 2 link\(s\)\.$/,
  );
  expect(() => deferAppStart(page.replaceAll(/<link[^>]*>/g, ""), "404.html")).toThrow(
    /found 1 module script\(s\) and 0 link\(s\)/,
  );
  expect(() => deferAppStart(page.replace(appStartScript, ""), "index.html")).toThrow(
    "index.html: the script that starts the app (appStartScript) is missing.",
  );
});
