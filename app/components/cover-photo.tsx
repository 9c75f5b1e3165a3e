import { Photo } from "~/components/photo";
import type { PhotoSource } from "~/content/schema";
import { COVER_PHOTO_ALT } from "~/lib/images";

/** The caller is `relative isolate` and holds the size. */
export function CoverPhoto({ src }: { src: PhotoSource }) {
  return (
    <>
      <Photo
        src={src}
        alt={COVER_PHOTO_ALT}
        width={1920}
        height={1280}
        sizes="100vw"
        isPriority
        className="absolute inset-0 -z-10 h-full w-full"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/55 to-black/30" />
    </>
  );
}
