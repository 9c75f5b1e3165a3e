import { Photo } from "~/components/photo";
import type { PageStoryPhoto } from "~/content/schema";
import { useWords } from "~/i18n/use-words";
import { unsplashUrl } from "~/lib/images";

/** An Unsplash photo's shape in a story is not known at build time: it is cropped to 3:2. */
const UNSPLASH_SIZE = { width: 1200, height: 800 };

/** The link to the largest size works without JavaScript. */
export function StoryPhoto({ photo: { src, alt, caption } }: { photo: PageStoryPhoto }) {
  const { words } = useWords();
  const { width, height } =
    typeof src === "string" ? UNSPLASH_SIZE : { width: src.img.w, height: src.img.h };
  const largest = typeof src === "string" ? unsplashUrl(src, 2400) : src.img.src;
  return (
    <figure className="story-photo">
      <a href={largest} className="block sm:rounded-xl">
        <Photo
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes="(min-width: 64rem) 57rem, (min-width: 48rem) 48rem, 100vw"
          className="w-full sm:rounded-xl"
        />
        <span className="sr-only">{words.story.fullSize}</span>
      </a>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
