import { expect, test } from "vitest";
import { ContentError } from "./errors";
import { parseWith } from "./parse";
import { isoDuration } from "~/lib/mixes";
import { MixSchema } from "./schema";

const mix = (url: string) => ({
  url,
  title: "Sunrise at Haad Rin",
  duration: "1:02:03",
  image: "uploads/IMG_2041.JPG",
  imageAlt: "Decks on the sand at dawn",
});
const addresses = (url: string) => {
  const { provider, url: page, embedUrl } = MixSchema.parse(mix(url));
  return { provider, url: page, embedUrl };
};

test("a Mixcloud mix plays in Mixcloud's widget, which starts it", () => {
  expect(addresses("https://www.mixcloud.com/wildfinch/sunrise-at-haad-rin/")).toEqual({
    provider: "mixcloud",
    url: "https://www.mixcloud.com/wildfinch/sunrise-at-haad-rin/",
    embedUrl:
      "https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&autoplay=1&feed=%2Fwildfinch%2Fsunrise-at-haad-rin%2F",
  });
  expect(addresses("https://m.mixcloud.com/wildfinch/sunrise-at-haad-rin?utm_source=x").url).toBe(
    "https://www.mixcloud.com/wildfinch/sunrise-at-haad-rin/",
  );
});

test("a SoundCloud mix plays in SoundCloud's player, its address encoded", () => {
  expect(addresses("https://soundcloud.com/wildfinch/full-moon-set?si=abc")).toEqual({
    provider: "soundcloud",
    url: "https://soundcloud.com/wildfinch/full-moon-set",
    embedUrl:
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fwildfinch%2Ffull-moon-set&auto_play=true",
  });
});

test.each([
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30",
  "https://youtu.be/dQw4w9WgXcQ?si=abc",
  "https://www.youtube.com/live/dQw4w9WgXcQ",
  "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
])("%s plays in YouTube's player without cookies", (url) => {
  expect(addresses(url)).toEqual({
    provider: "youtube",
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  });
});

test.each([
  "https://example.com/set.mp3",
  "http://www.mixcloud.com/wildfinch/set/",
  "https://www.mixcloud.com/wildfinch/",
  "https://on.soundcloud.com/abc123",
  "https://www.youtube.com/playlist?list=PL123",
  "https://www.youtube.com/watch?v=short",
])("%s is refused in the owner's words, naming the file and field", (url) => {
  const refusal = () => parseWith(MixSchema, mix(url), "content/dj.yml");
  expect(refusal).toThrow(ContentError);
  expect(refusal).toThrow(
    /content\/dj\.yml[\s\S]*field "url": expected a mix's address on Mixcloud, SoundCloud or YouTube/,
  );
});

test("a length is hours, minutes and seconds, as schema.org writes it too", () => {
  expect(isoDuration("1:02:03")).toBe("PT1H2M3S");
  expect(() =>
    parseWith(
      MixSchema,
      { ...mix("https://youtu.be/dQw4w9WgXcQ"), duration: "62:03" },
      "content/dj.yml",
    ),
  ).toThrow(/field "duration": expected hours, minutes and seconds/);
});
