const DEFAULT_QUALITY = 70;

export function unsplashUrl(src: string, width: number, aspect?: number) {
  const params = new URLSearchParams({ auto: "format", fit: "crop", w: String(width) });
  if (aspect) params.set("h", String(Math.round(width / aspect)));
  params.set("q", String(DEFAULT_QUALITY));
  return `${src}?${params}`;
}

export function unsplashSrcSet(src: string, widths: readonly number[], aspect?: number) {
  return widths.map((width) => `${unsplashUrl(src, width, aspect)} ${width}w`).join(", ");
}
