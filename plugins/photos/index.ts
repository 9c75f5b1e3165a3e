import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { describePhoto, PhotoError, variants } from "./describe.ts";
import { encodePhoto } from "./encode.ts";
import { PHOTO_CACHE_DIR, prunePhotoCache, publishPhotos } from "./publish.ts";

/**
 * The owner's photos from content/uploads, made fit to publish: turned upright, stripped of every
 * piece of metadata, and encoded as AVIF, which every current browser shows, with JPEG for the
 * rest. Only the files the built pages refer to are encoded, once: each lands in a persistent cache
 * under a name made from the photo's bytes and the settings. docs/decisions/006 explains the
 * choices.
 *
 * `import picture from "/content/uploads/x.jpg?photo"` gives the photo's sources and size
 * (describe.ts; app/content/content.server.ts imports them all). No file is written while the app
 * is bundled; once the pages are prerendered, the build writes the files they use (publish.ts),
 * and `npm run dev` encodes each as the browser asks for it.
 */
const QUERY = "?photo";

export function photos(): Plugin {
  // The path the site lives under ("/" or "/travel-notes/"): the pages ask for the photos there.
  let base = "/";
  return {
    name: "photos",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      // A photo that cannot be read is reported by the content that uses it, naming the field.
      const source = id.slice(0, -QUERY.length);
      const picture = await describePhoto(source, base).catch((error: unknown) => {
        if (error instanceof PhotoError) return { problem: error.problem };
        throw error;
      });
      return `export default ${JSON.stringify(picture)};`;
    },
    buildApp: {
      // After React Router's own build, which prerenders the pages.
      order: "post",
      async handler(builder) {
        const { root, build } = builder.environments.client?.config ?? builder.config;
        await publishPhotos(path.resolve(root, build.outDir));
        await prunePhotoCache();
      },
    },
    configureServer(server) {
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
