import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// The GitHub Pages workflow (.github/workflows/deploy-pages.yml) runs on GitHub, not here: what
// can be checked here is that it asks only for what the project has.

const workflow = readFileSync(".github/workflows/deploy-pages.yml", "utf8");
const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));

/** Every command of the workflow's `run:` steps, split at `&&`. */
const commands = [...workflow.matchAll(/^\s*(?:-\s+)?run:\s*(.+)$/gm)].flatMap(([, line = ""]) =>
  line.split("&&").map((command) => command.trim()),
);

test("every command the workflow runs is npm ci or a script of package.json", () => {
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) {
    if (command === "npm ci") continue;
    const name = /^npm (?:run (\S+)|(test|start))$/.exec(command)?.slice(1).find(Boolean);
    expect(name, `"${command}" is not npm ci or an npm script`).toBeDefined();
    expect(Object.keys(scripts), `"${command}" names no script of package.json`).toContain(name);
  }
});

test("it tests before it publishes build/client with GitHub's Pages actions", () => {
  expect(commands).toContain("npm test");
  expect(workflow).toMatch(
    /uses: actions\/upload-pages-artifact@v\d+\s+with:\s+path: build\/client/,
  );
  expect(workflow).toMatch(/uses: actions\/deploy-pages@v\d+/);
  expect(workflow).toMatch(/on:\s+push:\s+branches: \[main\]/);
});

test("it keeps the photo cache where the build keeps it, between runs", () => {
  expect(workflow).toMatch(/uses: actions\/cache@v\d+\s+with:\s+path: \.cache\/photos/);
});
