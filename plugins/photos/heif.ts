import decodeHeic from "heic-decode";
import sharp from "sharp";

// sharp's libvips reads a HEIC's size but cannot decode it, so libheif gives both, and they agree.
// libheif applies the container's transforms (`irot`, `imir`, `clap`); the EXIF orientation is
// descriptive only in HEIF (ISO/IEC 23008-12), so nothing applies it again.

const PLAIN: Record<string, string> = {
  "HEIF image not found": "the HEIC file is damaged or incomplete",
  "input buffer is not a HEIC image": "this kind of HEIF file cannot be read",
  "HEIF processing error": "the HEIC picture is damaged",
};

// libheif also prints its own reason on the console, between the build's lines: while a decode
// runs (several may, side by side), that one line is left out; the error says it in plain words.
const log = console.log;
let decoding = 0;
const quietly = (...args: unknown[]) => {
  if (!String(args[0]).startsWith("Could not parse HEIF")) log(...args);
};

async function plainly<T>(work: () => Promise<T>) {
  if (decoding++ === 0) console.log = quietly;
  try {
    return await work();
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(PLAIN[message] ?? message, { cause: error });
  } finally {
    if (--decoding === 0) console.log = log;
  }
}

export async function heifSize(bytes: Buffer) {
  const images = await plainly(() => decodeHeic.all({ buffer: bytes }));
  try {
    const [first] = images;
    if (!first) throw new Error("the HEIC file holds no picture");
    return { width: first.width, height: first.height };
  } finally {
    images.dispose();
  }
}

/** libheif adds an alpha channel even to a photo that has none. */
export async function heifPixels(bytes: Buffer) {
  const { width, height, data } = await plainly(() => decodeHeic({ buffer: bytes }));
  const image = sharp(data, { raw: { width, height, channels: 4 } });
  return isOpaque(data) ? image.removeAlpha() : image;
}

function isOpaque(rgba: Uint8ClampedArray) {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}
