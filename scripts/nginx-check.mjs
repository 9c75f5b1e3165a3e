// The nginx recipe (hosting/nginx.conf) tried on Debian's nginx with a real build:
// `node scripts/nginx-check.mjs [build/client]` (npm run test:hosting; the owner check runs it on
// its build under a path). The recipe is filled in as the README tells an owner to (the port, the
// folder, the site's path), nginx serves the build, and every answer is checked: each file and
// page answers 200 with the headers build/client/_headers gives its address and the right
// Content-Type; an unknown address, at the root or under the path, gets the site's 404.html with
// status 404, never nginx's own page; every link, image, script, stylesheet and fragment of the
// pages answers 200 with no redirect (linkinator, scripts/check-links.mjs); a folder asked for
// without its last slash (the old /stories) redirects to it with a relative Location. Prints each
// problem, exits 1 on any.
import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort } from "./free-port.mjs";
import { checkLinks } from "./check-links.mjs";
import { checkHeadersFile, headersFor, parseHeadersFile } from "./headers-rules.mjs";
import { builtBasePath } from "./site-path.mjs";

export const RECIPE = fileURLToPath(new URL("../hosting/nginx.conf", import.meta.url));
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The Content-Type each kind of file must go out with. */
const CONTENT_TYPES = {
  html: /^text\/html; charset=utf-8$/,
  js: /^(?:text|application)\/javascript(?:; charset=utf-8)?$/,
  css: /^text\/css(?:; charset=utf-8)?$/,
  svg: /^image\/svg\+xml$/,
  avif: /^image\/avif$/,
  jpg: /^image\/jpeg$/,
  png: /^image\/png$/,
  woff2: /^font\/woff2$/,
  wasm: /^application\/wasm$/,
  json: /^application\/json$/,
  txt: /^text\/plain; charset=utf-8$/,
  xml: /^(?:text|application)\/xml; charset=utf-8$/,
  webmanifest: /^application\/manifest\+json$/,
};
/** Files every build has, whose type a browser or a reader checks. */
const REQUIRED_FILES = ["index.html", "404.html", "site.webmanifest", "rss.xml", "sitemap.xml"];

/**
 * hosting/nginx.conf filled in as its comments tell an owner to: nginx listens on `port`, serves
 * `root`, and the addresses marked "site path" get `basePath` in front. Each edit must find its
 * line, so a recipe that changed shape fails here rather than being tested half-filled.
 * @param {string} recipe @param {{ basePath: string, port: number, root: string }} site
 */
