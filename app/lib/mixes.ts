// What the pages and the build's policy share about a mix's provider; no zod here, as the home
// page's bundle imports it. What a tap does is in mix-frame.ts, loaded only for a tap.

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
