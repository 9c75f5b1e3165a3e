import { lazy, Suspense, useState } from "react";
import type { Site } from "~/content/schema";
import { useWords } from "~/i18n/use-words";
import {
  buildTripEmailLink,
  buildWhatsAppLink,
  composeTripMessage,
  emptyTripRequest,
} from "~/lib/trip-message";

// The dialog is only needed once a visitor asks for it, so its code loads on that first click.
const TripDialog = lazy(() => import("./trip-dialog"));

export function TripPlanner({ site }: { site: Pick<Site, "alias" | "email" | "whatsappNumber"> }) {
  const [isOpen, setIsOpen] = useState(false);
  const { home, tripMessage } = useWords().words;
  const [request, setRequest] = useState(emptyTripRequest);
  const message = composeTripMessage(site.alias, request, tripMessage);
  return (
    <div className="mt-12 flex flex-col gap-5 border-t border-stone-600/25 pt-10 sm:mt-16 md:flex-row md:items-center md:justify-between">
      <p className="font-display text-2xl font-semibold text-balance text-ink sm:text-3xl">
        {home.readyToPlan}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary js-only"
          aria-haspopup="dialog"
          data-needs-app="click"
          onClick={() => setIsOpen(true)}
        >
          {home.planMyTrip}
        </button>
        <noscript>
          <a
            className="btn btn-primary"
            href={buildWhatsAppLink(site.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {home.planMyTrip}
          </a>
        </noscript>
        <a
          className="btn btn-outline"
          href={buildTripEmailLink(site.email, message, tripMessage.emailSubject)}
        >
          {home.emailInstead}
        </a>
      </div>
      {isOpen && (
        <Suspense fallback={null}>
          <TripDialog
            site={site}
            request={request}
            onChange={setRequest}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
