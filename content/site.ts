export default {
  alias: "Wildfinch",
  tagline: "Adventures worth remembering",
  heroImage: "uploads/hero.jpg",
  email: "hello@wildfinch.example",
  instagramHandle: "@wildfinch.travels",
  instagramUrl: "https://www.instagram.com/wildfinch.travels/",
  whatsappNumber: "15551234567",
  foodReviewUrl: "https://www.tripadvisor.com/Profile/wildfinch",
  travelPartner: {
    name: "Compass & Kin Journeys",
    url: "https://compassandkin.example/",
    description:
      "Independent trip planners who craft slow, tailor-made itineraries with trusted local guides, and who have untangled more of my travel logistics than I can count.",
  },
  currentLocation: "Somewhere Amazing",
  nextDestination: "TBD",
  copyrightStartYear: 2024,
  siteUrl: "https://wildfinch.example",
  newsletterFormUrl: undefined,
  djTags: ["House & Techno", "Beach Vibes", "Mountain Sets", "Lessons Available"],
  about: {
    portrait: "uploads/portrait.jpg",
    portraitAlt:
      "An illustrated hiker with a backpack on a ridge, watching the sun set over mountains",
    paragraphs: [
      "I’m Wildfinch, a traveller with restless feet and a notebook full of place names. I keep my real name out of it on purpose, because the places are the story. So far I’ve explored thirty-five countries and stood on top of more than fifty mountains, a few of them famous, most of them gloriously obscure and reached before sunrise.",
      "I travel with a camera and a serious appetite. My photo archive has passed well over a thousand frames, though my favourites are slightly blurry shots of strangers laughing over dinner. I write honest reviews of nearly everywhere I eat, from plastic-stool noodle stalls to tasting menus, and those reviews have somehow put me among the top one percent of food reviewers.",
      "When the sun goes down, I DJ. I play full moon sets on the beaches of Koh Phangan, mixes for mountain venues in the hills around Denver, and I teach DJ lessons wherever in the world I happen to land. House and techno are home, but the best set is always the one that fits the room, the beach or the mountain.",
    ],
    stats: [
      { value: "50+", label: "Mountains Climbed" },
      { value: "35", label: "Countries Explored" },
      { value: "1000+", label: "Photos Captured" },
      { value: "Top 1%", label: "Food Reviewer" },
    ],
  },
};
