import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { unsplashSrcSet, unsplashUrl } from "~/lib/images";
import { getUploadedPicture } from "~/lib/uploads";

const UNSPLASH_WIDTHS = [320, 480, 640, 800, 1080, 1440, 1920] as const;

type PhotoProps = {
  /** An Unsplash photo URL, or a path in content/ like "uploads/portrait.jpg". */
  src: string;
  alt: string;
  /** Intrinsic size: sets the aspect ratio (and the crop), so the page never shifts. */
  width: number;
  height: number;
  /** Which width the photo takes at each screen size, as in the `sizes` attribute. */
  sizes: string;
  /** The largest photo above the fold: fetched first, never lazily. */
  isPriority?: boolean;
  /** Classes for the frame, which holds the photo's size and shape. */
  className?: string;
};

/** The site's one image component: responsive sources, no layout shift, a tidy box if it fails. */
export function Photo({ src, alt, width, height, sizes, isPriority, className }: PhotoProps) {
  const image = useRef<HTMLImageElement>(null);
  const [hasFailed, setHasFailed] = useState(false);

  // An image can fail before React hydrates and misses its error event; check once on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setHasFailed(true);
  }, []);

  // A frame the caller positions (the hero's backdrop) must not also be made `relative`.
  const isPositioned = /\b(?:absolute|fixed)\b/.test(className ?? "");
  const upload = src.startsWith("uploads/") ? getUploadedPicture(src) : undefined;
  // React preloads a priority <img> by itself, but not one inside <picture>: the browser may pick a
  // <source>. Every current browser decodes AVIF, so the AVIF sources are the ones to fetch early.
  if (isPriority && upload?.sources.avif) {
    preload(upload.img.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: upload.sources.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const aspect = width / height;
  const widths = UNSPLASH_WIDTHS.filter((w) => w <= width);
  const img = (
    <img
      ref={image}
      src={upload ? upload.img.src : unsplashUrl(src, widths.at(-1) ?? width, aspect)}
      srcSet={upload ? upload.sources.jpeg : unsplashSrcSet(src, widths, aspect)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
      onError={() => setHasFailed(true)}
      className={clsx("h-full w-full object-cover", hasFailed && "invisible")}
    />
  );
  return (
    <span
      className={clsx(!isPositioned && "relative", "block overflow-hidden bg-sand-200", className)}
      data-failed={hasFailed || undefined}
    >
      {upload ? (
        <picture>
          {Object.entries(upload.sources)
            .filter(([format]) => format !== "jpeg")
            .map(([format, srcSet]) => (
              <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
            ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {hasFailed && (
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-stone-700"
        >
          {alt}
        </span>
      )}
    </span>
  );
}
