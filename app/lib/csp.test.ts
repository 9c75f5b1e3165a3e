import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import {
  headersFile,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  withContentSecurityPolicy,
} from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("each distinct inline script is hashed once; scripts with a src are not", () => {
  const html =
    '<script>a()</script><script type="module">import("/x.js")</script><script src="/y.js"></script><script>a()</script>';
  expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/x.js")')]);
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
