import { X } from "lucide";
import { Icon } from "~/components/icon";
import { useEffect, useId, useRef, useState } from "react";
import type { Site } from "~/content/schema";
import { countOf } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";
import { tripDialog } from "virtual:lazy-words";
import { buildWhatsAppLink, composeTripMessage, type TripRequest } from "~/lib/trip-message";
import { fitToLinks, LINK_LIMIT, linkRoom } from "~/lib/trip-room";

const fields = [
  "destination",
  "groupSize",
  "travelDates",
  "budget",
  "additionalInfo",
] as const satisfies (keyof TripRequest)[];

const FOCUSABLE = "a[href], button, input, textarea";

/**
 * Said once the message nears what its links can carry, in tens, so that a screen reader is not
 * told every key; a character counts one, as most do (a space or an accent takes more room).
 */
function roomWords(room: number, wasCut: boolean, locale: string) {
  if (room <= 0 || wasCut) return wasCut ? tripDialog.cut : tripDialog.full;
  if (room > LINK_LIMIT / 4) return "";
  const about = room < 10 ? room : Math.floor(room / 10) * 10;
  return countOf(tripDialog.room, about, locale);
}

export default function TripDialog({
  site,
  request,
  onChange,
  onClose,
}: {
  site: Pick<Site, "alias" | "email" | "whatsappNumber">;
  request: TripRequest;
  onChange: (request: TripRequest) => void;
  onClose: () => void;
}) {
  const { words } = useWords();
  const { tripMessage } = words;
  const dialog = useRef<HTMLDialogElement>(null);
  const [blockedLink, setBlockedLink] = useState("");
  const [wasCut, setWasCut] = useState(false);
  const id = useId();
  const room = linkRoom(site, request, tripMessage);

  useEffect(() => {
    dialog.current?.showModal();
    dialog.current?.querySelector("input")?.focus();
    // The page behind does not scroll (see the note in app.css on why this is not CSS).
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = "";
    };
  }, []);

  // Closing through the element (not by unmounting it) lets the browser return focus to the opener;
  // its "close" event then tells the parent.
  const close = () => dialog.current?.close();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const link = buildWhatsAppLink(
      site.whatsappNumber,
      composeTripMessage(site.alias, request, tripMessage),
    );
    // Open a blank tab first: with "noopener" window.open returns null even when it worked, and a
    // blocked tab must be reported. Cutting `opener` before navigating keeps WhatsApp away from us.
    const tab = window.open("", "_blank");
    if (!tab) {
      setBlockedLink(link);
      return;
    }
    tab.opener = null;
    tab.location.href = link;
    close();
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-surface p-0 text-start text-ink shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-3xl font-semibold">
            {tripDialog.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={tripDialog.close}
            className="-mt-1 -me-2 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-sand-100"
          >
            <Icon icon={X} className="size-6" />
          </button>
        </div>
        <form onSubmit={handleSubmit} className="mt-6 space-y-5">
          {fields.map((name) => {
            const props = {
              id: `${id}-${name}`,
              name,
              placeholder: tripDialog[`${name}Placeholder`],
              value: request[name],
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                // No more than WhatsApp's address and the e-mail link can carry (LINK_LIMIT).
                const field = event.target;
                const fitted = fitToLinks(site, request, name, field.value, tripMessage);
                if (fitted.cut) {
                  field.value = fitted.value;
                  field.setSelectionRange(fitted.end, fitted.end);
                }
                setWasCut(fitted.cut);
                onChange({ ...request, [name]: fitted.value });
              },
              "aria-describedby": `${id}-room`,
              className:
                "mt-2 block w-full rounded-xl border border-stone-300 bg-sand-50 px-4 py-3 text-base placeholder:text-stone-500 focus:border-accent",
            };
            return (
              <div key={name}>
                <label htmlFor={props.id} className="font-medium">
                  {tripDialog[name]}
                </label>
                {name === "additionalInfo" ? (
                  <>
                    <textarea rows={3} {...props} />
                    {/* Under the last field, before Send: about the whole message. */}
                    <p
                      id={`${id}-room`}
                      role="status"
                      className="mt-2 text-sm text-stone-700 empty:mt-0"
                    >
                      {roomWords(room, wasCut, words.meta.locale)}
                    </p>
                  </>
                ) : (
                  <input type="text" {...props} />
                )}
              </div>
            );
          })}
          {blockedLink && (
            <p role="alert" className="rounded-xl bg-notice p-4 text-notice-ink">
              {tripDialog.blocked}{" "}
              <a
                href={blockedLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-notice-link underline underline-offset-4"
              >
                {tripDialog.openWhatsApp}
              </a>
            </p>
          )}
          <button type="submit" className="btn btn-primary w-full">
            {tripDialog.send}
          </button>
        </form>
      </div>
    </dialog>
  );
}
