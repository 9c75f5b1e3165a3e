import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import routes from "../routes.ts";
import { storyDateText } from "../i18n/dates.ts";
import { siteLanguage, wordsFor } from "../i18n/languages.ts";
import { COVER_PHOTO_ALT } from "../lib/images.ts";
import { basePathOf, storyPath, tripMapFile, tripPath } from "../lib/paths.ts";
import { leadingWords, plainText } from "../lib/plain-text.ts";
import { listContent, refuseLinks, type ContentFile } from "./content-files.ts";
import { ContentError } from "./errors.ts";
import { renderStoryText } from "./markdown.ts";
import {
  parseStoryFileName,
  parseTripFileName,
  STORY_FILE_NAME_RULE,
  TRIP_FILE_NAME_RULE,
} from "./names.ts";
import { countryAt, routeKm, type Country } from "./places.server.ts";
import { chooseHomeStories, parseWith } from "./parse.ts";
import { parseYaml, readText, splitFrontMatter, type YamlData } from "./read.ts";
import type { z } from "zod";
import {
  DjOfferingsSchema,
  GallerySchema,
  photoUrl,
  SiteSchema,
  startedDate,
  StoryFrontmatterSchema,
  TripSchema,
  type DjOffering,
  type GalleryItem,
  type Mix,
  type Site,
  type Story,
  type Trip,
} from "./schema.ts";
import { findUpload, isUploadReference, readUploads, type Uploads } from "./uploads.ts";

// Every rule about the owner's files lives here or in the modules it calls, so that the build,
// the pages, the tests and the scripts all take the site from `loadSiteModel`.

export const SITE_FILE = "content/site.yml";
export const GALLERY_FILE = "content/gallery.yml";
export const DJ_FILE = "content/dj.yml";
export const STORIES_DIR = "content/stories";
export const TRIPS_DIR = "content/trips";

type StoryLink = { slug: string; title: string };

export type ModelStory = Story & {
  file: string;
  order: number;
  path: string;
  /** Where its map pin falls, from the world map (places.server.ts). */
  country?: Country;
  /** Its place in its trip: "Part 2 of 3 · Coast to Coast". */
  tripPart?: {
    slug: string;
    title: string;
    part: number;
    count: number;
    previous?: StoryLink;
    next?: StoryLink;
  };
};

export type ModelTrip = Omit<Trip, "image" | "imageAlt"> & {
  slug: string;
  file: string;
  path: string;
  /** Its own cover, or its first story's, or the site's. */
  image: string;
  imageAlt: string;
  /** Its stories in the order they were written. */
  stories: ModelStory[];
  /** The countries its stops fall in, in the order it reached them. */
  countries: Country[];
  /** The great-circle sum from stop to stop, in km. */
  distanceKm: number;
  days: number;
};

export type SiteModel = {
  site: Site;
  gallery: GalleryItem[];
  djOfferings: DjOffering[];
  /** Newest first: by when each was started, the minute its file's name begins with. */
  stories: ModelStory[];
  featuredStories: ModelStory[];
  /** Newest first. */
  trips: ModelTrip[];
  /** The files of the drafts a build leaves out. */
  drafts: string[];
  /** The owner's photos the site shows, as "uploads/<file>": the build publishes these. */
  uploads: string[];
  photoUses: Record<string, string[]>;
  basePath: string;
  pages: string[];
  /** The files the resource routes make from the content (feed, sitemap, map…). */
  files: string[];
  warnings: string[];
};

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Pages are components (.tsx), files are made by resource routes (.ts). */
function staticRoutes() {
  const entries = (routes as RouteEntry[]).flatMap(function flat(entry): RouteEntry[] {
    return [entry, ...(entry.children ?? []).flatMap(flat)];
  });
  const address = (entry: RouteEntry) => (entry.index ? "/" : `/${entry.path ?? ""}`);
  // A page is a folder (its index.html): its address ends with a slash (app/lib/paths.ts).
  const pageAddress = (entry: RouteEntry) => address(entry).replace(/\/?$/, "/");
  const fixed = entries.filter((entry) => entry.index || !/[:*]/.test(entry.path ?? "*"));
  return {
    pages: fixed.filter((entry) => entry.file.endsWith(".tsx")).map(pageAddress),
    files: fixed.filter((entry) => !entry.file.endsWith(".tsx")).map(address),
  };
}

function readYaml(root: string, file: string): YamlData {
  return parseYaml(readText(root, file), file);
}

