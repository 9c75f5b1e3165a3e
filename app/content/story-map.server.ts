import { geoEqualEarth, geoMercator, geoPath } from "d3-geo";
import countries from "i18n-iso-countries";
import { mesh, merge } from "topojson-client";
import {
  planarTriangleArea,
  presimplify,
  simplify,
  sphericalTriangleArea,
} from "topojson-simplify";
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import { worldTopology, type LatLon } from "./places.server.ts";

/** The shapes become a picture of their own (storyMapImage), drawn under the page's markers. */
export type StoryMap = {
  width: number;
  height: number;
  sphere: string;
  land: string;
  visited: string;
  borders: string;
  markers: { slug: string; title: string; x: number; y: number }[];
  markerRadius: number;
  /** Each trip's stops joined in order, told apart by their dashes (app/components/story-map.tsx). */
  routes: { slug: string; title: string; d: string }[];
};

const WIDTH = 960;
/** In square units of the viewBox: a third less path data, with no difference one can see. */
const SIMPLIFY_AREA = 1;
const MARKER_RADIUS = 11;

type Country = Polygon | MultiPolygon;
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;

/**
 * So every marker stays visible and can be pointed at: those at one place fan out around it, and
 * none is pushed off the map (a crowd near its edge, around Reykjavík, once pushed one out).
 */
