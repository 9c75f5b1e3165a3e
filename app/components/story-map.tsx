import { sitePath, storyPath } from "~/lib/paths";

type Marker = { slug: string; title: string; x: number; y: number };

// The picture is a cached file per theme, so the page holds only the dots. No script: the list is
// also the way to a dot too small to tap on a phone.
export function StoryMapSection({
  map,
  images,
  stories,
  countryCount,
}: {
  map: { width: number; height: number; markers: Marker[]; markerRadius: number };
  images: { light: string; dark: string };
  stories: { slug: string; title: string; location: string; date: string }[];
  countryCount: number;
}) {
  return (
    <section aria-labelledby="map-title" className="container-page max-w-5xl pt-14 sm:pt-20">
      <h2
        id="map-title"
        className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
      >
        Where the stories happened
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        Every dot is a story. Pick one on the map, or from the list below it
        {countryCount > 0 && (
          <>; the shaded countries are the {countryCount} I have explored so far</>
        )}
        .
      </p>
      <figure className="story-map relative mt-8">
        {(["light", "dark"] as const).map((theme) => (
          <img
            key={theme}
            src={images[theme]}
            alt=""
            width={map.width}
            height={map.height}
            loading="lazy"
            decoding="async"
            className={`map-picture map-picture-${theme} h-auto w-full`}
          />
        ))}
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label="World map of the stories"
          className="absolute inset-0 h-full w-full"
        >
          {map.markers.map((marker) => (
            <a
              key={marker.slug}
              href={sitePath(storyPath(marker.slug))}
              aria-label={marker.title}
              className="map-marker"
            >
              <title>{marker.title}</title>
              <circle cx={marker.x} cy={marker.y} r={map.markerRadius} />
            </a>
          ))}
        </svg>
      </figure>
      <ol className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.slug}>
            <a
              href={sitePath(storyPath(story.slug))}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {story.title}
            </a>
            <span className="block text-sm text-stone-600">
              {story.location} · {story.date}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
