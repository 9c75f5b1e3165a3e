import { expect, test } from "vitest";
import { headersFile, pageContentSecurityPolicy, securityHeaders } from "./csp";

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

test("a page frames only the players its mixes load; a page without one frames nothing", () => {
  const players = ["https://player-widget.mixcloud.com", "https://w.soundcloud.com"];
  const policy = pageContentSecurityPolicy({
    scriptHashes: [],
    formActions: ["'self'"],
    frameSources: players,
  });
  expect(policy).toContain(`; frame-src ${players.join(" ")};`);
  expect(pageContentSecurityPolicy({ scriptHashes: [], formActions: ["'self'"] })).not.toContain(
    "frame-src",
  );
});

test("autoplay is delegated to the mixes' three players alone", () => {
  expect(securityHeaders["Permissions-Policy"]).toContain(
    'autoplay=(self "https://player-widget.mixcloud.com" "https://w.soundcloud.com" "https://www.youtube-nocookie.com")',
  );
});
