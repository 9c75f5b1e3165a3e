import { Moon, Sun } from "lucide";
import { Icon } from "~/components/icon";
import { useWords } from "~/i18n/use-words";

/** No React state: the theme script in <head> (app/lib/theme.ts) handles it on every page. */
export function ThemeToggle() {
  const { words } = useWords();
  return (
    <button
      type="button"
      aria-label={words.frame.darkTheme}
      aria-pressed="false"
      data-theme-toggle=""
      // The theme script may have pressed the button before React hydrates it.
      suppressHydrationWarning
      className="js-only nav-link size-11 justify-center px-0"
    >
      <Icon icon={Moon} className="size-5 dark:hidden" />
      <Icon icon={Sun} className="hidden size-5 dark:block" />
    </button>
  );
}
