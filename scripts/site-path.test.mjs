import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { builtBasePath } from "./site-path.mjs";

const client = mkdtempSync(path.join(tmpdir(), "site-path-"));
afterAll(() => rmSync(client, { recursive: true, force: true }));

test("a build's path is its web manifest's scope without the last slash; a build without one is an error", () => {
  expect(() => builtBasePath(client)).toThrow(/site\.webmanifest is missing/);
  for (const [scope, base] of [
    ["/", ""],
    ["/travel-notes/", "/travel-notes"],
  ]) {
    writeFileSync(path.join(client, "site.webmanifest"), JSON.stringify({ scope }));
    expect(builtBasePath(client)).toBe(base);
  }
  writeFileSync(path.join(client, "site.webmanifest"), JSON.stringify({ scope: "/travel-notes" }));
  expect(() => builtBasePath(client)).toThrow(/not a path like/);
});
