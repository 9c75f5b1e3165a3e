import fc from "fast-check";
import { expect, test } from "vitest";
import {
  buildTripEmailLink,
  buildWhatsAppLink,
  composeTripMessage,
  emptyTripRequest,
  type TripRequest,
} from "./trip-message";
import { fitToLinks, LINK_LIMIT, linkRoom } from "./trip-room";
import { en } from "~/i18n/words/en";

const words = en.tripMessage;

// Node 20 has these; the project's ES2023 lib does not declare them.
type WellFormedString = string & { toWellFormed(): string; isWellFormed(): boolean };
const toWellFormed = (text: string) => (text as WellFormedString).toWellFormed();
const isWellFormed = (text: string) => (text as WellFormedString).isWellFormed();

const filled: TripRequest = {
  destination: "Bali",
  groupSize: "2 people",
  travelDates: "Summer 2025",
  budget: "$5,000",
  additionalInfo: "Vegetarian, loves diving",
};

test("five filled fields make the full message in the spec's order", () => {
  expect(composeTripMessage("Wildfinch", filled, words)).toBe(
    [
      "Hi Wildfinch! I'd love your help planning an adventure.",
      "",
      "Destination: Bali",
      "Group size: 2 people",
      "When: Summer 2025",
      "Budget: $5,000",
      "Additional details: Vegetarian, loves diving",
      "",
      "Looking forward to hearing from you!",
    ].join("\n"),
  );
});

test("five empty fields read every default in order", () => {
  expect(composeTripMessage("Wildfinch", emptyTripRequest, words)).toBe(
    "Hi Wildfinch! I'd love your help planning an adventure.\n" +
      "\n" +
      "Destination: Not sure yet\n" +
      "Group size: Not specified\n" +
      "When: Flexible\n" +
      "Budget: Open to discussion\n" +
      "Additional details: None\n" +
      "\n" +
      "Looking forward to hearing from you!",
  );
});

test("a field of only spaces, tabs and newlines counts as empty", () => {
  const blank = " \t\n \r\n ";
  const request = {
    destination: blank,
    groupSize: blank,
    travelDates: blank,
    budget: blank,
    additionalInfo: blank,
  };
  expect(composeTripMessage("Wildfinch", request, words)).toBe(
    composeTripMessage("Wildfinch", emptyTripRequest, words),
  );
});

test("the spaces around a non-empty field are kept", () => {
  const message = composeTripMessage("Wildfinch", { ...filled, destination: "  Bali\t " }, words);
  expect(message.split("\n")[2]).toBe("Destination:   Bali\t ");
});

test("a multi-line additional detail is kept as typed", () => {
  const message = composeTripMessage(
    "Wildfinch",
    { ...filled, additionalInfo: "line 1\nline 2" },
    words,
  );
  expect(message).toContain("Additional details: line 1\nline 2\n\nLooking forward");
});

test("the WhatsApp link carries the digits and the encoded message", () => {
  expect(buildWhatsAppLink("4512345678", "Hi there! A & B?")).toBe(
    "https://wa.me/4512345678?text=Hi%20there!%20A%20%26%20B%3F",
  );
});

test("a plus sign in the message is encoded so it does not arrive as a space", () => {
  const link = buildWhatsAppLink("4512345678", "2+2 = 4");
  expect(link).toBe("https://wa.me/4512345678?text=2%2B2%20%3D%204");
  expect(new URL(link).searchParams.get("text")).toBe("2+2 = 4");
});

test("an invalid phone number throws", () => {
  for (const phone of ["", "12345", "1234567890123456", "+4512345678", "45 12 34 56", "٤٥١٢٣٤٥٦"]) {
    expect(() => buildWhatsAppLink(phone, "Hi")).toThrow(Error);
  }
});

test("a lone surrogate becomes U+FFFD instead of breaking the link", () => {
  const link = buildWhatsAppLink("4512345678", "a\uD800b\uDC00c😀");
  expect(new URL(link).searchParams.get("text")).toBe("a\uFFFDb\uFFFDc😀");
});

test("the e-mail link has the subject 'Trip planning' and the message as body", () => {
  const message = composeTripMessage("Wildfinch", { ...filled, budget: "a&b=c?d#e+f%" }, words);
  const link = buildTripEmailLink("hello@example.com", message, words.emailSubject);
  expect(link.startsWith("mailto:hello@example.com?subject=Trip%20planning&body=")).toBe(true);
  const url = new URL(link);
  expect(url.searchParams.get("subject")).toBe("Trip planning");
  expect(decodeURIComponent(link.split("&body=")[1] ?? "")).toBe(message);
});

test("a 10 000-character field arrives intact", () => {
  const long = "Bali & beyond? 😀 ".repeat(625).slice(0, 10_000);
  expect(long).toHaveLength(10_000);
  const message = composeTripMessage("Wildfinch", { ...filled, additionalInfo: long }, words);
  expect(message).toContain(`Additional details: ${long}\n`);
  const link = buildWhatsAppLink("4512345678", message);
  expect(new URL(link).searchParams.get("text")).toBe(message);
});

