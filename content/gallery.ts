export default [
  {
    src: "https://images.unsplash.com/photo-1573790387438-4da905039392",
    alt: "Rugged cliffs along the Bali coastline above the sea",
    caption: "Where the island drops away",
    location: "Nusa Penida, Bali",
  },
  {
    src: "https://images.unsplash.com/photo-1559628233-eb1b1a45564b",
    alt: "Palm-lined rice terraces near Tegallalang in Bali",
    caption: "Endless shades of green",
    location: "Tegallalang, Bali",
  },
  {
    src: "https://images.unsplash.com/photo-1508009603885-50cf7c579365",
    alt: "Bangkok skyline with the river and temples",
    caption: "Temples along the river",
    location: "Bangkok, Thailand",
  },
  {
    src: "https://images.unsplash.com/photo-1552465011-b4e21bf6e79a",
    alt: "A longtail boat on turquoise water beside a tropical island in Thailand",
    caption: "Longtail boat, turquoise water",
    location: "Andaman Coast, Thailand",
  },
  {
    src: "https://images.unsplash.com/photo-1511739001486-6bfe10ce785f",
    alt: "The Eiffel Tower in Paris, France",
    caption: "Hello again, Iron Lady",
    location: "Paris, France",
  },
  {
    src: "https://images.unsplash.com/photo-1454496522488-7a8e488e8606",
    alt: "A snow-capped mountain peak rising above the clouds",
    caption: "A peak above the clouds",
    location: "Himalayas, Nepal",
  },
  {
    src: "https://images.unsplash.com/photo-1483347756197-71ef80e95f73",
    alt: "Northern lights glowing across the night sky near Tromsø",
    caption: "When the sky came alive",
    location: "Tromsø, Norway",
  },
  {
    src: "https://images.unsplash.com/photo-1641128324972-af3212f0f6bd",
    alt: "Colourful hot-air balloons in the sky over Cappadocia",
    caption: "A sky full of balloons",
    location: "Cappadocia, Turkey",
  },
  {
    src: "https://images.unsplash.com/photo-1487730116645-74489c95b41b",
    alt: "A camping tent at night under a starry sky",
    caption: "Sleeping under the stars",
    location: "Rocky Mountains, Colorado",
  },
  {
    src: "https://images.unsplash.com/photo-1432405972618-c60b0225b8f9",
    alt: "A waterfall flowing through a natural landscape",
    caption: "Chasing waterfalls",
    location: "Arenal, Costa Rica",
  },
  {
    src: "https://images.unsplash.com/photo-1509316785289-025f5b846b35",
    alt: "Sand dunes stretching across the Sahara desert",
    caption: "Silence of the dunes",
    location: "Merzouga, Morocco",
  },
  {
    src: "https://images.unsplash.com/photo-1544551763-46a013bb70d5",
    alt: "A scuba diver in clear blue ocean water",
    caption: "Weightless in the blue",
    location: "Red Sea, Egypt",
  },
];
