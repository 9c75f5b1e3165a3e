import clsx from "clsx";
import { useId, useRef, useState } from "react";
import { fillNodes } from "~/i18n/fill-nodes";
import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

type Status = "idle" | "invalid" | "posted" | "emailed";

export function NewsletterForm({
  ownerEmail,
  formUrl,
}: {
  ownerEmail: string;
  /** A newsletter provider's form endpoint; without one, subscribing is an e-mail to the owner. */
  formUrl?: string;
}) {
  const { newsletter } = useWords().words;
  const [status, setStatus] = useState<Status>("idle");
  const [requestLink, setRequestLink] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const field = input.current;
    if (!field?.validity.valid) {
      event.preventDefault();
      setStatus("invalid");
      field?.focus();
      return;
    }
    if (formUrl) {
      setStatus("posted");
      return;
    }
    event.preventDefault();
    const link = `mailto:${ownerEmail}?${new URLSearchParams({
      subject: newsletter.requestSubject,
      body: fill(newsletter.requestBody, { email: field.value }),
    })
      .toString()
      .replaceAll("+", "%20")}`;
    setRequestLink(link);
    setStatus("emailed");
    window.location.href = link;
  }

  if (status === "posted" || status === "emailed") {
    return (
      <p role="status" className="mt-6 rounded-2xl bg-white/10 p-4 text-lg">
        {status === "posted"
          ? newsletter.posted
          : fillNodes(newsletter.emailed, {
              link: (
                <a href={requestLink} className="font-semibold underline underline-offset-4">
                  {newsletter.sendByEmail}
                </a>
              ),
            })}
      </p>
    );
  }

  const isInvalid = status === "invalid";
  return (
    <>
      {/* A form cannot send an e-mail from an https page without a mixed-content warning, so
          without a provider it needs the script; until it starts, `method="dialog"` keeps a
          submit from reloading the page. */}
      <form
        action={formUrl}
        method={formUrl ? "post" : "dialog"}
        target={formUrl ? "_blank" : undefined}
        noValidate
        data-needs-app="submit"
        onSubmit={handleSubmit}
        className={clsx("mt-6", !formUrl && "js-only")}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            {newsletter.emailLabel}
          </label>
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={newsletter.placeholder}
            aria-invalid={isInvalid || undefined}
            aria-describedby={errorId}
            onChange={() => isInvalid && setStatus("idle")}
            className="min-h-12 w-full min-w-0 flex-1 rounded-full border-2 border-transparent bg-white px-5 text-night placeholder:text-stone-500 aria-invalid:border-red-600"
          />
          <button type="submit" className="btn min-h-12 bg-amber-300 text-night hover:bg-amber-200">
            {newsletter.subscribe}
          </button>
        </div>
        <p id={errorId} aria-live="polite" className="mt-3 min-h-6 font-medium text-amber-200">
          {isInvalid ? newsletter.invalid : ""}
        </p>
      </form>
      {!formUrl && (
        <noscript>
          <a
            href={`mailto:${ownerEmail}?subject=${encodeURIComponent(newsletter.requestSubject)}`}
            className="btn mt-6 bg-amber-300 text-night hover:bg-amber-200"
          >
            {newsletter.subscribeByEmail}
          </a>
        </noscript>
      )}
    </>
  );
}
