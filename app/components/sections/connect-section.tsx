import { Compass, ExternalLink as ExternalLinkIcon, Mail, MapPin, Plane } from "lucide";
import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import { Instagram } from "~/components/icons";
import { NewsletterForm } from "~/components/newsletter-form";
import { SectionHeading } from "~/components/section-heading";
import type { PageSite } from "~/content/schema";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

export function ConnectSection({ site }: { site: PageSite }) {
  const { home, newsletter } = useWords().words;
  const cards = [
    {
      label: home.instagram,
      icon: Instagram,
      value: <ExternalLink href={site.instagramUrl}>{site.instagramHandle}</ExternalLink>,
    },
    {
      label: home.email,
      icon: Mail,
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    { label: home.currentLocation, icon: MapPin, value: site.currentLocation },
    { label: home.nextDestination, icon: Plane, value: site.nextDestination },
  ];
  return (
    <section
      id="connect"
      aria-labelledby="connect-title"
      className="section-anchor bg-sand-100 py-14 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading id="connect-title">{home.connect}</SectionHeading>
        {/* Each card a row, its value on one line: an e-mail address never breaks mid-word. */}
        <ul className="mt-8 grid gap-3 sm:mt-12 md:grid-cols-2 md:gap-4">
          {cards.map(({ label, icon, value }) => (
            <li
              key={label}
              className="flex min-w-0 items-center gap-4 rounded-xl bg-surface px-4 py-3 ring-1 ring-stone-600/10 sm:px-5"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand-100 text-accent">
                <Icon icon={icon} className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-xs font-semibold tracking-[0.12em] text-stone-600 uppercase">
                  {label}
                </h3>
                <p className="text-base font-semibold [overflow-wrap:anywhere] sm:text-lg text-ink [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:underline-offset-4 [&_a:hover]:underline">
                  {value}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col rounded-xl bg-surface p-6 ring-1 ring-stone-600/10 sm:p-8">
            <span className="grid size-11 place-items-center rounded-full bg-sand-100 text-accent">
              <Icon icon={Compass} className="size-5" />
            </span>
            <h3 className="mt-4 font-display text-2xl font-semibold text-ink">
              {site.travelPartner.name}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">
              {site.travelPartner.description}
            </p>
            <ExternalLink href={site.travelPartner.url} className="btn btn-outline mt-6 self-start">
              {fill(home.visitPartner, { name: site.travelPartner.name })}
              <Icon icon={ExternalLinkIcon} className="size-4" />
            </ExternalLink>
          </div>
          <div
            id="newsletter"
            className="section-anchor min-w-0 rounded-xl bg-accent-dark p-6 text-white sm:p-8"
          >
            <h3 className="font-display text-3xl font-semibold">{newsletter.title}</h3>
            <p className="mt-2 text-lg text-teal-50">{newsletter.intro}</p>
            <NewsletterForm ownerEmail={site.email} formUrl={site.newsletterFormUrl} />
          </div>
        </div>
      </div>
    </section>
  );
}
