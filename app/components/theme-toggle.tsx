import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { saveTheme } from "~/lib/theme";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDarkNow = () => document.documentElement.classList.contains("dark");

export function ThemeToggle() {
  const isDark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={isDark}
      onClick={() => saveTheme(!isDark)}
      className="js-only nav-link size-11 justify-center px-0"
    >
      {isDark ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
