import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { fillRecipe, RECIPE } from "./nginx-check.mjs";

const recipe = readFileSync(RECIPE, "utf8");

test("the deploying guide shows hosting/nginx.conf as it is", () => {
  const shown = /```nginx\n([\s\S]*?)```/.exec(readFileSync("docs/deploying.md", "utf8"))?.[1];
  expect(shown).toBe(recipe);
});

test("the recipe filled in for a path puts the path before each address marked for it", () => {
  const filled = fillRecipe(recipe, { basePath: "/travel-notes", port: 8080, root: "/srv/www" });
  expect(filled).toContain("listen 127.0.0.1:8080;");
  expect(filled).toContain('root "/srv/www";');
  expect(filled).toContain("~^/travel-notes/assets/");
  expect(filled).toContain("~^/travel-notes/admin/");
  expect(filled).toContain("error_page 403 404 =404 /travel-notes/404.html;");
  expect(filled).not.toMatch(/[\s^]\/(?:assets|admin)\/|\s\/404\.html/);
});
