import clsx from "clsx";
import { Calendar, Clock, MapPin } from "lucide";
import { Icon } from "~/components/icon";

export function StoryMeta({
  date,
  location,
  readingMinutes,
  isDraft,
  className,
}: {
  date: string;
  location: string;
  readingMinutes?: number;
  isDraft?: boolean;
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
      {isDraft && (
        <span className="rounded-full bg-amber-200 px-3 py-0.5 text-xs font-semibold tracking-wide text-amber-950 uppercase">
          Draft, not published
        </span>
      )}
      {items.map(({ icon, text }) => (
        <span key={text} className="flex items-center gap-1.5">
          <Icon icon={icon} className="size-4" />
          {text}
        </span>
      ))}
    </p>
  );
}
