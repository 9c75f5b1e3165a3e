import { expect, test } from "vitest";
import { drawStoryMap } from "./story-map.server";

const story = (slug: string, coordinates?: [number, number]) => ({
  slug,
  title: `Story ${slug}`,
  coordinates,
});

test("each story with coordinates gets a marker on the map; one without has none", () => {
  const map = drawStoryMap([story("bali", [-8.8291, 115.0849]), story("nowhere")]);
  expect(map.markers.map((marker) => marker.slug)).toEqual(["bali"]);
  const [bali] = map.markers;
  // East of the middle and south of the equator, inside the map.
  expect(bali?.x).toBeGreaterThan(map.width * 0.75);
  expect(bali?.y).toBeGreaterThan(map.height / 2);
  expect(bali?.y).toBeLessThan(map.height);
});

test("markers at the same place, or close, are moved apart until none covers another", () => {
  const paris = [48.8566, 2.3522] as [number, number];
  const map = drawStoryMap([
    story("a", paris),
    story("b", paris),
    story("c", paris),
    story("d", [48.86, 2.29]),
  ]);
  for (const a of map.markers) {
    for (const b of map.markers) {
      if (a === b) continue;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(map.markerRadius * 2);
    }
  }
});

test("ten stories at one place near the map's edge stay on the map, none covering another", () => {
  const reykjavik = [64.1466, -21.9426] as [number, number];
  const map = drawStoryMap(Array.from({ length: 10 }, (_, index) => story(`r${index}`, reykjavik)));
  for (const marker of map.markers) {
    expect(marker.y).toBeGreaterThanOrEqual(map.markerRadius);
    expect(marker.x).toBeGreaterThanOrEqual(map.markerRadius);
    for (const other of map.markers) {
      if (other === marker) continue;
      expect(Math.hypot(marker.x - other.x, marker.y - other.y)).toBeGreaterThanOrEqual(
        map.markerRadius * 2,
      );
    }
  }
});

test("the visited countries are shaded; without any, nothing is", () => {
  expect(drawStoryMap([], ["FR", "ID"]).visited).toMatch(/^M/);
  expect(drawStoryMap([]).visited).toBe("");
});
