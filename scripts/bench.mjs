// `npm run bench`: Lighthouse CI (mobile, simulated throttling) on every page of the built site,
// served as a CDN serves it (a site under a path at its addresses there), with a stand-in for
// Unsplash's image CDN, then the story page and /stories again as the second page of a visit.
// Lighthouse CI checks the medians against scripts/budgets.mjs (`lhci assert`) and keeps the
// reports in bench-reports/; this prints a table per page. docs/performance.md holds the figures.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runnerImport } from "vite";
import { CATEGORY_IDS, CLS_BUDGET, PAGE_BUDGETS } from "./budgets.mjs";
import { selfSignedCertificate, startImageCdn } from "./image-cdn.mjs";
import { builtBasePath, escapeRegExp } from "./site-path.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** `--client <dir>`: bench that build (the large site's) instead of building this project. */
const clientArgument = process.argv.indexOf("--client");
const prebuilt = clientArgument > 0 ? process.argv[clientArgument + 1] : undefined;
// `--pages /stories/,/stories/*/`: only those of the budgets' pages, by their `path` there.
const pagesArgument = process.argv.indexOf("--pages");
const onlyPages = pagesArgument > 0 ? process.argv[pagesArgument + 1]?.split(",") : undefined;
const port = Number(process.env.BENCH_PORT ?? 5318);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportsDir = path.resolve("bench-reports");
const lhciBin = path.resolve("node_modules/.bin/lhci");
const origin = `https://127.0.0.1:${port}`;

/** The site model (app/content/site-model.ts) and the site's addresses, as the build has them. */
/** @type {{ module: typeof import("../app/content/site-model.ts") }} */
const { module: content } = await runnerImport("./app/content/site-model.ts");
/** @type {{ module: typeof import("../app/lib/paths.ts") }} */
const { module: paths } = await runnerImport("./app/lib/paths.ts");

/**
 * The parts of a Lighthouse result this script reads.
 * @typedef {{ score: number | null, numericValue?: number, displayValue?: string, title: string,
 *   scoreDisplayMode: string, details?: any }} Audit
 * @typedef {{ finalUrl: string, lighthouseVersion: string,
 *   categories: Record<string, { score: number | null, auditRefs: { id: string }[] }>,
 *   audits: Record<string, Audit>, environment: { benchmarkIndex: number },
 *   configSettings: any, runWarnings: string[] }} Lhr
 * @typedef {{ auditId: string, auditProperty?: string, name: string, expected: number,
 *   actual: number, passed: boolean, url: string }} AssertionResult
 */

/** The metrics printed for each page, by their Lighthouse audits. @type {[string, string][]} */
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["Speed Index", "speed-index"],
];
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const [low = NaN, high = low] = sorted.slice((sorted.length - 1) >> 1, (sorted.length + 2) >> 1);
  return (low + high) / 2;
}

