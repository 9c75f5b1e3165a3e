import { ArrowLeft } from "lucide";
import { CoverPhoto } from "~/components/cover-photo";
import { Icon } from "~/components/icon";
import { StoryArticle } from "~/components/story-article";
import { StoryMapSection } from "~/components/story-map";
import {
  getFeaturedStories,
  getSite,
  getStoryIndex,
  getStoryMap,
  getTrips,
} from "~/content/content.server";
import { blogJsonLd, pageMeta } from "~/lib/seo";
import { wordsFor } from "~/i18n/languages";
import { useWords } from "~/i18n/use-words";
import { SEARCH_PATH, sitePath, STORIES_PATH, storyPath } from "~/lib/paths";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/stories";

export function loader() {
  const featured = getFeaturedStories();
  const site = getSite();
  const { storiesPage } = wordsFor(site);
  const page = {
    title: storiesPage.title,
    description: storiesPage.subtitle,
    path: STORIES_PATH,
  };
  return {
    // All the words, this page's own sections with them (useWords): no data of a page without
    // the app travels to a browser.
    words: wordsFor(site),
    featured,
    index: getStoryIndex(),
    storyMap: getStoryMap(),
    hasTrips: getTrips().length > 0,
    meta: pageMeta(site, wordsFor(site), {
      ...page,
      jsonLd: [blogJsonLd(site, featured, { ...page, name: page.title })],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const { site } = useSite();
  const { countryCount, ...map } = loaderData.storyMap;
  const { storiesPage } = useWords().words;
  return (
    <main id="main" className="pb-20 sm:pb-28">
      {/* The cover is the page's largest picture: the owner's own hero photo, served by this site. */}
      <header className="relative isolate flex min-h-[75svh] items-end overflow-hidden bg-night text-white sm:min-h-[60svh]">
        <CoverPhoto src={site.heroImage} />
        <div className="container-page max-w-3xl pt-24 pb-14 sm:pb-20">
          <a
            href={sitePath("/")}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4"
          >
            <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
            {storiesPage.backToHome}
          </a>
          <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight break-words sm:text-6xl">
            {storiesPage.title}
          </h1>
          <p className="mt-4 text-xl text-white">{storiesPage.subtitle}</p>
          {/* A plain form: the search page opens with its results (?q=), scripts or not. */}
          <form
            role="search"
            action={sitePath(SEARCH_PATH)}
            method="get"
            className="mt-8 flex max-w-xl gap-2"
          >
            <label htmlFor="stories-search" className="sr-only">
              {storiesPage.searchLabel}
            </label>
            <input
              id="stories-search"
              type="search"
              name="q"
              enterKeyHint="search"
              placeholder={storiesPage.searchPlaceholder}
              className="min-h-12 min-w-0 flex-1 rounded-full border-2 border-transparent bg-white px-5 text-lg text-night placeholder:text-[#57534e]"
            />
            <button
              type="submit"
              className="btn min-h-12 bg-amber-300 text-night hover:bg-amber-200"
            >
              {storiesPage.search}
            </button>
          </form>
        </div>
      </header>
      <StoryMapSection
        map={map}
        images={{ light: sitePath("/stories/map.svg"), dark: sitePath("/stories/map-dark.svg") }}
        countryCount={countryCount}
        hasTrips={loaderData.hasTrips}
        stories={loaderData.index}
      />
      <div className="container-page max-w-3xl">
        {loaderData.featured.map((story) => (
          <StoryArticle
            key={story.slug}
            story={story}
            titleHref={sitePath(storyPath(story.slug))}
            className="scroll-mt-20 border-b border-sand-200 py-14 last:border-0 sm:py-20"
          />
        ))}
      </div>
    </main>
  );
}
