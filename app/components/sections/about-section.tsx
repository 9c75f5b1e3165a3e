import { ExternalLink as ExternalLinkIcon } from "lucide";
import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import { Instagram } from "~/components/icons";
import { Photo } from "~/components/photo";
import type { PageSite } from "~/content/schema";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

export function AboutSection({
  alias,
  about,
  foodReviewUrl,
  instagramUrl,
}: Pick<PageSite, "alias" | "about" | "foodReviewUrl" | "instagramUrl">) {
  const { home } = useWords().words;
  return (
    <section id="about" aria-labelledby="about-title" className="section-anchor py-14 sm:py-24">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <Photo
          src={about.portrait}
          alt={about.portraitAlt}
          width={800}
          height={1000}
          sizes="(min-width: 72rem) 34rem, (min-width: 64rem) 46vw, (min-width: 40rem) 20rem, 50vw"
          className="aspect-[4/5] h-auto w-1/2 max-w-xs rounded-lg lg:w-full lg:max-w-none"
        />
        <div>
          <h2
            id="about-title"
            className="font-display text-3xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {fill(home.about, { alias })}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-stone-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ExternalLink
            href={foodReviewUrl}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
          >
            {home.foodReviews}
            <Icon icon={ExternalLinkIcon} className="size-4" />
          </ExternalLink>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5">
            {about.stats.map((stat) => (
              <li key={stat.label} className="border-t border-stone-600/30 pt-3">
                <span className="block font-display text-3xl font-semibold text-accent">
                  {stat.value}
                </span>{" "}
                <span className="text-sm font-medium text-stone-700">{stat.label}</span>
              </li>
            ))}
          </ul>
          <ExternalLink href={instagramUrl} className="btn btn-primary mt-8">
            <Icon icon={Instagram} className="size-5" />
            {home.followMyJourney}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
