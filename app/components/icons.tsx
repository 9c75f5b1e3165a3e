import type { IconNode } from "lucide";

/** Lucide has no brand icons; this is a plain camera glyph in Lucide's stroke style, for `Icon`. */
export const Instagram: IconNode = [
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "5" }],
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["circle", { cx: "17.5", cy: "6.5", r: "0.5", fill: "currentColor" }],
];
