import { Play } from "lucide";
import { Icon } from "~/components/icon";
import { Photo } from "~/components/photo";
import type { PageMix } from "~/content/schema";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";
import { isoDuration, MIX_PROVIDERS } from "~/lib/mixes";

/**
 * A link to the mix's page until it is tapped: then the provider's player takes its place, put
 * there by the home page's app (`player`) or, on pages without it, by app/lib/mix-taps.ts, which
 * reads the player's address and words from the data attributes. Nothing of the provider's loads
 * before.
 */
export function MixPlayer({
  mix,
  player,
  onPlay,
  className,
}: {
  mix: PageMix;
  /** The provider's player, once tapped (the home page). */
  player?: React.ReactNode;
  onPlay?: () => void;
  className?: string;
}) {
  const { words } = useWords();
  const names = { title: mix.title, provider: MIX_PROVIDERS[mix.provider].name };
  return (
    <div
      data-mix=""
      data-provider={mix.provider}
      data-embed={mix.embedUrl}
      data-player={fill(words.mix.player, names)}
      data-second-tap={words.mix.secondTap}
      className={className}
    >
      {player ?? (
        <a
          href={mix.url}
          aria-label={fill(words.mix.play, names)}
          data-needs-app={onPlay ? "click" : undefined}
          onClick={
            onPlay &&
            ((event) => {
              event.preventDefault();
              onPlay();
            })
          }
          className="group flex items-center gap-3 rounded-xl bg-black/25 p-2 pe-4 text-start text-stone-100 no-underline ring-1 ring-white/15 hover:bg-black/40"
        >
          <Photo
            src={mix.image}
            alt={mix.imageAlt}
            width={160}
            height={160}
            sizes="4rem"
            className="aspect-square size-16 shrink-0 rounded-lg object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-balance">{mix.title}</span>
            <span className="mt-0.5 block text-sm text-stone-300">
              {names.provider} · <time dateTime={isoDuration(mix.duration)}>{mix.duration}</time>
            </span>
          </span>
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-300 text-night group-hover:bg-amber-200">
            <Icon icon={Play} className="size-5 translate-x-px rtl:-scale-x-100" />
          </span>
        </a>
      )}
    </div>
  );
}
