export default [
  {
    title: "Full Moon Party Sets",
    location: "Koh Phangan, Thailand",
    description:
      "Barefoot sets on the sand at Haad Rin as the full moon climbs over the sea: deep house at dusk, driving techno by midnight and a sunrise closer that keeps the whole beach moving.",
    icon: "moon",
    image: "https://images.unsplash.com/photo-1611244806964-91d204d4a2a7",
    imageAlt: "A beach party crowd with hands raised amid confetti",
  },
  {
    title: "Mountain Venue Mixes",
    location: "Denver Hills, Colorado",
    description:
      "Mixes for lodges, barns and open-air stages in the hills outside Denver: warm melodic house while the sun drops behind the Rockies, building to something much bigger once the stars come out.",
    icon: "mountain",
    image: "https://images.unsplash.com/photo-1470229722913-7c0e2dbbafd3",
    imageAlt: "A concert crowd facing a stage lit by bright lights",
  },
  {
    title: "DJ Lessons & Workshops",
    location: "Worldwide",
    description:
      "Private and group lessons wherever I land, from your first beatmatch to building a full set. You bring the curiosity; I bring the controller, the patience and every trick I learned the hard way.",
    icon: "headphones",
    image: "https://images.unsplash.com/photo-1470225620780-dba8ba36b745",
    imageAlt: "A DJ working at a mixer and controller setup",
  },
];
