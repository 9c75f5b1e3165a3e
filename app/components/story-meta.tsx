import clsx from "clsx";
import { Calendar, Clock, MapPin } from "lucide";
import { Icon } from "~/components/icon";

/** A story's date and place, and on the full story its reading time. */
export function StoryMeta({
  date,
  location,
  readingMinutes,
  className,
}: {
  date: string;
  location: string;
  readingMinutes?: number;
  className?: string;
}) {
  const items = [
    { icon: Calendar, text: date },
    { icon: MapPin, text: location },
    ...(readingMinutes ? [{ icon: Clock, text: `${readingMinutes} min read` }] : []),
  ];
  return (
    <p
      className={clsx(
        "flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-stone-600",
        className,
      )}
    >
      {items.map(({ icon, text }) => (
        <span key={text} className="flex items-center gap-1.5">
          <Icon icon={icon} className="size-4" />
          {text}
        </span>
      ))}
    </p>
  );
}
