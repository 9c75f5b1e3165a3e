// Builds the site, serves it, and runs Lighthouse (mobile, simulated throttling) on the main pages
// with a local stand-in for the Unsplash image CDN, then checks the medians against the budgets.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import {
  BROTLI_QUALITY,
  CATEGORY_BUDGETS,
  CATEGORY_IDS,
  CLS_BUDGET,
  CSS_BUDGET_BYTES,
  JS_BUDGET_BYTES,
  LCP_BUDGET_MS,
  TBT_BUDGET_MS,
} from "./budgets.mjs";

/** @typedef {import("./budgets.mjs").CategoryId} CategoryId */
/** @typedef {import("lighthouse").Result} Result */
/** @typedef {import("lighthouse").DevtoolsLog} DevtoolsLog */
/** @typedef {"avif" | "webp" | "jpeg"} ImageFormat */
/**
 * @typedef {object} FirstLoad
 * @property {number} js bytes counted against the budget
 * @property {number} css
 * @property {number} jsBrotli11 brotli q11 of the same files, as `npm run size` counts them
 * @property {number} cssBrotli11
 * @property {boolean} brotliOnWire
 * @property {string} acceptEncoding
 * @property {{ path: string, kind: "js" | "css", encoding: string, transferred: number, brotli11: number }[]} files
 */
/**
 * @typedef {object} Sample
 * @property {Record<CategoryId, number>} scores
 * @property {Record<MetricId, number>} metrics
 * @property {Record<string, { bytes: number, requests: number }>} resources
 * @property {FirstLoad} firstLoad
 * @property {{ id: string, title: string, category: string, displayValue: string, details: string[] }[]} failing
 * @property {{ id: string, message: string }[]} errored
 * @property {string} lcpElement
 * @property {string[]} renderBlocking
 * @property {string[]} largest the biggest transfers, from the total-byte-weight audit
 * @property {number} benchmarkIndex
 * @property {string[]} warnings
 */
/** @typedef {"fcp" | "lcp" | "tbt" | "cls" | "si"} MetricId */

const port = Number(process.env.BENCH_PORT ?? 5318);
// Five, as Lighthouse's own guidance on variability suggests: on a shared 2-core machine one run
// in three can read several times the blocking time of the others.
const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/stories"];
// Set in main() to the snapshot of build/client that is being served.
let root = "";
const siteOrigin = `http://127.0.0.1:${port}`;

/** @type {{ id: MetricId, audit: string, label: string, format: (value: number) => string }[]} */
const metricDefs = [
  { id: "fcp", audit: "first-contentful-paint", label: "FCP", format: ms },
  { id: "lcp", audit: "largest-contentful-paint", label: "LCP", format: ms },
  { id: "tbt", audit: "total-blocking-time", label: "TBT", format: ms },
  { id: "cls", audit: "cumulative-layout-shift", label: "CLS", format: (v) => v.toFixed(3) },
  { id: "si", audit: "speed-index", label: "Speed Index", format: ms },
];
const resourceTypes = ["script", "stylesheet", "image", "font", "document", "total"];

/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("Cleanup failed:", error);
    }
  }
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

