import { ThemeToggle } from "~/components/theme-toggle";
import { sitePath, STORIES_PATH } from "~/lib/paths";

const links = [
  { label: "Stories", href: sitePath(STORIES_PATH) },
  { label: "Gallery", href: sitePath("/#gallery") },
  { label: "DJ", href: sitePath("/#dj") },
  { label: "About", href: sitePath("/#about") },
  { label: "Connect", href: sitePath("/#connect") },
];

/**
 * Plain links: a section link scrolls, any other loads a page (docs/decisions/005). On a phone the
 * links take a row of their own under the alias, so every part of the page is one tap away.
 */
export function SiteHeader({ alias }: { alias: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-sand-50/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 md:h-16 md:flex-nowrap"
      >
        <a
          href={sitePath("/")}
          className="flex h-12 min-w-0 flex-1 items-center font-display text-2xl font-semibold tracking-tight text-ink md:h-auto md:flex-none"
        >
          <span className="truncate">{alias}</span>
        </a>
        <ul className="order-last -mx-2 flex w-[calc(100%+1rem)] items-center justify-between overflow-x-auto text-sm font-medium text-stone-700 [scrollbar-width:none] md:order-none md:mx-0 md:ml-auto md:w-auto md:justify-end md:gap-1 md:overflow-visible">
          {links.map(({ label, href }) => (
            <li key={label}>
              <a href={href} className="nav-link px-2.5 md:px-3.5">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <ThemeToggle />
      </nav>
    </header>
  );
}
