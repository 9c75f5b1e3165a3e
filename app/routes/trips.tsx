import { ArrowLeft } from "lucide";
import { Icon } from "~/components/icon";
import { Photo } from "~/components/photo";
import { StoryMeta } from "~/components/story-meta";
import { getSite, getTrips } from "~/content/content.server";
import { sitePath, STORIES_PATH, TRIPS_PATH, tripPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { listOf, storyCount, tripDates, tripDistance } from "~/lib/trips";
import type { Route } from "./+types/trips";

const TITLE = "Trips";
const INTRO =
  "Journeys told story by story: where each one went, how far, and through which countries.";

/** Its distance and countries, as far as its stories' map pins tell them. */
const facts = (trip: { distanceKm: number; countries: { name: string }[] }) => [
  ...(trip.distanceKm > 0 ? [tripDistance(trip.distanceKm)] : []),
  ...(trip.countries.length > 0 ? [listOf(trip.countries.map((country) => country.name))] : []),
];

export function loader() {
  return {
    trips: getTrips(),
    meta: pageMeta(getSite(), { title: TITLE, description: INTRO, path: TRIPS_PATH }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function TripsRoute({ loaderData }: Route.ComponentProps) {
  const { trips } = loaderData;
  return (
    <main id="main" className="container-page max-w-5xl pt-10 pb-20 sm:pt-16 sm:pb-28">
      <a
        href={sitePath(STORIES_PATH)}
        className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
        All stories
      </a>
      <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight text-ink sm:text-6xl">
        {TITLE}
      </h1>
      <p className="mt-4 max-w-2xl text-xl leading-relaxed text-stone-700">{INTRO}</p>
      {trips.length === 0 ? (
        <p className="mt-10 text-lg text-stone-700">
          No trips yet: the first one is being planned.
        </p>
      ) : (
        <ul className="mt-10 grid gap-x-10 gap-y-12 sm:mt-14 md:grid-cols-2">
          {trips.map((trip, index) => (
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
                  <StoryMeta
                    date={tripDates(trip.start, trip.end)}
                    location={storyCount(trip.storyCount)}
                  />
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
                  {facts(trip).length > 0 && (
                    <p className="mt-3 text-sm text-stone-600">{facts(trip).join(" · ")}</p>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
