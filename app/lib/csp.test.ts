import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { logPathScript } from "./not-found";
import { themeScript } from "./theme";
import {
  headersFile,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  withContentSecurityPolicy,
} from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("each of the site's own inline scripts is hashed once; scripts with a src and JSON-LD are not", () => {
  const html = `<script>${themeScript}</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Blog"}</script><script>${logPathScript}</script><script>${themeScript}</script>`;
  expect(inlineScriptHashes(html, "index.html")).toEqual([sha(themeScript), sha(logPathScript)]);
});

test("React Router's own scripts are known by their form, their data checked to be data", () => {
  const context =
    'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
  const bootstrap =
    'import "/assets/manifest-5b920974.js";\nimport * as route0 from "/assets/root-DD7jKCAk.js";\nimport * as route1 from "/assets/home-Dw4ABgdd.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-DJHGeSLG.js");';
  const data = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");';
  const scripts = [
    context,
    bootstrap,
    data,
    "window.__reactRouterContext.streamController.close();",
  ];
  const html = scripts.map((code) => `<script>${code}</script>`).join("");
  expect(inlineScriptHashes(html, "index.html")).toEqual(scripts.map(sha));
  const smuggled = context.replace('{"basename":"/"}', "{};alert(1);({})");
  expect(() => inlineScriptHashes(`<script>${smuggled}</script>`, "index.html")).toThrow(
    "index.html holds an inline script the site did not write",
  );
});

test("any other inline script, event handler or script address stops the build, naming the page", () => {
  const page = "stories/night-train/index.html";
  for (const html of [
    "<p>Hi</p><script>alert(1)</script>",
    '<script type="text/plain" id="app-start">alert(1)</script>',
    '<img src="x.jpg" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JavaScript:alert(1)">x</a>',
  ]) {
    expect(() => inlineScriptHashes(html, page), html).toThrow(page);
  }
  expect(inlineScriptHashes("<p>Write onerror=x in a story, and nothing runs.</p>", page)).toEqual(
    [],
  );
});

test("the page policy allows only its own scripts, the site and the photo CDN", () => {
  const policy = pageContentSecurityPolicy({
    scriptHashes: ["'sha256-abc'"],
    formActions: ["'self'", "mailto:"],
  });
  expect(policy).toContain("script-src 'self' 'sha256-abc'");
  expect(policy).toContain("img-src 'self' https://images.unsplash.com");
  expect(policy).toContain("form-action 'self' mailto:");
  expect(policy).not.toContain("unsafe");
});

test("the policy follows the charset, before any script", () => {
  expect(
    withContentSecurityPolicy('<head><meta charSet="utf-8"/><script>x</script></head>', "p"),
  ).toBe(
    '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="p"/><script>x</script></head>',
  );
});

test("the headers file sets the security headers for every path and caches assets", () => {
  const file = headersFile();
  expect(file.startsWith("/*\n  Strict-Transport-Security:")).toBe(true);
  expect(file).toContain("  X-Content-Type-Options: nosniff\n");
  expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
});

test("for a site under a path, the headers file's rules are under it", () => {
  const file = headersFile("/travel-notes");
  expect(file.startsWith("/travel-notes/*\n  Strict-Transport-Security:")).toBe(true);
  expect(file).toContain("\n/travel-notes/assets/*\n  Cache-Control: public");
});
