import {
  geoAzimuthalEqualArea,
  geoCentroid,
  geoCircle,
  geoDistance,
  geoEqualEarth,
  geoPath,
  type GeoProjection,
} from "d3-geo";
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

/**
 * A marker: one story (or a trip's stop) at its place, or a few fanned out around it; past that
 * density, those near one another are one marker naming them all, at their middle.
 */
export type MapMarker<Member> = { x: number; y: number; members: Member[] };

/** The shapes become a picture of their own (storyMapImage), drawn under the page's markers. */
export type StoryMap = {
  width: number;
  height: number;
  sphere: string;
  land: string;
  visited: string;
  borders: string;
  tiers: MarkerTier<{ slug: string; title: string }>[];
  /** Each trip's stops joined in order, told apart by their dashes (app/components/story-map.tsx). */
  routes: { slug: string; title: string; d: string }[];
};

const WIDTH = 960;
/** In square units of the viewBox: a third less path data, with no difference one can see. */
const SIMPLIFY_AREA = 1;
/** The world's dots and the circles of its markers for several, in its units, per tier. */
const STORY_MARKER_SIZES = {
  narrow: { radius: 16, groupRadius: 26 },
  wide: { radius: 11, groupRadius: 15 },
};

type Country = Polygon | MultiPolygon;
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;

/**
 * So every marker stays visible and can be pointed at: those at one place fan out around it, no
 * two links (`radius` around each) overlap, and none is pushed off the map (a crowd near its edge,
 * around Reykjavík, once pushed one out).
 */
