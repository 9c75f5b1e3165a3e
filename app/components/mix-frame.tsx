import { useState } from "react";
import type { PageMix } from "~/content/schema";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";
import { needsSecondTap, PLAYER_ALLOW, PLAYER_CLASS } from "~/lib/mix-frame";
import { MIX_PROVIDERS } from "~/lib/mixes";

/** The provider's player, loaded on the home page's tap (dj-section.tsx). */
export default function MixFrame({ mix }: { mix: PageMix }) {
  const { mix: words } = useWords().words;
  const [isSecondTapNeeded] = useState(() => needsSecondTap(mix.provider));
  const title = fill(words.player, {
    title: mix.title,
    provider: MIX_PROVIDERS[mix.provider].name,
  });
  return (
    <>
      <iframe
        // The play button it replaces had the focus: the player takes it.
        ref={(frame) => frame?.focus()}
        src={mix.embedUrl}
        title={title}
        allow={PLAYER_ALLOW}
        className={PLAYER_CLASS[mix.provider]}
      />
      {isSecondTapNeeded && <p className="mt-2 text-sm">{words.secondTap}</p>}
    </>
  );
}
