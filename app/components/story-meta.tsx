import { Fragment } from "react";
import clsx from "clsx";
import { useWords } from "~/i18n/use-words";

/** Date, place and reading time set as a line of small capitals, as a magazine sets them. */
export function StoryMeta({
  date,
  location,
  country,
  readingTime,
  isDraft,
  className,
}: {
  date?: string;
  /** Left out when the story names no place. */
  location?: string;
  /** Where the map pin falls, when the place does not already say it. */
  country?: string;
  /** "4 min read", written where the page's data is (StoryArticle). */
  readingTime?: string;
  isDraft?: boolean;
  className?: string;
}) {
  const { words } = useWords();
  const shownCountry = country && !location?.includes(country) ? [country] : [];
  const items = [date, location, ...shownCountry, ...(readingTime ? [readingTime] : [])].filter(
    Boolean,
  );
  return (
    <p
      className={clsx(
        "text-xs leading-5 font-semibold tracking-[0.12em] text-stone-600 uppercase",
        className,
      )}
    >
      {isDraft && (
        <span className="me-2 inline-block rounded-full bg-amber-200 px-3 text-amber-950">
          {words.frame.draft}
        </span>
      )}
      {/* Each part on one line when it fits, broken only when it alone is wider than the line (a
          trip's days in Spanish); the dot stays at the end of a line, never opens the next. */}
      {items.map((text, index) => (
        <Fragment key={text}>
          {index > 0 && " "}
          <span className="inline-block max-w-full">
            {text}
            {index < items.length - 1 && <span aria-hidden="true">{" ·"}</span>}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
