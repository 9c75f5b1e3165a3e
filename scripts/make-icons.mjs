// Renders public/favicon.svg into the PNG icons that browsers, iOS and the web app manifest ask
// for. Run once after changing the SVG (`node scripts/make-icons.mjs`) and commit the PNGs.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg");
const icons = [
  { file: "public/favicon-48.png", size: 48 },
  { file: "public/icon-192.png", size: 192 },
  { file: "public/icon-512.png", size: 512 },
  // iOS fills transparent corners with black and rounds the icon itself, so it gets a full square.
  { file: "public/apple-touch-icon.png", size: 180, background: "#0f766e" },
];

for (const { file, size, background } of icons) {
  // The SVG is drawn at 64 px: render it at the target size rather than scaling a bitmap up.
  let image = sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  if (background) image = image.flatten({ background });
  await image.png({ compressionLevel: 9 }).toFile(file);
  console.log(`${file} (${size}x${size})`);
}
