import { expect, test } from "vitest";
import { unsplashSrcSet, unsplashUrl } from "./images";

const photo = "https://images.unsplash.com/photo-1502602898657-3e91760cbb34";

test("an Unsplash URL asks the CDN for the format, crop, width and quality", () => {
  expect(unsplashUrl(photo, 800)).toBe(`${photo}?auto=format&fit=crop&w=800&q=70`);
});

test("an aspect ratio becomes the crop height", () => {
  expect(unsplashUrl(photo, 800, 4 / 3)).toBe(`${photo}?auto=format&fit=crop&w=800&h=600&q=70`);
});

test("a srcset lists each width with its descriptor", () => {
  expect(unsplashSrcSet(photo, [320, 640], 16 / 9)).toBe(
    `${photo}?auto=format&fit=crop&w=320&h=180&q=70 320w, ${photo}?auto=format&fit=crop&w=640&h=360&q=70 640w`,
  );
});
