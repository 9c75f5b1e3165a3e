// Every link, image, script, stylesheet and fragment of a built site resolves, without a redirect:
// linkinator crawls it from its home page, as served (`npm run check:links` serves build/client with
// scripts/serve.mjs; the hosting check, scripts/nginx-check.mjs, runs it on nginx). The addresses
// the sitemap, the feeds, the manifest and the shared tags give are read from the files
// (tests/built/seo.test.ts).
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { LinkChecker } from "linkinator";
import { builtBasePath } from "./site-path.mjs";

/**
 * Crawls the site served at `origin` under `basePath`; returns each broken link, in words, and how
 * many links were checked.
 * @param {string} origin like http://127.0.0.1:8080 @param {string} basePath "" or "/travel-notes"
 */
export async function checkLinks(origin, basePath) {
  const result = await new LinkChecker().check({
    path: `${origin}${basePath}/`,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Static hosts answer a folder without its last slash with a redirect: the site's own links
    // are written so that none needs one.
    redirects: "error",
    // Links to other sites are not this build's to check.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(origin)),
  });
  const checked = result.links.filter((link) => link.state !== "SKIPPED");
  const problems = checked
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.url} answers ${link.status} (linked from ${link.parent})`);
  const assets = checked.filter((link) => link.url.includes(`${basePath}/assets/`)).length;
  if (assets < 10) problems.push(`only ${assets} files of assets/ linked: was the site crawled?`);
  return { problems, links: checked.length };
}

/** Serves build/client with scripts/serve.mjs on a port the system picks, until `stop`. */
async function serve() {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--no-build", "--quick"], {
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    let said = "";
    server.stdout.on("data", (chunk) => {
      said += String(chunk);
      const listening = /^Serving .* at https?:\/\/localhost:(\d+)\//m.exec(said);
      if (listening) resolve(listening[1]);
    });
    server.on("exit", (code) => reject(new Error(`The server stopped (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = "build/client";
  const { origin, stop } = await serve();
  try {
    const { problems, links } = await checkLinks(origin, builtBasePath(clientDir));
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.log(`${links} links of ${clientDir} checked; ${problems.length} broken`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    stop();
  }
}
