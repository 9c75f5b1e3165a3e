import { expect, test } from "vitest";
import { fillNodes } from "./fill-nodes";
import { en } from "./words/en";

type Entry = [path: string, value: unknown];

const entries = (value: unknown, path = ""): Entry[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key))
    : [[path, value]];

const isPlural = (value: object) => "other" in value;

/** Each plural's forms, or a text, once each: what a translator writes. */
const texts = (value: unknown, path = ""): Entry[] =>
  typeof value === "object" && value !== null && !isPlural(value)
    ? Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key))
    : [[path, value]];

test("the English dictionary holds texts and plurals only, none of them empty", () => {
  for (const [path, value] of entries(en)) {
    expect(typeof value, path).toBe("string");
    expect((value as string).trim(), path).not.toBe("");
  }
});

test("every plural has an `other` form, and only the forms Intl.PluralRules names", () => {
  const categories = ["zero", "one", "two", "few", "many", "other"];
  for (const [path, value] of texts(en)) {
    if (typeof value === "string") continue;
    expect(value, path).toHaveProperty("other");
    for (const category of Object.keys(value as object)) {
      expect(categories, `${path}.${category}`).toContain(category);
    }
  }
});

test("the forms of a plural name the same placeholders, `{count}` aside", () => {
  const names = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).filter((name) => name !== "count");
  for (const [path, value] of texts(en)) {
    if (typeof value === "string") continue;
    const forms = Object.values(value as Record<string, string>);
    for (const form of forms)
      expect(names(form).sort(), path).toEqual(names(forms[0] ?? "").sort());
  }
});

test("the English dictionary's settings are what the English site needs", () => {
  expect(en.meta).toEqual({ dir: "ltr", ogLocale: "en_US", locale: "en-GB" });
  expect(Intl.getCanonicalLocales(en.meta.locale)).toEqual([en.meta.locale]);
});

test("fillNodes puts each element where its name is and leaves an unknown name as written", () => {
  const parts = fillNodes("Follow {email} or {feed}, {unknown}.", { email: "E", feed: "F" });
  expect(parts.map((part) => part.props.children)).toEqual([
    "Follow ",
    "E",
    " or ",
    "F",
    ", ",
    "{unknown}",
    ".",
  ]);
});

/** The text at `path` ("home.planMyTrip") of the English dictionary. */
const at = (path: string) => Object.fromEntries(entries(en))[path];

// The tests of the built site read every interface text from the site's dictionary, so that a site
// in another language passes them; English's own words are guarded here, in one place.
test.each([
  // Home page (spec, section 2).
  ["home.exploreStories", "Explore Stories"],
  ["home.viewGallery", "View Gallery"],
  ["home.gallery", "Adventure Gallery"],
  ["home.stories", "Stories from the Road"],
  ["home.readFullStory", "Read Full Story →"],
  ["home.readyToPlan", "Ready to plan your next adventure?"],
  ["home.planMyTrip", "Plan My Trip"],
  ["home.emailInstead", "Email Instead"],
  ["home.dj", "DJ-ing and DJ Lessons Everywhere!"],
  ["home.about", "About {alias}"],
  ["home.foodReviews", "Read my reviews as a top 1% food reviewer"],
  ["home.followMyJourney", "Follow My Journey"],
  ["home.connect", "Let's Connect"],
  ["home.instagram", "Instagram"],
  ["home.email", "Email"],
  ["home.currentLocation", "Current Location"],
  ["home.nextDestination", "Next Destination"],
  ["newsletter.title", "Join the Adventure"],
  ["newsletter.subscribe", "Subscribe"],
  ["frame.madeWithLove", "Made with love from everywhere"],
  // Stories page.
  ["storiesPage.backToHome", "Back to Home"],
  ["storiesPage.title", "Stories from the Road"],
  ["storiesPage.subtitle", "Adventures, insights, and moments that changed everything"],
  // Not-found page and error catalogue (sections 2 and 8).
  ["notFound.title", "Oops! Page not found"],
  ["notFound.home", "Return to Home"],
  ["error.title", "Unexpected Application Error!"],
  // Trip-planning dialog (sections 2 and 9).
  ["tripDialog.title", "Let's Plan Your Adventure!"],
  ["tripDialog.destination", "Do you know where you want to go?"],
  ["tripDialog.destinationPlaceholder", "e.g., Bali, Europe, or Surprise me!"],
  ["tripDialog.groupSize", "How many are you?"],
  ["tripDialog.groupSizePlaceholder", "e.g., 2 people, solo traveler"],
  ["tripDialog.travelDates", "When are you thinking?"],
  ["tripDialog.travelDatesPlaceholder", "e.g., Summer 2025, flexible"],
  ["tripDialog.budget", "Do you have a budget in mind?"],
  ["tripDialog.budgetPlaceholder", "e.g., $5,000, luxury, budget-friendly"],
  ["tripDialog.additionalInfo", "Anything else you'd like to share?"],
  ["tripDialog.additionalInfoPlaceholder", "Special interests, dietary requirements, etc."],
  ["tripDialog.send", "Send to WhatsApp"],
  // The trip message's defaults and closing line (section 9), and its lines around them.
  ["tripMessage.greeting", "Hi {alias}! I'd love your help planning an adventure."],
  ["tripMessage.destination", "Destination: {value}"],
  ["tripMessage.groupSize", "Group size: {value}"],
  ["tripMessage.travelDates", "When: {value}"],
  ["tripMessage.budget", "Budget: {value}"],
  ["tripMessage.additionalInfo", "Additional details: {value}"],
  ["tripMessage.noDestination", "Not sure yet"],
  ["tripMessage.noGroupSize", "Not specified"],
  ["tripMessage.noTravelDates", "Flexible"],
  ["tripMessage.noBudget", "Open to discussion"],
  ["tripMessage.noAdditionalInfo", "None"],
  ["tripMessage.closing", "Looking forward to hearing from you!"],
  ["tripMessage.emailSubject", "Trip planning"],
  // What the site says beyond the draft, as the tests of its pages read it in English.
  ["frame.copyright", "© {years} {alias}. All rights reserved."],
  ["seo.pageTitle", "{title} | {alias}"],
  ["seo.siteTitle", "{alias}: {tagline}"],
  ["tripDialog.close", "Close"],
  ["tripDialog.blocked", "Your browser blocked the new tab."],
  ["photoViewer.label", "Photo {number} of {count}: {caption}"],
  ["photoViewer.previous", "Previous photo"],
  ["photoViewer.next", "Next photo"],
  ["story.readingTime.one", "{count} min read"],
  ["story.readingTime.other", "{count} min read"],
  ["story.fullSize", " (full size)"],
  ["notFound.pageTitle", "Page not found"],
  ["search.results.one", "{count} result for “{q}”"],
  ["search.results.other", "{count} results for “{q}”"],
  ["search.none", "Nothing found for “{q}”. Try another word."],
  ["newsletter.invalid", "Please enter a valid email address, like name@example.com."],
  ["newsletter.requestBody", "Hi! Please add {email} to your newsletter."],
])("English's %s reads %j, word for word", (path, text) => {
  expect(at(path)).toBe(text);
});
