import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { ModelStory, ModelTrip, SiteModel } from "../../app/content/site-model.ts";
import { isUploadReference } from "../../app/content/uploads.ts";
import { unsplashUrl } from "../../app/lib/images.ts";
import { SEARCH_INDEX_DIR } from "../../app/lib/paths.ts";
import { plainText } from "../../app/lib/plain-text.ts";
import { siteLanguage, wordsFor } from "../../app/i18n/languages.ts";
import { countOf, type Words } from "../../app/i18n/words.ts";
import { listOf, tripDates } from "../../app/lib/trips.ts";
import { variants } from "../photos/describe.ts";

// The stories and trips only, never the page frame: each is a record of what its page shows, its
// words from the same rendered text (the site model), its result card from its own fields.

/** What the search page runs; Pagefind's ready-made interfaces are not. */
const KEPT = new Set([
  "pagefind.js",
  "pagefind-worker.js",
  "pagefind-entry.json",
  "index",
  "fragment",
  "filter",
]);
const THUMBNAIL_WIDTH = 224;

/** The smallest JPEG the build publishes of an owner's photo, or a small crop from Unsplash. */
function thumbnail(src: string, root: string, basePath: string) {
  if (!isUploadReference(src)) return unsplashUrl(src, THUMBNAIL_WIDTH, 1);
  const source = path.join(root, "content", src.replace(/^\//, ""));
  const [smallest] = [...variants]
    .filter(([, variant]) => variant.format === "jpeg" && variant.source === source)
    .sort(([, a], [, b]) => a.width - b.width);
  return smallest ? `${basePath}${smallest[0]}` : undefined;
}

const storyRecord = (story: ModelStory, image: string | undefined) => ({
  url: story.path,
  // Its text first: an excerpt shows the words around a match, or the text's start.
  content: [
    plainText(story.html),
    ...story.photos.map((photo) => photo.caption ?? ""),
    story.title,
    story.location ?? "",
  ].join(" \n"),
  meta: {
    title: story.title,
    ...(story.location && { place: story.location }),
    ...(story.date && { date: story.date }),
    ...(image && { image, image_alt: story.imageAlt }),
  },
});

const tripRecord = (trip: ModelTrip, image: string | undefined, words: Words) => {
  const { locale } = words.meta;
  const countries = listOf(
    trip.countries.map((country) => country.name),
    locale,
  );
  return {
    url: trip.path,
    content: [
      trip.summary,
      countries,
      ...trip.stories.map((story) => story.title),
      trip.title,
    ].join(" \n"),
    meta: {
      title: trip.title,
      place: countries || countOf(words.trip.searchPlace, trip.stories.length, locale),
      date: tripDates(trip.start, trip.end, locale),
      ...(image && { image, image_alt: trip.imageAlt }),
    },
  };
};

/** Written into the build's folder; returns how many stories and trips it holds. */
export async function writeSearchIndex(client: string, root: string, model: SiteModel) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: siteLanguage(model.site) });
  if (!index) throw new Error(`Search: Pagefind did not start (${errors.join("; ")})`);
  const image = (src: string) => thumbnail(src, root, model.basePath);
  const records = [
    ...model.stories.map((story) => storyRecord(story, image(story.image))),
    ...model.trips.map((trip) => tripRecord(trip, image(trip.image), wordsFor(model.site))),
  ];
  for (const record of records) {
    const added = await index.addCustomRecord({ ...record, language: siteLanguage(model.site) });
    if (added.errors.length > 0)
      throw new Error(`Search: ${record.url}: ${added.errors.join("; ")}`);
  }
  const folder = path.join(client, SEARCH_INDEX_DIR);
  const written = await index.writeFiles({ outputPath: folder });
  if (written.errors.length > 0) throw new Error(`Search: ${written.errors.join("; ")}`);
  await pagefind.close();
  // The site's language's files, as Pagefind's entry names them; not the other languages'.
  const entry = JSON.parse(await readFile(path.join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string; wasm: string }>;
  };
  const kept = new Set([
    ...KEPT,
    ...Object.values(entry.languages).flatMap(({ hash, wasm }) => [
      `pagefind.${hash}.pf_meta`,
      `wasm.${wasm}.pagefind`,
    ]),
  ]);
  for (const name of await readdir(folder)) {
    if (!kept.has(name)) await rm(path.join(folder, name), { recursive: true });
  }
  return { stories: model.stories.length, trips: model.trips.length };
}
