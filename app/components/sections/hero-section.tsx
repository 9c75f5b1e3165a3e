import type { ReactNode } from "react";
import type { PhotoSource } from "~/content/schema";
import { CoverPhoto } from "~/components/cover-photo";
import { InlineScript } from "~/components/inline-script";
import { sectionLandingScript } from "~/lib/section-landing";

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
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[72svh] items-end overflow-hidden bg-stone-800 text-white sm:min-h-[80svh] sm:items-center"
    >
      <CoverPhoto src={image} />
      <InlineScript code={import.meta.env.SSR ? sectionLandingScript : ""} />
      <div className="container-page pt-16 pb-10 sm:py-24">
        <h1
          id="hero-title"
          className="font-display text-6xl font-semibold tracking-tight drop-shadow-sm sm:text-8xl"
        >
          {alias}
        </h1>
        <p className="mt-4 max-w-xl text-xl text-white sm:text-2xl">{tagline}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#stories" className="btn bg-white text-night hover:bg-amber-100">
            Explore Stories
          </a>
          <a
            href="#gallery"
            className="btn border-2 border-white/80 text-white hover:bg-white hover:text-night"
          >
            View Gallery
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
