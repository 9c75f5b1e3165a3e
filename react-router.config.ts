import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import {
  headersFile,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  withContentSecurityPolicy,
} from "./app/lib/csp";
import site from "./content/site";

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: ["/", "/stories", "/404"],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // Every route is prerendered, so the SPA fallback page and Vite's manifest are never served.
    await rm(path.join(client, "__spa-fallback.html"));
    await rm(path.join(client, ".vite"), { recursive: true, force: true });

    // Each page may run only its own inline scripts: their hashes change with every build.
    const formActions = ["'self'", "mailto:"];
    if (site.newsletterFormUrl) formActions.push(new URL(site.newsletterFormUrl).origin);
    const pages = (await readdir(client, { recursive: true })).filter((file) =>
      file.endsWith(".html"),
    );
    for (const page of pages) {
      const file = path.join(client, page);
      const html = await readFile(file, "utf8");
      const policy = pageContentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        formActions,
      });
      await writeFile(file, withContentSecurityPolicy(html, policy));
    }
    await writeFile(path.join(client, "_headers"), headersFile());

    // Static hosts answer unknown paths with /404.html, so the prerendered not-found page goes there.
    await copyFile(path.join(client, "404/index.html"), path.join(client, "404.html"));
  },
} satisfies Config;