function findPhoto(uploads: Uploads, src: string) {
  if (isUploadReference(src)) return findUpload(uploads, src);
  const issue = photoUrl.safeParse(src).error?.issues[0];
  return issue ? { problem: issue.message } : { src };
}

function photoChecker(uploads: Uploads, used: PhotoUses, file: string) {
  const problems: string[] = [];
  const check = (src: string, field: string, line?: number) => {
    const found = findPhoto(uploads, src);
    const where = `${line ? `line ${line}, ` : ""}field "${field}"`;
    if ("problem" in found) {
      problems.push(`${where}: ${found.problem}`);
      return src;
    }
    if (isUploadReference(found.src)) addUse(used, found.src, `${file}, ${where}`);
    return found.src;
  };
  return { check, problems };
}

type PhotoUses = Map<string, string[]>;
const addUse = (uses: PhotoUses, upload: string, where: string) =>
  uses.set(upload, [...(uses.get(upload) ?? []), where]);

const WORDS_PER_MINUTE = 200;

function readStory(
  root: string,
  name: string,
  uploads: Uploads,
  used: PhotoUses,
  showDrafts: boolean,
  mixes: readonly Mix[] = [],
) {
  const file = `${STORIES_DIR}/${name}`;
  const parsedName = parseStoryFileName(name);
  if (!parsedName) throw ContentError.inFile(file, [`the file name: ${STORY_FILE_NAME_RULE}`]);
  const { frontMatter, body } = splitFrontMatter(readText(root, file), file);
  // The fields start on the file's second line, after the first "---".
  const yaml = parseYaml(frontMatter, file, 2);
  const isDraft = (yaml.data as { draft?: unknown } | null)?.draft === true;
  const shown: PhotoUses = !isDraft || showDrafts ? used : new Map();
  const fields = parseWith(StoryFrontmatterSchema, yaml.data, file, yaml.lineOf);
  const photos = photoChecker(uploads, shown, file);
  const checked = fields.image ? photos.check(fields.image, "image", yaml.lineOf(["image"])) : "";
  // A draft's photo not added yet: the development server shows the site's cover instead.
  const image = isDraft && photos.problems.length > 0 ? "" : checked;
  const text = renderStoryText(body, (src) => findPhoto(uploads, src), isDraft, mixes);
  const problems = isDraft ? [] : [...photos.problems, ...new Set(text.problems)];
  if (problems.length > 0) throw ContentError.inFile(file, problems);
  for (const photo of text.photos) {
    if (isUploadReference(photo.src))
      addUse(shown, photo.src, `${file}, the photo "${photo.alt}" in the text`);
  }
  const { draft: _draft, image: _image, imageAlt, excerpt, ...rest } = fields;
  // A story needs only its title: what it leaves out is derived, or not shown.
  const started = rest.date ? undefined : startedDate(name);
  const story: ModelStory = {
    ...rest,
    ...(started && { date: started, published: started }),
    image,
    // Without a cover of its own, the story has the site's (readSiteModel), which is decoration.
    imageAlt: imageAlt ?? COVER_PHOTO_ALT,
    excerpt: excerpt ?? leadingWords(plainText(text.html)),
    file,
    order: parsedName.order,
    slug: parsedName.slug,
    path: storyPath(parsedName.slug),
    html: text.html,
    photos: text.photos,
    mixes: text.mixes,
    readingMinutes: Math.max(1, Math.round(text.words / WORDS_PER_MINUTE)),
    ...(isDraft ? { isDraft: true } : {}),
  };
  const tripLine = yaml.lineOf(["trip"]);
  const imageLine = yaml.lineOf(["image"]);
  const removed = `${file}: removed what a story may not hold: ${text.dropped.join(", ")}`;
  const undescribedCover = `${file}${imageLine ? `, line ${imageLine}` : ""}: the cover photo has no "imageAlt" saying what it shows, so it is shown as decoration beside the title; write what it shows in "imageAlt" for readers who cannot see it`;
  const warnings = isDraft
    ? []
    : [
        ...(text.dropped.length > 0 ? [removed] : []),
        ...(fields.image && imageAlt === undefined ? [undescribedCover] : []),
      ];
  return { story, warnings, tripLine };
}