/** @param {number} value */
function ms(value) {
  return `${Math.round(value)} ms`;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** @param {number[]} values @param {(value: number) => string} format */
function summary(values, format) {
  const text = format(median(values));
  return values.length === 1
    ? text
    : `${text} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
}

/** @param {number} milliseconds */
function sleep(milliseconds) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies build/client to `dir`/build/client: another `npm run build` while the bench runs would
 * otherwise replace the files under the server (which then crashes) and under the measurements.
 * @param {string} dir
 */
function snapshotBuild(dir) {
  const snapshot = path.join(dir, "build/client");
  cpSync("build/client", snapshot, { recursive: true });
  for (const page of ["index.html", "stories/index.html", "404.html"]) {
    const html = readFileSync(path.join(snapshot, page), "utf8");
    for (const [asset] of html.matchAll(/\/assets\/[^"'\s?#)]+/g)) {
      if (!existsSync(path.join(snapshot, asset))) {
        throw new Error(
          `build/client changed while it was copied (${page} needs ${asset}); run again.`,
        );
      }
    }
  }
  return snapshot;
}

/**
 * Serves the snapshot in `dir` with the project's own server. Something outside the bench may
 * stop it (a rebuild, a test run freeing its port), so it can be started again.
 * @param {string} dir
 */
function siteServer(dir) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function start() {
    if (await answers(`${siteOrigin}/`)) {
      throw new Error(`Something already answers on port ${port}; set BENCH_PORT to a free port.`);
    }
    const current = spawn(process.execPath, [path.resolve("scripts/serve.mjs"), "--no-build"], {
      cwd: dir,
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child = current;
    exited = new Promise((resolve) => current.once("exit", () => resolve()));
    const deadline = Date.now() + 30_000;
    while (!(await answers(`${siteOrigin}/`))) {
      if (current.exitCode !== null) {
        throw new Error(`scripts/serve.mjs exited with ${current.exitCode}`);
      }
      if (Date.now() > deadline)
        throw new Error(`The site did not answer on ${siteOrigin} in 30 s`);
      await sleep(200);
    }
  }

  cleanups.push(async () => {
    if (!child || !running()) return;
    const current = child;
    current.kill("SIGTERM");
    const timer = setTimeout(() => current.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  });

  return {
    start,
    running,
    /** How the server had stopped, after starting it again; undefined when it was running. */
    async restartIfStopped() {
      if (running()) return undefined;
      const how = child?.signalCode ?? `exit code ${child?.exitCode}`;
      await start();
      return how;
    },
  };
}

/**
 * Small deterministic PRNG (mulberry32), so the stand-in photo is the same on every run.
 * @param {number} seed
 */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A landscape-like picture: sky and hills, translucent discs, and value noise at several scales.
 * Texture that survives downscaling makes it compress like a photo, not like a flat gradient.
 * @param {number} width
 * @param {number} height
 */
function makeSourcePixels(width, height) {
  const random = prng(20261122);
  const octaves = [
    { cell: 96, weight: 1.2 },
    { cell: 24, weight: 1 },
    { cell: 8, weight: 0.8 },
    { cell: 3, weight: 0.2 },
  ].map(({ cell, weight }) => {
    const columns = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () => {
      return random() - 0.5;
    });
    return { cell, weight, columns, grid };
  });
  const discs = Array.from({ length: 40 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 40 + random() * 260,
    color: [random() * 255, random() * 255, random() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  /** @param {number} value */
  const clamp = (value) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++) {
    const fy = y / height;
    for (let x = 0; x < width; x++) {
      const fx = x / width;
      let texture = 0;
      for (const { cell, weight, columns, grid } of octaves) {
        const gx = x / cell;
        const gy = y / cell;
        const ix = Math.floor(gx);
        const iy = Math.floor(gy);
        const tx = gx - ix;
        const ty = gy - iy;
        const at = (/** @type {number} */ i) => grid[i] ?? 0;
        const top = at(iy * columns + ix) * (1 - tx) + at(iy * columns + ix + 1) * tx;
        const bottom =
          at((iy + 1) * columns + ix) * (1 - tx) + at((iy + 1) * columns + ix + 1) * tx;
        texture += weight * (top * (1 - ty) + bottom * ty);
      }
      const ridge = height * (0.5 + 0.08 * Math.sin(fx * 9) + 0.04 * Math.sin(fx * 23 + 1));
      let rgb;
      if (y < ridge + 40 * texture) {
        rgb = [90 + 100 * fy, 140 + 80 * fy, 220 - 40 * fy];
        texture *= 0.3;
      } else {
        rgb = [
          70 + 40 * Math.sin(fx * 13 + fy * 7),
          100 + 40 * fy + 30 * Math.sin(fx * 31),
          60 + 30 * Math.cos(fy * 11),
        ];
      }
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r * disc.r) {
          rgb = rgb.map((value, i) => (value + (disc.color[i] ?? 0)) / 2);
          break;
        }
      }
      const noise = (random() - 0.5) * 4 + texture * 150;
      const i = (y * width + x) * 3;
      pixels[i] = clamp((rgb[0] ?? 0) + noise);
      pixels[i + 1] = clamp((rgb[1] ?? 0) + noise * 0.9);
      pixels[i + 2] = clamp((rgb[2] ?? 0) + noise * 0.8);
    }
  }
  return pixels;
}

/** @param {string} accept @returns {ImageFormat} */
function negotiateFormat(accept) {
  if (accept.includes("image/avif")) return "avif";
  if (accept.includes("image/webp")) return "webp";
  return "jpeg";
}

/** @param {string | null} value @param {number} fallback @param {number} max */
function intParam(value, fallback, max) {
  if (value === null) return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : NaN;
}

/**
 * HTTPS stand-in for images.unsplash.com. It speaks HTTP/2 like the real CDN, so Lighthouse's
 * simulation does not queue the photos behind HTTP/1.1's six connections.
 * @param {string} tmp
 */
async function startImageCdn(tmp) {
  const keyFile = path.join(tmp, "key.pem");
  const certFile = path.join(tmp, "cert.pem");
  const openssl = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", "/CN=images.unsplash.com", "-keyout", keyFile, "-out", certFile],
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) {
    throw new Error(`openssl failed: ${openssl.error?.message ?? openssl.stderr}`);
  }

  const width = 2400;
  const height = 1600;
  const source = makeSourcePixels(width, height);
  const stats = { encoded: 0, fromCache: 0 };
  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();

  // At most two encodes at a time: process.exit waits for sharp work already started, and a
  // cold page asks for dozens of AVIFs at once.
  /** @type {(() => void)[]} */
  const waiting = [];
  let active = 0;
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  function queued(task) {
    return new Promise((resolve, reject) => {
      waiting.push(() => {
        active++;
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            waiting.shift()?.();
          });
      });
      if (active < 2) waiting.shift()?.();
    });
  }

  /** @param {string} key @param {number} w @param {number | undefined} h @param {number} q @param {ImageFormat} format */
  function encode(key, w, h, q, format) {
    let result = cache.get(key);
    if (result) {
      stats.fromCache++;
      return result;
    }
    stats.encoded++;
    result = queued(() =>
      sharp(source, { raw: { width, height, channels: 3 } })
        .resize(w, h, { fit: "cover" })
        .toFormat(format, { quality: q })
        .toBuffer(),
    );
    cache.set(key, result);
    result.catch(() => cache.delete(key));
    return result;
  }

  const server = http2.createSecureServer(
    { key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true },
    (req, res) => {
      const url = new URL(req.url, "https://images.unsplash.com");
      const w = intParam(url.searchParams.get("w"), width, 5000);
      const h = url.searchParams.has("h")
        ? intParam(url.searchParams.get("h"), 1, 5000)
        : undefined;
      const q = intParam(url.searchParams.get("q"), 75, 100);
      if (!/^\/photo-[\w-]+$/.test(url.pathname) || [w, h ?? 1, q].some(Number.isNaN)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const format = negotiateFormat(String(req.headers.accept ?? ""));
      encode(`${format} ${url.pathname}${url.search}`, w, h, q, format).then(
        (body) => {
          res.setHeader("Content-Type", `image/${format}`);
          res.setHeader("Content-Length", body.length);
          res.setHeader("Cache-Control", "public, max-age=31536000");
          res.setHeader("Vary", "Accept");
          res.setHeader("Access-Control-Allow-Origin", "*");
          if (req.method === "HEAD") res.end();
          else res.end(body);
        },
        (/** @type {unknown} */ error) => {
          console.error(`Image stand-in failed for ${req.url}:`, error);
          res.statusCode = 500;
          res.end();
        },
      );
    },
  );
  /** @type {Set<import("node:http2").ServerHttp2Session>} */
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        waiting.length = 0;
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  );
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The image stand-in has no port");

  const sample = await sharp(source, { raw: { width, height, channels: 3 } })
    .resize(800, 533, { fit: "cover" })
    .webp({ quality: 70 })
    .toBuffer();
  console.log(
    `Image stand-in: https://images.unsplash.com → 127.0.0.1:${address.port} (HTTP/2, self-signed);` +
      ` ${width}x${height} synthetic photo, 800x533 q70 WebP = ${kb(sample.length)} (${sample.length} bytes)`,
  );
  return { port: address.port, stats };
}

