import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { parse } from "yaml";

// The GitHub Pages workflow (.github/workflows/deploy-pages.yml) runs on GitHub, not here: what
// can be checked here is that it asks only for what the project has, in the right order, and that
// its one shell step (what did this push change?) chooses the right path.

const text = readFileSync(".github/workflows/deploy-pages.yml", "utf8");
const workflow = parse(text);
const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
/** @type {{ id?: string, name?: string, if?: string, uses?: string, run?: string, with?: Record<string, unknown>, env?: Record<string, string> }[]} */
const steps = workflow.jobs.build.steps;
const changes = steps.find((step) => step.id === "changes");
const CONTENT_ONLY = "steps.changes.outputs.content-only == 'true'";
const NOT_CONTENT_ONLY = "steps.changes.outputs.content-only != 'true'";

/** Where the step running `command` is, or -1. @param {string} command */
const stepOf = (command) => steps.findIndex((step) => step.run?.trim() === command);
/** @param {string} action */
const usesOf = (action) => steps.findIndex((step) => step.uses?.startsWith(`${action}@`));

test("every command it runs, but the one that looks at the push, is npm ci or a script of package.json", () => {
  const commands = steps
    .filter((step) => step.run && step !== changes)
    .flatMap((step) => String(step.run).split("&&"))
    .map((command) => command.trim());
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) {
    if (command === "npm ci") continue;
    const name = /^npm (?:run (\S+)|(test|start))$/.exec(command)?.slice(1).find(Boolean);
    expect(name, `"${command}" is not npm ci or an npm script`).toBeDefined();
    expect(Object.keys(scripts), `"${command}" names no script of package.json`).toContain(name);
  }
});

test("on every path, it checks the photos, then tests or checks and builds, before it publishes build/client", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
  const photos = stepOf("npm run photos:check");
  const content = stepOf("npm run check:content");
  const full = stepOf("npm test");
  const upload = usesOf("actions/upload-pages-artifact");
  // photos:check runs whatever the push changed, after npm ci and before anything is built.
  expect(steps[photos]?.if).toBeUndefined();
  expect(stepOf("npm ci")).toBeLessThan(photos);
  expect([photos < content, photos < full, content < upload, full < upload]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  // The two paths, each on its own condition: content only, or everything else.
  expect([steps[content]?.if, steps[full]?.if]).toEqual([CONTENT_ONLY, NOT_CONTENT_ONLY]);
  expect(steps.slice(photos + 1, upload).filter((step) => step.run && !step.if)).toEqual([]);
  expect(steps[upload]?.with?.path).toBe("build/client");
  expect(workflow.jobs.deploy.steps.map((/** @type {any} */ s) => s.uses)).toEqual([
    expect.stringMatching(/^actions\/deploy-pages@v\d+$/),
  ]);
  // The owner's checks: the photos first, then the build (which checks the content), then sizes
  // and links of what was built.
  expect(scripts["check:content"]).toBe(
    "npm run photos:check && npm run build && npm run size && npm run check:links",
  );
});

test("it keeps the photo cache where the build keeps it, between runs, before it builds", () => {
  const cache = usesOf("actions/cache");
  expect(steps[cache]?.with?.path).toBe(".cache/photos");
  expect(cache).toBeLessThan(stepOf("npm run photos:check"));
});

test("it fetches every commit, and asks the push what came before it", () => {
  expect(usesOf("actions/checkout")).toBe(0);
  expect(steps[0]?.with?.["fetch-depth"]).toBe(0);
  expect(changes?.env).toEqual({
    BEFORE: "${{ github.event.before }}",
    AFTER: "${{ github.sha }}",
  });
  expect(steps.indexOf(/** @type {any} */ (changes))).toBe(1);
});

// The shell step, run as GitHub runs it (bash -e), in a repository with the pushes it must tell
// apart.
const repo = mkdtempSync(path.join(tmpdir(), "deploy-workflow-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

/** @param {string[]} args */
const git = (...args) =>
  execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();

/** A commit changing `files`; its hash. @param {string[]} files */
function commit(...files) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), `${file} ${Math.random()}\n`);
  }
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", files.join(", ") || "nothing");
  return git("rev-parse", "HEAD");
}

/** What the step says of a push from `before` to `after`. @param {string} before @param {string} after */
function contentOnly(before, after) {
  const output = path.join(repo, "..", `${path.basename(repo)}-output`);
  writeFileSync(output, "");
  execFileSync("bash", ["-e", "-c", String(changes?.run)], {
    cwd: repo,
    env: { ...process.env, BEFORE: before, AFTER: after, GITHUB_OUTPUT: output },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const said = readFileSync(output, "utf8");
  rmSync(output);
  return said;
}

test("a push of content alone takes the short path; any other push, every test", () => {
  git("init", "-q", "-b", "main");
  const first = commit("app/root.tsx", "content/site.yml");
  const story = commit("content/stories/01-bali.md", "content/uploads/IMG_2041.JPG");
  const photo = commit("content/uploads/2026/IMG 0001 ñandú.HEIC");
  const code = commit("app/root.tsx");
  const both = commit("content/site.yml", "package.json");
  const empty = commit();

  expect(contentOnly(first, story)).toBe("content-only=true\n");
  expect(contentOnly(first, photo)).toBe("content-only=true\n"); // two pushes' worth, all content
  expect(contentOnly(photo, code)).toBe("content-only=false\n");
  expect(contentOnly(first, code)).toBe("content-only=false\n"); // content, then code
  expect(contentOnly(code, both)).toBe("content-only=false\n");
  expect(contentOnly(both, empty)).toBe("content-only=false\n"); // nothing to tell by
  // A first push, a run started by hand, a commit a force push took away.
  expect(contentOnly("0".repeat(40), story)).toBe("content-only=false\n");
  expect(contentOnly("", story)).toBe("content-only=false\n");
  expect(contentOnly("1234567".repeat(5) + "12345", story)).toBe("content-only=false\n");
});
