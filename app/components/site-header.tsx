import { ThemeToggle } from "~/components/theme-toggle";
import { sitePath, STORIES_PATH } from "~/lib/paths";

const sections = [
  { label: "Gallery", href: sitePath("/#gallery") },
  { label: "DJ", href: sitePath("/#dj") },
  { label: "About", href: sitePath("/#about") },
  { label: "Connect", href: sitePath("/#connect") },
];

/** Plain links: a section link scrolls, any other loads a page (docs/decisions/005). */
export function SiteHeader({ alias }: { alias: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-sand-50/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <a
          href={sitePath("/")}
          className="font-display text-2xl font-semibold tracking-tight text-ink"
        >
          {alias}
        </a>
        <ul className="flex items-center gap-1 text-sm font-medium text-stone-700">
          {sections.map(({ label, href }) => (
            <li key={href} className="hidden md:block">
              <a href={href} className="nav-link">
                {label}
              </a>
            </li>
          ))}
          <li>
            <a href={sitePath(STORIES_PATH)} className="nav-link">
              Stories
            </a>
          </li>
          <li>
            <ThemeToggle />
          </li>
        </ul>
      </nav>
    </header>
  );
}
