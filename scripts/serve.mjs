// Serves build/client the way a static host does: the exact file, then name.html, then
// dir/index.html, else 404.html with status 404; compressed text; hashed assets cached for a year.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import sirv from "sirv";

const root = path.resolve("build/client");
const sources = [
  "app",
  "content",
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

const notFoundPage = readFileSync(path.join(root, "404.html"));

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

/** @param {http.ServerResponse} res @param {string} pathname */
function applyHeaderRules(res, pathname) {
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) {
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
  }
}
/** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */
// Static hosts serve text pre-compressed at brotli's best quality, so this server does too.
const compress = /** @type {any} */ (
  compression({
    threshold: 0,
    brotli: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
  })
);
const serveStatic = sirv(root, {
  dev: false,
  etag: true,
  setHeaders(res, pathname) {
    if (!pathname.startsWith("/assets/")) {
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    }
  },
});

const server = http.createServer((req, res) => {
  applyHeaderRules(res, new URL(req.url ?? "/", "http://localhost").pathname);
  compress(req, res, () => {
    serveStatic(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    });
  });
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, "127.0.0.1", () => {
  console.log(`Serving build/client at http://localhost:${port}`);
});
