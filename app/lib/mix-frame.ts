// The provider's player as a tap puts it in place: the home page's app (mix-frame.tsx) and the
// pages without it (mix-taps.ts) build the same frame.

export const PLAYER_ALLOW = "autoplay; encrypted-media; fullscreen";

/** Each provider's player at the height its own embed code gives it. */
export const PLAYER_CLASS: Record<string, string> = {
  mixcloud: "block h-30 w-full rounded-lg border-0",
  soundcloud: "block h-[166px] w-full rounded-lg border-0",
  youtube: "block aspect-video h-auto w-full rounded-lg border-0",
};

/** Mixcloud's player never starts itself, nor any on an iPhone or iPad: the visitor taps again. */
export const needsSecondTap = (provider: string) =>
  provider === "mixcloud" ||
  /iP(?:hone|ad|od)/.test(navigator.userAgent) ||
  (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
