import clsx from "clsx";
import { Photo } from "~/components/photo";
import { StoryMeta } from "~/components/story-meta";
import { StoryPhoto } from "~/components/story-photo";
import { MixPlayer } from "~/components/mix-player";
import { STORY_PLACEHOLDER } from "~/lib/story-text";
import mixTapsScript from "~/lib/mix-taps.ts?worker&url";
import type { PageStory } from "~/content/schema";
import { countOf } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

export function StoryArticle({
  story,
  titleHref,
  isFeature,
  className,
  before,
  country,
  children,
}: {
  story: PageStory;
  /** The country its map pin falls in (its own page). */
  country?: string;
  /** Set on `/stories`: the title links to the story's page and is a second-level heading. */
  titleHref?: string;
  /**
   * The story's own page: its photo opens the page, edge to edge on a phone, fetched at once. Not
   * at high priority: on a phone the first paragraph is the larger element (docs/performance.md).
   */
  isFeature?: boolean;
  className?: string;
  /** Above the story's title, in the text's column (the way back to all stories). */
  before?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { words } = useWords();
  const Heading = titleHref ? "h2" : "h1";
  const photo = (
    <Photo
      src={story.image}
      alt={story.imageAlt}
      width={1200}
      height={675}
      sizes={
        isFeature
          ? "(min-width: 72rem) 72rem, (min-width: 48rem) calc(100vw - 3rem), 100vw"
          : "(min-width: 48rem) 45rem, 100vw"
      }
      isEager={isFeature}
      className={clsx(
        "story-cover aspect-video h-auto w-full",
        isFeature
          ? "mx-auto max-w-6xl md:aspect-[2/1] md:w-[calc(100%-3rem)] md:rounded-xl lg:aspect-[5/2]"
          : "bleed mt-8 sm:rounded-xl",
      )}
    />
  );
  return (
    <article id={story.slug} aria-labelledby={`${story.slug}-title`} className={className}>
      {isFeature && photo}
      <div className={clsx(isFeature && "container-page max-w-3xl pt-6 sm:pt-10")}>
        {before}
        <StoryMeta
          date={story.date}
          location={story.location}
          country={country}
          readingTime={
            story.readingMinutes
              ? countOf(words.story.readingTime, story.readingMinutes, words.meta.locale)
              : undefined
          }
          isDraft={story.isDraft}
          className={clsx(before ? "mt-4" : undefined)}
        />
        <Heading
          id={`${story.slug}-title`}
          className="mt-3 font-display text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-ink sm:text-6xl"
        >
          {titleHref ? (
            <a href={titleHref} className="underline-offset-8 hover:underline">
              {story.title}
            </a>
          ) : (
            story.title
          )}
        </Heading>
        {!isFeature && photo}
        <StoryBody story={story} />
        {children}
      </div>
    </article>
  );
}

/** `display: contents` between the photos, so the text reads and styles as one flow (app.css). */
function StoryBody({ story: { html, photos, mixes } }: { story: PageStory }) {
  // split() with two groups: text, kind, number, text, kind, number, ..., text.
  const parts = html.split(STORY_PLACEHOLDER);
  return (
    <div className="story-body mt-8">
      {parts.map((part, index) => {
        if (index % 3 === 0) {
          return part.trim() ? (
            <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part }} />
          ) : null;
        }
        if (index % 3 === 1) return null;
        if (parts[index - 1] === "mix") {
          const mix = mixes[Number(part)];
          return mix ? <MixPlayer key={index} mix={mix} className="story-mix" /> : null;
        }
        const photo = photos[Number(part)];
        return photo ? <StoryPhoto key={index} photo={photo} /> : null;
      })}
      {/* A page without the app plays its mixes with this file alone, and only a page with one. */}
      {mixes.length > 0 && <script defer src={mixTapsScript} />}
    </div>
  );
}
