// A copy of the project in a temporary folder, to build as an owner's would be built and to run
// the browser tests on: the content variants (scripts/large-site.mjs, scripts/owner-check.mjs), the
// build refusal tests (plugins/) and the editor's tests use it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NOT_COPIED = new Set([
  "node_modules",
  "build",
  ".git",
  ".cache",
  ".react-router",
  "bench-reports",
  "test-results",
  "test-results-editor",
  "playwright-report",
]);

/**
 * Copies the project at `root` into a new temporary folder, without its build, caches and reports,
 * sharing its node_modules; returns the folder, which the caller deletes.
 * @param {string} root @param {string} name the start of the folder's name
 */
export function copyProject(root, name) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  for (const entry of readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) {
      cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    }
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Builds the copy as `npm run build` would in an owner's shell (not with a test runner's
 * NODE_ENV); returns whether it succeeded, its exit status, the seconds it took and everything it
 * printed.
 * @param {string} dir @param {string} photoCacheDir where encoded photos are kept
 */
export function buildProject(dir, photoCacheDir) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(dir, "scripts/build.mjs")], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: undefined, PHOTO_CACHE_DIR: photoCacheDir },
  });
  return {
    ok: result.status === 0,
    status: result.status,
    seconds: (performance.now() - started) / 1000,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/**
 * Runs, in the copy, the browser tests whose outcome depends on the content (tagged @content, see
 * tests/e2e/fixtures.ts) against its build, served on a port of its own (playwright.config.ts);
 * they read what to expect from the copy's content. Returns whether they all passed; when one
 * failed, its traces are kept in test-results/<name>, since the copy is deleted.
 * @param {string} dir @param {string} name
 * @param {{ config?: string, env?: Record<string, string | undefined> }} [options]
 */
export function runContentTests(dir, name, { config = "playwright.config.ts", env = {} } = {}) {
  const result = spawnSync(
    path.join(dir, "node_modules/.bin/playwright"),
    ["test", "--reporter=dot", "--config", config, "--grep", "@content"],
    { cwd: dir, stdio: "inherit", env: { ...process.env, E2E_PORT: undefined, ...env } },
  );
  const results = path.join(dir, path.dirname(config), "test-results");
  if (result.status !== 0 && existsSync(results)) {
    const kept = path.join("test-results", name);
    cpSync(results, kept, { recursive: true });
    console.error(`  The failed tests' traces are in ${kept}/ (npx playwright show-trace …).`);
  }
  return result.status === 0;
}
