export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2
      id={id}
      className="text-center font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl"
    >
      {children}
    </h2>
  );
}
