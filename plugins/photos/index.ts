import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { loadSiteModel, type SiteModel } from "../../app/content/site-model.ts";
import type { Picture } from "../../app/content/schema.ts";
import { describePhoto, PhotoError, variants } from "./describe.ts";
import { encodePhoto } from "./encode.ts";
import { inParallel, PHOTO_CACHE_DIR } from "./publish.ts";

// Only the files the built pages refer to are encoded, once, into a persistent cache
// (docs/decisions/006): by the build after prerendering (publish.ts), by `npm run dev` on request.
const VIRTUAL = "virtual:photos";
const RESOLVED = `\0${VIRTUAL}`;

async function describeAll(
  root: string,
  { uploads, photoUses }: Pick<SiteModel, "uploads" | "photoUses">,
  base: string,
) {
  const pictures: Record<string, Picture> = {};
  await inParallel([...uploads], async (upload) => {
    try {
      pictures[upload] = await describePhoto(path.join(root, "content", upload), base);
    } catch (error) {
      throw error instanceof PhotoError ? error.namedIn(photoUses[upload]) : error;
    }
  });
  return pictures;
}

export function photos(): Plugin {
  let base = "/";
  let root = process.cwd();
  let showDrafts = false;
  return {
    name: "photos",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
      root = config.root;
      showDrafts = config.command === "serve";
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const model = loadSiteModel({ root, showDrafts });
      return `export default ${JSON.stringify(await describeAll(root, model, base))};`;
    },
    configureServer(server) {
      // A change in content/ may name other photos: the pages are drawn again with them.
      server.watcher.on("all", (_event, file) => {
        if (!path.resolve(file).startsWith(path.join(root, "content") + path.sep)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
      server.middlewares.use(async (request, response, next) => {
        const address = request.url?.split("?")[0] ?? "";
        const url = address.startsWith(base) ? `/${address.slice(base.length)}` : address;
        const variant = variants.get(url);
        if (!variant) return next();
        try {
          const file = path.join(PHOTO_CACHE_DIR, path.basename(url));
          if (!existsSync(file)) {
            await mkdir(PHOTO_CACHE_DIR, { recursive: true });
            await encodePhoto(variant.source, [[url, variant]], PHOTO_CACHE_DIR);
          }
          response.setHeader(
            "Content-Type",
            variant.format === "avif" ? "image/avif" : "image/jpeg",
          );
          response.end(await readFile(file));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
