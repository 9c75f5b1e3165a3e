export type PhotoFormat = "jpeg" | "png" | "webp" | "avif" | "heif";

export const PHOTO_FORMATS = "JPEG, PNG, WebP, AVIF or HEIC";

const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);

/** Not from its name: a phone's "IMG_2041.JPG" may hold a HEIC. AVIF and HEIC differ by brand. */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ascii = (start: number, end: number) => bytes.toString("latin1", start, end);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) !== "ftyp") return undefined;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIF_BRANDS.has(brand) || GENERIC_HEIF_BRANDS.has(brand))) {
    return "heif";
  }
  return undefined;
}
