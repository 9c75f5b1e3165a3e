// `npm run bench`: Lighthouse CI (mobile, simulated throttling) on every page of the built site,
// served as a CDN serves it, with a stand-in for Unsplash's image CDN. Lighthouse CI runs the pages,
// checks the medians against scripts/budgets.mjs (`lhci assert`) and keeps the reports
// (`lhci upload`, filesystem); this script sets that up and prints a table for each page and the
// budgets, passed or failed. docs/performance.md explains the set-up and holds the figures.
// A site whose siteUrl has a path is served under it (scripts/serve.mjs), and its pages are benched
// at their addresses there: the budgets name a page by its address within the site (`/stories`),
// which is `/travel-notes/stories` on a site under `/travel-notes`.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATEGORY_IDS, CLS_BUDGET, CSS_BUDGET_BYTES, PAGE_BUDGETS } from "./budgets.mjs";
import { selfSignedCertificate, startImageCdn } from "./image-cdn.mjs";
import { builtBasePath, escapeRegExp } from "./site-path.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** `--client <dir>`: bench that build (the large site's) instead of building this project. */
const clientArgument = process.argv.indexOf("--client");
const prebuilt = clientArgument > 0 ? process.argv[clientArgument + 1] : undefined;
/** `--pages /stories,/stories/*`: only those of the budgets' pages, by their `path` there. */
const pagesArgument = process.argv.indexOf("--pages");
const onlyPages = pagesArgument > 0 ? process.argv[pagesArgument + 1]?.split(",") : undefined;
const port = Number(process.env.BENCH_PORT ?? 5318);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportsDir = path.resolve("bench-reports");
const lhciBin = path.resolve("node_modules/.bin/lhci");
const origin = `https://127.0.0.1:${port}`;

/**
 * The parts of a Lighthouse result this script reads.
 * @typedef {{ score: number | null, numericValue?: number, displayValue?: string, title: string,
 *   scoreDisplayMode: string, errorMessage?: string, details?: any }} Audit
 * @typedef {{ finalUrl: string, lighthouseVersion: string, runtimeError?: { code: string },
 *   categories: Record<string, { score: number | null, auditRefs: { id: string }[] }>,
 *   audits: Record<string, Audit>, environment: { benchmarkIndex: number },
 *   configSettings: any, runWarnings: string[] }} Lhr
 * @typedef {{ auditId: string, auditProperty?: string, name: string, expected: number,
 *   actual: number, passed: boolean, url: string }} AssertionResult
 */

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle] ?? NaN) + (sorted[middle + 1] ?? NaN)) / 2;
}

