// The path a built site lives under, for the scripts that read build/client: the size check, the
// large-site check and the bench. A site whose siteUrl has a path (a project site on GitHub Pages,
// `https://wildfinch.github.io/travel-notes`) has every link, asset and photo address under that
// path, while its files stay where they are in build/client (`/travel-notes/assets/x.js` is
// build/client/assets/x.js). The path is read where `npm start` (scripts/serve.mjs) reads it: the
// scope of the web manifest, which the build writes from siteUrl (app/lib/feeds.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The path the site in `clientDir` (a build/client) was built for, without its last slash: "" at
 * the host's root, "/travel-notes" under a path. A build without a readable scope is an error, not
 * the root: read as the root, a site under a path would fail every check for the wrong reason.
 * @param {string} clientDir
 */
export function builtBasePath(clientDir) {
  const file = path.join(clientDir, "site.webmanifest");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  const { scope } = JSON.parse(readFileSync(file, "utf8"));
  if (typeof scope !== "string" || !/^\/(?:[^/]+\/)*$/.test(scope)) {
    throw new Error(`${file} gives ${JSON.stringify(scope)} as its scope, not a path like "/".`);
  }
  return scope.slice(0, -1);
}

/**
 * An address on the site as a path within it (`/travel-notes/stories` is `/stories`), or undefined
 * for an address outside the site's path, which the host does not serve from build/client.
 * @param {string} pathname an address's path, starting with "/" @param {string} basePath
 */
export function withinSite(pathname, basePath) {
  if (pathname === basePath) return "/";
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** `text` matched literally in a regular expression. @param {string} text */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
