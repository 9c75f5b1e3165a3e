/** Not localStorage: a page's first read of it waits on storage, milliseconds before it paints. */
export const THEME_COOKIE = "theme";

// Runs in <head> before the first paint, so the page never flashes the wrong theme; it also runs
// the theme button, on pages without the app as on the home page.
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
