// `npm test`: every check. First the quick checks of the source, so that a mistake there ends the
// run in seconds. Then two lanes side by side: our build, the types, its size, nginx serving it,
// the unit tests and the checks of its files, then the browser tests (the site's and the editor's,
// a browser per core); and the owner's copy, grown to 64 stories, built and checked by its files,
// then a copy per language but English, built. Last, the owner's copy in a browser, once ours are
// done, then the languages' copies: never more browsers than cores. In a lane the steps run in
// order. A failure stops the run: no other step starts, and the steps still
// running are stopped. Each step's output is shown whole when it ends, and every step's time at
// the end.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** @typedef {string | string[]} Step a script of package.json, or a command and its arguments */
/** @typedef {Step[]} Lane steps in order */
/** @type {Lane[][]} stages, each of lanes side by side */
const STAGES = [
  [["lint"], ["format:check"]],
  [
    // The routes' types (.react-router/types) and tsc after the build: React Router 7's build
    // does not write the types.
    // Built west of UTC, read east of it (vitest.config.ts): a date written in the machine's own
    // time zone reads a day apart, and the checks of the built pages find it (issue 46).
    [
      ["env", "TZ=Pacific/Honolulu", "node", "scripts/build.mjs"],
      "typecheck",
      "size",
      "test:hosting",
      "test:unit",
      "test:e2e",
    ],
    [
      ["node", "scripts/owner-check.mjs", "prepare"],
      ["node", "scripts/language-check.mjs", "prepare"],
    ],
  ],
  [
    [
      ["node", "scripts/owner-check.mjs", "browse"],
      ["node", "scripts/language-check.mjs", "browse"],
    ],
  ],
];

const started = performance.now();
/** @param {number} since */
const elapsed = (since) => {
  const seconds = Math.round((performance.now() - since) / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
};

/** @type {{ step: string, time: string, cpu: string, ok: boolean }[]} */
const results = [];
/** The steps running, each its own process group. @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
let passed = true;

/** After a failure: the other steps still running are stopped, with all they started. */
function stopTheOthers() {
  for (const child of running) {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
}

/** package.json's scripts, which npm would run: with a shell, node_modules/.bin first. */
const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
const env = {
  ...process.env,
  PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
};

/**
 * The CPU seconds a step's processes took, as the shell's `times` gives them for the processes it
 * waited for (`../shared/tools/cpu-time.sh` counts the same way). @param {string} said
 */
function cpuSeconds(said) {
  const [user = "", system = ""] = said.trim().split("\n").at(-1)?.split(" ") ?? [];
  const seconds = (/** @type {string} */ time) => {
    const [, minutes = "0", rest = "0"] = /^(\d+)m([\d.]+)s$/.exec(time) ?? [];
    return Number(minutes) * 60 + Number(rest);
  };
  return `${Math.round(seconds(user) + seconds(system))} s CPU`;
}

/**
 * Runs a step, as `npm run` would without npm's own start (a third of a second of CPU each), in a
 * shell that says at the end how much CPU it took; prints what it printed once it ends.
 * @param {Step} what
 */
function run(what) {
  const since = performance.now();
  const command = typeof what === "string" ? scripts[what] : '"$@"';
  const step =
    typeof what === "string" ? what : (what[0] === "node" ? what.slice(1) : what).join(" ");
  console.log(`▶ ${step} (at ${elapsed(started)})`);
  return new Promise((resolve) => {
    const shell = `${command}\nstatus=$?; times >&3; exit $status`;
    const args = typeof what === "string" ? [] : what;
    const child = spawn("bash", ["-c", shell, "step", ...args], {
      stdio: ["ignore", "pipe", "pipe", "pipe"],
      detached: true,
      env,
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    let times = "";
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.stdio[3]?.on("data", (chunk) => (times += String(chunk)));
    child.on("close", (code) => {
      running.delete(child);
      const ok = code === 0;
      const stopped = !ok && !passed;
      const time = elapsed(since);
      if (!stopped) results.push({ step, time, cpu: cpuSeconds(times), ok });
      process.stdout.write(`\n── ${step} ${"─".repeat(Math.max(0, 70 - step.length))}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `${ok ? "✓" : stopped ? "■ stopped:" : "✗"} ${step} in ${time}, ${cpuSeconds(times)}\n`,
      );
      if (!ok && passed) {
        passed = false;
        stopTheOthers();
      }
      resolve(ok);
    });
  });
}

/** @param {Lane[]} lanes */
const runSideBySide = (lanes) =>
  Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (!passed) return;
        await run(step);
      }
    }),
  );
for (const lanes of STAGES) {
  await runSideBySide(lanes);
  if (!passed) break;
}

console.log("Steps:");
for (const { step, time, cpu, ok } of results)
  console.log(`  ${ok ? "✓" : "✗"} ${step.padEnd(30)} ${time}  ${cpu.padStart(10)}`);
console.log(`npm test ${passed ? "passed" : "failed"} in ${elapsed(started)}`);
process.exitCode = passed ? 0 : 1;
