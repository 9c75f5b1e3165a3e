import { MapPictures } from "~/components/story-map";
import { sitePath, storyPath } from "~/lib/paths";
import { listOf } from "~/lib/trips";
import type { TripMap } from "~/content/story-map.server";

type Route = Pick<TripMap, "width" | "height" | "route" | "markers" | "markerRadius">;

/**
 * Drawn at build time: no tiles, no script. The outlines are a picture per theme, fetched as the
 * reader nears them; the page holds the route and each stop, a numbered link to its story (stops
 * too close to tell apart, one link to the first of them in the list of stories under it, which
 * says the same in words).
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
          {map.markers.map((marker) => {
            const [first] = marker.members;
            if (!first) return null;
            if (marker.members.length === 1) {
              return (
                <a
                  key={first.slug}
                  href={sitePath(storyPath(first.slug))}
                  aria-label={`${first.part}. ${first.title}`}
                  className="map-marker trip-map-marker"
                >
                  <title>{`${first.part}. ${first.title}`}</title>
                  <circle cx={marker.x} cy={marker.y} r={map.markerRadius} />
                  <text x={marker.x} y={marker.y} aria-hidden="true">
                    {first.part}
                  </text>
                </a>
              );
            }
            // Stops too close to tell apart: one marker, leading to the first in the list below.
            const parts = marker.members.map((member) => member.part);
            const inARow = parts.every(
              (part, index) => index === 0 || part === (parts[index - 1] ?? 0) + 1,
            );
            const label = inARow ? `${parts[0]}–${parts.at(-1)}` : String(parts.length);
            const width = Math.max(map.markerRadius * 2, label.length * 9 + 14);
            const names = marker.members.map((member) => `${member.part}. ${member.title}`);
            return (
              <a
                key={first.slug}
                href={`#trip-story-${first.slug}`}
                aria-label={`Parts ${listOf(parts.map(String))}, close together: ${names.join("; ")}`}
                className="map-marker trip-map-marker"
              >
                <title>{names.join("\n")}</title>
                <rect
                  x={marker.x - width / 2}
                  y={marker.y - map.markerRadius}
                  width={width}
                  height={map.markerRadius * 2}
                  rx={map.markerRadius}
                />
                <text x={marker.x} y={marker.y} aria-hidden="true">
                  {label}
                </text>
              </a>
            );
          })}
        </svg>
      </div>
      <figcaption id="trip-map-summary" className="mt-3 text-sm text-stone-600">
        {summary}
      </figcaption>
    </figure>
  );
}
