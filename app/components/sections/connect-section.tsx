import { Compass, ExternalLink as ExternalLinkIcon, Mail, MapPin, Plane } from "lucide";
import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import { Instagram } from "~/components/icons";
import { NewsletterForm } from "~/components/newsletter-form";
import { SectionHeading } from "~/components/section-heading";
import type { PageSite } from "~/content/schema";

export function ConnectSection({ site }: { site: PageSite }) {
  const cards = [
    {
      label: "Instagram",
      icon: Instagram,
      value: <ExternalLink href={site.instagramUrl}>{site.instagramHandle}</ExternalLink>,
    },
    {
      label: "Email",
      icon: Mail,
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    { label: "Current Location", icon: MapPin, value: site.currentLocation },
    { label: "Next Destination", icon: Plane, value: site.nextDestination },
  ];
  return (
    <section id="connect" aria-labelledby="connect-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="connect-title">Let&apos;s Connect</SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ label, icon, value }) => (
            <li key={label} className="card flex flex-col items-center p-6 text-center">
              <span className="grid size-12 place-items-center rounded-full bg-sand-100 text-accent">
                <Icon icon={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-sm font-semibold tracking-wide text-stone-600 uppercase">
                {label}
              </h3>
              <p className="mt-1 text-lg font-semibold break-all text-ink [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:underline-offset-4 [&_a:hover]:underline">
                {value}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="card flex min-w-0 flex-col p-6 sm:p-8">
            <span className="grid size-12 place-items-center rounded-full bg-sand-100 text-accent">
              <Icon icon={Compass} className="size-6" />
            </span>
            <h3 className="mt-4 font-display text-2xl font-semibold text-ink">
              {site.travelPartner.name}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">
              {site.travelPartner.description}
            </p>
            <ExternalLink href={site.travelPartner.url} className="btn btn-outline mt-6 self-start">
              Visit {site.travelPartner.name}
              <Icon icon={ExternalLinkIcon} className="size-4" />
            </ExternalLink>
          </div>
          <div className="min-w-0 rounded-[1.25rem] bg-accent-dark p-6 text-white sm:p-8">
            <h3 className="font-display text-3xl font-semibold">Join the Adventure</h3>
            <p className="mt-2 text-lg text-teal-50">
              New stories, photos and DJ dates, straight to your inbox.
            </p>
            <NewsletterForm ownerEmail={site.email} formUrl={site.newsletterFormUrl} />
          </div>
        </div>
      </div>
    </section>
  );
}
