import clsx from "clsx";
import { unsplashSrcSet, unsplashUrl } from "~/lib/images";

const WIDTHS = [320, 480, 640, 800, 1080, 1440, 1920] as const;

type PhotoProps = {
  src: string;
  alt: string;
  /** Intrinsic size: sets the aspect ratio (and the crop), so the page never shifts. */
  width: number;
  height: number;
  /** Which width the photo takes at each screen size, as in the `sizes` attribute. */
  sizes: string;
  /** The largest photo above the fold: fetched first, never lazily. */
  isPriority?: boolean;
  className?: string;
};

export function Photo({ src, alt, width, height, sizes, isPriority, className }: PhotoProps) {
  const aspect = width / height;
  const widths = WIDTHS.filter((w) => w <= width);
  return (
    <img
      src={unsplashUrl(src, widths.at(-1) ?? width, aspect)}
      srcSet={unsplashSrcSet(src, widths, aspect)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
      className={clsx("bg-sand-200 object-cover text-sm text-stone-600", className)}
    />
  );
}
