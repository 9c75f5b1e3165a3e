import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { Picture } from "./schema";

/**
 * The owner's photos from content/uploads, made fit to publish: turned upright, stripped of every
 * piece of metadata (sharp writes none unless asked), and encoded as AVIF, which every current
 * browser shows, with JPEG for the rest. Only the files the built pages refer to are encoded, once:
 * each lands in a persistent cache under a name made from the photo's bytes and these settings.
 * docs/decisions/006 explains the choices.
 */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
const FORMATS = {
  // Effort 2 of 9: a tenth of the default's time for files about 5% larger.
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 80, progressive: true },
} as const;
type Format = keyof typeof FORMATS;
const EXTENSIONS: Record<Format, string> = { avif: "avif", jpeg: "jpg" };

/** Where encoded photos are kept between builds; hosts keep it too (README, "Deploying"). */
export const PHOTO_CACHE_DIR = process.env.PHOTO_CACHE_DIR ?? ".cache/photos";

const QUERY = "?photo";
const SETTINGS = JSON.stringify({ PHOTO_WIDTHS, FORMATS, version: 1 });

type Variant = { source: string; width: number; format: Format };
/** Every photo file a page may refer to, by its public path, as the photo modules named them. */
const variants = new Map<string, Variant>();

export class PhotoError extends Error {
  constructor(
    file: string,
    readonly problem: string,
  ) {
    super(`Invalid photo ${file}: ${problem}`);
    this.name = "PhotoError";
  }
}

const relative = (file: string) => path.relative(process.cwd(), file);

/** What a page needs to know of a photo: its sources by format, and its upright size. */
export async function describePhoto(file: string): Promise<Picture> {
  const bytes = await readFile(file);
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(bytes).metadata();
    size = metadata.autoOrient;
  } catch (error) {
    throw new PhotoError(
      relative(file),
      `${relative(file)} is not a readable image (${(error as Error).message})`,
    );
  }
  const hash = createHash("sha256").update(bytes).update(SETTINGS).digest("hex").slice(0, 10);
  const name = path.basename(file, path.extname(file)).replace(/[^\w-]/g, "-");
  const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, size.width)))];
  const srcSet = (format: Format) =>
    widths
      .map((width) => {
        const url = `/assets/${name}-${hash}-${width}.${EXTENSIONS[format]}`;
        variants.set(url, { source: file, width, format });
        return `${url} ${width}w`;
      })
      .join(", ");
  const jpeg = srcSet("jpeg");
  const largest = widths.at(-1) ?? size.width;
  return {
    sources: { avif: srcSet("avif"), jpeg },
    img: {
      src: `/assets/${name}-${hash}-${largest}.jpg`,
      w: largest,
      h: Math.round((largest * size.height) / size.width),
    },
  };
}

/** Encodes one photo's files into the cache: decoded and turned upright once, then each size. */
async function encodePhoto(source: string, wanted: [string, Variant][], cacheDir: string) {
  const largest = Math.max(...wanted.map(([, variant]) => variant.width));
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(source)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoError(
      relative(source),
      `${relative(source)} could not be decoded (${(error as Error).message})`,
    );
  }
  const { data, info } = upright;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const [url, { width, format }] of wanted) {
    let image = sharp(data, { raw }).resize({ width });
    image =
      format === "avif"
        ? image.avif(FORMATS.avif)
        : image.flatten({ background: "#ffffff" }).jpeg(FORMATS.jpeg);
    await writeFile(path.join(cacheDir, path.basename(url)), await image.toBuffer());
  }
}

/** Runs `work` on every item, as many at a time as the machine has cores. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
}

const PHOTO_URL = /\/assets\/[\w-]+-[0-9a-f]{10}-\d+\.(?:avif|jpg)/g;

/**
 * After the pages are written: puts into `clientDir` exactly the photo files they refer to, from
 * the cache, encoding into it first the ones it lacks. Prints its progress; returns what it did.
 */
export async function publishPhotos(
  clientDir: string,
  { cacheDir = PHOTO_CACHE_DIR, log = console.log } = {},
) {
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) =>
    /\.(?:html|xml)$/.test(file),
  );
  const used = new Set<string>();
  for (const page of pages) {
    for (const [url] of (await readFile(path.join(clientDir, page), "utf8")).matchAll(PHOTO_URL)) {
      if (variants.has(url)) used.add(url);
    }
  }
  const bySource = new Map<string, [string, Variant][]>();
  for (const url of used) {
    const variant = variants.get(url) as Variant;
    bySource.set(variant.source, [...(bySource.get(variant.source) ?? []), [url, variant]]);
  }
  await mkdir(cacheDir, { recursive: true });
  const cached = new Set(await readdir(cacheDir));
  const isCached = (url: string) => cached.has(path.basename(url));
  const toEncode = [...bySource].filter(([, wanted]) => wanted.some(([url]) => !isCached(url)));
  let done = bySource.size - toEncode.length;
  const total = bySource.size;
  const progress = () => log(`optimising photos ${done}/${total}`);
  if (toEncode.length > 0) progress();
  await inParallel(toEncode, async ([source, wanted]) => {
    await encodePhoto(
      source,
      wanted.filter(([url]) => !isCached(url)),
      cacheDir,
    );
    done++;
    if (process.stdout.isTTY || done === total || done % 10 === 0) progress();
  });
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  const now = new Date();
  for (const url of used) {
    const cachedFile = path.join(cacheDir, path.basename(url));
    await copyFile(cachedFile, path.join(clientDir, url));
    await utimes(cachedFile, now, now);
  }
  log(
    `photos: ${bySource.size} photos, ${used.size} files (${toEncode.length} photos encoded, the rest from ${cacheDir})`,
  );
  return { photos: bySource.size, files: used.size, encoded: toEncode.length };
}

/**
 * Removes cached files no build has used for `days` days: photos replaced or deleted, settings
 * changed. A file a build publishes is marked as used (publishPhotos).
 */
export async function prunePhotoCache(cacheDir = PHOTO_CACHE_DIR, days = 30) {
  if (!existsSync(cacheDir)) return;
  const limit = Date.now() - days * 86_400_000;
  for (const file of await readdir(cacheDir)) {
    const full = path.join(cacheDir, file);
    if ((await stat(full)).mtimeMs < limit) await rm(full);
  }
}

/**
 * `import picture from "/content/uploads/x.jpg?photo"` gives the photo's sources and size
 * (app/content/content.server.ts). No file is written while the app is bundled; once the pages are
 * prerendered, the build writes the files they use (publishPhotos), and `npm run dev` encodes each
 * as the browser asks for it.
 */
export function photos(): Plugin {
  return {
    name: "photos",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      // A photo that cannot be read is reported by the content that uses it, naming the field.
      const picture = await describePhoto(id.slice(0, -QUERY.length)).catch((error: unknown) => {
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
        const url = request.url?.split("?")[0] ?? "";
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