/** @param {Result["audits"][string]} audit @returns {string[]} */
function describeDetails(audit) {
  const details = /** @type {any} */ (audit.details);
  if (!details) return [];
  /** @type {any[]} */
  const items =
    details.type === "list"
      ? details.items.flatMap((/** @type {any} */ sub) => sub.items ?? [])
      : (details.items ?? []);
  /** @type {[string, (value: any) => string][]} */
  const numbers = [
    ["wastedMs", ms],
    ["wastedBytes", kb],
    ["totalBytes", kb],
    ["transferSize", kb],
    ["duration", ms],
    ["total", ms],
    ["timing", ms],
    ["responseTime", ms],
    ["percent", String],
    ["score", (value) => Number(value).toFixed(3)],
  ];
  return items.slice(0, 5).map((/** @type {any} */ item) => {
    const where =
      item.url ??
      item.source?.url ??
      item.node?.snippet?.slice(0, 160) ??
      item.node?.selector ??
      item.groupLabel ??
      item.phase ??
      item.label ??
      item.description ??
      "";
    const values = numbers
      .filter(([key]) => typeof item[key] === "number" || typeof item[key] === "string")
      .map(([key, format]) => `${key} ${format(item[key])}`);
    return [String(where), ...values].filter(Boolean).join(", ");
  });
}

