// What the trip dialog lets a visitor type: no more than its links carry. Apart from
// trip-message.ts, which the home page runs at start: this runs only once the dialog is open.
import {
  buildTripEmailLink,
  buildWhatsAppLink,
  composeTripMessage,
  type TripRequest,
} from "./trip-message.ts";
import type { Words } from "../i18n/words.ts";

/**
 * The longest address either link may be. A `mailto:` link longer than 2,048 characters is cut
 * or refused by Windows and the mail programs that follow its limit, and a server such as
 * WhatsApp's answers a long address with an error well before browsers' own limits: 2,000 holds
 * in both, with the message of any five fields a visitor fills in as they would.
 */
export const LINK_LIMIT = 2000;

type LinkSite = { alias: string; email: string; whatsappNumber?: string };

/** How many characters of the longer link the request leaves free (negative: too long). */
export function linkRoom(site: LinkSite, request: TripRequest, words: Words["tripMessage"]) {
  const message = composeTripMessage(site.alias, request, words);
  return (
    LINK_LIMIT -
    Math.max(
      buildWhatsAppLink(site.whatsappNumber, message).length,
      buildTripEmailLink(site.email, message, words.emailSubject).length,
    )
  );
}

/** What a reader counts as one character: a flag, an accented letter, an emoji with its skin tone. */
const characters = (text: string) =>
  Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);

/**
 * A field's new value, or as much of what was typed or pasted into it as both links can carry:
 * what was there stays, and the new text is cut at a whole character. `cut` says it was.
 */
export function fitToLinks(
  site: LinkSite,
  request: TripRequest,
  name: keyof TripRequest,
  value: string,
  words: Words["tripMessage"],
): { value: string; cut: boolean; end: number } {
  if (linkRoom(site, { ...request, [name]: value }, words) >= 0) {
    return { value, cut: false, end: value.length };
  }
  const before = request[name];
  let start = 0;
  while (start < before.length && start < value.length && before[start] === value[start]) start++;
  let tail = 0;
  while (
    tail < before.length - start &&
    tail < value.length - start &&
    before[before.length - 1 - tail] === value[value.length - 1 - tail]
  ) {
    tail++;
  }
  // Never half a character: a pair of UTF-16 units (an emoji) stays whole on either side.
  const isHigh = (unit: string | undefined) => unit !== undefined && /[\uD800-\uDBFF]/.test(unit);
  const isLow = (unit: string | undefined) => unit !== undefined && /[\uDC00-\uDFFF]/.test(unit);
  if (start > 0 && isHigh(value[start - 1])) start--;
  if (tail > 0 && isLow(value[value.length - tail])) tail--;
  const head = value.slice(0, start);
  const added = characters(value.slice(start, value.length - tail));
  const rest = value.slice(value.length - tail);
  const withAdded = (count: number) => `${head}${added.slice(0, count).join("")}${rest}`;
  // The most characters of the added text that fit.
  let [low, high] = [0, added.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (linkRoom(site, { ...request, [name]: withAdded(middle) }, words) >= 0) low = middle;
    else high = middle - 1;
  }
  const fitted = withAdded(low);
  return { value: fitted, cut: true, end: fitted.length - rest.length };
}
