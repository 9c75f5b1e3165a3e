import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme-toggle";

const sections = [
  { label: "Gallery", to: "/#gallery" },
  { label: "DJ", to: "/#dj" },
  { label: "About", to: "/#about" },
  { label: "Connect", to: "/#connect" },
];

export function SiteHeader({ alias }: { alias: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-sand-50/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="font-display text-2xl font-semibold tracking-tight text-ink">
          {alias}
        </Link>
        <ul className="flex items-center gap-1 text-sm font-medium text-stone-700">
          {sections.map(({ label, to }) => (
            <li key={to} className="hidden md:block">
              <Link to={to} className="nav-link">
                {label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/stories" className="nav-link">
              Stories
            </Link>
          </li>
          <li>
            <ThemeToggle />
          </li>
        </ul>
      </nav>
    </header>
  );
}
