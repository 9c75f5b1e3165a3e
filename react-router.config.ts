import { copyFile, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import {
  headersFile,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  withContentSecurityPolicy,
} from "./app/lib/csp";
import { deferAppStart } from "./app/lib/app-start";
import { loadSiteModel } from "./app/content/site-model";
import { writeEditor } from "./plugins/editor/index";

/** The site as the content makes it (app/content/site-model.ts): its path, pages and stories. */
const model = () => loadSiteModel({ showDrafts: process.env.SHOW_DRAFTS === "true" });

/**
 * Moves what React Router prerendered under the site's path up to the top of build/client. The
 * path's first folder is renamed first: a site under "/stories" has a folder of that name inside.
 */
async function liftPrerendered(client: string, basePath: string) {
  const [top = "", ...rest] = basePath.split("/").slice(1);
  const moved = path.join(client, ".prerendered");
  await rename(path.join(client, top), moved);
  const folder = path.join(moved, ...rest);
  for (const name of await readdir(folder)) {
    await rename(path.join(folder, name), path.join(client, name));
  }
  await rm(moved, { recursive: true });
}

export default {
  ssr: false,
  basename: `${model().basePath}/`,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // Every page and every file the routes make from the content; the not-found page as /404.
  async prerender() {
    const { pages, files } = model();
    return [...pages, ...files, "/404"];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const { basePath, site } = model();
    // React Router writes the prerendered files under the basename's folder
    // (remix-run/react-router#14587), but build/client is what the host serves at the site's path:
    // they move up to sit beside the assets.
    if (basePath) await liftPrerendered(client, basePath);
    // Every route is prerendered, so the SPA fallback page and Vite's manifest are never served.
    await rm(path.join(client, "__spa-fallback.html"));
    await rm(path.join(client, ".vite"), { recursive: true, force: true });

    // Each page may run only its own inline scripts: their hashes change with every build.
    const formActions = ["'self'"];
    if (site.newsletterFormUrl) formActions.push(new URL(site.newsletterFormUrl).origin);
    const files = await readdir(client, { recursive: true });
    for (const page of files.filter((file) => file.endsWith(".html"))) {
      const file = path.join(client, page);
      // The app's scripts start after the page has painted (see app/lib/app-start.ts).
      const html = deferAppStart(await readFile(file, "utf8"), page);
      const policy = pageContentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html, page),
        formActions,
      });
      await writeFile(file, withContentSecurityPolicy(html, policy));
    }
    await writeFile(path.join(client, "_headers"), headersFile(basePath));

    // Static hosts answer unknown paths with /404.html, with status 404; /404 is no page.
    await copyFile(path.join(client, "404/index.html"), path.join(client, "404.html"));
    await rm(path.join(client, "404"), { recursive: true });
    // The router fetches a page's data file only to move to that page inside the app, which runs
    // on the home page alone (docs/decisions/005): the other pages' data files are never asked for.
    for (const file of files.filter((name) => name.endsWith(".data") && name !== "_.data")) {
      await rm(path.join(client, file));
    }
    // The web editor, with its own policy (plugins/editor): after the pages, not one of them.
    await writeEditor(client, model());
  },
} satisfies Config;
