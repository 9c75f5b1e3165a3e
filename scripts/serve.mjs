// Serves build/client the way a static host does: the exact file, then name.html, then
// dir/index.html (a folder asked for without its last slash gets a redirect to it), else 404.html
// with status 404 (also when asked for by name); text compressed ahead of time with brotli (best
// quality) or gzip; hashed assets cached for a year. A site whose siteUrl has a path is served
// under that path only, as a project site on GitHub Pages is: the rest of the host answers 404
// with a line that says where the site is. Plain HTTP/1.1, or HTTPS with HTTP/2 as CDNs serve,
// when HTTPS_KEY and HTTPS_CERT name a key and certificate (the benchmark does this).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sirv from "sirv";
import { builtBasePath } from "./site-path.mjs";

const root = path.resolve("build/client");
const sources = [
  "app",
  "content",
  "plugins",
  "public",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

function isBuildStale() {
  const built = path.join(root, "index.html");
  if (!existsSync(built)) return true;
  return Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs;
}

if (process.argv.includes("--no-build")) {
  if (!existsSync(path.join(root, "404.html"))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(1);
  }
} else if (isBuildStale()) {
  console.log("Building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * What a page loads, at brotli's best, as hosts compress their files ahead of time; anything else
 * (the feeds, the editor's 2 MB bundle) and any file over LARGE at a CDN's on-the-fly quality: at
 * the best, the editor's bundle alone took 15 s of CPU at every start, for every test run.
 */
const LARGE = 512 * 1024;
const PAGE_FILE = /\.(?:html|js|mjs|css|svg|webmanifest)$/;
/** @param {Buffer} body @param {string} name */
const brotli = (body, name) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]:
        PAGE_FILE.test(name) && body.length <= LARGE ? zlib.constants.BROTLI_MAX_QUALITY : 5,
    },
  });
/** @param {Buffer} body */
const gzip = (body) => zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });

// Static hosts and CDNs compress a text file once and keep it, so answering costs no CPU time.
// This server does the same: it serves a copy of build/client in which every text file has a
// brotli twin (.br) and a gzip twin (.gz), made at start, and sirv sends the one the browser
// accepts. Compressing on every request instead (brotli's best quality takes about 0.4 s for the
// largest script here) would compete with the browser for the CPU while the benchmark measures it.
// The tests (--quick) are served build/client as it is: nothing they check depends on the bytes
// compression saves, and compressing cost a second or more of CPU at each start.
const isQuick = process.argv.includes("--quick");
const served = isQuick ? root : mkdtempSync(path.join(os.tmpdir(), "wildfinch-serve-"));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => process.exit(0));
}
if (!isQuick) {
  process.on("exit", () => rmSync(served, { recursive: true, force: true }));
  cpSync(root, served, { recursive: true });
  const compressible = /\.(?:html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;
  for (const name of readdirSync(served, { recursive: true, encoding: "utf8" })) {
    if (!compressible.test(name)) continue;
    const file = path.join(served, name);
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(body, name));
    writeFileSync(`${file}.gz`, gzip(body));
  }
}

/** The path the site was built for, with its last slash: "/" or "/travel-notes/". */
const base = `${builtBasePath(root)}/`;

const notFoundPage = readFileSync(path.join(root, "404.html"));
const notFoundEncoded = { br: brotli(notFoundPage, "404.html"), gzip: gzip(notFoundPage) };

/**
 * The rules of build/client/_headers (Netlify / Cloudflare Pages format), so this server sends
 * what those hosts send. @type {{ pattern: RegExp, headers: [string, string][] }[]}
 */
const headerRules = [];
const headersFile = path.join(root, "_headers");
if (existsSync(headersFile)) {
  for (const line of readFileSync(headersFile, "utf8").split("\n")) {
    if (line.startsWith("/")) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      headerRules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
    } else if (line.trim() && headerRules.length) {
      const [name = "", ...value] = line.trim().split(":");
      headerRules.at(-1)?.headers.push([name.trim(), value.join(":").trim()]);
    }
  }
}

/** @param {Response} res @param {string} pathname */
function applyHeaderRules(res, pathname) {
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) {
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
  }
}
const serveStatic = sirv(served, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    if (!pathname.startsWith("/assets/")) {
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    }
  },
});

/**
 * @typedef {http.IncomingMessage | http2.Http2ServerRequest} Request
 * @typedef {http.ServerResponse | http2.Http2ServerResponse} Response
 */

/** @param {Request} req @param {Response} res */
function sendNotFound(req, res) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const body = encoding ? notFoundEncoded[encoding] : notFoundPage;
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** The not-found page's own addresses: it is what a missing page gets, never a page of its own. */
const notFoundAddresses = new Set(["/404", "/404/", "/404.html"]);

/** @param {Request} req @param {Response} res */
function handle(req, res) {
  const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
  if (!pathname.startsWith(base)) {
    // The site's own address without its last slash goes to the site, as static hosts do.
    if (`${pathname}/` === base) {
      res.statusCode = 301;
      res.setHeader("Location", `${base}${search}`);
      return res.end();
    }
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    return res.end(`Nothing here: the site is at ${base}\n`);
  }
  applyHeaderRules(res, pathname);
  const sitePathname = `/${pathname.slice(base.length)}`;
  if (notFoundAddresses.has(sitePathname)) return sendNotFound(req, res);
  // A folder asked for without its last slash gets a redirect to it, as static hosts answer (a
  // relative one, as nginx with absolute_redirect off): the site's own links never need it.
  if (!sitePathname.endsWith("/") && existsSync(path.join(served, sitePathname, "index.html"))) {
    res.statusCode = 301;
    res.setHeader("Location", `${pathname}/${search}`);
    return res.end();
  }
  // sirv looks for the file at the address within the site.
  req.url = `${sitePathname}${search}`;
  // sirv and sendNotFound use only what both HTTP/1.1 and HTTP/2's compatibility API offer.
  serveStatic(/** @type {any} */ (req), /** @type {any} */ (res), () => sendNotFound(req, res));
}

const { HTTPS_KEY, HTTPS_CERT } = process.env;
const server =
  HTTPS_KEY && HTTPS_CERT
    ? http2.createSecureServer(
        { key: readFileSync(HTTPS_KEY), cert: readFileSync(HTTPS_CERT), allowHTTP1: true },
        handle,
      )
    : http.createServer(handle);

const port = Number(process.env.PORT ?? 3000);
// PORT=0 lets the system choose; the line gives the port the server listens on.
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(
    `Serving build/client at ${HTTPS_KEY ? "https" : "http"}://localhost:${listening}${base}`,
  );
});
