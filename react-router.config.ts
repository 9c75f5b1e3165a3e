import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import sharp from "sharp";
import {
  headersFile,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  withContentSecurityPolicy,
} from "./app/lib/csp";
import { robotsTxt, rssXml, sitemapXml, SOCIAL_IMAGE, socialCardSvg } from "./app/lib/feeds";
import { parseSite, parseStoryFile } from "./app/content/parse";
import { deferAppStart } from "./app/lib/app-start";
import siteContent from "./content/site";

const indexedPages = ["/", "/stories"];

async function readStories() {
  const files = (await readdir("content/stories")).filter((file) => file.endsWith(".md"));
  const stories = await Promise.all(
    files.map(async (file) =>
      parseStoryFile(await readFile(`content/stories/${file}`, "utf8"), `content/stories/${file}`),
    ),
  );
  return stories.sort((a, b) => a.order - b.order);
}

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: [...indexedPages, "/404"],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // Every route is prerendered, so the SPA fallback page and Vite's manifest are never served.
    await rm(path.join(client, "__spa-fallback.html"));
    await rm(path.join(client, ".vite"), { recursive: true, force: true });

    const site = parseSite(siteContent, "content/site.ts");
    await writeFile(path.join(client, "sitemap.xml"), sitemapXml(site.siteUrl, indexedPages));
    await writeFile(path.join(client, "robots.txt"), robotsTxt(site.siteUrl));
    await writeFile(path.join(client, "rss.xml"), rssXml(site, await readStories()));
    await sharp(Buffer.from(socialCardSvg(site)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(client, SOCIAL_IMAGE.path));

    // Each page may run only its own inline scripts: their hashes change with every build.
    const formActions = ["'self'"];
    if (site.newsletterFormUrl) formActions.push(new URL(site.newsletterFormUrl).origin);
    const pages = (await readdir(client, { recursive: true })).filter((file) =>
      file.endsWith(".html"),
    );
    for (const page of pages) {
      const file = path.join(client, page);
      // The app's scripts start after the page has painted (see app/lib/app-start.ts).
      const html = deferAppStart(await readFile(file, "utf8"), page);
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
