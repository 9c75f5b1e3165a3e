import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoBounds, geoContains, geoDistance } from "d3-geo";
import countries from "i18n-iso-countries";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export type Country = { code: string; name: string };
export type LatLon = readonly [number, number];

/** The mean radius of the Earth (IUGG), in km. */
const EARTH_KM = 6371.0088;

export const greatCircleKm = ([lat1, lon1]: LatLon, [lat2, lon2]: LatLon) =>
  geoDistance([lon1, lat1], [lon2, lat2]) * EARTH_KM;

/** The great-circle distance from stop to stop, in order. */
export const routeKm = (stops: readonly LatLon[]) =>
  stops.slice(1).reduce((sum, stop, index) => sum + greatCircleKm(stops[index] ?? stop, stop), 0);

type World = Topology<{ countries: GeometryCollection<{ name: string }> }>;
let world: World | undefined;

/**
 * The outlines at 1:50 million, read when first needed: 740 KB that no bundle should carry or
 * transform (the build reads the content in several bundles).
 */
export function worldTopology(): World {
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  world ??= JSON.parse(readFileSync(file, "utf8")) as World;
  return world;
}

type Shape = {
  /** The outline's own name stands in where its code is unknown. */
  country: Country;
  feature: GeoJSON.Feature;
  bounds: [[number, number], [number, number]];
};

let shapes: Shape[] | undefined;

function countryShapes() {
  const topology = worldTopology();
  shapes ??= feature(topology, topology.objects.countries).features.map((each) => {
    const code = countries.numericToAlpha2(String(each.id ?? "")) ?? "";
    const name = each.properties?.name ?? "";
    return { country: { code, name }, feature: each, bounds: geoBounds(each) };
  });
  return shapes;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country as the site's language names it: "Thailand", "Tailandia". */
function named({ code, name }: Country, language: string): Country {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    displayNames.set(language, names);
  }
  return { code, name: (code && names.of(code)) || name };
}

const inBounds = ([lon, lat]: [number, number], [[west, south], [east, north]]: Shape["bounds"]) =>
  lat >= south &&
  lat <= north &&
  (west <= east ? lon >= west && lon <= east : lon >= west || lon <= east);

const shapeAt = (point: [number, number]) =>
  countryShapes().find(
    (shape) => inBounds(point, shape.bounds) && geoContains(shape.feature, point),
  );

/** Degrees around a pin where a coast's outline, drawn at 1:50 million, may have missed it. */
const NEAR = [0.05, 0.1, 0.2, 0.35];

/** The country a map pin falls in, from the world map the site draws: no code for the owner to type. */
export function countryAt(point: LatLon, language: string): Country | undefined {
  const country = shapeNear(point)?.country;
  return country && named(country, language);
}

function shapeNear([latitude, longitude]: LatLon): Shape | undefined {
  const found = shapeAt([longitude, latitude]);
  if (found) return found;
  // A cliff, a beach or a small island: the nearest country within about 40 km.
  for (const radius of NEAR) {
    for (let step = 0; step < 12; step++) {
      const angle = (step / 12) * 2 * Math.PI;
      const near = shapeAt([
        longitude +
          (radius * Math.cos(angle)) / Math.max(0.2, Math.cos((latitude * Math.PI) / 180)),
        latitude + radius * Math.sin(angle),
      ]);
      if (near) return near;
    }
  }
  return undefined;
}
