import clsx from "clsx";
import { preconnect, preload } from "react-dom";
import { unsplashSrcSet, unsplashUrl } from "~/lib/images";
import type { PhotoSource, Picture } from "~/content/schema";

// Steps of at most a fifth, so a phone gets a photo close to the size it draws, not one a third
// larger: browsers take the first width at or above what the slot needs at the screen's density.
const UNSPLASH_WIDTHS = [
  160, 192, 230, 276, 320, 400, 480, 560, 640, 720, 800, 960, 1080, 1280, 1440, 1920,
] as const;

type PhotoProps = {
  src: PhotoSource;
  alt: string;
  /** Sets the aspect ratio (and the crop), so the page never shifts. */
  width: number;
  height: number;
  sizes: string;
  /** The largest photo above the fold: fetched first, never lazily. */
  isPriority?: boolean;
  /** Above the fold but not the largest element: priority and a preload are for that one only. */
  isEager?: boolean;
  className?: string;
};

/** A photo that fails to load becomes a box with its alt text (app/lib/photo-fallback.ts). */
export function Photo({
  src,
  alt,
  width,
  height,
  sizes,
  isPriority,
  isEager,
  className,
}: PhotoProps) {
  // A frame the caller positions (the hero's backdrop) must not also be made `relative`.
  const isPositioned = /\b(?:absolute|fixed)\b/.test(className ?? "");
  const upload = typeof src === "string" ? undefined : src;
  // React preloads a priority <img> by itself, but not one inside <picture>: the browser may pick a
  // <source>. Every current browser decodes AVIF, so the AVIF sources are the ones to fetch early.
  if (isPriority && upload) {
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
  let sources: { src: string; srcSet?: string };
  if (typeof src === "string") {
    preconnect(new URL(src).origin);
    sources = {
      src: unsplashUrl(src, widths.at(-1) ?? width, aspect),
      srcSet: unsplashSrcSet(src, widths, aspect),
    };
  } else {
    sources = { src: src.img.src, srcSet: src.sources.jpeg };
  }
  const img = (
    <img
      {...sources}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={isPriority || isEager ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
      className="h-full w-full object-cover"
    />
  );
  return (
    <span
      className={clsx(!isPositioned && "relative", "block overflow-hidden bg-sand-200", className)}
      data-photo=""
    >
      {upload ? (
        <picture>
          <AvifSource picture={upload} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

export function AvifSource({ picture, sizes }: { picture: Picture; sizes: string }) {
  return <source type="image/avif" srcSet={picture.sources.avif} sizes={sizes} />;
}