function readTrip(root: string, name: string, uploads: Uploads, used: PhotoUses) {
  const file = `${TRIPS_DIR}/${name}`;
  const slug = parseTripFileName(name);
  if (!slug) throw ContentError.inFile(file, [`the file name: ${TRIP_FILE_NAME_RULE}`]);
  const yaml = readYaml(root, file);
  const trip = parseWith(TripSchema, yaml.data, file, yaml.lineOf);
  const photos = photoChecker(uploads, used, file);
  const image = trip.image ? photos.check(trip.image, "image", yaml.lineOf(["image"])) : "";
  if (photos.problems.length > 0) throw ContentError.inFile(file, photos.problems);
  return { ...trip, image, slug, file };
}

function readTrips(
  root: string,
  attempt: ReturnType<typeof mistakes>["attempt"],
  uploads: Uploads,
  used: PhotoUses,
) {
  const dir = path.join(root, TRIPS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .sort()
    .flatMap((name) => attempt(() => readTrip(root, name, uploads, used)) ?? []);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day of a month, "2024-02" → "2024-02-29". */
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

/**
 * A trip's first and last day as its page shows them: its own, widened to take in a story of it
 * that happened outside them (a story given the wrong trip, or a trip's dates typed wrong), so the
 * page never contradicts its stories; each such story is named in a warning.
 */
function tripSpan(
  trip: { title: string; start: string; end: string },
  file: string,
  stories: readonly ModelStory[],
) {
  let { start, end } = trip;
  const warnings: string[] = [];
  for (const story of stories) {
    const month = story.published;
    if (!month || (month >= trip.start.slice(0, 7) && month <= trip.end.slice(0, 7))) continue;
    if (`${month}-01` < start) start = `${month}-01`;
    if (lastDayOf(month) > end) end = lastDayOf(month);
    warnings.push(
      `${story.file}: it happened in ${story.date}, outside its trip "${trip.title}" (${trip.start} to ${trip.end}, ${file}), so the trip's page shows its dates widened to take it in; if the story belongs to another trip, change its Trip, or else the trip's dates`,
    );
  }
  return { start, end, warnings };
}

/** A trip's stories, stops, countries and distance; each story's part in it. */
function joinTrips(
  trips: ReturnType<typeof readTrips>,
  stories: ModelStory[],
  heroImage: string,
  language: string,
): { trips: ModelTrip[]; stories: ModelStory[]; warnings: string[] } {
  const withCountry = stories.map((story) => {
    const country = story.coordinates && countryAt(story.coordinates, language);
    return country ? { ...story, country } : story;
  });
  const link = (story: ModelStory | undefined) => story && { slug: story.slug, title: story.title };
  const parts = new Map<string, NonNullable<ModelStory["tripPart"]>>();
  const warnings: string[] = [];
  const joined = trips.map(({ slug, file, image, imageAlt, ...trip }): ModelTrip => {
    const own = withCountry.filter((story) => story.trip === slug);
    const span = tripSpan(trip, file, own);
    warnings.push(...span.warnings);
    own.forEach((story, index) =>
      parts.set(story.slug, {
        slug,
        title: trip.title,
        part: index + 1,
        count: own.length,
        previous: link(own[index - 1]),
        next: link(own[index + 1]),
      }),
    );
    const stops = own.flatMap((story) => (story.coordinates ? [story.coordinates] : []));
    const countries = [
      ...new Map(
        own.flatMap((story) =>
          story.country ? [[story.country.code || story.country.name, story.country]] : [],
        ),
      ).values(),
    ];
    const [first] = own;
    return {
      ...trip,
      start: span.start,
      end: span.end,
      slug,
      file,
      path: tripPath(slug),
      image: image || first?.image || heroImage,
      imageAlt: image ? (imageAlt ?? "") : first ? first.imageAlt : "",
      stories: own,
      countries,
      distanceKm: routeKm(stops),
      days: Math.round((Date.parse(span.end) - Date.parse(span.start)) / DAY_MS) + 1,
    };
  });
  const withParts = withCountry.map((story) => {
    const tripPart = parts.get(story.slug);
    return tripPart ? { ...story, tripPart } : story;
  });
  // Their stories in the trips carry their parts too.
  const bySlug = new Map(withParts.map((story) => [story.slug, story]));
  return {
    trips: joined
      .map((trip) => ({
        ...trip,
        stories: trip.stories.map((story) => bySlug.get(story.slug) ?? story),
      }))
      .sort((a, b) => b.start.localeCompare(a.start) || a.slug.localeCompare(b.slug)),
    stories: withParts,
    warnings,
  };
}

/** A story naming a trip with no file: named with the trips there are. */
function unknownTrips(
  read: ({ story: ModelStory; tripLine?: number } | undefined)[],
  trips: readonly { slug: string }[],
) {
  const known = new Set(trips.map((trip) => trip.slug));
  const there =
    trips.length > 0
      ? `the trips there are: ${trips.map((trip) => `"${trip.slug}"`).join(", ")}`
      : "there is no trip yet: start one in content/trips (docs/content.md, “Trips”)";
  return read.flatMap((result) => {
    const trip = result?.story.trip;
    if (!result || !trip || known.has(trip) || result.story.isDraft) return [];
    const line = result.tripLine ? `line ${result.tripLine}, ` : "";
    return [
      ContentError.inFile(result.story.file, [
        `${line}field "trip": no trip is named "${trip}" (no file content/trips/${trip}.yml); ${there}. Write one of them, or leave the field out`,
      ]).message,
    ];
  });
}

/** Two trips to Paris, both titled "Paris": the later one gets the next free "-2", "-3"… */
function uniqueAddresses(stories: readonly ModelStory[]) {
  const taken = new Set(stories.map((story) => story.slug));
  const seen = new Set<string>();
  const warnings: string[] = [];
  const unique = stories.map((story) => {
    if (!seen.has(story.slug)) {
      seen.add(story.slug);
      return story;
    }
    let count = 2;
    while (taken.has(`${story.slug}-${count}`)) count++;
    const slug = `${story.slug}-${count}`;
    taken.add(slug);
    seen.add(slug);
    warnings.push(
      `${story.file}: ${story.path} is an earlier story's address, so this one is published at ${storyPath(slug)}; rename its file to choose another`,
    );
    return { ...story, slug, path: storyPath(slug) };
  });
  return { unique, warnings };
}

/** So that one build names every one of the owner's mistakes at once, file by file. */
function mistakes() {
  const found: string[] = [];
  return {
    attempt<T>(read: () => T): T | undefined {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        found.push(error.message);
        return undefined;
      }
    },
    add(message: string) {
      found.push(message);
    },
    done() {
      if (found.length > 0) throw new ContentError(found.join("\n\n"));
    },
  };
}

function readSite(root: string, uploads: Uploads, used: PhotoUses) {
  const yaml = readYaml(root, SITE_FILE);
  const parsed = parseWith(SiteSchema, yaml.data, SITE_FILE, yaml.lineOf);
  const photos = photoChecker(uploads, used, SITE_FILE);
  const site: Site = {
    ...parsed,
    heroImage: photos.check(parsed.heroImage, "heroImage", yaml.lineOf(["heroImage"])),
    about: {
      ...parsed.about,
      portrait: photos.check(
        parsed.about.portrait,
        "about.portrait",
        yaml.lineOf(["about", "portrait"]),
      ),
    },
  };
  if (photos.problems.length > 0) throw ContentError.inFile(SITE_FILE, photos.problems);
  return { site, lineOf: yaml.lineOf };
}

function readList<T extends Record<K, string>, K extends string>(
  root: string,
  file: string,
  schema: z.ZodType<T[]>,
  photoField: K,
  uploads: Uploads,
  used: PhotoUses,
): T[] {
  const yaml = readYaml(root, file);
  const photos = photoChecker(uploads, used, file);
  const items = parseWith(schema, yaml.data, file, yaml.lineOf).map((item, index) => ({
    ...item,
    [photoField]: photos.check(
      item[photoField],
      `[${index}].${photoField}`,
      yaml.lineOf([index, photoField]),
    ),
  }));
  if (photos.problems.length > 0) throw ContentError.inFile(file, photos.problems);
  return items;
}

/** The offerings, each with its mixes' covers checked as its photo is. */
function readDj(root: string, uploads: Uploads, used: PhotoUses): DjOffering[] {
  const yaml = readYaml(root, DJ_FILE);
  const photos = photoChecker(uploads, used, DJ_FILE);
  const offerings = parseWith(DjOfferingsSchema, yaml.data, DJ_FILE, yaml.lineOf).map(
    (offering, index) => ({
      ...offering,
      image: photos.check(offering.image, `[${index}].image`, yaml.lineOf([index, "image"])),
      ...(offering.mixes && {
        mixes: offering.mixes.map((mix, mixIndex) => ({
          ...mix,
          image: photos.check(
            mix.image,
            `[${index}].mixes[${mixIndex}].image`,
            yaml.lineOf([index, "mixes", mixIndex, "image"]),
          ),
        })),
      }),
    }),
  );
  if (photos.problems.length > 0) throw ContentError.inFile(DJ_FILE, photos.problems);
  return offerings;
}

function readSiteModel(
  root: string,
  contentFiles: readonly ContentFile[],
  showDrafts: boolean,
): SiteModel {
  const uploads = readUploads(root, contentFiles);
  const used: PhotoUses = new Map();
  const { attempt, add, done } = mistakes();
  const identity = attempt(() => readSite(root, uploads, used));
  const gallery = attempt(() => readList(root, GALLERY_FILE, GallerySchema, "src", uploads, used));
  const djOfferings = attempt(() => readDj(root, uploads, used));
  const mixes = djOfferings?.flatMap((offering) => offering.mixes ?? []) ?? [];
  const read = readdirSync(path.join(root, STORIES_DIR))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => attempt(() => readStory(root, name, uploads, used, showDrafts, mixes)));
  const tripFiles = readTrips(root, attempt, uploads, used);
  unknownTrips(read, tripFiles).forEach(add);
  done();
  if (!identity || !gallery || !djOfferings) throw new Error("unreachable: done() has thrown");
  const { site, lineOf } = identity;
  const language = siteLanguage(site);
  const words = wordsFor(site);

  const all = read
    .flatMap((result) => (result ? [result.story] : []))
    .sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
  const shown = uniqueAddresses(all.filter((story) => showDrafts || !story.isDraft));
  const known = new Set(tripFiles.map((trip) => trip.slug));
  // Trips take their stories in the order they were written; the site lists them newest first.
  const {
    trips,
    stories: oldestFirst,
    warnings: tripWarnings,
  } = joinTrips(
    tripFiles,
    shown.unique.map((story) => ({
      ...story,
      ...(story.date && { date: storyDateText(story.date, language, words) }),
      image: story.image || site.heroImage,
      // A draft may name a trip not started yet.
      ...(story.trip && !known.has(story.trip) ? { trip: undefined } : {}),
    })),
    site.heroImage,
    language,
  );
  const stories = oldestFirst.toReversed();
  const { pages, files } = staticRoutes();
  const home = chooseHomeStories(stories, site.homeStories);
  const unknownHomeStories = home.unknown.map(
    (name) =>
      `${SITE_FILE}, line ${lineOf(["homeStories", site.homeStories?.indexOf(name) ?? 0])}: homeStories names "${name}", which is no story's: left out`,
  );
  return {
    site,
    gallery,
    djOfferings,
    stories,
    featuredStories: home.featured,
    trips,
    drafts: showDrafts ? [] : all.filter((story) => story.isDraft).map((story) => story.file),
    uploads: [...used.keys()].sort(),
    photoUses: Object.fromEntries(used),
    basePath: basePathOf(site.siteUrl),
    pages: [...pages, ...stories.map((story) => story.path), ...trips.map((trip) => trip.path)],
    files: [
      ...files,
      // A trip's map, where one of its stories has a map pin.
      ...trips
        .filter((trip) => trip.stories.some((story) => story.coordinates))
        .flatMap((trip) => [tripMapFile(trip.slug, "light"), tripMapFile(trip.slug, "dark")]),
    ],
    warnings: [
      ...read.flatMap((result) => result?.warnings ?? []),
      ...shown.warnings,
      ...tripWarnings,
      ...unknownHomeStories,
    ],
  };
}

type Cache = Map<string, { fingerprint: string; model: SiteModel }>;
const CACHE = Symbol.for("wildfinch.site-model");

/** Cached on globalThis: the build loads several bundles of this module (config, router, pages). */
export function loadSiteModel({
  root = process.cwd(),
  showDrafts = false,
}: { root?: string; showDrafts?: boolean } = {}): SiteModel {
  const cache: Cache = ((globalThis as Record<symbol, Cache>)[CACHE] ??= new Map());
  const key = `${path.resolve(root)}\0${showDrafts}`;
  // What content/ holds, refused if it holds a link (app/content/content-files.ts).
  const { files, links } = listContent(root);
  refuseLinks(root, links);
  const now = files.map(({ file, size, mtimeMs }) => `${file}:${size}:${mtimeMs}`).join("\n");
  const cached = cache.get(key);
  if (cached?.fingerprint === now) return cached.model;
  const model = readSiteModel(root, files, showDrafts);
  cache.set(key, { fingerprint: now, model });
  return model;
}
