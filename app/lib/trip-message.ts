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

export function composeTripMessage(alias: string, request: TripRequest): string {
  return [
    `Hi ${alias}! I'd love your help planning an adventure.`,
    "",
    `Destination: ${orDefault(request.destination, "Not sure yet")}`,
    `Group size: ${orDefault(request.groupSize, "Not specified")}`,
    `When: ${orDefault(request.travelDates, "Flexible")}`,
    `Budget: ${orDefault(request.budget, "Open to discussion")}`,
    `Additional details: ${orDefault(request.additionalInfo, "None")}`,
    "",
    "Looking forward to hearing from you!",
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

export function buildTripEmailLink(email: string, message: string): string {
  return `mailto:${email}?subject=Trip%20planning&body=${encodeWellFormed(message)}`;
}
