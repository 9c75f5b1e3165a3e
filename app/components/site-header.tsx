import { Search } from "lucide";
import { Icon } from "~/components/icon";
import { ThemeToggle } from "~/components/theme-toggle";
import { SEARCH_PATH, sitePath, STORIES_PATH, TRIPS_PATH } from "~/lib/paths";

const links = [
  { label: "Stories", href: sitePath(STORIES_PATH) },
  { label: "Trips", href: sitePath(TRIPS_PATH) },
  { label: "Gallery", href: sitePath("/#gallery") },
  { label: "DJ", href: sitePath("/#dj") },
  { label: "About", href: sitePath("/#about") },
  { label: "Connect", href: sitePath("/#connect") },
];

/**
 * Plain links: a section link scrolls, any other loads a page (docs/decisions/005). On a phone the
 * links take a row of their own under the alias, Search and the theme beside it, so every part of
 * the site is one tap away.
 */
export function SiteHeader({ alias }: { alias: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-sand-50/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-1 px-4 sm:px-6 md:h-16 md:flex-nowrap md:gap-x-2"
      >
        <a
          href={sitePath("/")}
          className="flex h-12 min-w-0 flex-1 items-center font-display text-2xl font-semibold tracking-tight text-ink md:h-auto md:flex-initial"
        >
          <span className="truncate">{alias}</span>
        </a>
        {/* Narrower than 360 px the six links take two rows of three: none hides off the side. */}
        <ul className="order-last -mx-2 grid w-[calc(100%+1rem)] grid-cols-3 text-center text-sm font-medium text-stone-700 min-[22.5rem]:flex min-[22.5rem]:items-center min-[22.5rem]:justify-between md:order-none md:mx-0 md:ml-auto md:w-auto md:justify-end md:gap-1">
          {links.map(({ label, href }) => (
            <li key={label}>
              <a href={href} className="nav-link justify-center px-2 min-[25rem]:px-2.5 md:px-3">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={sitePath(SEARCH_PATH)}
          className="nav-link gap-1.5 px-3 text-sm font-medium text-stone-700"
        >
          <Icon icon={Search} className="size-4" />
          Search
        </a>
        <ThemeToggle />
      </nav>
    </header>
  );
}
