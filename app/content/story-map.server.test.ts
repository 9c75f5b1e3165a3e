import { expect, test } from "vitest";
import { geoDistance } from "d3-geo";
import {
  drawStoryMap,
  drawTripMap,
  MARKER_TIERS,
  TARGET_PX,
  tripProjection,
  type MarkerTier,
} from "./story-map.server";
import type { LatLon } from "./places.server";

const story = (slug: string, coordinates?: [number, number]) => ({
  slug,
  title: `Story ${slug}`,
  coordinates,
});

const stop = (index: number, coordinates: LatLon) => ({
  slug: `stop-${index + 1}`,
  title: `Stop ${index + 1}`,
  coordinates,
});

/** No marker's link (hitRadius around it) covers another's, and each is on the map whole. */
function expectApartAndInside(tier: MarkerTier<unknown>, map: { width: number; height: number }) {
  for (const a of tier.markers) {
    expect(a.x, tier.name).toBeGreaterThanOrEqual(tier.hitRadius);
    expect(a.x, tier.name).toBeLessThanOrEqual(map.width - tier.hitRadius);
    expect(a.y, tier.name).toBeGreaterThanOrEqual(tier.hitRadius);
    expect(a.y, tier.name).toBeLessThanOrEqual(map.height - tier.hitRadius);
    for (const b of tier.markers) {
      if (a === b) continue;
      expect(Math.hypot(a.x - b.x, a.y - b.y), tier.name).toBeGreaterThanOrEqual(
        tier.hitRadius * 2,
      );
    }
  }
}

test("each story with coordinates gets a marker on the map, for every width it is drawn at; one without has none", () => {
  const map = drawStoryMap([story("bali", [-8.8291, 115.0849]), story("nowhere")]);
  expect(map.tiers.map((tier) => tier.name)).toEqual(MARKER_TIERS.map((tier) => tier.name));
  for (const tier of map.tiers) {
    expect(tier.markers.map((marker) => marker.members.map((member) => member.slug))).toEqual([
      ["bali"],
    ]);
    const [bali] = tier.markers;
    // East of the middle and south of the equator, inside the map.
    expect(bali?.x).toBeGreaterThan(map.width * 0.75);
    expect(bali?.y).toBeGreaterThan(map.height / 2);
    expect(bali?.y).toBeLessThan(map.height);
  }
});

test("a marker's link is at least 24 px across at the narrowest its markers are drawn, and holds its dot", () => {
  const maps = [
    drawStoryMap([story("bali", [-8.8291, 115.0849])]),
    drawTripMap([stop(0, [-8.8291, 115.0849]), stop(1, [13.7563, 100.5018])], []),
  ];
  for (const map of maps) {
    for (const [index, tier] of (map?.tiers ?? []).entries()) {
      const from = MARKER_TIERS[index]?.from ?? 0;
      expect(((tier.hitRadius * 2) / (map?.width ?? 1)) * from, tier.name).toBeGreaterThan(
        TARGET_PX,
      );
      expect(tier.hitRadius).toBeGreaterThan(Math.max(tier.radius, tier.groupRadius));
    }
  }
});

test("markers at the same place, or close, are moved apart until no link covers another", () => {
  const paris = [48.8566, 2.3522] as [number, number];
  const map = drawStoryMap([
    story("a", paris),
    story("b", paris),
    story("c", paris),
    story("d", [48.86, 2.29]),
  ]);
  for (const tier of map.tiers) expectApartAndInside(tier, map);
});

test("on a phone, stories a phone's link apart share a marker that a wide screen keeps apart", () => {
  // Four in Paris (more than fan out), one in Athens: 2,100 km, about 18 px on a phone's map.
  const paris = [48.8566, 2.3522] as [number, number];
  const map = drawStoryMap([
    ...["a", "b", "c", "d"].map((slug) => story(slug, paris)),
    story("athens", [37.9838, 23.7275]),
  ]);
  const [narrow, wide] = map.tiers;
  expect(narrow?.markers.map((marker) => marker.members.length)).toEqual([5]);
  expect(wide?.markers.map((marker) => marker.members.length)).toEqual([4, 1]);
});

