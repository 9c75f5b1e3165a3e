import { Headphones, MapPin, Moon, Mountain } from "lucide";
import { lazy } from "react";
import { Icon } from "~/components/icon";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import type { DjIcon, PageDjOffering } from "~/content/schema";
import { useWords } from "~/i18n/use-words";

// A site whose offerings list no mix never loads their code: the home page's first load is the
// same as without mixes; with some, the section hydrates once the list's code has come.
const OfferingMixes = lazy(() => import("~/components/offering-mixes"));

const icons = { moon: Moon, mountain: Mountain, headphones: Headphones } satisfies Record<
  DjIcon,
  unknown
>;

export function DjSection({ offerings, tags }: { offerings: PageDjOffering[]; tags: string[] }) {
  const { home, mix: mixWords } = useWords().words;
  return (
    <section
      id="dj"
      aria-labelledby="dj-title"
      className="section-anchor bg-band py-14 text-on-photo sm:py-24"
    >
      <div className="container-page">
        <SectionHeading id="dj-title" className="text-on-photo">
          {home.dj}
        </SectionHeading>
        <ul className="mt-8 grid gap-10 sm:mt-12 md:grid-cols-3 md:gap-6">
          {offerings.map((offering) => (
            <li key={offering.title}>
              <article className="grid grid-cols-[6rem_1fr] items-center gap-x-4 md:flex md:h-full md:flex-col md:items-stretch">
                <div className="relative">
                  <Photo
                    src={offering.image}
                    alt={offering.imageAlt}
                    width={720}
                    height={405}
                    sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 30vw, 6rem"
                    className="aspect-square h-auto w-full rounded-lg md:aspect-video"
                  />
                  <span className="absolute -inset-e-2 -bottom-2 grid size-9 place-items-center rounded-full bg-amber-300 text-night ring-4 ring-band md:inset-e-auto md:-bottom-5 md:inset-s-4 md:size-11">
                    <Icon icon={icons[offering.icon]} className="size-5" />
                  </span>
                </div>
                <div className="md:mt-8">
                  <h3 className="font-display text-xl font-semibold sm:text-2xl">
                    {offering.title}
                  </h3>
                  <p className="mt-1 flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-amber-200 uppercase sm:text-sm">
                    <Icon icon={MapPin} className="size-4" />
                    {offering.location}
                  </p>
                </div>
                <p className="col-span-2 mt-4 leading-relaxed text-stone-300 md:mt-3">
                  {offering.description}
                </p>
                {offering.mixes && offering.mixes.length > 0 && (
                  <OfferingMixes mixes={offering.mixes} label={mixWords.mixes} />
                )}
              </article>
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={home.djStyles}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-white/25 px-4 py-1.5 text-sm font-semibold text-stone-100"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
