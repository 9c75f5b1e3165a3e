import { Moon, Sun } from "lucide";
import { Icon } from "~/components/icon";

/** No React state: the theme script in <head> (app/lib/theme.ts) handles it on every page. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      aria-label="Dark theme"
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
