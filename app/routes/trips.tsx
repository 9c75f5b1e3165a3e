import { ArrowLeft } from "lucide";
import { Icon } from "~/components/icon";
import { Photo } from "~/components/photo";
import { StoryMeta } from "~/components/story-meta";
import { getSite, getTrips } from "~/content/content.server";
import { wordsFor } from "~/i18n/languages";
import { useWords } from "~/i18n/use-words";
import { sitePath, STORIES_PATH, TRIPS_PATH, tripPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { tripFacts } from "~/lib/trips";
import type { Route } from "./+types/trips";

export function loader() {
  const site = getSite();
  const words = wordsFor(site);
  return {
    // All the words, this page's own sections with them (useWords): no data of a page without
    // the app travels to a browser.
    words: words,
    trips: getTrips().map((trip) => ({
      ...trip,
      facts: tripFacts(trip, words, site.distanceUnit),
    })),
    meta: pageMeta(site, words, {
      title: words.trips.title,
      description: words.trips.intro,
      path: TRIPS_PATH,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function TripsRoute({ loaderData }: Route.ComponentProps) {
  const { trips } = loaderData;
  const { words } = useWords();
  return (
    <main id="main" className="container-page max-w-5xl pt-10 pb-20 sm:pt-16 sm:pb-28">
      <a
        href={sitePath(STORIES_PATH)}
        className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
        {words.trips.allStories}
      </a>
      <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight break-words text-ink sm:text-6xl">
        {words.trips.title}
      </h1>
      <p className="mt-4 max-w-2xl text-xl leading-relaxed text-stone-700">{words.trips.intro}</p>
      {trips.length === 0 ? (
        <p className="mt-10 text-lg text-stone-700">{words.trips.none}</p>
      ) : (
        <ul className="mt-10 grid gap-x-10 gap-y-12 sm:mt-14 md:grid-cols-2">
          {trips.map((trip, index) => {
            const facts = [trip.facts.distance, trip.facts.countries].filter(Boolean);
            return (
              <li key={trip.slug}>
                <article aria-labelledby={`trip-${trip.slug}`} className="grid content-start gap-4">
                  <Photo
                    src={trip.image}
                    alt={trip.imageAlt}
                    width={960}
                    height={640}
                    sizes="(min-width: 64rem) 29rem, (min-width: 48rem) calc(50vw - 3.5rem), calc(100vw - 2.5rem)"
                    isEager={index === 0}
                    className="aspect-[3/2] h-auto w-full rounded-lg"
                  />
                  <div>
                    <StoryMeta date={trip.facts.dates} location={trip.facts.stories} />
                    <h2
                      id={`trip-${trip.slug}`}
                      className="mt-2 font-display text-3xl font-semibold tracking-tight text-balance text-ink"
                    >
                      <a
                        href={sitePath(tripPath(trip.slug))}
                        className="underline-offset-4 hover:underline"
                      >
                        {trip.title}
                      </a>
                    </h2>
                    <p className="mt-3 text-lg leading-relaxed text-stone-700">{trip.summary}</p>
                    {facts.length > 0 && (
                      <p className="mt-3 text-sm text-stone-600">{facts.join(" · ")}</p>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
