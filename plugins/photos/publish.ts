import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rm, stat, utimes } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { PhotoError, type Variant, variants } from "./describe.ts";
import { encodePhoto } from "./encode.ts";

/** Where encoded photos are kept between builds; hosts keep it too (docs/deploying.md). */
export const PHOTO_CACHE_DIR = process.env.PHOTO_CACHE_DIR ?? ".cache/photos";

export async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
}

export async function publishPhotos(
  clientDir: string,
  sources: readonly string[],
  {
    cacheDir = PHOTO_CACHE_DIR,
    log = console.log,
    photoUses = {},
    contentDir = "content",
  }: {
    cacheDir?: string;
    log?: (line: string) => void;
    photoUses?: Record<string, string[]>;
    contentDir?: string;
  } = {},
) {
  const shown = new Set(sources.map((source) => path.resolve(source)));
  const used = [...variants].filter(([, variant]) => shown.has(path.resolve(variant.source)));
  const bySource = new Map<string, [string, Variant][]>();
  for (const [url, variant] of used) {
    bySource.set(variant.source, [...(bySource.get(variant.source) ?? []), [url, variant]]);
  }
  await mkdir(cacheDir, { recursive: true });
  const cached = new Set(await readdir(cacheDir));
  const isCached = (url: string) => cached.has(path.basename(url));
  const toEncode = [...bySource].filter(([, wanted]) => wanted.some(([url]) => !isCached(url)));
  let done = bySource.size - toEncode.length;
  const total = bySource.size;
  const progress = () => log(`photos    optimising ${done}/${total}`);
  if (toEncode.length > 0) progress();
  await inParallel(toEncode, async ([source, wanted]) => {
    try {
      await encodePhoto(
        source,
        wanted.filter(([url]) => !isCached(url)),
        cacheDir,
      );
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      const upload = path.relative(path.resolve(contentDir), source).split(path.sep).join("/");
      throw error.namedIn(photoUses[upload]);
    }
    done++;
    if (process.stdout.isTTY || done === total || done % 10 === 0) progress();
  });
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  const now = new Date();
  for (const [url] of used) {
    const cachedFile = path.join(cacheDir, path.basename(url));
    await copyFile(cachedFile, path.join(clientDir, url));
    await utimes(cachedFile, now, now);
  }
  log(
    `photos    ${bySource.size} photos, ${used.length} files (${toEncode.length} photos encoded, the rest from ${cacheDir})`,
  );
  return { photos: bySource.size, files: used.length, encoded: toEncode.length };
}

/** publishPhotos touches each file it publishes, so the old ones are those no build uses. */
export async function prunePhotoCache(cacheDir = PHOTO_CACHE_DIR, days = 30) {
  if (!existsSync(cacheDir)) return;
  const limit = Date.now() - days * 86_400_000;
  for (const file of await readdir(cacheDir)) {
    const full = path.join(cacheDir, file);
    if ((await stat(full)).mtimeMs < limit) await rm(full);
  }
}