/** Median [min–max], or the one value. @param {number[]} values @param {(v: number) => string} format */
function spread(values, format) {
  if (values.length === 1) return format(values[0] ?? NaN);
  return `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
}

/**
 * The pages to bench, from the budgets: a story's page (its path has a `*`) is the newest story's,
 * unless BENCH_STORY names another by its slug, as the site model of the project built into
 * `client` (its build/client) has them.
 * @param {string} client build/client
 * @returns {import("./budgets.mjs").PageBudget[]}
 */
function benchedPages(client) {
  const { stories, trips } = content.loadSiteModel({ root: path.resolve(client, "../..") });
  const slug = process.env.BENCH_STORY;
  const story = slug ? stories.find((each) => each.slug === slug) : stories[0];
  if (slug && !story) throw new Error(`BENCH_STORY names no story of the site: ${slug}.`);
  const known = PAGE_BUDGETS.map((page) => page.path);
  const unknown = onlyPages?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length)
    throw new Error(`No budget for --pages ${unknown} (${known}, without the site's path).`);
  // The newest trip: a site with none has no trip page to bench.
  const [trip] = trips;
  return PAGE_BUDGETS.filter((page) => !onlyPages || onlyPages.includes(page.path)).flatMap(
    (page) => {
      if (!page.path.includes("*")) return [page];
      const one = page.path.startsWith(paths.TRIPS_PATH) ? trip : story;
      if (!one && page.optional) return [];
      if (!one) throw new Error(`The site has no page like ${page.path} to bench.`);
      return [{ ...page, path: one.path, file: paths.pageFile(one.path) }];
    },
  );
}

/**
 * The Lighthouse CI configuration: what to run, how, and what each page must reach, each page at
 * its address under the site's path (`basePath`, "" at the host's root).
 * @param {{ cdnPort: number, spki: string[], basePath: string,
 *   pages: import("./budgets.mjs").PageBudget[], secondVisit?: boolean }} options
 */
function lhciConfig(options) {
  const flags = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    `--host-resolver-rules="MAP images.unsplash.com 127.0.0.1:${options.cdnPort}"`,
    // The site's and the stand-in's self-signed certificates, whose responses Chromium then caches.
    `--ignore-certificate-errors-spki-list=${options.spki.join(",")}`,
  ];
  /** @param {number} limit */
  const atMost = (limit) => ["error", { maxNumericValue: limit, aggregationMethod: "median" }];
  return {
    ci: {
      collect: options.secondVisit
        ? {
            // The page as the second of a visit: the browser has just shown the page before it
            // (second-visit.cjs), and keeps its cache for this one.
            puppeteerScript: "second-visit.cjs",
            puppeteerLaunchOptions: { executablePath: chromePath, args: flags },
            settings: { disableStorageReset: true, onlyCategories: ["performance"] },
          }
        : {
            chromePath,
            // The not-found page answers 404, as it should.
            settings: {
              chromeFlags: flags.join(" "),
              onlyCategories: [...CATEGORY_IDS],
              ignoreStatusCode: true,
            },
          },
      assert: {
        includePassedAssertions: true,
        assertMatrix: options.pages.map((page) => ({
          matchingUrlPattern: `^${escapeRegExp(`${origin}${options.basePath}${page.path}`)}$`,
          assertions: {
            ...Object.fromEntries(
              page.categories.map((id) => [
                `categories:${id}`,
                ["error", { minScore: 1, aggregationMethod: "median" }],
              ]),
            ),
            "largest-contentful-paint": atMost(page.lcpMs),
            "total-blocking-time": atMost(page.tbtMs),
            "cumulative-layout-shift": atMost(CLS_BUDGET),
            "resource-summary:script:size": atMost(page.jsBytes),
          },
        })),
      },
      upload: { target: "filesystem", outputDir: reportsDir },
    },
  };
}

/**
 * Runs one `lhci` command in `dir` (where it keeps its .lighthouseci folder). Lighthouse CI's own
 * output goes to `log`, which is printed if the command fails in a way that is not a budget.
 * @param {string[]} args @param {string} dir @param {NodeJS.ProcessEnv} env @param {string} log
 */