test("ten stories at one place near the map's edge are one marker naming them all, on the map", () => {
  const reykjavik = [64.1466, -21.9426] as [number, number];
  const map = drawStoryMap(Array.from({ length: 10 }, (_, index) => story(`r${index}`, reykjavik)));
  for (const tier of map.tiers) {
    expect(tier.markers.map((marker) => marker.members.length)).toEqual([10]);
    expectApartAndInside(tier, map);
  }
});

test("the visited countries are shaded; without any, nothing is", () => {
  expect(drawStoryMap([], ["FR", "ID"]).visited).toMatch(/^M/);
  expect(drawStoryMap([]).visited).toBe("");
});

/** A trip's map, checked: every marker beside each of its stops, inside the frame. */
function drawnTrip(route: LatLon[]) {
  const map = drawTripMap(
    route.map((coordinates, index) => stop(index, coordinates)),
    [],
  );
  if (!map) throw new Error("no map");
  const projection = tripProjection(route);
  for (const tier of map.tiers) {
    const gap = tier.hitRadius * 2 + 2;
    const shown = tier.markers.flatMap((marker) => marker.members.map((member) => member.part));
    expect(
      shown.toSorted((a, b) => a - b),
      `${tier.name}: each stop once`,
    ).toEqual(route.map((_, index) => index + 1));
    expectApartAndInside(tier, map);
    for (const marker of tier.markers) {
      for (const member of marker.members) {
        const [latitude, longitude] = route[member.part - 1] ?? [0, 0];
        const [x = 0, y = 0] = projection([longitude, latitude]) ?? [];
        expect(x, `stop ${member.part} in the frame`).toBeGreaterThan(0);
        expect(x).toBeLessThan(map.width);
        expect(y, `stop ${member.part} in the frame`).toBeGreaterThan(0);
        expect(y).toBeLessThan(map.height);
        expect(
          Math.hypot(marker.x - x, marker.y - y),
          `${tier.name}: stop ${member.part}'s marker beside its place`,
        ).toBeLessThanOrEqual(gap * 2.5);
      }
    }
  }
  // The frame's span, corner to corner, in degrees.
  const [topLeft, bottomRight] = [
    projection.invert?.([0, 0]),
    projection.invert?.([map.width, map.height]),
  ];
  const span = topLeft && bottomRight ? (geoDistance(topLeft, bottomRight) * 180) / Math.PI : 360;
  return { map, span };
}

test("a trip across the date line is framed around its route, not the world, its line unbroken", () => {
  const { map, span } = drawnTrip([
    [-18.1416, 178.4419], // Suva, Fiji
    [-21.1394, -175.2049], // Nuku'alofa, Tonga
    [-13.8333, -171.7667], // Apia, Samoa
  ]);
  expect(span).toBeLessThan(30);
  // One line, not two stubs at the edges of the world.
  expect(map.route.match(/M/g)).toHaveLength(1);
});

test("a trip to 85° N and to the pole has every stop where it is, inside its frame", () => {
  const { span } = drawnTrip([
    [69.6492, 18.9553], // Tromsø
    [78.2232, 15.6267], // Longyearbyen
    [85, 20],
    [90, 0],
  ]);
  expect(span).toBeLessThan(60);
});

test("a trip of 200 stops gathers the stops too close to tell apart, each marker beside its places", () => {
  const route = Array.from({ length: 200 }, (_, index): LatLon => {
    const turn = index / 20;
    return [13 + 6 * Math.sin(turn) + (index % 7) * 0.05, 100 + index * 0.06 + 2 * Math.cos(turn)];
  });
  const { map, span } = drawnTrip(route);
  expect(span).toBeLessThan(40);
  for (const tier of map.tiers) {
    expect(tier.markers.length).toBeLessThan(120);
    expect(tier.markers.some((marker) => marker.members.length > 1)).toBe(true);
  }
});

test("a trip around the world is drawn on the whole world", () => {
  const { span } = drawnTrip([
    [51.5, -0.12],
    [35.68, 139.69],
    [-33.87, 151.21],
    [40.71, -74.0],
  ]);
  expect(span).toBeGreaterThan(150);
});
