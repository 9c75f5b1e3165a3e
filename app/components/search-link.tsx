import { Search } from "lucide";
import { Icon } from "~/components/icon";
import { useWords } from "~/i18n/use-words";
import { SEARCH_PATH, sitePath } from "~/lib/paths";

/** To the search page (app/routes/search.tsx), from the story and trip pages. */
export function SearchLink() {
  const { words } = useWords();
  return (
    <a
      href={sitePath(SEARCH_PATH)}
      className="-my-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline print:hidden"
    >
      <Icon icon={Search} className="size-5" />
      {words.frame.search}
    </a>
  );
}
