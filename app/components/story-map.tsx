import { sitePath, storyPath, tripPath, TRIPS_PATH } from "~/lib/paths";
import type { MarkerTier } from "~/content/story-map.server";
import { countOf } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

/** The list's entry for a story, where a marker for several leads. */
const entryId = (slug: string) => `map-story-${slug}`;
type Route = { slug: string; title: string; d: string };

/** Each trip's line has its own dashes, so the routes are told apart without colour. */
const ROUTE_DASHES = ["none", "12 7", "2 6", "16 6 2 6", "7 4", "1 5", "22 7", "10 4 2 4 2 4"];
const dashesOf = (index: number) => ROUTE_DASHES[index % ROUTE_DASHES.length];

// The picture is a cached file per theme, so the page holds only the dots. No script: the list is
// also the way to the stories a marker for several stands for.
export function StoryMapSection({
  map,
  images,
  stories,
  countryCount,
  hasTrips,
}: {
  map: {
    width: number;
    height: number;
    tiers: MarkerTier<{ slug: string; title: string }>[];
    routes: Route[];
  };
  images: { light: string; dark: string };
  stories: { slug: string; title: string; location?: string; date?: string }[];
  countryCount: number;
  /** Trips lead to their own page, /trips/. */
  hasTrips: boolean;
}) {
  const { words } = useWords();
  const { storiesPage } = words;
  const { locale } = words.meta;
  return (
    <section aria-labelledby="map-title" className="container-page max-w-5xl pt-14 sm:pt-20">
      <h2
        id="map-title"
        className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
      >
        {storiesPage.mapTitle}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        {countryCount > 0
          ? countOf(storiesPage.mapIntroWithCountries, countryCount, locale)
          : storiesPage.mapIntro}
      </p>
      <figure className="story-map relative mt-8">
        <MapPictures images={images} width={map.width} height={map.height} />
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label={storiesPage.mapLabel}
          className="absolute inset-0 h-full w-full"
        >
          {map.routes.map((route, index) => (
            <path
              key={route.slug}
              d={route.d}
              className="map-route"
              strokeDasharray={dashesOf(index)}
            />
          ))}
          {map.tiers.map((tier) => (
            <g key={tier.name} className={`map-markers-${tier.name}`}>
              {tier.markers.map((marker) => {
                const [first] = marker.members;
                if (!first) return null;
                const titles = marker.members.map((member) => member.title);
                const isOne = titles.length === 1;
                return (
                  <MarkerLink
                    key={first.slug}
                    // Stories too close to tell apart: one marker, leading to the first in the list.
                    href={isOne ? sitePath(storyPath(first.slug)) : `#${entryId(first.slug)}`}
                    name={
                      isOne
                        ? first.title
                        : countOf(storiesPage.closeTogether, titles.length, locale, {
                            titles: titles.join("; "),
                          })
                    }
                    titles={titles}
                    x={marker.x}
                    y={marker.y}
                    radius={isOne ? tier.radius : tier.groupRadius}
                    hitRadius={tier.hitRadius}
                    label={isOne ? undefined : String(titles.length)}
                  />
                );
              })}
            </g>
          ))}
        </svg>
      </figure>
      <ol className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.slug} id={entryId(story.slug)}>
            <a
              href={sitePath(storyPath(story.slug))}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {story.title}
            </a>
            <span className="block text-sm text-stone-600">
              {[story.location, story.date].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ol>
      {map.routes.length > 0 && (
        <p className="mt-8 flex flex-wrap items-center gap-x-6">
          <span className="w-full text-xs font-semibold tracking-[0.12em] text-stone-600 uppercase">
            {storiesPage.linesAreTrips}
          </span>
          {map.routes.map((route, index) => (
            <a
              key={route.slug}
              href={sitePath(tripPath(route.slug))}
              className="inline-flex min-h-11 items-center gap-3 font-semibold text-accent underline-offset-4 hover:underline"
            >
              <svg viewBox="0 0 40 8" aria-hidden="true" className="h-2 w-10 shrink-0">
                <line
                  x1="2"
                  y1="4"
                  x2="38"
                  y2="4"
                  className="map-route"
                  strokeDasharray={dashesOf(index)}
                />
              </svg>
              {route.title}
            </a>
          ))}
        </p>
      )}
      {hasTrips && (
        <p className="mt-2">
          <a
            href={sitePath(TRIPS_PATH)}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
          >
            {storiesPage.everyTrip}
          </a>
        </p>
      )}
    </section>
  );
}

/** A map's outlines, a picture per theme (the stylesheet shows the theme's), fetched lazily. */
export function MapPictures({
  images,
  width,
  height,
}: {
  images: { light: string; dark: string };
  width: number;
  height: number;
}) {
  return (["light", "dark"] as const).map((theme) => (
    <img
      key={theme}
      src={images[theme]}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`map-picture map-picture-${theme} h-auto w-full`}
    />
  ));
}

/**
 * A marker on a map, a link: a dot, or a pill as wide as its label (a trip's stops, "3–14"), its
 * label drawn in it; its title lists what it stands for, a line each. Its target, `hitRadius`
 * around it, is what a finger or pointer hits and what the focus ring circles.
 */
export function MarkerLink({
  href,
  name,
  titles,
  x,
  y,
  radius,
  hitRadius,
  label,
  isPill = false,
}: {
  href: string;
  name: string;
  titles: string[];
  x: number;
  y: number;
  radius: number;
  hitRadius: number;
  label?: string;
  isPill?: boolean;
}) {
  const fontSize = Math.round(radius * 1.07);
  const width = isPill ? Math.max(radius * 2, (label ?? "").length * fontSize * 0.6 + 14) : 0;
  const reach = hitRadius - radius;
  return (
    <a href={href} aria-label={name} className="map-marker">
      <title>{titles.join("\n")}</title>
      {isPill ? (
        <>
          <rect
            className="map-target"
            x={x - width / 2 - reach}
            y={y - hitRadius}
            width={width + reach * 2}
            height={hitRadius * 2}
            rx={hitRadius}
          />
          <rect
            className="map-dot"
            x={x - width / 2}
            y={y - radius}
            width={width}
            height={radius * 2}
            rx={radius}
          />
        </>
      ) : (
        <>
          <circle className="map-target" cx={x} cy={y} r={hitRadius} />
          <circle className="map-dot" cx={x} cy={y} r={radius} />
        </>
      )}
      {label !== undefined && (
        <text x={x} y={y} fontSize={fontSize} aria-hidden="true">
          {label}
        </text>
      )}
    </a>
  );
}
