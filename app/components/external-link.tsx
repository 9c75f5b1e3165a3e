import clsx from "clsx";
import { useWords } from "~/i18n/use-words";

/** A link to another site: opens in a new tab that gets no access to this one. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { words } = useWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={clsx(className)}>
      {children}
      <span className="sr-only">{words.frame.opensInNewTab}</span>
    </a>
  );
}