function spreadMarkers<T extends { x: number; y: number }>(
  markers: T[],
  width: number,
  height: number,
  radius = MARKER_RADIUS,
): T[] {
  const spread = markers.map((marker, index) => ({ ...marker, index }));
  const gap = radius * 2 + 2;
  const inside = (value: number, size: number) =>
    Math.min(size - radius - 1, Math.max(radius + 1, value));
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (const a of spread) {
      for (const b of spread) {
        if (b.index <= a.index) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 0.01) {
          const angle = b.index * 2.399963;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    for (const marker of spread)
      [marker.x, marker.y] = [inside(marker.x, width), inside(marker.y, height)];
    if (!moved) break;
  }
  return spread.map(({ index: _index, ...marker }) => ({
    ...(marker as unknown as T),
    x: Math.round(marker.x * 10) / 10,
    y: Math.round(marker.y * 10) / 10,
  }));
}

const line = (stops: readonly LatLon[]) => ({
  type: "LineString" as const,
  coordinates: stops.map(([latitude, longitude]) => [longitude, latitude]),
});

export function drawStoryMap(
  stories: readonly { slug: string; title: string; coordinates?: [number, number] }[],
  visitedCountries: readonly string[] = [],
  trips: readonly { slug: string; title: string; stops: LatLon[] }[] = [],
): StoryMap {
  const projection = geoEqualEarth().fitWidth(WIDTH, { type: "Sphere" });
  // Whole units: at the sizes the map is shown, finer coordinates change nothing one can see.
  const path = geoPath(projection).digits(0);
  const height = Math.ceil(path.bounds({ type: "Sphere" })[1][1]);
  // Simplified as the map is drawn, measured in the projection, so shared borders stay shared.
  const simplified = simplify(
    presimplify(topology, (triangle) =>
      planarTriangleArea(triangle.map((point) => projection(point) ?? point) as typeof triangle),
    ),
    SIMPLIFY_AREA,
  );
  const geometries = simplified.objects.countries.geometries as Country[];
  const visitedIds = new Set(visitedCountries.map((code) => countries.alpha2ToNumeric(code)));
  const markers = stories.flatMap(({ slug, title, coordinates }) => {
    if (!coordinates) return [];
    const [latitude, longitude] = coordinates;
    const [x = 0, y = 0] = projection([longitude, latitude]) ?? [];
    return [{ slug, title, x, y }];
  });
  return {
    width: WIDTH,
    height,
    sphere: path({ type: "Sphere" }) ?? "",
    land: path(merge(simplified, geometries)) ?? "",
    visited:
      path(
        merge(
          simplified,
          geometries.filter((geometry) => visitedIds.has(String(geometry.id))),
        ),
      ) ?? "",
    borders: path(mesh(simplified, simplified.objects.countries, (a, b) => a !== b)) ?? "",
    markers: spreadMarkers(markers, WIDTH, height),
    markerRadius: MARKER_RADIUS,
    routes: trips
      .filter((trip) => trip.stops.length > 1)
      .map(({ slug, title, stops }) => ({ slug, title, d: path(line(stops)) ?? "" })),
  };
}

export type TripMap = {
  width: number;
  height: number;
  land: string;
  visited: string;
  borders: string;
  route: string;
  markers: { slug: string; title: string; part: number; x: number; y: number }[];
  markerRadius: number;
};

const TRIP_WIDTH = 480;
const TRIP_HEIGHT = 360;
const TRIP_MARKER_RADIUS = 14;
/** A trip within one city is still shown with the land around it: at least this many degrees. */
const TRIP_MIN_SPAN = 4;

let worldWeights: Topology<{ countries: GeometryCollection }> | undefined;

/**
 * A trip's own map, drawn into its page: the outlines at 1:50 million, simplified to what a pixel
 * shows at its zoom, cut to its frame; the trip's countries shaded; the stops joined in order.
 */
export function drawTripMap(
  stops: readonly { slug: string; title: string; coordinates?: LatLon }[],
  countryCodes: readonly string[],
): TripMap | undefined {
  const placed = stops.flatMap((stop, index) =>
    stop.coordinates ? [{ ...stop, part: index + 1, coordinates: stop.coordinates }] : [],
  );
  if (placed.length === 0) return undefined;
  const latitudes = placed.map(({ coordinates }) => coordinates[0]);
  const longitudes = placed.map(({ coordinates }) => coordinates[1]);
  const around = (values: number[], limit: number) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    const grow = Math.max(0, TRIP_MIN_SPAN - (high - low)) / 2;
    return [Math.max(-limit, low - grow), Math.min(limit, high + grow)] as const;
  };
  const [south, north] = around(latitudes, 80);
  const [west, east] = around(longitudes, 180);
  const margin = TRIP_MARKER_RADIUS * 2.5;
  const projection = geoMercator()
    .fitExtent(
      [
        [margin, margin],
        [TRIP_WIDTH - margin, TRIP_HEIGHT - margin],
      ],
      {
        type: "MultiPoint",
        coordinates: [
          [west, south],
          [east, north],
          [west, north],
          [east, south],
        ],
      },
    )
    .clipExtent([
      [0, 0],
      [TRIP_WIDTH, TRIP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(0);
  worldWeights ??= presimplify(worldTopology(), sphericalTriangleArea) as typeof topology;
  // A triangle smaller than two pixels at the map's scale goes: its detail would not show.
  const simplified = simplify(worldWeights, 2 / projection.scale() ** 2);
  const geometries = simplified.objects.countries.geometries as Country[];
  const codes = new Set(countryCodes.map((code) => countries.alpha2ToNumeric(code)));
  const markers = placed.map(({ slug, title, part, coordinates: [latitude, longitude] }) => {
    const [x = 0, y = 0] = projection([longitude, latitude]) ?? [];
    return { slug, title, part, x, y };
  });
  return {
    width: TRIP_WIDTH,
    height: TRIP_HEIGHT,
    // Each coast is drawn once: the trip's countries are not also under the land.
    land:
      path(
        merge(
          simplified,
          geometries.filter((each) => !codes.has(String(each.id))),
        ),
      ) ?? "",
    visited:
      path(
        merge(
          simplified,
          geometries.filter((each) => codes.has(String(each.id))),
        ),
      ) ?? "",
    borders: path(mesh(simplified, simplified.objects.countries, (a, b) => a !== b)) ?? "",
    route: placed.length > 1 ? (path(line(placed.map((stop) => stop.coordinates))) ?? "") : "",
    markers: spreadMarkers(markers, TRIP_WIDTH, TRIP_HEIGHT, TRIP_MARKER_RADIUS),
    markerRadius: TRIP_MARKER_RADIUS,
  };
}

// The site's tones (app/app.css), the visited ones the accent mixed into the land (45% light,
// 40% dark, in oklab), so the markers reach 3:1 against each (WCAG 1.4.11).
export const STORY_MAP_COLOURS = {
  light: { sea: "#f4ede1", land: "#e9dcc6", visited: "#92ae9e" },
  dark: { sea: "#1e1b19", land: "#3a3531", visited: "#51786d" },
} as const;
export type StoryMapTheme = keyof typeof STORY_MAP_COLOURS;

type Outlines = Pick<StoryMap, "width" | "height" | "land" | "visited" | "borders">;

/** The outlines as a picture, in a theme's tones, on the sea: the world's or a trip's frame. */
function outlinesImage(
  map: Outlines,
  theme: StoryMapTheme,
  sea: (fill: string) => string,
  borderWidth: number,
) {
  const colours = STORY_MAP_COLOURS[theme];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" width="${map.width}" height="${map.height}">`,
    sea(colours.sea),
    `<path id="land" fill="${colours.land}" d="${map.land}"/>`,
    `<path id="visited" fill="${colours.visited}" d="${map.visited}"/>`,
    `<path id="borders" fill="none" stroke="${colours.sea}" stroke-width="${borderWidth}" d="${map.borders}"/>`,
    "</svg>",
    "",
  ].join("\n");
}

/** A trip's outlines, its countries shaded: the picture under its route. */
export const tripMapImage = (map: TripMap, theme: StoryMapTheme) =>
  outlinesImage(
    map,
    theme,
    (fill) => `<rect fill="${fill}" width="${map.width}" height="${map.height}"/>`,
    1,
  );

export const storyMapImage = (map: StoryMap, theme: StoryMapTheme) =>
  outlinesImage(map, theme, (fill) => `<path id="sea" fill="${fill}" d="${map.sphere}"/>`, 0.75);