/** Median [min–max], or the one value. @param {number[]} values @param {(v: number) => string} format */
function spread(values, format) {
  if (values.length === 1) return format(values[0] ?? NaN);
  return `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
}

/**
 * The pages to bench, from the budgets: a story's page (`/stories/*`) is the newest story's, the
 * last one the sitemap lists, unless BENCH_STORY names another slug.
 * @param {string} client build/client
 * @returns {import("./budgets.mjs").PageBudget[]}
 */
function benchedPages(client) {
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const slugs = [...sitemap.matchAll(/\/stories\/([\w-]+)<\/loc>/g)].map(([, slug]) => slug);
  const story = process.env.BENCH_STORY ?? slugs.at(-1);
  const unknown = onlyPages?.filter((name) => !PAGE_BUDGETS.some((page) => page.path === name));
  if (unknown?.length) {
    throw new Error(
      `--pages names ${unknown.join(", ")}, which no budget has: name pages by their address within the site (${PAGE_BUDGETS.map((page) => page.path).join(", ")}), without the path it lives under.`,
    );
  }
  return PAGE_BUDGETS.filter((page) => !onlyPages || onlyPages.includes(page.path)).map((page) => {
    if (!page.path.includes("*")) return page;
    if (!story) throw new Error("The sitemap lists no story page to bench.");
    return { ...page, path: page.path.replace("*", story), file: page.file.replace("*", story) };
  });
}

/**
 * The Lighthouse CI configuration: what to run, how, and what each page must reach, each page at
 * its address under the site's path (`basePath`, "" at the host's root).
 * @param {{ cdnPort: number, basePath: string, pages: import("./budgets.mjs").PageBudget[] }}
 *   options
 */
function lhciConfig(options) {
  const chromeFlags = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    `--host-resolver-rules="MAP images.unsplash.com 127.0.0.1:${options.cdnPort}"`,
    // Both the site and the image stand-in use self-signed certificates.
    "--ignore-certificate-errors",
  ].join(" ");
  /** @param {number} limit */
  const atMost = (limit) => ["error", { maxNumericValue: limit, aggregationMethod: "median" }];
  return {
    ci: {
      collect: {
        chromePath,
        settings: {
          chromeFlags,
          onlyCategories: [...CATEGORY_IDS],
          // The not-found page answers 404, as it should.
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
            "resource-summary:stylesheet:size": atMost(CSS_BUDGET_BYTES),
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
      writeFileSync(log, output);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The results Lighthouse CI saved in `dir`. @param {string} dir @returns {Lhr[]} */
function savedResults(dir) {
  const saved = path.join(dir, ".lighthouseci");
  return readdirSync(saved)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(saved, name), "utf8")));
}

/** @param {Audit | undefined} audit @returns {any[]} */
const itemsOf = (audit) => audit?.details?.items ?? [];

/** @param {string} page @param {Lhr[]} lhrs */
function printPage(page, lhrs) {
  /** @param {(lhr: Lhr) => number} pick @param {(v: number) => string} format */
  const line = (pick, format) => spread(lhrs.map(pick), format);
  console.log(`\n${page}  (${lhrs.length} runs; median [min–max])`);
  for (const id of CATEGORY_IDS) {
    console.log(
      `  ${id.padEnd(17)} ${line((l) => Math.round((l.categories[id]?.score ?? 0) * 100), String)}`,
    );
  }
  for (const [label, id, format] of /** @type {const} */ ([
    ["FCP", "first-contentful-paint", ms],
    ["LCP", "largest-contentful-paint", ms],
    ["TBT", "total-blocking-time", ms],
    ["CLS", "cumulative-layout-shift", (/** @type {number} */ v) => v.toFixed(3)],
    ["Speed Index", "speed-index", ms],
  ])) {
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
  const representative = [...lhrs].sort(
    (a, b) =>
      (a.audits["total-blocking-time"]?.numericValue ?? 0) -
      (b.audits["total-blocking-time"]?.numericValue ?? 0),
  )[Math.floor((lhrs.length - 1) / 2)];
  if (!representative) return;
  const files = itemsOf(representative.audits["network-requests"]).filter(
    (item) => item.resourceType === "Script" || item.resourceType === "Stylesheet",
  );
  console.log("  scripts and stylesheets (the run with the median TBT), as transferred:");
  for (const file of files) {
    console.log(`    ${kb(file.transferSize).padStart(9)}  ${new URL(file.url).pathname}`);
  }
  const lcpElement = itemsOf(representative.audits["largest-contentful-paint-element"])
    .flatMap((item) => item.items ?? [item])
    .map((item) => item.node?.snippet)
    .find(Boolean);
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 160)}`);
  console.log(
    `  CPU benchmark index: ${line(
      (l) => l.environment.benchmarkIndex,
      (v) => v.toFixed(0),
    )}`,
  );

  /** @type {Map<string, { text: string, runs: number }>} */
  const failing = new Map();
  /** @type {Set<string>} */
  const errored = new Set();
  for (const lhr of lhrs) {
    for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
      for (const { id } of auditRefs) {
        const audit = lhr.audits[id];
        if (audit?.scoreDisplayMode === "error") errored.add(id);
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
        const key = `[${category}] ${id}: ${audit.title}`;
        const text = `${key}${audit.displayValue ? ` (${audit.displayValue})` : ""}`;
        failing.set(key, { text, runs: (failing.get(key)?.runs ?? 0) + 1 });
      }
    }
  }
  for (const { text, runs: count } of failing.values()) {
    console.log(`  not passed: ${text}, in ${count}/${lhrs.length} runs`);
  }
  if (errored.size > 0)
    console.log(`  audits Lighthouse could not run: ${[...errored].join(", ")}`);
  for (const warning of new Set(lhrs.flatMap((l) => l.runWarnings))) {
    console.log(`  Lighthouse warning: ${warning}`);
  }
}

/** @param {AssertionResult} result */
function describeAssertion(result) {
  const what = result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId;
  /** @param {number} v */
  const value = (v) =>
    what.startsWith("categories")
      ? String(Math.round(v * 100))
      : what.startsWith("resource-summary")
        ? `${kb(v)} (${Math.round(v)} bytes)`
        : what === "cumulative-layout-shift"
          ? v.toFixed(4)
          : ms(v);
  const operator = result.name === "minScore" ? "≥" : "≤";
  return `${result.passed ? "✓" : "✗"} ${`${what} ${operator} ${value(result.expected)}`.padEnd(52)} ${value(result.actual)}`;
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a whole number ≥ 1");
  if (!prebuilt && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) {
    throw new Error("npm run build failed.");
  }
  const client = prebuilt ?? "build/client";
  const pages = benchedPages(client);
  // The pages' addresses are under the path the site was built for; their files are not.
  const basePath = builtBasePath(client);
  /** @param {import("./budgets.mjs").PageBudget} page */
  const addressOf = (page) => `${basePath}${page.path}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  /** @type {(() => Promise<void> | void)[]} */
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    // A copy of the build: another `npm run build` during the bench must not change what is served.
    cpSync(client, path.join(dir, "build/client"), { recursive: true });
    const cdn = await startImageCdn(dir);
    cleanups.push(cdn.close);
    const { keyFile, certFile } = selfSignedCertificate(dir, "127.0.0.1");
    const env = { ...process.env, PORT: String(port), HTTPS_KEY: keyFile, HTTPS_CERT: certFile };
    const config = path.join(dir, "lighthouserc.json");
    writeFileSync(
      config,
      JSON.stringify(lhciConfig({ cdnPort: cdn.port, basePath, pages }), null, 2),
    );
    rmSync(reportsDir, { recursive: true, force: true });
    mkdirSync(reportsDir, { recursive: true });
    console.log(
      `Site: ${origin}${basePath}/ (scripts/serve.mjs, HTTPS and HTTP/2 as a CDN serves it, from a copy of build/client)`,
    );
    console.log(
      `Chrome: ${chromePath}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${os.cpus().length} CPUs`,
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
     * Collects runs of the page at `address` (under the site's path) into `where` until it holds
     * `count` of them. Lighthouse on this Chromium now and then fails a run (NO_NAVSTART);
     * Lighthouse CI tries a run three times and then gives up on the whole collect, so the runs
     * still missing are collected again.
     * @param {string} address @param {number} count @param {string} where
     */
    async function collect(address, count, where) {
      const url = `${origin}${address}`;
      for (let attempt = 1; ; attempt++) {
        const saved = existsSync(path.join(where, ".lighthouseci")) ? savedResults(where) : [];
        const missing = count - saved.filter((lhr) => lhr.finalUrl === url).length;
        if (missing <= 0) return;
        const args = ["collect", `--config=${config}`, `--url=${url}`, `--numberOfRuns=${missing}`];
        const log = path.join(reportsDir, `collect-${attempt}${address.replaceAll("/", "-")}.log`);
        const { code } = await lhci([...args, "--additive"], where, env, log);
        if (code === 0) continue;
        if (attempt === 4) throw new Error(`lhci collect kept failing on ${url}; see ${log}`);
        console.log(
          `  a run of ${address} failed (see ${path.relative(process.cwd(), log)}); again`,
        );
      }
    }

    // A real CDN serves the photos from its cache; the stand-in encodes each on first request,
    // which would add seconds that Lighthouse charges to the page. One run per page fills it.
    console.log("Warm-up: one run per page, not counted");
    const warmUpDir = path.join(dir, "warm-up");
    mkdirSync(warmUpDir);
    for (const page of pages) await collect(addressOf(page), 1, warmUpDir);
    console.log(
      `Measuring: ${runs} runs per page (image stand-in: ${cdn.stats.encoded} photos encoded)`,
    );
    for (const page of pages) await collect(addressOf(page), runs, dir);
    const assert = await lhci(
      ["assert", `--config=${config}`],
      dir,
      env,
      path.join(reportsDir, "assert.log"),
    );
    const upload = await lhci(
      ["upload", `--config=${config}`],
      dir,
      env,
      path.join(reportsDir, "upload.log"),
    );
    if (upload.code !== 0) throw new Error(`lhci upload failed:\n${upload.output}`);

    const lhrs = savedResults(dir);
    const first = lhrs[0];
    if (first) {
      const {
        formFactor,
        screenEmulation: screen,
        throttlingMethod,
        throttling,
      } = first.configSettings;
      console.log(
        `\nLighthouse ${first.lighthouseVersion} (Lighthouse CI): ${formFactor} ${screen.width}x${screen.height} @${screen.deviceScaleFactor}x, ` +
          `${throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} Kbps, CPU ×${throttling.cpuSlowdownMultiplier})`,
      );
    }
    for (const page of pages) {
      printPage(
        addressOf(page),
        lhrs.filter((lhr) => new URL(lhr.finalUrl).pathname === addressOf(page)),
      );
    }

    const resultsFile = path.join(dir, ".lighthouseci/assertion-results.json");
    if (!existsSync(resultsFile)) throw new Error(`lhci assert gave no results:\n${assert.output}`);
    /** @type {AssertionResult[]} */
    const results = JSON.parse(readFileSync(resultsFile, "utf8"));
    for (const page of pages) {
      console.log(`\nBudgets for ${addressOf(page)} (medians, checked by lhci assert):`);
      for (const result of results.filter((r) => new URL(r.url).pathname === addressOf(page))) {
        console.log(`  ${describeAssertion(result)}`);
      }
    }
    console.log(
      `\nReports: ${path.relative(process.cwd(), reportsDir)}/ (HTML and JSON for every run, manifest.json)`,
    );
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
