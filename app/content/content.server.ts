import pictures from "virtual:photos";
import { loadSiteModel, type ModelStory, type ModelTrip, type SiteModel } from "./site-model";
import {
  drawStoryMap,
  drawTripMap,
  type StoryMap,
  storyMapImage,
  type StoryMapTheme,
  tripMapImage,
} from "./story-map.server";
import type {
  Mix,
  PageDjOffering,
  PageGalleryItem,
  PageMix,
  PageSite,
  PageStory,
  PhotoSource,
} from "./schema";
import { isUploadReference } from "./uploads";
import { feedItem, storyFeedId } from "~/lib/feed-items";

// Photos are resolved here, at build time, so each page carries only the pictures it shows; the
// browser's bundle holds no list of them.

let built: SiteModel | undefined;

function model() {
  const showDrafts = Boolean(import.meta.env.SHOW_DRAFTS);
  if (import.meta.env.DEV) return loadSiteModel({ showDrafts });
  return (built ??= loadSiteModel({ showDrafts }));
}

function resolvePhoto(src: string): PhotoSource {
  if (!isUploadReference(src)) return src;
  const picture = pictures[src];
  // The photo pipeline describes every upload the model names (plugins/photos/index.ts).
  if (!picture) throw new Error(`${src} was not described by the photo pipeline`);
  return picture;
}

export function getSite(): PageSite {
  const { heroImage, about, ...rest } = model().site;
  return {
    ...rest,
    heroImage: resolvePhoto(heroImage),
    about: { ...about, portrait: resolvePhoto(about.portrait) },
  };
}

export function getGalleryItems(): PageGalleryItem[] {
  return model().gallery.map((item) => ({ ...item, src: resolvePhoto(item.src) }));
}

const toPageMix = (mix: Mix): PageMix => ({ ...mix, image: resolvePhoto(mix.image) });

export function getDjOfferings(): PageDjOffering[] {
  return model().djOfferings.map(({ mixes, ...offering }) => ({
    ...offering,
    image: resolvePhoto(offering.image),
    ...(mixes && { mixes: mixes.map(toPageMix) }),
  }));
}

const toPage = ({
  file: _file,
  order: _order,
  path: _path,
  image,
  photos,
  mixes,
  ...story
}: ModelStory) => ({
  ...story,
  image: resolvePhoto(image),
  photos: photos.map((photo) => ({ ...photo, src: resolvePhoto(photo.src) })),
  mixes: mixes.map(toPageMix),
});

export function getStories(): PageStory[] {
  return model().stories.map(toPage);
}

/** Each story whole, newest first, as the feeds carry it (app/lib/feed-items.ts). */
export function getFeedItems() {
  const { siteUrl } = model().site;
  return model().stories.map((story) =>
    feedItem(siteUrl, { ...toPage(story), id: storyFeedId(story.file) }),
  );
}

export function getFeaturedStories(): PageStory[] {
  return model().featuredStories.map(toPage);
}

export const getPages = () => model().pages;

/** The story started last, whatever the home page's choice of four: it leads the hero. */
export function getNewestStory() {
  const [newest] = model().stories;
  return (
    newest && {
      path: newest.path,
      title: newest.title,
      date: newest.date,
      location: newest.location,
      image: resolvePhoto(newest.image),
      imageAlt: newest.imageAlt,
    }
  );
}

export function getStoryExcerpts() {
  return getFeaturedStories().map(
    ({ slug, title, date, location, image, imageAlt, excerpt, isDraft }) => ({
      slug,
      title,
      date,
      location,
      image,
      imageAlt,
      excerpt,
      isDraft,
    }),
  );
}

export function getStoryPage(slug: string | undefined) {
  // Previous is the story written before it, next the one after.
  const all = model().stories.toReversed();
  const index = all.findIndex((story) => story.slug === slug);
  const story = all[index];
  if (!story) return undefined;
  const link = (other: ModelStory | undefined) => other && { slug: other.slug, title: other.title };
  return { story: toPage(story), previous: link(all[index - 1]), next: link(all[index + 1]) };
}

export function getStoryIndex() {
  return model().stories.map(({ slug, title, date, location, coordinates }) => ({
    slug,
    title,
    date,
    location,
    coordinates,
  }));
}

let storyMap: StoryMap | undefined;

function drawMap() {
  const { visitedCountries = [] } = model().site;
  const trips = model().trips.map(({ slug, title, stories }) => ({
    slug,
    title,
    stops: stories.flatMap((story) => (story.coordinates ? [story.coordinates] : [])),
  }));
  storyMap ??= drawStoryMap(model().stories, visitedCountries, trips);
  return { map: storyMap, countryCount: visitedCountries.length };
}

/** The map's picture is a file of its own (getStoryMapImage). */
export function getStoryMap() {
  const {
    map: { width, height, tiers, routes },
    countryCount,
  } = drawMap();
  return { width, height, tiers, routes, countryCount };
}

export function getStoryMapImage(theme: StoryMapTheme) {
  return storyMapImage(drawMap().map, theme);
}

/** What a trip's card shows: on /trips/ and on the trip's own page. */
const tripCard = ({ stories, file: _file, path: _path, image, ...trip }: ModelTrip) => ({
  ...trip,
  image: resolvePhoto(image),
  storyCount: stories.length,
});

export function getTrips() {
  return model().trips.map(tripCard);
}

const tripMaps = new Map<string, ReturnType<typeof drawTripMap>>();

function drawTrip(trip: ModelTrip) {
  if (!tripMaps.has(trip.slug)) {
    const codes = trip.countries.map((country) => country.code);
    tripMaps.set(trip.slug, drawTripMap(trip.stories, codes));
  }
  return tripMaps.get(trip.slug);
}

/** The picture under a trip's route; undefined for a trip none of whose stories has a pin. */
export function getTripMapImage(slug: string | undefined, theme: StoryMapTheme) {
  const trip = model().trips.find((each) => each.slug === slug);
  const map = trip && drawTrip(trip);
  return map && tripMapImage(map, theme);
}

export function getTripPage(slug: string | undefined) {
  const trip = model().trips.find((each) => each.slug === slug);
  if (!trip) return undefined;
  // The page holds the route and its stops; the outlines are its pictures (getTripMapImage).
  const drawn = drawTrip(trip);
  return {
    trip: tripCard(trip),
    stories: trip.stories.map(
      ({ slug, title, date, location, country, image, imageAlt, excerpt, coordinates }) => ({
        slug,
        title,
        date,
        location,
        country,
        image: resolvePhoto(image),
        imageAlt,
        excerpt,
        coordinates,
      }),
    ),
    map: drawn && {
      width: drawn.width,
      height: drawn.height,
      route: drawn.route,
      tiers: drawn.tiers,
    },
  };
}
