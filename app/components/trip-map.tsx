import { MapPictures } from "~/components/story-map";
import { sitePath, storyPath } from "~/lib/paths";
import type { TripMap } from "~/content/story-map.server";

type Route = Pick<TripMap, "width" | "height" | "route" | "markers" | "markerRadius">;

/**
 * Drawn at build time: no tiles, no script. The outlines are a picture per theme, fetched as the
 * reader nears them; the page holds the route and each stop, a numbered link to its story. The
 * list of stories under it says the same in words.
 */
export function TripRouteMap({
  map,
  images,
  title,
  summary,
}: {
  map: Route;
  images: { light: string; dark: string };
  title: string;
  summary: string;
}) {
  return (
    <figure className="trip-map">
      <div className="relative overflow-hidden rounded-xl bg-sand-100">
        <MapPictures images={images} width={map.width} height={map.height} />
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label={`Map of ${title}`}
          aria-describedby="trip-map-summary"
          className="absolute inset-0 h-full w-full"
        >
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
      </div>
      <figcaption id="trip-map-summary" className="mt-3 text-sm text-stone-600">
        {summary}
      </figcaption>
    </figure>
  );
}