const tricky = fc
  .array(
    fc.constantFrom(
      ..."&#?%+= \t\na",
      "%2B",
      "\r\n",
      "😀",
      "👨‍👩‍👧",
      "\uD800",
      "\uDBFF",
      "\uDC00",
      "\uDFFF",
    ),
  )
  .map((parts) => parts.join(""));
const field = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  tricky,
  fc.constantFrom("", "   ", "\t\n"),
);
const longField = fc.oneof(
  fc.string({ unit: "binary", minLength: 10_000, maxLength: 10_000 }),
  fc.string({ unit: "grapheme", minLength: 10_000, maxLength: 10_000 }),
);
const requestOf = (text: fc.Arbitrary<string>) =>
  fc.record({
    destination: text,
    groupSize: text,
    travelDates: text,
    budget: text,
    additionalInfo: text,
  });
const digits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 6, maxLength: 15 });

function expectLinkToCarry(phone: string, alias: string, request: TripRequest) {
  const message = composeTripMessage(alias, request, words);
  const link = buildWhatsAppLink(phone, message);
  const url = new URL(link);
  expect(url.protocol).toBe("https:");
  expect(url.host).toBe("wa.me");
  expect(url.pathname).toBe(`/${phone}`);
  expect(url.pathname).toMatch(/^\/[0-9]+$/);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  expect(url.searchParams.get("text")).toBe(toWellFormed(message));
  expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toBe(toWellFormed(message));
  if ([alias, ...Object.values(request)].every(isWellFormed)) {
    expect(url.searchParams.get("text")).toBe(message);
  }
}

test("any visitor text arrives in the WhatsApp link as the composed message", () => {
  fc.assert(fc.property(digits, field, requestOf(field), expectLinkToCarry));
});

test("any 10 000-character fields arrive in the WhatsApp link as the composed message", () => {
  const long = "x".repeat(9_998) + "\uDC00\uD800";
  fc.assert(fc.property(digits, field, requestOf(fc.oneof(field, longField)), expectLinkToCarry), {
    numRuns: 20,
    // Shrinking 10 000-character strings takes minutes; the first failure is report enough.
    endOnFailure: true,
    examples: [["4512345678", "Wildfinch", { ...filled, additionalInfo: long }]],
  });
});

const linkSite = { alias: "Wildfinch", email: "hello@example.com", whatsappNumber: "15551234567" };
const links = (request: TripRequest) => {
  const message = composeTripMessage(linkSite.alias, request, words);
  return [
    buildWhatsAppLink(linkSite.whatsappNumber, message),
    buildTripEmailLink(linkSite.email, message, words.emailSubject),
  ];
};

test("10,000 characters pasted into a field are cut to what both links carry, whole characters from the start", () => {
  for (const unit of ["a", "é", "日", "😀", "a b\n"]) {
    const pasted = unit.repeat(10_000);
    const fitted = fitToLinks(linkSite, filled, "additionalInfo", pasted, words);
    expect(fitted.cut).toBe(true);
    expect(pasted.startsWith(fitted.value), unit).toBe(true);
    expect(isWellFormed(fitted.value)).toBe(true);
    const request = { ...filled, additionalInfo: fitted.value };
    expect(Math.max(...links(request).map((link) => link.length))).toBeLessThanOrEqual(LINK_LIMIT);
    // Not a character more would fit.
    const more = { ...filled, additionalInfo: `${fitted.value}${unit}` };
    expect(linkRoom(linkSite, more, words)).toBeLessThan(0);
    expect(linkRoom(linkSite, request, words)).toBeGreaterThanOrEqual(0);
  }
});

test("text typed into the middle of a field is cut where it was added; what was there stays; what fits is untouched", () => {
  const before = { ...filled, additionalInfo: "Start. End." };
  const typed = `Start. ${"x".repeat(5000)}End.`;
  const fitted = fitToLinks(linkSite, before, "additionalInfo", typed, words);
  expect(fitted.cut).toBe(true);
  expect(fitted.value.startsWith("Start. x")).toBe(true);
  expect(fitted.value.endsWith("xEnd.")).toBe(true);
  expect(fitted.end).toBe(fitted.value.length - "End.".length);
  expect(fitToLinks(linkSite, filled, "budget", "€5,000 😀", words)).toEqual({
    value: "€5,000 😀",
    cut: false,
    end: 9,
  });
});

test("any text the fields may hold keeps both links within the limit once fitted", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", maxLength: 3000 }), (text) => {
      const fitted = fitToLinks(linkSite, emptyTripRequest, "destination", text, words);
      const request = { ...emptyTripRequest, destination: fitted.value };
      expect(linkRoom(linkSite, request, words)).toBeGreaterThanOrEqual(0);
      expect(text.startsWith(fitted.value)).toBe(true);
    }),
    { numRuns: 200 },
  );
});