function spreadMarkers<T extends { x: number; y: number }>(
  markers: T[],
  width: number,
  height: number,
  radius: number,
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

/** At most this many markers at one place fan out around it; more become one marker for all. */
const FAN_OUT = 3;

/**
 * Markers for places already projected, each a link `radius` around it: each place joins the
 * first group whose first place is within a link's width of it, or starts one. A group of up to
 * FAN_OUT keeps a marker each, fanned out; a larger one becomes one marker at its members'
 * middle, within a link's width or two of each. Then no link covers another (spreadMarkers). In
 * the order of their first members: the keyboard's order on the map is the stories'.
 */
export function gatherMarkers<Member>(
  places: readonly (Member & { x: number; y: number })[],
  width: number,
  height: number,
  radius: number,
): MapMarker<Omit<Member, "x" | "y">>[] {
  const gap = radius * 2 + 2;
  type Place = Member & { x: number; y: number };
  const groups: { x: number; y: number; places: Place[] }[] = [];
  const order = new Map(places.map((place, index) => [place, index]));
  for (const place of places) {
    const near = groups.find((group) => Math.hypot(group.x - place.x, group.y - place.y) < gap);
    if (near) near.places.push(place);
    else groups.push({ x: place.x, y: place.y, places: [place] });
  }
  const member = ({ x: _x, y: _y, ...rest }: Place) => rest as Omit<Member, "x" | "y">;
  const markers = groups.flatMap((group) => {
    if (group.places.length <= FAN_OUT) {
      return group.places.map((place) => ({
        x: place.x,
        y: place.y,
        first: order.get(place) ?? 0,
        members: [member(place)],
      }));
    }
    const middle = (axis: "x" | "y") =>
      group.places.reduce((sum, place) => sum + place[axis], 0) / group.places.length;
    return [
      {
        x: middle("x"),
        y: middle("y"),
        first: Math.min(...group.places.map((place) => order.get(place) ?? 0)),
        members: group.places.map(member),
      },
    ];
  });
  return spreadMarkers(
    markers.toSorted((a, b) => a.first - b.first).map(({ first: _first, ...marker }) => marker),
    width,
    height,
    radius,
  );
}

/** The least a marker's link measures across, in CSS pixels, however wide the map is drawn (WCAG 2.5.8). */
export const TARGET_PX = 24;

/**
 * A map is drawn as wide as its column, from 280 px (a 320 px screen) to about 1,000: it carries its
 * markers twice, for two ranges of widths, and shows the set for its width (app.css, by the
 * figure's width). In each, a marker's link is at least TARGET_PX across at the narrowest, and no
 * two links overlap: markers closer than that are gathered. One set for every width would gather
 * a wide screen's markers as a phone must.
 */
export const MARKER_TIERS = [
  { name: "narrow", from: 280 },
  { name: "wide", from: 576 },
] as const;
type TierName = (typeof MARKER_TIERS)[number]["name"];

export type MarkerTier<Member> = {
  name: TierName;
  /** In the map's units: a marker's dot, the circle of one for several, and its link around it. */
  radius: number;
  groupRadius: number;
  hitRadius: number;
  markers: MapMarker<Member>[];
};

function markerTiers<Member>(
  places: readonly (Member & { x: number; y: number })[],
  width: number,
  height: number,
  sizes: Record<TierName, { radius: number; groupRadius: number }>,
): MarkerTier<Omit<Member, "x" | "y">>[] {
  return MARKER_TIERS.map(({ name, from }) => {
    const { radius, groupRadius } = sizes[name];
    // Half a pixel to spare, so that rounding never leaves a link a hair under the target.
    const hitRadius = Math.max(groupRadius + 2, Math.ceil(((TARGET_PX + 1) / 2) * (width / from)));
    const markers = gatherMarkers(places, width, height, hitRadius);
    return { name, radius, groupRadius, hitRadius, markers };
  });
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
  const places = stories.flatMap(({ slug, title, coordinates }) => {
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
    tiers: markerTiers(places, WIDTH, height, STORY_MARKER_SIZES),
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
  tiers: MarkerTier<{ slug: string; title: string; part: number }>[];
};

const TRIP_WIDTH = 480;
const TRIP_HEIGHT = 360;
const TRIP_MARKER_RADIUS = 14;
/** A trip within one city is still shown with the land around it: at least this many degrees. */
const TRIP_MIN_SPAN = 4;
/** A trip reaching farther than this from its middle, in degrees, is shown on the whole world. */
const TRIP_MAX_REACH = 80;

let worldWeights: Topology<{ countries: GeometryCollection }> | undefined;

/**
 * A trip's frame: the Earth seen from above the trip's middle (Lambert's equal-area azimuthal
 * projection, as atlases draw a region), fitted to its stops. Centred on the trip, it holds a
 * route across the date line or over a pole whole, each stop where it is; a trip around half the
 * world or more is drawn on the whole world instead.
 */
export function tripProjection(stops: readonly LatLon[]): GeoProjection {
  const points = stops.map(([latitude, longitude]) => [longitude, latitude] as [number, number]);
  const margin = TRIP_MARKER_RADIUS * 2.5;
  const extent: [[number, number], [number, number]] = [
    [margin, margin],
    [TRIP_WIDTH - margin, TRIP_HEIGHT - margin],
  ];
  const frame: [[number, number], [number, number]] = [
    [0, 0],
    [TRIP_WIDTH, TRIP_HEIGHT],
  ];
  const middle = geoCentroid({ type: "MultiPoint", coordinates: points });
  const reach = Math.max(...points.map((point) => geoDistance(middle, point))) * (180 / Math.PI);
  if (!middle.every(Number.isFinite) || !(reach <= TRIP_MAX_REACH)) {
    return geoEqualEarth().fitExtent(extent, { type: "Sphere" }).clipExtent(frame);
  }
  return geoAzimuthalEqualArea()
    .rotate([-middle[0], -middle[1]])
    .clipAngle(150)
    .fitExtent(extent, {
      type: "GeometryCollection",
      geometries: [
        { type: "MultiPoint", coordinates: points },
        geoCircle()
          .center(middle)
          .radius(TRIP_MIN_SPAN / 2)(),
      ],
    })
    .clipExtent(frame);
}

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
  const projection = tripProjection(placed.map((stop) => stop.coordinates));
  const path = geoPath(projection).digits(0);
  worldWeights ??= presimplify(worldTopology(), sphericalTriangleArea) as typeof topology;
  // A triangle smaller than two pixels at the map's scale goes: its detail would not show.
  const simplified = simplify(worldWeights, 2 / projection.scale() ** 2);
  const geometries = simplified.objects.countries.geometries as Country[];
  const codes = new Set(countryCodes.map((code) => countries.alpha2ToNumeric(code)));
  const places = placed.map(({ slug, title, part, coordinates: [latitude, longitude] }) => {
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
    tiers: markerTiers(places, TRIP_WIDTH, TRIP_HEIGHT, {
      narrow: { radius: TRIP_MARKER_RADIUS, groupRadius: TRIP_MARKER_RADIUS },
      wide: { radius: TRIP_MARKER_RADIUS, groupRadius: TRIP_MARKER_RADIUS },
    }),
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
