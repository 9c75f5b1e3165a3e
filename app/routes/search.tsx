import { ArrowLeft, Search } from "lucide";
import { Icon } from "~/components/icon";
import { InlineScript } from "~/components/inline-script";
import { getSite } from "~/content/content.server";
import { wordsFor } from "~/i18n/languages";
import { fillNodes } from "~/i18n/fill-nodes";
import { useWords } from "~/i18n/use-words";
import { SEARCH_INDEX_DIR, SEARCH_PATH, sitePath, STORIES_PATH } from "~/lib/paths";
import { SEARCH_PAGE_SIZE, searchPageScript } from "~/lib/search";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

export function loader() {
  const site = getSite();
  const { search } = wordsFor(site);
  return {
    // All the words, this page's own sections with them (useWords): no data of a page without
    // the app travels to a browser.
    words: wordsFor(site),
    meta: pageMeta(site, wordsFor(site), {
      title: search.title,
      description: search.intro,
      path: SEARCH_PATH,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** Pagefind's files are fetched by the script only (app/lib/search.ts), under the site's path. */
export default function SearchRoute() {
  const { words } = useWords();
  const { search } = words;
  return (
    <main id="main" className="container-page max-w-3xl pt-10 pb-20 sm:pt-16 sm:pb-28">
      <a
        href={sitePath(STORIES_PATH)}
        className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-5 rtl:-scale-x-100" />
        {search.allStories}
      </a>
      <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight break-words text-ink sm:text-6xl">
        {search.title}
      </h1>
      <p className="mt-4 text-xl leading-relaxed text-stone-700">{search.intro}</p>
      <form
        role="search"
        action={sitePath(SEARCH_PATH)}
        method="get"
        data-search=""
        data-index={sitePath(`/${SEARCH_INDEX_DIR}/pagefind.js`)}
        data-base={sitePath("/")}
        className="js-only mt-8"
      >
        <label htmlFor="search-words" className="block font-semibold text-ink">
          {search.label}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="search-words"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            className="min-h-12 min-w-0 flex-1 rounded-full border-2 border-stone-600 bg-surface px-5 text-lg text-ink"
          />
          <button type="submit" className="btn btn-primary shrink-0">
            <Icon icon={Search} className="size-5" />
            {search.button}
          </button>
        </div>
      </form>
      <p className="no-script-only mt-8 rounded-2xl bg-sand-100 p-6 text-lg text-ink">
        {fillNodes(search.needsJavaScript, {
          link: (
            <a href={sitePath(STORIES_PATH)} className="font-semibold text-accent underline">
              {search.browseAll}
            </a>
          ),
        })}
      </p>
      <p
        role="status"
        data-search-status=""
        data-say-searching={search.searching}
        data-say-failed={search.failed}
        data-say-none={search.none}
        data-say-results={JSON.stringify(search.results)}
        data-locale={words.meta.locale}
        className="mt-6 min-h-7 text-lg font-semibold text-stone-700"
      />
      {/* Tall enough that results appearing never move what follows into view (no layout shift). */}
      <ol
        data-search-results=""
        data-page-size={SEARCH_PAGE_SIZE}
        className="mt-4 grid min-h-[60svh] content-start gap-4"
      />
      <button type="button" hidden data-search-more="" className="btn btn-outline mt-6">
        {search.more}
      </button>
      <template data-search-result="">
        <li>
          <a
            href={sitePath(STORIES_PATH)}
            className="flex gap-4 rounded-2xl p-3 hover:bg-sand-100 sm:gap-5 sm:p-4"
          >
            <span className="block size-20 shrink-0 overflow-hidden rounded-lg bg-sand-200 sm:size-28">
              <img
                src={sitePath("/favicon.svg")}
                alt=""
                width={112}
                height={112}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </span>
            <div className="min-w-0">
              <p
                data-where=""
                className="text-xs leading-5 font-semibold tracking-[0.12em] text-stone-600 uppercase"
              />
              <h2
                data-title=""
                className="mt-1 font-display text-2xl leading-tight font-semibold text-balance text-ink"
              />
              <p data-excerpt="" className="search-excerpt mt-2 leading-relaxed text-stone-700" />
            </div>
          </a>
        </li>
      </template>
      <InlineScript code={import.meta.env.SSR ? searchPageScript : ""} />
    </main>
  );
}
