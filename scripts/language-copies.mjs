// Where scripts/language-check.mjs keeps its copies of the project, one per language, between its
// two steps, for the browser tests of tests/languages/ to serve: a folder of their own for each
// clone of the project, so that two clones' `npm test` on one machine never share one.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const COPIES_DIR = path.join(
  tmpdir(),
  `language-check-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
);

/** The languages with a built copy, each in COPIES_DIR/<tag>. */
export const builtLanguages = () =>
  existsSync(COPIES_DIR)
    ? readdirSync(COPIES_DIR).filter((tag) => existsSync(path.join(COPIES_DIR, tag, "build")))
    : [];
