import { Search } from "lucide";
import { Icon } from "~/components/icon";
import { ThemeToggle } from "~/components/theme-toggle";
import { useWords } from "~/i18n/use-words";
import { SEARCH_PATH, sitePath, STORIES_PATH, TRIPS_PATH } from "~/lib/paths";

const links = [
  { name: "stories", href: sitePath(STORIES_PATH) },
  { name: "trips", href: sitePath(TRIPS_PATH) },
  { name: "gallery", href: sitePath("/#gallery") },
  { name: "dj", href: sitePath("/#dj") },
  { name: "about", href: sitePath("/#about") },
  { name: "connect", href: sitePath("/#connect") },
] as const;

/**
 * Plain links: a section link scrolls, any other loads a page (docs/decisions/005). On a phone the
 * links take a row of their own under the alias, Search and the theme beside it, so every part of
 * the site is one tap away. Its look is in app.css (.site-header), so the home page's script does
 * not carry it.
 */
export function SiteHeader({ alias }: { alias: string }) {
  const { frame } = useWords().words;
  return (
    <header className="site-header">
      <nav aria-label={frame.mainNav} className="site-header-row">
        <a href={sitePath("/")} className="site-header-alias">
          <span className="truncate">{alias}</span>
        </a>
        {/* Narrower than 360 px the six links take two rows of three: none hides off the side. */}
        <ul className="site-header-links">
          {links.map(({ name, href }) => (
            <li key={name}>
              <a href={href} className="nav-link">
                {frame[name]}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={sitePath(SEARCH_PATH)}
          className="nav-link gap-1.5 px-3 text-sm font-medium text-stone-700"
        >
          <Icon icon={Search} className="size-4" />
          {frame.search}
        </a>
        <ThemeToggle />
      </nav>
    </header>
  );
}