/**
 * Content-Encoding of each response, and the Accept-Encoding Chrome sent to the site, from the
 * DevTools protocol log Lighthouse recorded.
 * @param {DevtoolsLog} log
 */
function encodingsFromLog(log) {
  /** @type {Map<string, string>} */
  const byUrl = new Map();
  /** @type {Map<string, string>} */
  const urlById = new Map();
  let acceptEncoding = "";
  /** @param {Record<string, string> | undefined} headers @param {string} name */
  const header = (headers, name) =>
    Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  for (const entry of log) {
    const params = /** @type {any} */ (entry.params);
    if (entry.method === "Network.requestWillBeSent") {
      urlById.set(params.requestId, params.request.url);
    } else if (entry.method === "Network.requestWillBeSentExtraInfo") {
      const url = urlById.get(params.requestId);
      const value = header(params.headers, "accept-encoding");
      if (url?.startsWith(siteOrigin) && value && !acceptEncoding) acceptEncoding = value;
    } else if (entry.method === "Network.responseReceived") {
      const value = header(params.response.headers, "content-encoding");
      byUrl.set(params.response.url, value ?? "identity");
    }
  }
  return { byUrl, acceptEncoding };
}

/** @type {Map<string, number>} */
const brotliCache = new Map();

/** @param {string} urlPath */
function brotliSize(urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath));
  const cached = brotliCache.get(file);
  if (cached !== undefined) return cached;
  if (!file.startsWith(root + path.sep) || !existsSync(file)) {
    throw new Error(`${urlPath} was requested but is not in the served build`);
  }
  const content = readFileSync(file);
  const size = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
  brotliCache.set(file, size);
  return size;
}

/**
 * The JS and CSS the page requested while Lighthouse loaded it. When brotli was negotiated the
 * budget counts the bytes as transferred (scripts/serve.mjs keeps a brotli q11 copy of every text
 * file, so that is q11 plus HTTP headers); otherwise it counts brotli q11 of the same files.
 * @param {Result} lhr
 * @param {DevtoolsLog} log
 * @returns {FirstLoad}
 */
