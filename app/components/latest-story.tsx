import { Photo } from "~/components/photo";
import type { PhotoSource } from "~/content/schema";
import { sitePath, storyPath } from "~/lib/paths";

/**
 * The newest story, on the hero: its photo, its title and when and where, one tap from its page,
 * so that the first screen on a phone opens on what just happened. On a dark glass of its own, so
 * its words read over any cover photo (docs/design.md).
 */
export function LatestStory({
  story,
}: {
  story: {
    slug: string;
    title: string;
    /** Either may be left out (a story needs only its title). */
    date?: string;
    location?: string;
    image: PhotoSource;
    imageAlt: string;
  };
}) {
  return (
    <a
      href={sitePath(storyPath(story.slug))}
      className="latest-story group mt-8 grid max-w-md grid-cols-[5.5rem_1fr] items-center gap-4 rounded-xl bg-black/60 p-3 pr-5 text-white ring-1 ring-white/25 backdrop-blur-sm hover:bg-black/70 sm:mt-10"
    >
      <Photo
        src={story.image}
        alt=""
        width={320}
        height={320}
        sizes="5.5rem"
        className="aspect-square h-auto w-full rounded-lg"
      />
      <span className="min-w-0">
        <span className="block text-xs leading-5 font-semibold tracking-[0.12em] text-amber-200 uppercase">
          Latest story
        </span>
        <span className="mt-0.5 line-clamp-2 block font-display text-lg leading-snug font-semibold text-balance group-hover:underline sm:text-xl">
          {story.title}
        </span>
        <span className="mt-0.5 block truncate text-sm text-white/90">
          {[story.date, story.location].filter(Boolean).join(" · ")}
        </span>
      </span>
    </a>
  );
}
