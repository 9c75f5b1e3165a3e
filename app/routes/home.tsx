import { Suspense } from "react";
import { AboutSection } from "~/components/sections/about-section";
import { ConnectSection } from "~/components/sections/connect-section";
import { DjSection } from "~/components/sections/dj-section";
import { GallerySection } from "~/components/sections/gallery-section";
import { LatestStory } from "~/components/latest-story";
import { HeroSection } from "~/components/sections/hero-section";
import { StoriesSection } from "~/components/sections/stories-section";
import { TripPlanner } from "~/components/trip-planner";
import {
  getDjOfferings,
  getGalleryItems,
  getNewestStory,
  getSite,
  getStoryExcerpts,
} from "~/content/content.server";
import { mixJsonLd, pageMeta, personJsonLd, webSiteJsonLd } from "~/lib/seo";
import { wordsFor } from "~/i18n/languages";
import { fill } from "~/i18n/words";
import { useSite } from "~/lib/site";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";

/** The trip dialog, the photo viewer and the newsletter form need the app's scripts. */
export const handle: RouteHandle = { hydrate: true };

export function loader() {
  const site = getSite();
  const description = fill(wordsFor(site).seo.homeDescription, { alias: site.alias });
  const offerings = getDjOfferings();
  const mixes = offerings.flatMap((offering) => offering.mixes ?? []);
  return {
    gallery: getGalleryItems(),
    stories: getStoryExcerpts(),
    newest: getNewestStory(),
    offerings,
    // Built with the page, so the browser's bundle needs no copy of the SEO helpers.
    meta: pageMeta(site, wordsFor(site), {
      description,
      path: "/",
      jsonLd: [
        webSiteJsonLd(site, description),
        personJsonLd(site),
        ...mixes.map((mix) => mixJsonLd(site, mix)),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { site } = useSite();
  return (
    <main id="main">
      <HeroSection alias={site.alias} tagline={site.tagline} image={site.heroImage}>
        {loaderData.newest && <LatestStory story={loaderData.newest} />}
      </HeroSection>
      {/* Nothing here suspends. Each boundary lets React hydrate that section in a task of its
          own after the rest of the page, instead of the whole page in a few long tasks; the
          prerender (app/entry.server.tsx) writes every boundary in place as plain HTML. */}
      <Suspense>
        <GallerySection items={loaderData.gallery} />
      </Suspense>
      <Suspense>
        <StoriesSection stories={loaderData.stories}>
          <TripPlanner site={site} />
        </StoriesSection>
      </Suspense>
      <Suspense>
        <DjSection offerings={loaderData.offerings} tags={site.djTags} />
      </Suspense>
      <Suspense>
        <AboutSection
          alias={site.alias}
          about={site.about}
          foodReviewUrl={site.foodReviewUrl}
          instagramUrl={site.instagramUrl}
        />
      </Suspense>
      <Suspense>
        <ConnectSection site={site} />
      </Suspense>
    </main>
  );
}
