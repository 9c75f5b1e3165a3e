import clsx from "clsx";
import type { ReactNode } from "react";
import type { PhotoSource } from "~/content/schema";
import { CoverPhoto } from "~/components/cover-photo";
import { InlineScript } from "~/components/inline-script";
import { useWords } from "~/i18n/use-words";
import { sectionLandingScript } from "~/lib/section-landing";

/**
 * A longer alias is set smaller, so that on a phone the newest story under the buttons stays on
 * the first screen: "Wildfinch" at 3.75 rem, a name of three words at 3 rem, a long one at 2.25.
 */
const titleSize = (alias: string) =>
  alias.length > 24
    ? "text-4xl sm:text-6xl"
    : alias.length > 12
      ? "text-5xl sm:text-7xl"
      : "text-6xl sm:text-8xl";

export function HeroSection({
  alias,
  tagline,
  image,
  children,
}: {
  alias: string;
  tagline: string;
  image: PhotoSource;
  /** Under the buttons: the newest story (LatestStory). */
  children?: ReactNode;
}) {
  const { home } = useWords().words;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[72svh] items-end overflow-hidden bg-stone-800 text-white sm:min-h-[80svh] sm:items-center"
    >
      <CoverPhoto src={image} />
      <InlineScript code={import.meta.env.SSR ? sectionLandingScript() : ""} />
      <div className="container-page pt-16 pb-10 sm:py-24">
        <h1
          id="hero-title"
          className={clsx(
            "font-display font-semibold tracking-tight text-balance break-words drop-shadow-sm",
            titleSize(alias),
          )}
        >
          {alias}
        </h1>
        <p className="mt-4 max-w-xl text-xl text-white sm:text-2xl">{tagline}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#stories" className="btn bg-white text-night hover:bg-amber-100">
            {home.exploreStories}
          </a>
          <a
            href="#gallery"
            className="btn border-2 border-white/80 text-white hover:bg-white hover:text-night"
          >
            {home.viewGallery}
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
