/** The owner's own photos in content/uploads, resized and converted at build time (vite-imagetools). */
type Picture = { sources: Record<string, string>; img: { src: string; w: number; h: number } };

const pictures = import.meta.glob<Picture>("/content/uploads/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  query: { w: "480;800;1200", format: "avif;webp;jpeg", as: "picture" },
});

/** The optimised picture for a content path like "uploads/portrait.jpg". */
export function getUploadedPicture(src: string) {
  return pictures[`/content/${src}`];
}
