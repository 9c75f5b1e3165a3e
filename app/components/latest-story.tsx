import { Photo } from "~/components/photo";
import type { PhotoSource } from "~/content/schema";
import { useWords } from "~/i18n/use-words";
import { sitePath } from "~/lib/paths";

/**
 * The newest story, on the hero: its photo, its title and when and where, one tap from its page,
 * so that the first screen on a phone opens on what just happened. On a dark glass of its own, so
 * its words read over any cover photo (docs/design.md). Its look is in app.css (.latest-story), so
 * the home page's script does not carry it.
 */
export function LatestStory({
  story,
}: {
  story: {
    /** Its address, as the site model has it. */
    path: string;
    title: string;
    /** Either may be left out (a story needs only its title). */
    date?: string;
    location?: string;
    image: PhotoSource;
    imageAlt: string;
  };
}) {
  const { words } = useWords();
  return (
    <a href={sitePath(story.path)} className="latest-story">
      <Photo
        src={story.image}
        alt=""
        width={320}
        height={320}
        sizes="5.5rem"
        className="aspect-square h-auto w-full rounded-lg"
      />
      <span className="min-w-0">
        <span className="latest-story-label">{words.home.latestStory}</span>
        <span className="latest-story-title">{story.title}</span>
        <span className="latest-story-meta">
          {[story.date, story.location].filter(Boolean).join(" · ")}
        </span>
      </span>
    </a>
  );
}
