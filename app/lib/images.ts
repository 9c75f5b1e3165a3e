const DEFAULT_QUALITY = 70;

export function unsplashUrl(src: string, width: number, aspect?: number) {
  const params = new URLSearchParams({ auto: "format", fit: "crop", w: String(width) });
  if (aspect) params.set("h", String(Math.round(width / aspect)));
  params.set("q", String(DEFAULT_QUALITY));
  return `${src}?${params}`;
}

/** Mail clients show JPEG and PNG only: no AVIF or WebP by the browser's Accept header. */
export function unsplashJpegUrl(src: string, width: number, aspect: number) {
  const params = new URLSearchParams({
    fm: "jpg",
    fit: "crop",
    w: String(width),
    h: String(Math.round(width / aspect)),
    q: String(DEFAULT_QUALITY),
  });
  return `${src}?${params}`;
}

export function unsplashSrcSet(src: string, widths: readonly number[], aspect?: number) {
  return widths.map((width) => `${unsplashUrl(src, width, aspect)} ${width}w`).join(", ");
}

/** The site's cover photo is decoration behind the titles: no alt text. */
export const COVER_PHOTO_ALT = "";
