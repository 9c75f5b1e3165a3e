import type { StoryMap } from "~/content/story-map.server";

/**
 * Where the stories happened: a world map drawn at build time, a dot for each story with a place,
 * and a list of every story. The dots and the list are plain links to the stories below, so they
 * need no script; the list is also the way to a dot too small to tap on a phone.
 */
export function StoryMapSection({
  map,
  stories,
  countryCount,
}: {
  map: StoryMap;
  stories: { slug: string; title: string; location: string; date: string }[];
  countryCount: number;
}) {
  return (
    <section aria-labelledby="map-title" className="container-page max-w-5xl pt-14 sm:pt-20">
      <h2
        id="map-title"
        className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
      >
        Where the stories happened
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        Every dot is a story. Pick one on the map, or from the list below it
        {countryCount > 0 && (
          <>; the shaded countries are the {countryCount} I have explored so far</>
        )}
        .
      </p>
      <figure className="story-map mt-8">
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label="World map of the stories"
          className="h-auto w-full"
        >
          <g aria-hidden="true">
            <path className="map-sea" d={map.sphere} />
            <path className="map-land" d={map.land} />
            <path className="map-visited" d={map.visited} />
            <path className="map-borders" d={map.borders} />
          </g>
          {map.markers.map((marker) => (
            <a
              key={marker.slug}
              href={`#${marker.slug}`}
              aria-label={marker.title}
              className="map-marker"
            >
              <title>{marker.title}</title>
              <circle cx={marker.x} cy={marker.y} r={map.markerRadius} />
            </a>
          ))}
        </svg>
      </figure>
      <ol className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.slug}>
            <a
              href={`#${story.slug}`}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {story.title}
            </a>
            <span className="block text-sm text-stone-600">
              {story.location} · {story.date}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
