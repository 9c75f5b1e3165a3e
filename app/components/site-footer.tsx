export function SiteFooter({
  alias,
  tagline,
  copyrightStartYear,
  buildYear,
}: {
  alias: string;
  tagline: string;
  copyrightStartYear: number;
  buildYear: number;
}) {
  const years =
    buildYear > copyrightStartYear ? `${copyrightStartYear}–${buildYear}` : `${copyrightStartYear}`;
  return (
    <footer className="bg-night text-stone-300">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-12 text-center sm:px-6">
        <p className="font-display text-3xl font-semibold text-white">{alias}</p>
        <p className="text-lg">{tagline}</p>
        <p className="text-sm text-stone-400">Made with love from everywhere</p>
        <p className="text-sm text-stone-400">
          © {years} {alias}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
