import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import { StoryMeta } from "~/components/story-meta";
import { featuredStoryPath, sitePath } from "~/lib/paths";
import type { PageStory } from "~/content/schema";

export type StoryExcerpt = Pick<
  PageStory,
  "slug" | "title" | "date" | "location" | "image" | "imageAlt" | "excerpt" | "isDraft"
>;

export function StoriesSection({
  stories,
  children,
}: {
  stories: StoryExcerpt[];
  /** The trip-planning call to action below the cards. */
  children: React.ReactNode;
}) {
  return (
    <section
      id="stories"
      aria-labelledby="stories-title"
      className="scroll-mt-16 bg-sand-100 py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading id="stories-title">Stories from the Road</SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {stories.map((story) => (
            <li key={story.slug}>
              <article className="card flex h-full flex-col">
                <Photo
                  src={story.image}
                  alt={story.imageAlt}
                  width={960}
                  height={540}
                  sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 46vw, calc(100vw - 2.5rem)"
                  className="aspect-video h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <StoryMeta date={story.date} location={story.location} isDraft={story.isDraft} />
                  <h3
                    id={`story-card-${story.slug}`}
                    className="mt-3 font-display text-2xl font-semibold text-ink"
                  >
                    {story.title}
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-stone-700">{story.excerpt}</p>
                  <a
                    href={sitePath(featuredStoryPath(story.slug))}
                    aria-describedby={`story-card-${story.slug}`}
                    className="mt-6 inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    Read Full Story →
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
