import { MapPictures, MarkerLink } from "~/components/story-map";
import { sitePath, storyPath } from "~/lib/paths";
import { listOf } from "~/lib/trips";
import type { TripMap } from "~/content/story-map.server";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

type Route = Pick<TripMap, "width" | "height" | "route" | "tiers">;

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
  const { trip, meta } = useWords().words;
  return (
    <figure className="trip-map">
      <div className="relative overflow-hidden rounded-xl bg-sand-100">
        <MapPictures images={images} width={map.width} height={map.height} />
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label={fill(trip.mapLabel, { title })}
          aria-describedby="trip-map-summary"
          className="absolute inset-0 h-full w-full"
        >
          {map.route && <path className="trip-map-route" d={map.route} />}
          {map.tiers.map((tier) => (
            <g key={tier.name} className={`map-markers-${tier.name}`}>
              {tier.markers.map((marker) => {
                const [first] = marker.members;
                if (!first) return null;
                const names = marker.members.map((member) => `${member.part}. ${member.title}`);
                if (marker.members.length === 1) {
                  return (
                    <MarkerLink
                      key={first.slug}
                      href={sitePath(storyPath(first.slug))}
                      name={`${first.part}. ${first.title}`}
                      titles={names}
                      x={marker.x}
                      y={marker.y}
                      radius={tier.radius}
                      hitRadius={tier.hitRadius}
                      label={String(first.part)}
                    />
                  );
                }
                // Stops too close to tell apart: one marker, leading to the first in the list below.
                const parts = marker.members.map((member) => member.part);
                const inARow = parts.every(
                  (part, index) => index === 0 || part === (parts[index - 1] ?? 0) + 1,
                );
                return (
                  <MarkerLink
                    key={first.slug}
                    href={`#trip-story-${first.slug}`}
                    name={fill(trip.closeTogether, {
                      parts: listOf(parts.map(String), meta.locale),
                      titles: names.join("; "),
                    })}
                    titles={names}
                    x={marker.x}
                    y={marker.y}
                    radius={tier.groupRadius}
                    hitRadius={tier.hitRadius}
                    label={inARow ? `${parts[0]}–${parts.at(-1)}` : String(parts.length)}
                    isPill
                  />
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      <figcaption id="trip-map-summary" className="mt-3 text-sm text-stone-600">
        {summary}
      </figcaption>
    </figure>
  );
}
