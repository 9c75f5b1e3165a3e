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

test("the visited countries are shaded; without any, nothing is", () => {
  expect(drawStoryMap([], ["FR", "ID"]).visited).toMatch(/^M/);
  expect(drawStoryMap([]).visited).toBe("");
});
