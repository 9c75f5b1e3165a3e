import clsx from "clsx";
import { ArrowLeft, ArrowRight } from "lucide";
import { data } from "react-router";
import { Icon } from "~/components/icon";
import { StoryArticle } from "~/components/story-article";
import { SearchLink } from "~/components/search-link";
import { StoryShare } from "~/components/story-share";
import { getSite, getStoryPage } from "~/content/content.server";
import { useWords } from "~/i18n/use-words";
import { fill } from "~/i18n/words";
import { storyUrl } from "~/lib/paths";
import { sitePath, STORIES_PATH, storyPath, tripPath } from "~/lib/paths";
import { tripPart } from "~/lib/trips";
import { blogPostingJsonLd, mixJsonLd, pageMeta, storySocialImage } from "~/lib/seo";
import { wordsFor } from "~/i18n/languages";
import type { Route } from "./+types/story";

export function loader({ params }: Route.LoaderArgs) {
  const page = getStoryPage(params.slug);
  // Only the stories' own addresses are prerendered; `npm run dev` shows the not-found page here.
  if (!page) throw data(null, { status: 404 });
  const site = getSite();
  const { story } = page;
  return {
    // All the words, this page's own sections with them (useWords): no data of a page without
    // the app travels to a browser.
    words: wordsFor(site),
    ...page,
    url: storyUrl(site.siteUrl, story.slug),
    meta: pageMeta(site, wordsFor(site), {
      title: story.title,
      // A story without text has no excerpt: its title describes the page.
      description: story.excerpt || story.title,
      path: storyPath(story.slug),
      type: "article",
      image: storySocialImage(site.siteUrl, story),
      jsonLd: [blogPostingJsonLd(site, story), ...story.mixes.map((mix) => mixJsonLd(site, mix))],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  const { story, previous, next, url } = loaderData;
  const trip = story.tripPart;
  const { words } = useWords();
  return (
    <main id="main" className="pb-20 sm:pb-28 md:pt-6">
      <StoryArticle
        story={story}
        isFeature
        country={story.country?.name}
        before={
          <div className="flex flex-col items-start gap-y-1">
            <div className="flex w-full items-center justify-between gap-x-6 print:hidden">
              <a
                href={sitePath(STORIES_PATH)}
                className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
              >
                <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
                {words.story.allStories}
              </a>
              <SearchLink />
            </div>
            {trip && (
              <a
                href={sitePath(tripPath(trip.slug))}
                className="inline-flex min-h-11 items-center font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
              >
                {tripPart(trip.part, trip.count, trip.title, words)}
              </a>
            )}
          </div>
        }
      >
        <StoryShare title={story.title} excerpt={story.excerpt} url={url} />
      </StoryArticle>
      <div className="container-page max-w-3xl">
        {trip && (trip.previous || trip.next) && (
          <nav
            aria-label={fill(words.story.moreOfTrip, { title: trip.title })}
            className="mt-14 grid gap-4 sm:grid-cols-2 print:hidden"
          >
            {trip.previous && <StoryNavLink story={trip.previous} rel="prev" trip={trip.title} />}
            {trip.next && <StoryNavLink story={trip.next} rel="next" trip={trip.title} />}
          </nav>
        )}
        {(previous || next) && (
          <nav
            aria-label={words.story.moreStories}
            className="mt-14 grid gap-4 sm:grid-cols-2 print:hidden"
          >
            {previous && <StoryNavLink story={previous} rel="prev" />}
            {next && <StoryNavLink story={next} rel="next" />}
          </nav>
        )}
      </div>
    </main>
  );
}

function StoryNavLink({
  story,
  rel,
  trip,
}: {
  story: { slug: string; title: string };
  rel: "prev" | "next";
  /** Its neighbour in this trip, not on the site. */
  trip?: string;
}) {
  const { story: texts } = useWords().words;
  const isNext = rel === "next";
  const label = trip
    ? fill(isNext ? texts.nextInTrip : texts.previousInTrip, { trip })
    : isNext
      ? texts.nextStory
      : texts.previousStory;
  return (
    <a
      href={sitePath(storyPath(story.slug))}
      rel={trip ? undefined : rel}
      className={clsx("story-nav-link", isNext && "sm:col-start-2 sm:text-end")}
    >
      <span
        className={clsx(
          "flex items-center gap-2 text-sm text-stone-600",
          isNext && "sm:justify-end",
        )}
      >
        {!isNext && <Icon icon={ArrowLeft} className="size-4 rtl:-scale-x-100" />}
        {label}
        {isNext && <Icon icon={ArrowRight} className="size-4 rtl:-scale-x-100" />}
      </span>
      <span className="mt-1 block font-display text-xl font-semibold text-ink">{story.title}</span>
    </a>
  );
}
