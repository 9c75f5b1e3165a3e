import { fill } from "~/i18n/words";
import { useWords } from "~/i18n/use-words";

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
  const { frame } = useWords().words;
  const years =
    buildYear > copyrightStartYear ? `${copyrightStartYear}–${buildYear}` : `${copyrightStartYear}`;
  return (
    <footer className="bg-night text-stone-300">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-12 text-center sm:px-6">
        <p className="font-display text-3xl font-semibold text-white">{alias}</p>
        <p className="text-lg">{tagline}</p>
        <p className="text-sm text-stone-400">{frame.madeWithLove}</p>
        <p className="text-sm text-stone-400">{fill(frame.copyright, { years, alias })}</p>
      </div>
    </footer>
  );
}
