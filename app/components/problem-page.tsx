/** The not-found and error pages: a short message and the way back home. */
export function ProblemPage({
  code,
  title,
  children,
}: {
  code?: string;
  title: string;
  children: React.ReactNode;
}) {
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
        <a href="/" className="btn btn-primary mt-8">
          Return to Home
        </a>
      </div>
    </main>
  );
}

/** What any address that is no page shows: an unknown path, or a story that does not exist. */
export function NotFoundProblem() {
  return (
    <ProblemPage code="404" title="Oops! Page not found">
      The page you were looking for has wandered off the map.
    </ProblemPage>
  );
}
