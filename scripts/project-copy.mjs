// A copy of the project in a temporary folder, to build as an owner's would be built and to test:
// the owner's copy (scripts/owner-check.mjs), the grown site (scripts/large-site.mjs), the build
// refusal tests (plugins/) and the editor's tests use it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
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
  "playwright-report",
]);

/**
 * Copies the project at `root` into a new temporary folder (named from `name`), or into `dir`,
 * without its build, caches and reports, sharing its node_modules; returns the folder, which the
 * caller deletes.
 * @param {string} root @param {string} name the start of the folder's name
 * @param {string} [dir] the folder, when the caller names it
 */
export function copyProject(root, name, dir = mkdtempSync(path.join(tmpdir(), `${name}-`))) {
  mkdirSync(dir, { recursive: true });
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
 * Runs, in the copy, the checks of what its build's files say (tests/built: Vitest's "built"
 * project), which read what to expect from the copy's content. Returns whether they all passed.
 * @param {string} dir @param {Record<string, string>} [env]
 */
export function runBuiltTests(dir, env = {}) {
  const result = spawnSync(
    path.join(dir, "node_modules/.bin/vitest"),
    ["run", "--project", "built"],
    { cwd: dir, stdio: "inherit", env: { ...process.env, ...env } },
  );
  return result.status === 0;
}

/**
 * Runs, in the copy, the browser tests of a Playwright config against its build, served on a port
 * of its own; they read what to expect from the copy's content. Returns whether they all passed;
 * when one failed, its traces are kept in test-results/<name>, since the copy is deleted.
 * @param {string} dir @param {string} name @param {string} config
 * @param {Record<string, string | undefined>} [env]
 */
export function runBrowserTests(dir, name, config, env = {}) {
  const result = spawnSync(
    path.join(dir, "node_modules/.bin/playwright"),
    ["test", "--reporter=dot", "--config", config],
    { cwd: dir, stdio: "inherit", env: { ...process.env, E2E_PORT: undefined, ...env } },
  );
  const results = path.join(dir, "test-results");
  if (result.status !== 0 && existsSync(results)) {
    const kept = path.join("test-results", name);
    cpSync(results, kept, { recursive: true });
    console.error(`  The failed tests' traces are in ${kept}/ (npx playwright show-trace …).`);
  }
  return result.status === 0;
}

/**
 * The port a copy's static server (scripts/serve.mjs) says it serves on: the line comes after it
 * listens. @param {import("node:child_process").ChildProcessWithoutNullStreams} server
 * @returns {Promise<string>}
 */
export function listeningPort(server) {
  return new Promise((resolve, reject) => {
    let said = "";
    server.stdout.on("data", (chunk) => {
      said += String(chunk);
      const listening = /^Serving .* at https?:\/\/localhost:(\d+)\//m.exec(said);
      if (listening?.[1]) resolve(listening[1]);
    });
    server.on("exit", (code) => reject(new Error(`The server stopped (${code})`)));
  });
}
