import { lazy, Suspense, useState } from "react";
import { MixPlayer } from "~/components/mix-player";
import type { PageMix } from "~/content/schema";

// The provider's player is needed only once a visitor taps play, so its code loads on that tap.
const MixFrame = lazy(() => import("~/components/mix-frame"));

function PlayableMix({ mix }: { mix: PageMix }) {
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <MixPlayer
      mix={mix}
      onPlay={() => setIsPlaying(true)}
      player={
        isPlaying ? (
          <Suspense fallback={null}>
            <MixFrame mix={mix} />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/** An offering's mixes on the home page, each a link until it is tapped. */
export default function OfferingMixes({ mixes, label }: { mixes: PageMix[]; label: string }) {
  return (
    <ul className="col-span-2 mt-4 grid gap-3" aria-label={label}>
      {mixes.map((mix) => (
        <li key={mix.url}>
          <PlayableMix mix={mix} />
        </li>
      ))}
    </ul>
  );
}
