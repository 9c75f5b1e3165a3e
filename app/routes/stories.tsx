import { ArrowLeft } from "lucide";
import { Icon } from "~/components/icon";
import { CoverPhoto } from "~/components/cover-photo";
import { Photo } from "~/components/photo";
import { StoryMeta } from "~/components/story-meta";
import { StoryMapSection } from "~/components/story-map";
import { getSite, getStories, getStoryMap } from "~/content/content.server";
import { blogJsonLd, pageMeta } from "~/lib/seo";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/stories";

export function loader() {
  const stories = getStories();
  const page = {
    title: "Stories from the Road",
    description: "Adventures, insights, and moments that changed everything",
    path: "/stories",
  };
  const site = getSite();
  return {
    stories,
    storyMap: getStoryMap(),
    meta: pageMeta(site, {
      ...page,
      jsonLd: [blogJsonLd(site, stories, { ...page, name: page.title })],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const { site } = useSite();
  return (
    <main id="main" className="pb-20 sm:pb-28">
      {/* The cover is the page's largest picture: the owner's own hero photo, served by this site. */}
      <header className="relative isolate flex min-h-[75svh] items-end overflow-hidden bg-night text-white sm:min-h-[60svh]">
        <CoverPhoto src={site.heroImage} />
        <div className="container-page max-w-3xl pt-24 pb-14 sm:pb-20">
          <a
            href="/"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-amber-200 underline-offset-4 hover:underline"
          >
            <Icon icon={ArrowLeft} className="size-5" />
            Back to Home
          </a>
          <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight sm:text-6xl">
            Stories from the Road
          </h1>
          <p className="mt-4 text-xl text-stone-100">
            Adventures, insights, and moments that changed everything
          </p>
        </div>
      </header>
      <StoryMapSection
        map={loaderData.storyMap.map}
        countryCount={loaderData.storyMap.countryCount}
        stories={loaderData.stories}
      />
      <div className="container-page max-w-3xl">
        {loaderData.stories.map((story) => (
          <article
            key={story.slug}
            id={story.slug}
            aria-labelledby={`${story.slug}-title`}
            className="scroll-mt-20 border-b border-sand-200 py-14 last:border-0 sm:py-20"
          >
            <StoryMeta
              date={story.date}
              location={story.location}
              readingMinutes={story.readingMinutes}
            />
            <h2
              id={`${story.slug}-title`}
              className="mt-3 font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl"
            >
              {story.title}
            </h2>
            <Photo
              src={story.image}
              alt={story.imageAlt}
              width={1200}
              height={675}
              sizes="(min-width: 48rem) 45rem, calc(100vw - 2.5rem)"
              className="mt-8 aspect-video h-auto w-full rounded-3xl shadow-lg"
            />
            <div className="story-body mt-6" dangerouslySetInnerHTML={{ __html: story.html }} />
          </article>
        ))}
      </div>
    </main>
  );
}
