import { Photo } from "~/components/photo";
import { StoryMeta } from "~/components/story-meta";
import { StoryPhoto } from "~/components/story-photo";
import { STORY_PHOTO_PLACEHOLDER } from "~/lib/story-text";
import type { PageStory } from "~/content/schema";

export function StoryArticle({
  story,
  titleHref,
  isAtTop,
  className,
  children,
}: {
  story: PageStory;
  /** Set on `/stories`: the title links to the story's page and is a second-level heading. */
  titleHref?: string;
  /** The article opens the page: its photo is above the fold, fetched at once. */
  isAtTop?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const Heading = titleHref ? "h2" : "h1";
  return (
    <article id={story.slug} aria-labelledby={`${story.slug}-title`} className={className}>
      <StoryMeta
        date={story.date}
        location={story.location}
        readingMinutes={story.readingMinutes}
        isDraft={story.isDraft}
      />
      <Heading
        id={`${story.slug}-title`}
        className="mt-3 font-display text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
      >
        {titleHref ? (
          <a href={titleHref} className="underline-offset-8 hover:underline">
            {story.title}
          </a>
        ) : (
          story.title
        )}
      </Heading>
      <Photo
        src={story.image}
        alt={story.imageAlt}
        width={1200}
        height={675}
        sizes="(min-width: 48rem) 45rem, calc(100vw - 2.5rem)"
        isEager={isAtTop}
        className="mt-8 aspect-video h-auto w-full rounded-3xl shadow-lg"
      />
      <StoryBody story={story} />
      {children}
    </article>
  );
}

/** `display: contents` between the photos, so the text reads and styles as one flow (app.css). */
function StoryBody({ story: { html, photos } }: { story: PageStory }) {
  // split() with a capturing group: text, photo number, text, photo number, ..., text.
  const parts = html.split(STORY_PHOTO_PLACEHOLDER);
  return (
    <div className="story-body mt-6">
      {parts.map((part, index) => {
        if (index % 2 === 0) {
          return part.trim() ? (
            <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part }} />
          ) : null;
        }
        const photo = photos[Number(part)];
        return photo ? <StoryPhoto key={index} photo={photo} /> : null;
      })}
    </div>
  );
}
