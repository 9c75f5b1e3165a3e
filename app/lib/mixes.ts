// What the pages, the browser's tap and the build's policy share about a mix's player; no zod
// here, as the home page's bundle imports it.

export const MIX_PROVIDERS = {
  mixcloud: { name: "Mixcloud", player: "https://player-widget.mixcloud.com" },
  soundcloud: { name: "SoundCloud", player: "https://w.soundcloud.com" },
  youtube: { name: "YouTube", player: "https://www.youtube-nocookie.com" },
} as const;
export type MixProvider = keyof typeof MIX_PROVIDERS;

/** "1:02:03" as schema.org and <time> write a duration: "PT1H2M3S". */
export function isoDuration(duration: string) {
  const [hours = "0", minutes = "0", seconds = "0"] = duration.split(":");
  return `PT${Number(hours)}H${Number(minutes)}M${Number(seconds)}S`;
}

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