export function fillRecipe(recipe, { basePath, port, root }) {
  /** @type {[RegExp, string][]} */
  const edits = [
    [/^( +)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^( +)root \S+;$/m, `$1root "${root}";`],
  ];
  let filled = recipe;
  for (const [line, replacement] of edits) {
    if (!line.test(filled)) throw new Error(`${RECIPE} has no line like ${line}`);
    filled = filled.replace(line, replacement);
  }
  const marked = /^.*# site path$/gm;
  if (!marked.test(filled)) throw new Error(`${RECIPE} marks no address with "# site path"`);
  return filled.replace(marked, (line) => line.replace(/(~\^|\s)\//, `$1${basePath}/`));
}

/**
 * Debian's nginx serving `clientDir` by the recipe, from a folder of its own (configuration, pid,
 * logs, temporary files), in the foreground; `stop` ends it and removes the folder.
 * @param {string} clientDir @param {string} basePath
 */
async function startNginx(clientDir, basePath) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (no ${NGINX}): the hosting check runs Debian's nginx. Install it with \`apt-get install nginx\` (\`bash .ci/run\` does), or set NGINX_PATH.`,
    );
  }
  const prefix = mkdtempSync(path.join(tmpdir(), "wildfinch-nginx-"));
  const stopAndClean = () => rmSync(prefix, { recursive: true, force: true });
  // Under a path, the site's files sit in a folder of that name in the root, as the recipe says.
  let root = path.resolve(clientDir);
  if (basePath) {
    const www = path.join(prefix, "www");
    mkdirSync(path.dirname(path.join(www, basePath)), { recursive: true });
    symlinkSync(root, path.join(www, basePath), "dir");
    root = www;
  }
  const port = Number(process.env.NGINX_CHECK_PORT ?? (await freePort()));
  // As Debian's /etc/nginx/nginx.conf does: its mime.types for the http block, the site included.
  copyFileSync("/etc/nginx/mime.types", path.join(prefix, "mime.types"));
  writeFileSync(
    path.join(prefix, "site.conf"),
    fillRecipe(readFileSync(RECIPE, "utf8"), { basePath, port, root }),
  );
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${path.join(prefix, kind)};`)
    .join("\n");
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    [
      "daemon off;",
      "master_process off;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "    access_log off;",
      temporary,
      "    include mime.types;",
      "    default_type application/octet-stream;",
      "    include site.conf;",
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = () => {
    const file = path.join(prefix, "error.log");
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  const nginx = spawn(
    NGINX,
    ["-p", `${prefix}/`, "-c", conf, "-e", path.join(prefix, "error.log")],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  nginx.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => nginx.on("exit", resolve));
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill("SIGTERM");
      await exited;
    }
    stopAndClean();
  };
  const origin = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    if (nginx.exitCode !== null) break;
    try {
      await fetch(`${origin}/`, { redirect: "manual" });
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = `${stderr}${errorLog()}`;
  await stop();
  throw new Error(`nginx did not start with ${RECIPE}:\n${log}`);
}

/** Every file in `dir`, as paths relative to it with "/". @param {string} dir */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );

/**
 * Runs `task` on each item, `limit` at a time. @template T
 * @param {T[]} items @param {(item: T) => Promise<void>} task
 */
async function eachLimited(items, task, limit = 8) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

/**
 * Serves `clientDir` with nginx by the recipe and checks every answer; returns the problems found
 * (sentences; none means the recipe serves the build as every other host does) and what was
 * checked.
 * @param {string} clientDir a build/client folder
 */
export async function checkNginx(clientDir) {
  const basePath = builtBasePath(clientDir);
  /** @type {string[]} */
  const problems = [];
  const headersText = readFileSync(path.join(clientDir, "_headers"), "utf8");
  problems.push(...checkHeadersFile(headersText, basePath).map((problem) => `_headers ${problem}`));
  const { rules } = parseHeadersFile(headersText);
  const files = filesIn(clientDir).filter((file) => file !== "_headers");
  for (const file of REQUIRED_FILES.filter((name) => !files.includes(name))) {
    problems.push(`the build has no ${file}`);
  }
  const notFoundPage = readFileSync(path.join(clientDir, "404.html"), "utf8");
  const everyAddress = headersFor(rules, `${basePath}/`);
  const counts = { files: 0, folders: 0, notFound: 0, links: 0 };

  const { origin, stop } = await startNginx(clientDir, basePath);
  try {
    /** @param {string} address */
    const get = (address) => fetch(`${origin}${address}`, { redirect: "manual" });
    /**
     * The headers `expected` on the answer `response` to `address`.
     * @param {string} address @param {Response} response @param {Record<string, string>} expected
     */
    const expectHeaders = (address, response, expected) => {
      for (const [name, value] of Object.entries(expected)) {
        const sent = response.headers.get(name);
        if (sent !== value)
          problems.push(`${address} sends ${name}: ${sent ?? "(none)"}, not ${value}`);
      }
    };

    // Each file at its address, each page also at its folder's, and that folder without its slash.
    const encode = (/** @type {string} */ file) =>
      `${basePath}/${file.split("/").map(encodeURIComponent).join("/")}`;
    const folders = files
      .filter((file) => file.endsWith("/index.html"))
      .map((file) => encode(file.slice(0, -"index.html".length)));
    /** @type {[string, string][]} each address, and the file it must answer with */
    const served = [
      ...files.map((file) => /** @type {[string, string]} */ ([encode(file), file])),
      [`${basePath}/`, "index.html"],
      ...folders.map((folder) => /** @type {[string, string]} */ ([folder, ""])),
    ];
    await eachLimited(served, async ([address, file]) => {
      const response = await get(address);
      const body = await response.arrayBuffer();
      if (response.status !== 200) {
        problems.push(`${address} answers ${response.status}, not 200`);
        return;
      }
      const expected =
        file || `${decodeURIComponent(address.slice(basePath.length + 1))}index.html`;
      if (body.byteLength !== statSync(path.join(clientDir, expected)).size) {
        problems.push(`${address} answers with something else than build/client/${expected}`);
      }
      expectHeaders(address, response, headersFor(rules, address));
      const kind = /\.(\w+)$/.exec(expected)?.[1] ?? "";
      const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (kind)];
      const sent = response.headers.get("content-type") ?? "(none)";
      if (type && !type.test(sent)) {
        problems.push(`${address} is sent as ${sent}, not ${type.source}`);
      }
      counts.files += 1;
    });
    for (const address of basePath ? [`${basePath}/`, ...folders] : folders) {
      const folder = address.slice(0, -1);
      const response = await get(folder);
      const location = response.headers.get("location") ?? "";
      if (response.status !== 301 || location !== `${folder}/`) {
        problems.push(
          `${folder} answers ${response.status} ${location}, not a redirect to ${folder}/`,
        );
        continue;
      }
      const followed = await get(location);
      if (followed.status !== 200)
        problems.push(`${folder} → ${location} answers ${followed.status}`);
      counts.folders += 1;
    }

    // Text is compressed on the way, as every host does.
    for (const file of [
      files.find((f) => /^assets\/.*\.js$/.test(f)),
      files.find((f) => f.endsWith(".css")),
      "index.html",
      "rss.xml",
    ]) {
      if (!file) continue;
      const response = await fetch(`${origin}${encode(file)}`, {
        headers: { "accept-encoding": "gzip" },
      });
      await response.arrayBuffer();
      if (response.headers.get("content-encoding") !== "gzip")
        problems.push(`${encode(file)} is not sent compressed`);
    }

    // Unknown addresses get the site's own page, with status 404 and the headers of every page.
    const unknown = [
      `${basePath}/no-such-page`,
      `${basePath}/stories/no-such-story/`,
      `${basePath}/assets/no-such-file.js`,
      `${basePath}/assets/`,
      ...(basePath ? ["/no-such-page", "/"] : []),
    ];
    for (const address of unknown) {
      const response = await get(address);
      const body = await response.text();
      if (response.status !== 404) problems.push(`${address} answers ${response.status}, not 404`);
      if (body !== notFoundPage) {
        problems.push(
          `${address} answers with ${/nginx/.test(body) ? "nginx's own page" : "another page"}, not the site's 404.html`,
        );
      }
      expectHeaders(address, response, everyAddress);
      if (/immutable/.test(response.headers.get("cache-control") ?? "")) {
        problems.push(`${address}, not found, may be cached for a year`);
      }
      counts.notFound += 1;
    }

    // Every link, image, script, stylesheet and fragment of the pages answers at once.
    const links = await checkLinks(origin, basePath);
    problems.push(...links.problems);
    counts.links = links.links;
  } finally {
    await stop();
  }
  return { problems, counts, basePath };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = process.argv[2] ?? "build/client";
  const started = performance.now();
  try {
    const { problems, counts, basePath } = await checkNginx(clientDir);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `nginx with hosting/nginx.conf, ${clientDir} at ${basePath || "the root"}: ${counts.files} files and pages, ${counts.folders} folders without their slash, ${counts.notFound} unknown addresses, ${counts.links} linked addresses; ${problems.length} problems (${seconds} s)`,
    );
    process.exitCode = problems.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
