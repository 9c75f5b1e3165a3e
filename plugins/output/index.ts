import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { headersFile, pageContentSecurityPolicy } from "../../app/lib/csp.ts";
import { loadSiteModel, type SiteModel } from "../../app/content/site-model.ts";
import { pageFile, SEARCH_PATH } from "../../app/lib/paths.ts";
import { writeEditor } from "../editor/index.ts";
import { auditImages, ImageAuditError } from "../image-audit.ts";
import { prunePhotoCache, publishPhotos } from "../photos/publish.ts";
import { deferAppStart } from "./app-start.ts";
import { readPage, writePage } from "./html.ts";
import { addContentSecurityPolicy, embeddedOrigins, inlineScriptHashes } from "./policy.ts";
import { writeSearchIndex } from "./search-index.ts";
import { SHARED_STYLESHEET_FILE, sharePageStyles } from "./shared-styles.ts";

export type OutputContext = {
  root: string;
  client: string;
  /** What the build keeps for the checks, outside the published folder. */
  buildDir: string;
  model: SiteModel;
  log: (line: string) => void;
  published?: Awaited<ReturnType<typeof publishPhotos>>;
};

export const MANIFEST_FILE = "vite-manifest.json";

const htmlPages = async (client: string) =>
  (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));

export const OUTPUT_STEPS: { name: string; run: (context: OutputContext) => Promise<void> }[] = [
  {
    // React Router prerenders into the basename's folder (remix-run/react-router#14587). Its first
    // folder is renamed first: a site under "/stories" has a folder of that name inside.
    name: "pages beside the assets (a site under a path)",
    async run({ client, model: { basePath } }) {
      if (!basePath) return;
      const [top = "", ...rest] = basePath.split("/").slice(1);
      const moved = path.join(client, ".prerendered");
      await rename(path.join(client, top), moved);
      const folder = path.join(moved, ...rest);
      for (const name of await readdir(folder)) {
        await rename(path.join(folder, name), path.join(client, name));
      }
      await rm(moved, { recursive: true });
    },
  },
  {
    // The size check reads it (scripts/check-size.mjs); no visitor ever asks for it.
    name: "Vite's manifest kept outside the published folder",
    async run({ client, buildDir }) {
      await rename(path.join(client, ".vite/manifest.json"), path.join(buildDir, MANIFEST_FILE));
      await rm(path.join(client, ".vite"), { recursive: true });
    },
  },
  {
    // Every route is prerendered, and the app runs on the home page alone (docs/decisions/005),
    // so the router never fetches another page's data file.
    name: "nothing no page asks for",
    async run({ client }) {
      await rm(path.join(client, "__spa-fallback.html"), { force: true });
      const files = await readdir(client, { recursive: true });
      for (const file of files.filter((name) => name.endsWith(".data") && name !== "_.data")) {
        await rm(path.join(client, file));
      }
    },
  },
  {
    // Static hosts answer unknown paths with /404.html, with status 404; /404 is no page.
    name: "the not-found page as 404.html",
    async run({ client }) {
      await copyFile(path.join(client, "404/index.html"), path.join(client, "404.html"));
      await rm(path.join(client, "404"), { recursive: true });
    },
  },
  {
    name: "the owner's photos",
    async run(context) {
      const { uploads, photoUses } = context.model;
      const sources = uploads.map((upload) => path.join(context.root, "content", upload));
      context.published = await publishPhotos(context.client, sources, {
        log: context.log,
        photoUses,
      });
      await prunePhotoCache();
    },
  },
  {
    // public/'s files too: no photo, drawing, video or sidecar may say where the owner was.
    name: "no file with the owner's whereabouts",
    async run({ client, log }) {
      const { checked, problems } = await auditImages(client);
      if (problems.length > 0) throw new ImageAuditError(problems);
      log(`images    ${checked} photos and media files to publish, none carries metadata`);
    },
  },
  {
    name: "the search index (Pagefind)",
    async run({ client, root, model, log }) {
      const started = performance.now();
      const { stories, trips } = await writeSearchIndex(client, root, model);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const trip = trips === 1 ? "trip" : "trips";
      log(
        `search    ${stories} stories and ${trips} ${trip} indexed for ${SEARCH_PATH} in ${seconds} s`,
      );
    },
  },
  {
    // Small enough to come with a page's HTML in the first round trip, and cached for the next.
    name: "one small stylesheet for the pages without the app",
    async run({ client, buildDir, model, log }) {
      const shared = await sharePageStyles(client, await htmlPages(client), model.basePath);
      if (!shared) return;
      await writeFile(path.join(buildDir, SHARED_STYLESHEET_FILE), JSON.stringify(shared));
      log(
        `styles    ${shared.file} for ${shared.pages.length} pages, the whole stylesheet after the paint`,
      );
    },
  },
  {
    // Per page, in a <meta>: the inline scripts' hashes change with every build.
    name: "app start after the paint, and each page's policy",
    async run({ client, model: { site } }) {
      const formActions = ["'self'"];
      if (site.newsletterFormUrl) formActions.push(new URL(site.newsletterFormUrl).origin);
      for (const file of await htmlPages(client)) {
        const page = await readPage(path.join(client, file));
        deferAppStart(page, file);
        const scriptHashes = inlineScriptHashes(page, file);
        const runsWasm = file === pageFile(SEARCH_PATH);
        const frameSources = embeddedOrigins(page);
        addContentSecurityPolicy(
          page,
          pageContentSecurityPolicy({ scriptHashes, formActions, runsWasm, frameSources }),
        );
        await writePage(path.join(client, file), page);
      }
    },
  },
  {
    name: "headers for Netlify and Cloudflare Pages (_headers)",
    async run({ client, model: { basePath } }) {
      await writeFile(path.join(client, "_headers"), headersFile(basePath));
    },
  },
  {
    // After the pages: the editor has its own policy, not a page's.
    name: "the web editor at /admin/",
    async run({ client, model }) {
      await writeEditor(client, model);
    },
  },
];

export function output(): Plugin<{ published?: OutputContext["published"] }> {
  const api: { published?: OutputContext["published"] } = {};
  return {
    name: "output",
    apply: "build",
    api,
    buildApp: {
      order: "post",
      async handler(builder) {
        const { root, build } = builder.environments.client?.config ?? builder.config;
        const client = path.resolve(root, build.outDir);
        const buildDir = path.dirname(client);
        await mkdir(buildDir, { recursive: true });
        const context: OutputContext = {
          root,
          client,
          buildDir,
          model: loadSiteModel({ root, showDrafts: false }),
          log: (line) => console.log(line),
        };
        for (const step of OUTPUT_STEPS) await step.run(context);
        api.published = context.published;
      },
    },
  };
}
