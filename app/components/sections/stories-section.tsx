import clsx from "clsx";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import { StoryMeta } from "~/components/story-meta";
import { featuredStoryPath, sitePath } from "~/lib/paths";
import type { PageStory } from "~/content/schema";
import { useWords } from "~/i18n/use-words";

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
  const { words } = useWords();
  return (
    <section
      id="stories"
      aria-labelledby="stories-title"
      className="section-anchor bg-sand-100 py-14 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading id="stories-title">{words.home.stories}</SectionHeading>
        {/* The first story leads with its photo; the others follow as a column of shorter cards,
            beside it from 48rem. */}
        <ul className="mt-8 grid gap-x-10 gap-y-8 sm:mt-12 md:grid-cols-[3fr_2fr]">
          {stories.map((story, index) => {
            const isLead = index === 0;
            return (
              <li key={story.slug} className={clsx(isLead && "md:row-span-3")}>
                <article
                  className={clsx(
                    "grid h-full",
                    isLead
                      ? "content-start gap-5"
                      : "grid-cols-[1fr_6rem] content-start gap-x-4 sm:grid-cols-[1fr_8rem]",
                  )}
                >
                  <Photo
                    src={story.image}
                    alt={story.imageAlt}
                    width={isLead ? 960 : 320}
                    height={isLead ? 640 : 320}
                    sizes={
                      isLead
                        ? "(min-width: 72rem) 40rem, (min-width: 48rem) 56vw, calc(100vw - 2.5rem)"
                        : "(min-width: 40rem) 8rem, 6rem"
                    }
                    className={clsx(
                      "h-auto w-full rounded-lg",
                      isLead ? "aspect-[3/2]" : "col-start-2 row-start-1 aspect-square self-start",
                    )}
                  />
                  <div className={clsx("min-w-0", !isLead && "col-start-1 row-start-1")}>
                    <StoryMeta
                      date={story.date}
                      location={story.location}
                      isDraft={story.isDraft}
                    />
                    <h3
                      id={`story-card-${story.slug}`}
                      className={clsx(
                        "mt-2 font-display font-semibold tracking-tight text-balance text-ink",
                        isLead ? "text-3xl sm:text-4xl" : "text-xl",
                      )}
                    >
                      {story.title}
                    </h3>
                  </div>
                  <div className={clsx("flex flex-col", !isLead && "col-span-2")}>
                    {story.excerpt && (
                      <p
                        className={clsx(
                          "mt-2 leading-relaxed text-stone-700",
                          isLead ? "text-lg" : "text-[0.9375rem]",
                        )}
                      >
                        {story.excerpt}
                      </p>
                    )}
                    <a
                      href={sitePath(featuredStoryPath(story.slug))}
                      aria-describedby={`story-card-${story.slug}`}
                      className="mt-1 inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
                    >
                      {words.home.readFullStory}
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        {children}
      </div>
    </section>
  );
}
