import { useEffect } from "react";
import { useLocation } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { useWords } from "~/i18n/use-words";
import { logPathScript } from "~/lib/not-found";
import { sitePath } from "~/lib/paths";

export function ProblemPage({
  code,
  title,
  children,
}: {
  code?: string;
  title: string;
  children: React.ReactNode;
}) {
  const { words } = useWords();
  return (
    <main id="main" className="grid min-h-[70svh] place-items-center px-5 py-20 text-center">
      <div className="max-w-xl">
        {code && (
          <p className="font-display text-8xl font-semibold text-accent sm:text-9xl">{code}</p>
        )}
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-stone-700">{children}</p>
        {/* A page load: after a failure a fresh start is the safer way home. */}
        <a href={sitePath("/")} className="btn btn-primary mt-8">
          {words.notFound.home}
        </a>
      </div>
    </main>
  );
}

function NotFoundProblem() {
  const { words } = useWords();
  return (
    <ProblemPage code="404" title={words.notFound.title}>
      {words.notFound.text}
    </ProblemPage>
  );
}

// Without the app (404.html) an inline script logs the path asked for; inside the hydrated home
// page a script React renders never runs, so the effect logs it.
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The address as the visitor asked for it, under the site's path like the script's.
    console.error(`404: no page at ${window.location.pathname}`);
  }, [pathname]);
  return (
    <>
      <NotFoundProblem />
      <InlineScript code={import.meta.env.SSR ? logPathScript : ""} />
    </>
  );
}
