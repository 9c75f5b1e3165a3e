import { sitePath, storyPath } from "~/lib/paths";
import type { TripMap } from "~/content/story-map.server";

/**
 * Drawn at build time into the page: no tiles, no script. Each stop is a numbered link to its
 * story; the list of stories under it says the same in words.
 */
export function TripRouteMap({
  map,
  title,
  summary,
}: {
  map: TripMap;
  title: string;
  summary: string;
}) {
  return (
    <figure className="trip-map">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-label={`Map of ${title}`}
        aria-describedby="trip-map-summary"
        className="h-auto w-full rounded-xl"
      >
        <rect className="trip-map-sea" width={map.width} height={map.height} />
        <path className="trip-map-land" d={map.land} />
        <path className="trip-map-visited" d={map.visited} />
        <path className="trip-map-borders" d={map.borders} />
        {map.route && <path className="trip-map-route" d={map.route} />}
        {map.markers.map((marker) => (
          <a
            key={marker.slug}
            href={sitePath(storyPath(marker.slug))}
            aria-label={`${marker.part}. ${marker.title}`}
            className="map-marker trip-map-marker"
          >
            <title>{`${marker.part}. ${marker.title}`}</title>
            <circle cx={marker.x} cy={marker.y} r={map.markerRadius} />
            <text x={marker.x} y={marker.y} aria-hidden="true">
              {marker.part}
            </text>
          </a>
        ))}
      </svg>
      <figcaption id="trip-map-summary" className="mt-3 text-sm text-stone-600">
        {summary}
      </figcaption>
    </figure>
  );
}
