export const THEME_STORAGE_KEY = "theme";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme: the
 * visitor's saved choice, else the system setting.
 */
export const themeScript = `(() => {
  let saved = null;
  try { saved = localStorage.getItem("${THEME_STORAGE_KEY}"); } catch {}
  const isDark = saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", isDark);
})();`;

export function saveTheme(isDark: boolean) {
  document.documentElement.classList.toggle("dark", isDark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, isDark ? "dark" : "light");
  } catch {
    // Storage can be off (private modes): the choice then lasts for this page only.
  }
}
