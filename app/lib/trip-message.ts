import { fill, type Words } from "../i18n/words.ts";

export type TripRequest = {
  destination: string;
  groupSize: string;
  travelDates: string;
  budget: string;
  additionalInfo: string;
};

export const emptyTripRequest: TripRequest = {
  destination: "",
  groupSize: "",
  travelDates: "",
  budget: "",
  additionalInfo: "",
};

const orDefault = (value: string, fallback: string) => (value.trim() === "" ? fallback : value);

/** Its words are the site's language's (app/i18n/words/en.ts, `tripMessage`). */
export function composeTripMessage(
  alias: string,
  request: TripRequest,
  words: Words["tripMessage"],
): string {
  const line = (template: string, value: string, fallback: string) =>
    fill(template, { value: orDefault(value, fallback) });
  return [
    fill(words.greeting, { alias }),
    "",
    line(words.destination, request.destination, words.noDestination),
    line(words.groupSize, request.groupSize, words.noGroupSize),
    line(words.travelDates, request.travelDates, words.noTravelDates),
    line(words.budget, request.budget, words.noBudget),
    line(words.additionalInfo, request.additionalInfo, words.noAdditionalInfo),
    "",
    words.closing,
  ].join("\n");
}

// encodeURIComponent throws on a lone surrogate; swapping it for U+FFFD (what
// String#toWellFormed does, not in our ES2023 lib) keeps the visitor's text sendable.
const encodeWellFormed = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, "\uFFFD"));

/** Without a number, the sender picks the chat (sharing a story). */
export function buildWhatsAppLink(phoneDigits: string | undefined, message: string): string {
  if (phoneDigits !== undefined && !/^[0-9]{6,15}$/.test(phoneDigits)) {
    throw new Error(`WhatsApp number must be 6-15 digits, got "${phoneDigits}"`);
  }
  return `https://wa.me/${phoneDigits ?? ""}?text=${encodeWellFormed(message)}`;
}

export function buildTripEmailLink(email: string, message: string, subject: string): string {
  return `mailto:${email}?subject=${encodeWellFormed(subject)}&body=${encodeWellFormed(message)}`;
}