function firstLoadBytes(lhr, log) {
  const { byUrl, acceptEncoding } = encodingsFromLog(log);
  const items = /** @type {any[]} */ (
    /** @type {any} */ (lhr.audits["network-requests"]?.details)?.items ?? []
  );
  const files = items
    .filter(
      (item) =>
        (item.resourceType === "Script" || item.resourceType === "Stylesheet") &&
        String(item.url).startsWith(`${siteOrigin}/`),
    )
    .map((item) => {
      const urlPath = new URL(item.url).pathname;
      return {
        path: urlPath,
        kind: /** @type {"js" | "css"} */ (item.resourceType === "Script" ? "js" : "css"),
        encoding: byUrl.get(item.url) ?? "unknown",
        transferred: Number(item.transferSize),
        brotli11: brotliSize(urlPath),
      };
    });
  const brotliOnWire = files.some((file) => file.encoding === "br");
  /** @param {"js" | "css"} kind @param {"transferred" | "brotli11"} key */
  const sum = (kind, key) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);
  const key = brotliOnWire ? "transferred" : "brotli11";
  return {
    js: sum("js", key),
    css: sum("css", key),
    jsBrotli11: sum("js", "brotli11"),
    cssBrotli11: sum("css", "brotli11"),
    brotliOnWire,
    acceptEncoding,
    files,
  };
}

/**
 * What the trace says about the page load, for the audits Lighthouse 12.2 cannot run on traces
 * from newer Chrome: the LCP element and the render-blocking requests.
 * @param {import("lighthouse").Trace | undefined} trace
 */
function traceFacts(trace) {
  const events = /** @type {any[]} */ (trace?.traceEvents ?? []);
  const candidates = events.filter(
    (event) =>
      event.name === "largestContentfulPaint::Candidate" &&
      (event.args?.data?.isOutermostMainFrame ?? event.args?.data?.isMainFrame),
  );
  const last = candidates.reduce((latest, event) => (event.ts > latest.ts ? event : latest), {
    ts: -Infinity,
  });
  /** @type {string} */
  let lcp = "(no candidate in the trace)";
  if (last.args) {
    const data = last.args.data;
    const image = events.find(
      (event) =>
        event.name === "LargestImagePaint::Candidate" &&
        event.args?.data?.candidateIndex === data.candidateIndex &&
        event.args?.data?.DOMNodeId === data.nodeId,
    );
    const url = image?.args?.data?.imageUrl ?? data.url;
    lcp = `${data.type ?? "?"}: <${data.nodeName ?? "?"}>${url ? ` ${url}` : ""}`;
  }
  const renderBlocking = events
    .filter(
      (event) =>
        event.name === "ResourceSendRequest" &&
        ["blocking", "in_body_parser_blocking"].includes(event.args?.data?.renderBlocking),
    )
    .map((event) => String(event.args.data.url));
  return { lcp, renderBlocking };
}

/**
 * @param {Result} lhr
 * @param {DevtoolsLog} log
 * @param {import("lighthouse").Trace | undefined} trace
 * @returns {Sample}
 */
function sampleFrom(lhr, log, trace) {
  if (lhr.runtimeError) {
    const failures = log
      .filter((entry) => entry.method === "Network.loadingFailed")
      .map((entry) => /** @type {any} */ (entry.params))
      .filter((params) => params.type === "Document")
      .map((params) => params.errorText);
    throw new Error(
      `Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` +
        (failures.length > 0 ? ` (document request failed: ${failures.join(", ")})` : ""),
    );
  }
  const scores = /** @type {Record<CategoryId, number>} */ ({});
  /** @type {Sample["failing"]} */
  const failing = [];
  for (const id of CATEGORY_IDS) {
    const category = lhr.categories[id];
    if (!category || category.score === null) throw new Error(`Lighthouse gave no ${id} score`);
    scores[id] = Math.round(category.score * 100);
    if (scores[id] >= 100) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        id: ref.id,
        title: audit.title,
        category: id,
        displayValue: audit.displayValue ?? "",
        details: describeDetails(audit),
      });
    }
  }
  const errored = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === "error")
    .map((audit) => ({ id: audit.id, message: audit.errorMessage ?? "" }));
  const metrics = /** @type {Record<MetricId, number>} */ ({});
  for (const metric of metricDefs) {
    const value = lhr.audits[metric.audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${metric.audit}`);
    metrics[metric.id] = value;
  }
  /** @type {Sample["resources"]} */
  const resources = {};
  const summaryItems = /** @type {any} */ (lhr.audits["resource-summary"]?.details)?.items ?? [];
  for (const item of summaryItems) {
    resources[item.resourceType] = { bytes: item.transferSize, requests: item.requestCount };
  }
  const lcpAudit = lhr.audits["largest-contentful-paint-element"];
  const facts = traceFacts(trace);
  const byteWeight = lhr.audits["total-byte-weight"];
  return {
    scores,
    metrics,
    resources,
    firstLoad: firstLoadBytes(lhr, log),
    failing,
    errored,
    lcpElement:
      lcpAudit && lcpAudit.scoreDisplayMode !== "error"
        ? describeDetails(lcpAudit).join(" | ")
        : `${facts.lcp} (from the trace)`,
    renderBlocking: facts.renderBlocking,
    largest: byteWeight ? describeDetails(byteWeight).slice(0, 5) : [],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

/** @param {number} cdnPort */
function chromeFlags(cdnPort) {
  return [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${cdnPort}`,
    "--ignore-certificate-errors",
  ];
}

