import { ArrowLeft } from "lucide";
import { data } from "react-router";
import { Icon } from "~/components/icon";
import { SearchLink } from "~/components/search-link";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import { StoryMeta } from "~/components/story-meta";
import { TripRouteMap } from "~/components/trip-map";
import { getSite, getTripPage } from "~/content/content.server";
import { wordsFor } from "~/i18n/languages";
import { useWords } from "~/i18n/use-words";
import { countOf, fill } from "~/i18n/words";
import { sitePath, storyPath, tripMapFile, tripPath, TRIPS_PATH } from "~/lib/paths";
import { pageMeta, storySocialImage, tripJsonLd } from "~/lib/seo";
import { routeSummary, tripFacts } from "~/lib/trips";
import type { Route } from "./+types/trip";

export function loader({ params }: Route.LoaderArgs) {
  const page = getTripPage(params.slug);
  // Only the trips' own addresses are prerendered; `npm run dev` shows the not-found page here.
  if (!page) throw data(null, { status: 404 });
  const site = getSite();
  const words = wordsFor(site);
  const { trip, stories } = page;
  const path = tripPath(trip.slug);
  return {
    // All the words, this page's own sections with them (useWords): no data of a page without
    // the app travels to a browser.
    words: words,
    ...page,
    facts: tripFacts(trip, words, site.distanceUnit),
    routeSummary: routeSummary(trip.distanceKm, stories, words, site.distanceUnit),
    meta: pageMeta(site, words, {
      title: trip.title,
      description: trip.summary,
      path,
      image: storySocialImage(site.siteUrl, trip),
      jsonLd: [tripJsonLd(site, { ...trip, path }, stories)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TripRoute({ loaderData }: Route.ComponentProps) {
  const { trip, stories, map, facts } = loaderData;
  const { words } = useWords();
  const { locale } = words.meta;
  return (
    <main id="main" className="pb-20 sm:pb-28 md:pt-6">
      <article aria-labelledby="trip-title">
        <Photo
          src={trip.image}
          alt={trip.imageAlt}
          width={1200}
          height={675}
          sizes="(min-width: 72rem) 72rem, (min-width: 48rem) calc(100vw - 3rem), 100vw"
          isEager
          className="story-cover mx-auto aspect-video h-auto w-full max-w-6xl md:aspect-[2/1] md:w-[calc(100%-3rem)] md:rounded-xl lg:aspect-[5/2]"
        />
        <div className="container-page max-w-3xl pt-6 sm:pt-10">
          <div className="flex items-center justify-between gap-x-6 print:hidden">
            <a
              href={sitePath(TRIPS_PATH)}
              className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
            >
              <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
              {words.trip.allTrips}
            </a>
            <SearchLink />
          </div>
          <StoryMeta date={facts.dates} location={facts.days} className="mt-4" />
          <h1
            id="trip-title"
            className="mt-3 font-display text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-ink sm:text-6xl"
          >
            {trip.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-stone-700">{trip.summary}</p>
          <dl className="trip-facts mt-8">
            <div>
              <dt>{words.trip.stories}</dt>
              <dd>{stories.length}</dd>
            </div>
            {facts.distance && (
              <div>
                <dt>{words.trip.distance}</dt>
                <dd>{facts.distance}</dd>
              </div>
            )}
            {facts.countries && (
              <div className="col-span-2 sm:col-span-1">
                <dt>{countOf(words.trip.countries, trip.countries.length, locale)}</dt>
                <dd>{facts.countries}</dd>
              </div>
            )}
          </dl>
        </div>
        {map && loaderData.routeSummary && (
          <section aria-labelledby="route-title" className="container-page max-w-3xl pt-14">
            <SectionHeading id="route-title">{words.trip.route}</SectionHeading>
            <div className="mt-6">
              <TripRouteMap
                map={map}
                images={{
                  light: sitePath(tripMapFile(trip.slug, "light")),
                  dark: sitePath(tripMapFile(trip.slug, "dark")),
                }}
                title={trip.title}
                summary={loaderData.routeSummary}
              />
            </div>
          </section>
        )}
        <section aria-labelledby="trip-stories-title" className="container-page max-w-3xl pt-14">
          <SectionHeading id="trip-stories-title">{words.trip.theStories}</SectionHeading>
          {stories.length === 0 ? (
            <p className="mt-6 text-lg text-stone-700">{words.trip.noStories}</p>
          ) : (
            <ol className="mt-8 grid gap-10">
              {stories.map((story, index) => (
                <li key={story.slug}>
                  <article
                    aria-labelledby={`trip-story-${story.slug}`}
                    className="grid grid-cols-[1fr_6rem] gap-x-4 sm:grid-cols-[1fr_10rem] sm:gap-x-6"
                  >
                    <Photo
                      src={story.image}
                      alt={story.imageAlt}
                      width={320}
                      height={320}
                      sizes="(min-width: 40rem) 10rem, 6rem"
                      className="col-start-2 row-span-2 row-start-1 aspect-square h-auto w-full self-start rounded-lg"
                    />
                    <div className="col-start-1 row-start-1 min-w-0">
                      <p className="font-display text-sm font-semibold text-accent">
                        {fill(words.trip.part, { part: index + 1 })}
                      </p>
                      <StoryMeta
                        date={story.date}
                        location={story.location}
                        country={story.country?.name}
                        className="mt-1"
                      />
                      <h3
                        id={`trip-story-${story.slug}`}
                        className="mt-2 font-display text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl"
                      >
                        <a
                          href={sitePath(storyPath(story.slug))}
                          className="underline-offset-4 hover:underline"
                        >
                          {story.title}
                        </a>
                      </h3>
                    </div>
                    {story.excerpt && (
                      <p className="col-span-2 mt-2 leading-relaxed text-stone-700 sm:col-span-1">
                        {story.excerpt}
                      </p>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )}
        </section>
      </article>
    </main>
  );
}
