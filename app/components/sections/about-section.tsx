import { ExternalLink as ExternalLinkIcon } from "lucide";
import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import { Instagram } from "~/components/icons";
import { Photo } from "~/components/photo";
import type { PageSite } from "~/content/schema";

export function AboutSection({
  alias,
  about,
  foodReviewUrl,
  instagramUrl,
}: Pick<PageSite, "alias" | "about" | "foodReviewUrl" | "instagramUrl">) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-16 bg-sand-100 py-20 sm:py-28"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <Photo
          src={about.portrait}
          alt={about.portraitAlt}
          width={800}
          height={1000}
          sizes="(min-width: 72rem) 34rem, (min-width: 64rem) 46vw, calc(100vw - 2.5rem)"
          className="aspect-[4/5] h-auto w-full rounded-3xl shadow-xl"
        />
        <div>
          <h2
            id="about-title"
            className="font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl"
          >
            {`About ${alias}`}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ExternalLink
            href={foodReviewUrl}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
          >
            Read my reviews as a top 1% food reviewer
            <Icon icon={ExternalLinkIcon} className="size-4" />
          </ExternalLink>
          <ul className="mt-8 grid grid-cols-2 gap-4">
            {about.stats.map((stat) => (
              <li key={stat.label} className="rounded-2xl bg-surface p-5 shadow-sm">
                <span className="block font-display text-3xl font-semibold text-accent">
                  {stat.value}
                </span>{" "}
                <span className="text-sm font-medium text-stone-700">{stat.label}</span>
              </li>
            ))}
          </ul>
          <ExternalLink href={instagramUrl} className="btn btn-primary mt-8">
            <Icon icon={Instagram} className="size-5" />
            Follow My Journey
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