/** @param {string} url @param {number} cdnPort */
async function runLighthouse(url, cdnPort) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromeFlags(cdnPort),
    logLevel: "silent",
    // Our own signal handler stops Chrome along with the servers.
    handleSIGINT: false,
  });
  const stopChrome = () => chrome.kill();
  cleanups.push(stopChrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORY_IDS],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    return result;
  } finally {
    cleanups.splice(cleanups.indexOf(stopChrome), 1);
    chrome.kill();
  }
}

/** @param {string} page @param {Sample[]} samples */
function printPage(page, samples) {
  /** @param {(sample: Sample) => number} pick @param {(value: number) => string} format */
  const spread = (pick, format) => summary(samples.map(pick), format);
  const runsText = `${samples.length} run${samples.length === 1 ? "" : "s"}`;
  console.log(`\n${page}  (${runsText}; median [min–max])`);
  for (const id of CATEGORY_IDS) {
    console.log(`  ${id.padEnd(16)} ${spread((s) => s.scores[id], String)}`);
  }
  for (const metric of metricDefs) {
    console.log(
      `  ${metric.label.padEnd(16)} ${spread((s) => s.metrics[metric.id], metric.format)}`,
    );
  }
  console.log("  transferred, by resource type (resource-summary):");
  for (const type of resourceTypes) {
    const requests = median(samples.map((s) => s.resources[type]?.requests ?? 0));
    const bytes = spread((s) => s.resources[type]?.bytes ?? 0, kb);
    console.log(`    ${type.padEnd(12)} ${bytes}, ${requests} request(s)`);
  }
  const first = samples[0];
  if (!first) return;
  const { firstLoad } = first;
  console.log(
    `  first-load JS/CSS (run 1): Chrome sent Accept-Encoding: ${firstLoad.acceptEncoding || "?"}; ` +
      (firstLoad.brotliOnWire
        ? "brotli was used, so the budget counts the bytes as transferred"
        : `no brotli on the wire, so the budget counts brotli q${BROTLI_QUALITY} of the same files`),
  );
  console.log(
    `    ${"file".padEnd(40)} ${"encoding".padEnd(9)} transferred  brotli q${BROTLI_QUALITY}`,
  );
  for (const file of firstLoad.files) {
    console.log(
      `    ${file.path.padEnd(40)} ${file.encoding.padEnd(9)} ${kb(file.transferred).padStart(11)}  ${kb(file.brotli11).padStart(9)}`,
    );
  }
  console.log(
    `    JS ${spread((s) => s.firstLoad.js, kb)}, CSS ${spread((s) => s.firstLoad.css, kb)} as counted;` +
      ` brotli q${BROTLI_QUALITY}: JS ${kb(firstLoad.jsBrotli11)}, CSS ${kb(firstLoad.cssBrotli11)}`,
  );
  const lcpElements = [...new Set(samples.map((s) => s.lcpElement))];
  for (const element of lcpElements) console.log(`  LCP element: ${element}`);
  console.log("  largest transfers (run 1):");
  for (const line of first.largest) console.log(`    ${line}`);
  const blocking = [...new Set(samples.flatMap((s) => s.renderBlocking))];
  console.log(`  render-blocking requests (trace): ${blocking.join(", ") || "none"}`);
  const benchmark = median(samples.map((s) => s.benchmarkIndex));
  console.log(
    `  CPU benchmark index: ${spread(
      (s) => s.benchmarkIndex,
      (v) => v.toFixed(0),
    )}` +
      (benchmark < 1000
        ? " (low: the machine was busy, and the simulation scales observed CPU time, so TBT and LCP read high)"
        : ""),
  );
  const errored = new Map(samples.flatMap((s) => s.errored.map((a) => [a.id, a.message])));
  if (errored.size > 0) {
    const [message = ""] = errored.values();
    console.log(
      `  audits Lighthouse could not run: ${[...errored.keys()].join(", ")} (${message.slice(0, 140)})`,
    );
  }
  for (const warning of new Set(samples.flatMap((s) => s.warnings))) {
    console.log(`  Lighthouse warning: ${warning}`);
  }
}

