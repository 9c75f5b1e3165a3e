// The home page's in-page links (the header's Gallery, DJ, About, Connect; the hero's buttons)
// land on their section however the page changes while it scrolls there: where a photo, a font or
// a section drawn only when near moves the section during the smooth scroll, the browser stops
// where the section was. At the scroll's end, the section is sought again (three times at most);
// a visitor who scrolls, taps or types meanwhile has taken over. Where `scrollend` is unknown
// (Safari), the browser's own jump is left as it is.
//
// A function the typechecker and ESLint read (house style, rule 23); the page carries its source,
// run at once. It must use nothing from outside itself.
function landSections() {
  if (!("onscrollend" in window)) return;
  const offset = (target: Element) =>
    target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop);
  let landing: (() => void) | undefined;
  const stop = () => {
    if (landing) removeEventListener("scrollend", landing);
    landing = undefined;
  };
  for (const name of ["wheel", "touchstart", "keydown"]) {
    addEventListener(name, stop, { passive: true });
  }
  addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>("a[href*='#']")
        : null;
    if (!link || event.defaultPrevented) return;
    if (link.origin + link.pathname !== location.origin + location.pathname) return;
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target) return;
    // Under the header as it is drawn: two rows of links where the language's words are long.
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    document.documentElement.style.setProperty("--header-bottom", `${header}px`);
    stop();
    let tries = 3;
    const seek = () => {
      const off = offset(target);
      const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      if (Math.abs(off) <= 1 || (atEnd && off > 0) || tries-- === 0) stop();
      else target.scrollIntoView();
    };
    landing = seek;
    if (Math.abs(offset(target)) > 1) addEventListener("scrollend", seek);
  });
}

/** The script as the page carries it: a function, so the browser's bundle, which never calls it, leaves it out. */
export const sectionLandingScript = () => `(${landSections.toString()})();`;
