import { plural } from "../words.ts";

// English: the draft's texts (../shared/spec/product-spec.md), word for word. Every other
// language's file has these keys, no more and no fewer (type Words); `{name}` is filled in.
export const en = {
  meta: {
    /** The way lines run: "rtl" for Arabic and Hebrew. */
    dir: "ltr" as "ltr" | "rtl",
    /** Open Graph's form of the language: language_TERRITORY. */
    ogLocale: "en_US",
    /** How dates, numbers and lists are written: English the British way, "2–30 April 2025". */
    locale: "en-GB",
  },
  dates: {
    /** A story over some years: "August 2018-2024". */
    span: "{start}-{end}",
  },
  frame: {
    skipLink: "Skip to main content",
    mainNav: "Main",
    stories: "Stories",
    trips: "Trips",
    gallery: "Gallery",
    dj: "DJ",
    about: "About",
    connect: "Connect",
    search: "Search",
    darkTheme: "Dark theme",
    madeWithLove: "Made with love from everywhere",
    copyright: "© {years} {alias}. All rights reserved.",
    /** After a link's text, for screen readers. */
    opensInNewTab: " (opens in a new tab)",
    rssFeed: "Stories (RSS)",
    jsonFeed: "Stories (JSON Feed)",
    /** Beside a draft's date, on the development server only. */
    draft: "Draft, not published",
  },
  seo: {
    /** A page's title in the browser's tab. */
    pageTitle: "{title} | {alias}",
    /** The home page's title, and the site's card's alt text. */
    siteTitle: "{alias}: {tagline}",
    homeDescription:
      "Travel stories, photos, DJ sets and DJ lessons from {alias}, and help planning your own adventure.",
  },
  home: {
    exploreStories: "Explore Stories",
    viewGallery: "View Gallery",
    latestStory: "Latest story",
    gallery: "Adventure Gallery",
    stories: "Stories from the Road",
    readFullStory: "Read Full Story →",
    readyToPlan: "Ready to plan your next adventure?",
    planMyTrip: "Plan My Trip",
    emailInstead: "Email Instead",
    dj: "DJ-ing and DJ Lessons Everywhere!",
    djStyles: "Styles",
    about: "About {alias}",
    foodReviews: "Read my reviews as a top 1% food reviewer",
    followMyJourney: "Follow My Journey",
    connect: "Let's Connect",
    instagram: "Instagram",
    email: "Email",
    currentLocation: "Current Location",
    nextDestination: "Next Destination",
    visitPartner: "Visit {name}",
  },
  newsletter: {
    title: "Join the Adventure",
    intro: "New stories, photos and DJ dates, straight to your inbox.",
    emailLabel: "Email address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    subscribeByEmail: "Subscribe by email",
    invalid: "Please enter a valid email address, like name@example.com.",
    posted: "Thanks for subscribing! Check your inbox to confirm.",
    /** `{link}` is `sendByEmail`, a link to the request. */
    emailed:
      "Thanks for subscribing! Your email app has a subscription request ready to send. If it did not open, {link}.",
    sendByEmail: "send the request by email",
    /** The e-mail to the owner, when the site has no newsletter provider. */
    requestSubject: "Newsletter subscription",
    requestBody: "Hi! Please add {email} to your newsletter.",
  },
  tripDialog: {
    title: "Let's Plan Your Adventure!",
    close: "Close",
    destination: "Do you know where you want to go?",
    destinationPlaceholder: "e.g., Bali, Europe, or Surprise me!",
    groupSize: "How many are you?",
    groupSizePlaceholder: "e.g., 2 people, solo traveler",
    travelDates: "When are you thinking?",
    travelDatesPlaceholder: "e.g., Summer 2025, flexible",
    budget: "Do you have a budget in mind?",
    budgetPlaceholder: "e.g., $5,000, luxury, budget-friendly",
    additionalInfo: "Anything else you'd like to share?",
    additionalInfoPlaceholder: "Special interests, dietary requirements, etc.",
    /** Said in tens as the message nears what its links can carry (today's English, for 1 too). */
    room: plural({ other: "Room for about {count} more characters." }),
    full: "Your message is as long as WhatsApp can take: shorten it to add more.",
    cut: "Your message is as long as WhatsApp can take: the end of what you typed or pasted was left out.",
    blocked: "Your browser blocked the new tab.",
    openWhatsApp: "Open WhatsApp with your message",
    send: "Send to WhatsApp",
  },
  /** The message a visitor sends the owner, by WhatsApp or e-mail (app/lib/trip-message.ts). */
  tripMessage: {
    greeting: "Hi {alias}! I'd love your help planning an adventure.",
    destination: "Destination: {value}",
    groupSize: "Group size: {value}",
    travelDates: "When: {value}",
    budget: "Budget: {value}",
    additionalInfo: "Additional details: {value}",
    noDestination: "Not sure yet",
    noGroupSize: "Not specified",
    noTravelDates: "Flexible",
    noBudget: "Open to discussion",
    noAdditionalInfo: "None",
    closing: "Looking forward to hearing from you!",
    emailSubject: "Trip planning",
  },
  photoViewer: {
    label: "Photo {number} of {count}: {caption}",
    close: "Close",
    previous: "Previous photo",
    next: "Next photo",
  },
  mix: {
    /** The play button's name: the mix's page without scripts, its player with them. */
    play: "Play “{title}” on {provider}",
    /** The provider's player, once tapped, for screen readers. */
    player: "{title}, in {provider}'s player",
    /** Where the provider asks for a second tap (Mixcloud; iPhones and iPads). */
    secondTap: "If it does not start, tap play in the player.",
    /** The list of an offering's mixes on the home page. */
    mixes: "Mixes",
  },
  story: {
    readingTime: plural({ one: "{count} min read", other: "{count} min read" }),
    fullSize: " (full size)",
    allStories: "All stories",
    tripPart: "Part {part} of {count} · {title}",
    moreOfTrip: "More of {title}",
    moreStories: "More stories",
    previousInTrip: "Previous in {trip}",
    nextInTrip: "Next in {trip}",
    previousStory: "Previous story",
    nextStory: "Next story",
    share: "Share this story",
    shareButton: "Share…",
    whatsApp: "WhatsApp",
    email: "Email",
    /** `{email}` and `{feed}` are the two links after it. */
    follow: "Follow new stories {email} or {feed}.",
    followByEmail: "by e-mail",
    followInFeedReader: "in a feed reader",
  },
  storiesPage: {
    backToHome: "Back to Home",
    title: "Stories from the Road",
    subtitle: "Adventures, insights, and moments that changed everything",
    searchLabel: "Search the stories",
    searchPlaceholder: "A place, a dish…",
    search: "Search",
    mapTitle: "Where the stories happened",
    mapIntro: "Every dot is a story. Pick one on the map, or from the list below it.",
    mapIntroWithCountries: plural({
      other:
        "Every dot is a story. Pick one on the map, or from the list below it; the shaded countries are the {count} I have explored so far.",
    }),
    mapLabel: "World map of the stories",
    closeTogether: plural({ other: "{count} stories close together: {titles}" }),
    linesAreTrips: "The lines are trips",
    everyTrip: "Every trip, with its route →",
  },
  trips: {
    title: "Trips",
    intro:
      "Journeys told story by story: where each one went, how far, and through which countries.",
    allStories: "All stories",
    none: "No trips yet: the first one is being planned.",
    storyCount: plural({ one: "{count} story", other: "{count} stories" }),
    daysOnTheRoad: plural({ one: "{count} day on the road", other: "{count} days on the road" }),
  },
  trip: {
    allTrips: "All trips",
    stories: "Stories",
    distance: "Distance",
    countries: plural({ one: "Country", other: "Countries" }),
    route: "The route",
    mapLabel: "Map of {title}",
    /** A marker for stops too close to tell apart: "Parts 3, 4 and 5, close together: …". */
    closeTogether: "Parts {parts}, close together: {titles}",
    routeSummary: plural({
      other: "From {first} to {last}: {count} stops, {distance} as the crow flies.",
    }),
    oneStop: "One stop so far: {place}.",
    theStories: "The stories",
    noStories: "No stories in this trip yet: they are on their way.",
    part: "Part {part}",
    /** A trip's place in a search result, when its stories' pins name no country. */
    searchPlace: plural({ other: "Trip of {count}" }),
  },
  search: {
    title: "Search the stories",
    intro: "A place, a dish, a word you remember: every story and trip, searched as you type.",
    allStories: "All stories",
    label: "Words to find",
    button: "Search",
    /** `{link}` is `browseAll`. */
    needsJavaScript:
      "Search needs JavaScript, which is off in this browser. Every story is on one page: {link}.",
    browseAll: "browse all stories",
    searching: "Searching…",
    failed: "Search could not load: check your connection and try again.",
    /** `{q}` is what the visitor typed. */
    none: "Nothing found for “{q}”. Try another word.",
    results: plural({ one: "{count} result for “{q}”", other: "{count} results for “{q}”" }),
    more: "Show more results",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The page you were looking for has wandered off the map.",
    pageTitle: "Page not found",
    description: "This page does not exist.",
    home: "Return to Home",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again in a moment, or head back home.",
  },
};