function lhci(args, dir, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(lhciBin, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      // Progress: "Running Lighthouse 5 time(s) on …", "Run #1...done."
      for (const line of String(chunk).split("\n")) {
        if (/^(Running Lighthouse|Run #)/.test(line.trim())) process.stdout.write(`  ${line}\n`);
      }
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.writeFileSync(log, output);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The results Lighthouse CI saved in `dir`. @param {string} dir @returns {Lhr[]} */
function savedResults(dir) {
  const saved = path.join(dir, ".lighthouseci");
  return fs
    .readdirSync(saved)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(saved, name), "utf8")));
}

/** @param {Audit | undefined} audit @returns {any[]} */
const itemsOf = (audit) => audit?.details?.items ?? [];

/**
 * Prints a page's medians and spread, what it transferred, its LCP element, and every audit that
 * did not pass (what keeps a category under 100).
 * @param {string} page @param {Lhr[]} lhrs
 */
function printPage(page, lhrs) {
  /** @param {(lhr: Lhr) => number} pick @param {(v: number) => string} format */
  const line = (pick, format) => spread(lhrs.map(pick), format);
  console.log(`\n${page}  (${lhrs.length} runs; median [min–max])`);
  for (const id of CATEGORY_IDS) {
    console.log(
      `  ${id.padEnd(17)} ${line((l) => Math.round((l.categories[id]?.score ?? 0) * 100), String)}`,
    );
  }
  for (const [label, id] of METRICS) {
    const format =
      id === "cumulative-layout-shift" ? (/** @type {number} */ v) => v.toFixed(3) : ms;
    console.log(`  ${label.padEnd(17)} ${line((l) => l.audits[id]?.numericValue ?? NaN, format)}`);
  }
  console.log("  transferred, by resource type:");
  for (const type of ["script", "stylesheet", "image", "font", "document", "total"]) {
    /** @param {Lhr} l */
    const item = (l) => itemsOf(l.audits["resource-summary"]).find((i) => i.resourceType === type);
    const requests = median(lhrs.map((l) => item(l)?.requestCount ?? 0));
    console.log(
      `    ${type.padEnd(12)} ${line((l) => item(l)?.transferSize ?? 0, kb)}, ${requests} request(s)`,
    );
  }
  const lcpElement = lhrs
    .flatMap((l) => itemsOf(l.audits["largest-contentful-paint-element"]))
    .flatMap((item) => item.items ?? [item])
    .map((item) => item.node?.snippet)
    .find(Boolean);
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 160)}`);
  const index = line(
    (l) => l.environment.benchmarkIndex,
    (v) => v.toFixed(0),
  );
  console.log(`  CPU benchmark index: ${index}`);
  /** @type {Map<string, number>} */
  const failing = new Map();
  const skipped = ["informative", "notApplicable", "manual"];
  for (const lhr of lhrs) {
    for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
      for (const { id, score, title, displayValue, scoreDisplayMode } of auditRefs.map(
        ({ id }) => ({ id, ...lhr.audits[id] }),
      )) {
        if (typeof score !== "number" || score >= 1 || skipped.includes(scoreDisplayMode ?? ""))
          continue;
        const text = `[${category}] ${id}: ${title}${displayValue ? ` (${displayValue})` : ""}`;
        failing.set(text, (failing.get(text) ?? 0) + 1);
      }
    }
  }
  for (const [text, count] of failing)
    console.log(`  not passed: ${text}, in ${count}/${lhrs.length} runs`);
  for (const warning of new Set(lhrs.flatMap((l) => l.runWarnings)))
    console.log(`  Lighthouse: ${warning}`);
}

/** A line of the budgets' table: ms, bytes, scores (0–1) and CLS as Lighthouse gives them. */
function describeAssertion(/** @type {AssertionResult} */ result) {
  const what = [result.auditId, result.auditProperty].filter(Boolean).join(":");
  const value = (/** @type {number} */ v) =>
    v < 1 ? v.toFixed(4) : Math.round(v).toLocaleString("en");
  const rule = `${what} ${result.name === "minScore" ? "≥" : "≤"} ${value(result.expected)}`;
  return `${result.passed ? "✓" : "✗"} ${rule.padEnd(52)} ${value(result.actual)}`;
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a whole number ≥ 1");
  // Not with the NODE_ENV Vite's runnerImport (above) sets here, "development": a development build.
  const env = { ...process.env, NODE_ENV: undefined };
  const built =
    prebuilt || spawnSync("npm", ["run", "build"], { stdio: "inherit", env }).status === 0;
  if (!built) throw new Error("npm run build failed.");
  const client = prebuilt ?? "build/client";
  const pages = benchedPages(client);
  // The pages' addresses are under the path the site was built for; their files are not.
  const basePath = builtBasePath(client);
  /** @param {import("./budgets.mjs").PageBudget} page */
  const addressOf = (page) => `${basePath}${page.path}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  /** @type {(() => Promise<void> | void)[]} */
  const cleanups = [() => fs.rmSync(dir, { recursive: true, force: true })];
  try {
    // A copy of the build: another `npm run build` during the bench must not change what is served.
    fs.cpSync(client, path.join(dir, "build/client"), { recursive: true });
    const cdn = await startImageCdn(dir);
    cleanups.push(cdn.close);
    const { keyFile, certFile, spki } = selfSignedCertificate(dir, "127.0.0.1");
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, PORT: String(port), HTTPS_KEY: keyFile, HTTPS_CERT: certFile };
    const options = { cdnPort: cdn.port, spki: [spki, cdn.spki], basePath, pages };
    const [config, secondConfig] = [false, true].map((secondVisit) => {
      const file = path.join(dir, `lighthouserc${secondVisit ? "-second" : ""}.json`);
      fs.writeFileSync(file, JSON.stringify(lhciConfig({ ...options, secondVisit })));
      return file;
    });
    // The page a second visit comes from: a story's page after /stories/, /stories/ after a story.
    const list = pages.find((page) => page.path === paths.STORIES_PATH);
    const storyRoute = PAGE_BUDGETS.find((budget) => budget.path.includes("*"))?.route;
    const story = pages.find((page) => page.route === storyRoute);
    /** @type {Record<string, string>} */
    const visits = {};
    if (list && story)
      Object.assign(visits, {
        [addressOf(story)]: addressOf(list),
        [addressOf(list)]: addressOf(story),
      });
    env.BENCH_VISITS = JSON.stringify(visits);
    const visit = `await page.goto("${origin}" + JSON.parse(process.env.BENCH_VISITS)[new URL(url).pathname], { waitUntil: "networkidle0" })`;
    const script = `module.exports = async (browser, { url }) => { const page = await browser.newPage(); ${visit}; await page.close(); };`;
    fs.mkdirSync(path.join(dir, "second")); // Lighthouse CI reads it from the folder it runs in.
    fs.writeFileSync(path.join(dir, "second", "second-visit.cjs"), script);
    fs.rmSync(reportsDir, { recursive: true, force: true });
    fs.mkdirSync(reportsDir, { recursive: true });
    const load = `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${os.cpus().length} CPUs`;
    console.log(
      `Site: ${origin}${basePath}/ (scripts/serve.mjs, HTTPS and HTTP/2); ${chromePath}; ${load}`,
    );

    const server = spawn(process.execPath, [path.resolve("scripts/serve.mjs"), "--no-build"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanups.push(() => void server.kill());
    await new Promise((resolve, reject) => {
      server.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve(undefined));
      server.once("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    });

    /**
     * Collects runs of the page at `address` into `where` until it holds `count`: Lighthouse CI
     * gives up a collect when a run fails (NO_NAVSTART, now and then), so the rest run again.
     * With `second`, a run at a time: each is the second page of a new visit (second-visit.cjs).
     * @param {string} address @param {number} count @param {string} where @param {boolean} [second]
     */
    async function collect(address, count, where, second = false) {
      const url = `${origin}${address}`;
      for (let failures = 0; ;) {
        const saved = fs.existsSync(path.join(where, ".lighthouseci")) ? savedResults(where) : [];
        const missing = count - saved.filter((lhr) => lhr.finalUrl === url).length;
        if (missing <= 0) return;
        const runsNow = `--numberOfRuns=${second ? 1 : missing}`;
        const args = ["collect", `--config=${second ? secondConfig : config}`, `--url=${url}`];
        const log = path.join(reportsDir, `collect-${failures}${address.replaceAll("/", "-")}.log`);
        if ((await lhci([...args, runsNow, "--additive"], where, env, log)).code === 0) continue;
        if (++failures === 4) throw new Error(`lhci collect kept failing on ${url}; see ${log}`);
        console.log(`  a run of ${address} failed (see ${path.relative(".", log)}); again`);
      }
    }

    // A CDN serves photos from its cache; the stand-in encodes each once: a run per page fills it.
    console.log("Warm-up: one run per page, not counted");
    const [warmUpDir, secondDir] = [path.join(dir, "warm-up"), path.join(dir, "second")];
    fs.mkdirSync(warmUpDir);
    for (const page of pages) await collect(addressOf(page), 1, warmUpDir);
    console.log(`Measuring: ${runs} runs per page (${cdn.stats.encoded} photos encoded)`);
    for (const page of pages) await collect(addressOf(page), runs, dir);
    for (const address of Object.keys(visits)) await collect(address, runs, secondDir, true);
    // Without both /stories/ and a story among the pages benched, there is no second visit.
    if (Object.keys(visits).length > 0)
      fs.cpSync(`${secondDir}/.lighthouseci`, `${reportsDir}/second`, { recursive: true });
    /** @param {"assert" | "upload"} command */
    const finish = (command) =>
      lhci([command, `--config=${config}`], dir, env, path.join(reportsDir, `${command}.log`));
    const assert = await finish("assert");
    const upload = await finish("upload");
    if (upload.code !== 0) throw new Error(`lhci upload failed:\n${upload.output}`);

    const lhrs = savedResults(dir);
    const {
      formFactor: form,
      throttlingMethod: method,
      throttling: t,
    } = /** @type {Lhr} */ (lhrs[0]).configSettings;
    const network = `RTT ${t.rttMs} ms, ${t.throughputKbps} Kbps, CPU ×${t.cpuSlowdownMultiplier}`;
    console.log(
      `\nLighthouse ${lhrs[0]?.lighthouseVersion}: ${form}, ${method} throttling (${network})`,
    );
    /** @param {string} folder @param {string} address */
    const runsOf = (folder, address) =>
      savedResults(folder).filter((lhr) => lhr.finalUrl === `${origin}${address}`);
    for (const page of pages) printPage(addressOf(page), runsOf(dir, addressOf(page)));
    for (const [to, from] of Object.entries(visits)) {
      printPage(`${to} as the second page of a visit, after ${from}`, runsOf(secondDir, to));
    }

    const resultsFile = path.join(dir, ".lighthouseci/assertion-results.json");
    if (!fs.existsSync(resultsFile))
      throw new Error(`lhci assert gave no results:\n${assert.output}`);
    /** @type {AssertionResult[]} */
    const results = JSON.parse(fs.readFileSync(resultsFile, "utf8"));
    for (const page of pages) {
      console.log(`\nBudgets for ${addressOf(page)} (medians, checked by lhci assert):`);
      for (const result of results.filter((r) => new URL(r.url).pathname === addressOf(page))) {
        console.log(`  ${describeAssertion(result)}`);
      }
    }
    console.log(`\nReports: bench-reports/ (every run's HTML and JSON; second visits in second/)`);
    const passed = assert.code === 0 && results.every((result) => result.passed);
    console.log(passed ? "All budgets met." : "Some budgets are missed (✗ above).");
    return passed;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
