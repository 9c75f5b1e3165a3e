import clsx from "clsx";

/** A section's title, set flush left with a hairline running to the edge, as a magazine's are. */
export function SectionHeading({
  id,
  children,
  className,
}: {
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx("flex items-end gap-4 text-ink", className)}>
      <h2
        id={id}
        className="max-w-[22ch] font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
      >
        {children}
      </h2>
      <span aria-hidden="true" className="mb-[0.6em] h-px min-w-8 flex-1 bg-current opacity-25" />
    </div>
  );
}
