import { Moon, Sun } from "lucide";
import { Icon } from "~/components/icon";

/**
 * The header's theme button. It needs no React state: the theme script in <head> (app/lib/theme.ts)
 * handles its clicks and keeps `aria-pressed` in step with the theme, on every page, hydrated or
 * not; the icon follows the theme through CSS.
 */
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
