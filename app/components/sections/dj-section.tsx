import { Headphones, MapPin, Moon, Mountain } from "lucide";
import { Icon } from "~/components/icon";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import type { DjIcon, PageDjOffering } from "~/content/schema";

const icons = { moon: Moon, mountain: Mountain, headphones: Headphones } satisfies Record<
  DjIcon,
  unknown
>;

export function DjSection({ offerings, tags }: { offerings: PageDjOffering[]; tags: string[] }) {
  return (
    <section id="dj" aria-labelledby="dj-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="dj-title">DJ-ing and DJ Lessons Everywhere!</SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {offerings.map((offering) => (
            <li key={offering.title}>
              <article className="card flex h-full flex-col">
                <div className="relative">
                  <Photo
                    src={offering.image}
                    alt={offering.imageAlt}
                    width={720}
                    height={480}
                    sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 30vw, calc(100vw - 2.5rem)"
                    className="aspect-[3/2] h-auto w-full"
                  />
                  <span className="absolute -bottom-6 left-6 grid size-12 place-items-center rounded-full bg-accent text-on-accent shadow-lg ring-4 ring-surface">
                    <Icon icon={icons[offering.icon]} className="size-6" />
                  </span>
                </div>
                <div className="flex flex-1 flex-col px-6 pt-10 pb-7">
                  <h3 className="font-display text-2xl font-semibold text-ink">{offering.title}</h3>
                  <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent">
                    <Icon icon={MapPin} className="size-4" />
                    {offering.location}
                  </p>
                  <p className="mt-3 leading-relaxed text-stone-700">{offering.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Styles">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-sand-100 px-4 py-2 text-sm font-semibold text-stone-800"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
