/**
 * The visitor's choice lives in a cookie: reading one costs the page next to nothing, where a page's
 * first read of localStorage waits on the browser's storage, several milliseconds before it paints.
 */
export const THEME_COOKIE = "theme";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme: the visitor's
 * saved choice, else the system setting. It also runs the theme button, on pages without the app's
 * scripts as on the home page (app/components/theme-toggle.tsx): a click switches the theme and
 * saves the choice, and the button's pressed state follows the theme.
 */
export const themeScript = `(() => {
  const root = document.documentElement;
  const apply = (isDark) => {
    root.classList.toggle("dark", isDark);
    for (const button of document.querySelectorAll("[data-theme-toggle]")) {
      button.setAttribute("aria-pressed", String(isDark));
    }
  };
  const saved = /(?:^|; )${THEME_COOKIE}=(dark|light)(?:;|$)/.exec(document.cookie)?.[1];
  apply(saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches);
  addEventListener("DOMContentLoaded", () => apply(root.classList.contains("dark")));
  addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-theme-toggle]")) return;
    const isDark = !root.classList.contains("dark");
    apply(isDark);
    document.cookie = "${THEME_COOKIE}=" + (isDark ? "dark" : "light") + "; path=/; max-age=31536000; samesite=lax";
  });
})();`;
