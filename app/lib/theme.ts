export const THEME_STORAGE_KEY = "theme";

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
  let saved = null;
  try { saved = localStorage.getItem("${THEME_STORAGE_KEY}"); } catch {}
  apply(saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches);
  addEventListener("DOMContentLoaded", () => apply(root.classList.contains("dark")));
  addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-theme-toggle]")) return;
    const isDark = !root.classList.contains("dark");
    apply(isDark);
    try { localStorage.setItem("${THEME_STORAGE_KEY}", isDark ? "dark" : "light"); } catch {}
  });
})();`;