/** @param {string} page @param {Sample[]} samples @returns {boolean} */
function checkBudgets(page, samples) {
  /** @param {(sample: Sample) => number} pick */
  const med = (pick) => median(samples.map(pick));
  const lcp = med((s) => s.metrics.lcp);
  const tbt = med((s) => s.metrics.tbt);
  const cls = med((s) => s.metrics.cls);
  const js = med((s) => s.firstLoad.js);
  const css = med((s) => s.firstLoad.css);
  const method = samples.every((s) => s.firstLoad.brotliOnWire)
    ? "as transferred, brotli"
    : samples.some((s) => s.firstLoad.brotliOnWire)
      ? "mixed: as transferred in some runs, brotli q11 of the files in others"
      : `brotli q${BROTLI_QUALITY} of the requested files`;
  /** @param {number} bytes */
  const size = (bytes) => `${kb(bytes)} (${Math.round(bytes)} bytes, ${method})`;
  /** @type {{ label: string, ok: boolean, value: string }[]} */
  const checks = [
    ...CATEGORY_IDS.map((id) => {
      const score = med((s) => s.scores[id]);
      return {
        label: `${id} ≥ ${CATEGORY_BUDGETS[id]}`,
        ok: score >= CATEGORY_BUDGETS[id],
        value: String(score),
      };
    }),
    { label: `LCP ≤ ${LCP_BUDGET_MS} ms`, ok: lcp <= LCP_BUDGET_MS, value: ms(lcp) },
    { label: `TBT ≤ ${TBT_BUDGET_MS} ms`, ok: tbt <= TBT_BUDGET_MS, value: ms(tbt) },
    { label: `CLS = 0 (≤ ${CLS_BUDGET})`, ok: cls <= CLS_BUDGET, value: cls.toFixed(4) },
    {
      label: `JavaScript ≤ ${kb(JS_BUDGET_BYTES)} brotli`,
      ok: js <= JS_BUDGET_BYTES,
      value: size(js),
    },
    {
      label: `CSS ≤ ${kb(CSS_BUDGET_BYTES)} brotli`,
      ok: css <= CSS_BUDGET_BYTES,
      value: size(css),
    },
  ];
  console.log(`\nBudgets for ${page} (medians):`);
  for (const check of checks) {
    console.log(`  ${check.ok ? "✓" : "✗"} ${check.label.padEnd(30)} ${check.value}`);
  }
  /** @type {Map<string, Sample["failing"][number] & { runs: number }>} */
  const failing = new Map();
  for (const sample of samples) {
    for (const audit of sample.failing) {
      const key = `${audit.category} ${audit.id}`;
      failing.set(key, { ...audit, runs: (failing.get(key)?.runs ?? 0) + 1 });
    }
  }
  if (failing.size > 0) {
    console.log(`  Failing audits in categories under 100:`);
    for (const audit of failing.values()) {
      console.log(
        `    [${audit.category}] ${audit.id}: ${audit.title}` +
          `${audit.displayValue ? ` (${audit.displayValue})` : ""}, in ${audit.runs}/${samples.length} runs`,
      );
      for (const line of audit.details) console.log(`        ${line}`);
    }
  }
  return checks.every((check) => check.ok);
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a whole number ≥ 1");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("npm run build failed.");
    return false;
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  root = snapshotBuild(tmp);
  const cdn = await startImageCdn(tmp);
  const site = siteServer(tmp);
  await site.start();
  console.log(`Site: ${siteOrigin}, scripts/serve.mjs --no-build serving a copy of build/client`);
  console.log(
    `Chrome: ${chromePath}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${os.cpus().length} CPUs`,
  );

  /** @type {string[]} */
  const repeated = [];
  /** @param {string} page @param {string} label */
  async function measure(page, label) {
    for (let attempt = 1; ; attempt++) {
      const restarted = await site.restartIfStopped();
      if (restarted)
        repeated.push(`${label}: scripts/serve.mjs had stopped (${restarted}), restarted`);
      const { lhr, artifacts } = await runLighthouse(`${siteOrigin}${page}`, cdn.port);
      const log = artifacts.DevtoolsLog ?? [];
      const problem = site.running() ? lhr.runtimeError?.code : "scripts/serve.mjs stopped";
      if (!problem) return { lhr, log, trace: artifacts.Trace };
      if (attempt === 3) {
        sampleFrom(lhr, log, artifacts.Trace);
        throw new Error(`${label}: ${problem}, three times in a row`);
      }
      repeated.push(`${label}: ${problem}, run again`);
      console.log(`  ${label}: ${problem}; running it again`);
    }
  }

  /** @type {Map<string, Sample[]>} */
  const results = new Map(pages.map((page) => [page, []]));
  let settingsShown = false;
  for (const page of pages) {
    // A real CDN serves these photos from its cache; a cold encode would add seconds of server
    // time that Lighthouse's simulation then charges to every image, so warm the cache first.
    await measure(page, `${page} warm-up`);
    console.log(
      `${page}: warm-up run done (not counted); ${cdn.stats.encoded} images encoded so far`,
    );
    for (let run = 1; run <= runs; run++) {
      const encodedBefore = cdn.stats.encoded;
      const { lhr, log, trace } = await measure(page, `${page} run ${run}`);
      if (!settingsShown) {
        settingsShown = true;
        const { throttling, throttlingMethod, formFactor, screenEmulation } = lhr.configSettings;
        console.log(
          `Lighthouse ${lhr.lighthouseVersion}: ${formFactor} ${screenEmulation.width}x${screenEmulation.height} @${screenEmulation.deviceScaleFactor}x,` +
            ` ${throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} Kbps, CPU ×${throttling.cpuSlowdownMultiplier});` +
            ` ${lhr.environment.hostUserAgent}`,
        );
      }
      const sample = sampleFrom(lhr, log, trace);
      /** @type {Sample[]} */ (results.get(page)).push(sample);
      const cold = cdn.stats.encoded - encodedBefore;
      console.log(
        `${page}: run ${run}/${runs}: ` +
          CATEGORY_IDS.map((id) => `${id} ${sample.scores[id]}`).join(", ") +
          `; LCP ${ms(sample.metrics.lcp)}, TBT ${ms(sample.metrics.tbt)}, CLS ${sample.metrics.cls.toFixed(3)}` +
          (cold > 0 ? `; ${cold} image(s) had to be encoded during the run` : ""),
      );
    }
  }
  console.log(
    `Image stand-in: ${cdn.stats.encoded} images encoded, ${cdn.stats.fromCache} responses from its cache`,
  );
  if (repeated.length > 0) {
    console.log(`\nRuns repeated (the failed attempts are not counted):`);
    for (const line of repeated) console.log(`  ${line}`);
  }

  for (const [page, samples] of results) printPage(page, samples);
  let allOk = true;
  for (const [page, samples] of results) allOk = checkBudgets(page, samples) && allOk;
  console.log(allOk ? "\nAll budgets met." : "\nSome budgets are missed (✗ above).");
  return allOk;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
