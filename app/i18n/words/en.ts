import { plural } from "../words.ts";

// English: the draft's texts (../shared/spec/product-spec.md), word for word. Every other
// language's file has these keys, no more and no fewer (type Words); `{name}` is filled in.
export const en = {
  meta: {
    /** The way lines run: "rtl" for Arabic and Hebrew. */
    dir: "ltr" as "ltr" | "rtl",
    /** Open Graph's form of the language: language_TERRITORY. */
    ogLocale: "en_US",
  },
  dates: {
    /** A story over some years: "August 2018-2024". */
    span: "{start}-{end}",
  },
  trips: {
    daysOnTheRoad: plural({ one: "{count} day on the road", other: "{count} days on the road" }),
  },
};
