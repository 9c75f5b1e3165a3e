// Each language the site has words for but English, tried on a copy of the project (part of
// `npm test`): the copy's content/site.yml says `language: <tag>`, the copy is built, and the
// browser tests of tests/languages/ read its pages as a visitor does, finding no English
// interface word left (docs/languages.md). English is what every other test reads.
//
//   node scripts/language-check.mjs prepare   a copy per language, built; kept
//   node scripts/language-check.mjs browse    the browser tests on them, then the copies go
//   node scripts/language-check.mjs           both
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { parseDocument } from "yaml";
import { COPIES_DIR } from "./language-copies.mjs";
import { buildProject, copyProject } from "./project-copy.mjs";

/** @type {{ module: typeof import("../app/i18n/languages.ts") }} */
const { module: languages } = await runnerImport("./app/i18n/languages.ts");

/** Every language but English. */
const TRIED = languages.LANGUAGES.filter((language) => language !== "en");

/** The copies made and built, one per language. */
function prepare() {
  const root = process.cwd();
  rmSync(COPIES_DIR, { recursive: true, force: true });
  for (const language of TRIED) {
    const dir = copyProject(root, `language-${language}`, path.join(COPIES_DIR, language));
    const file = path.join(dir, "content/site.yml");
    const site = parseDocument(readFileSync(file, "utf8"));
    site.set("language", language);
    writeFileSync(file, String(site));
    const built = buildProject(dir, path.join(root, ".cache/photos"));
    if (!built.ok) {
      console.error(
        `✗ The ${languages.languageName(language)} copy's build failed:\n${built.output}`,
      );
      return false;
    }
    console.log(
      `✓ built in ${languages.languageName(language)} (${language}) in ${built.seconds.toFixed(1)} s`,
    );
  }
  return true;
}

/** The browser tests on the copies prepared before, which go afterwards. */
function browse() {
  const missing = TRIED.filter((language) => !existsSync(path.join(COPIES_DIR, language, "build")));
  if (missing.length > 0) {
    throw new Error(
      `No built copy for ${missing.join(", ")}: \`node scripts/language-check.mjs prepare\` first.`,
    );
  }
  try {
    const result = spawnSync(
      "node_modules/.bin/playwright",
      ["test", "--reporter=dot", "--config", "tests/languages/playwright.config.ts"],
      { stdio: "inherit", env: { ...process.env, E2E_PORT: undefined } },
    );
    return result.status === 0;
  } finally {
    rmSync(COPIES_DIR, { recursive: true, force: true });
  }
}

const [step] = process.argv.slice(2);
if (TRIED.length === 0) {
  console.log("The site has words in English only: no other language to try.");
} else {
  const ok = step === "prepare" ? prepare() : step === "browse" ? browse() : prepare() && browse();
  process.exitCode = ok ? 0 : 1;
}
