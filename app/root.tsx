import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { InlineScript } from "~/components/inline-script";
import { NotFoundPage, ProblemPage } from "~/components/problem-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { frameWords, siteLanguage } from "~/i18n/languages";
import { getSite } from "~/content/content.server";
import { answerEarlyTap, appStartScript } from "~/lib/app-start";
import { JSON_FEED_FILE, RSS_FILE, sitePath } from "~/lib/paths";
import { photoFallbackScript } from "~/lib/photo-fallback";
import { themeScript } from "~/lib/theme";
import type { Route } from "./+types/root";
import "./app.css";
import displayFont from "../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";

export function loader() {
  // The year is fixed at build time so the prerendered HTML and the hydrated page agree.
  // Which countries the map shades and which stories the home page features are the site
  // model's to use: no page's app reads them, and the home page's data travels in its HTML.
  const { visitedCountries: _countries, homeStories: _featured, ...site } = getSite();
  return {
    site,
    buildYear: new Date().getUTCFullYear(),
    language: siteLanguage(site),
    words: frameWords(site),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: sitePath("/favicon-48.png"), sizes: "48x48", type: "image/png" },
  { rel: "icon", href: sitePath("/favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: sitePath("/apple-touch-icon.png") },
  { rel: "manifest", href: sitePath("/site.webmanifest") },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Only a page with `hydrate` gets the app's scripts and router data (docs/decisions/005). */
export type RouteHandle = { hydrate?: boolean };

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate);
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    // The theme script sets the class before React hydrates, so the server's <html> differs.
    <html
      lang={root?.language ?? "en"}
      dir={root?.words.meta.dir ?? "ltr"}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The stylesheet before any script: the browser may render between two scripts, and a
            page rendered before its stylesheet is known gets no view transition (app.css). */}
        <Links />
        {/* Here, not in `links`, which has no loader data: their titles are in the site's language. */}
        {root && (
          <>
            <link
              rel="alternate"
              type="application/rss+xml"
              title={root.words.frame.rssFeed}
              href={sitePath(RSS_FILE)}
            />
            <link
              rel="alternate"
              type="application/feed+json"
              title={root.words.frame.jsonFeed}
              href={sitePath(JSON_FEED_FILE)}
            />
          </>
        )}
        <InlineScript code={import.meta.env.SSR ? themeScript : ""} />
        <InlineScript code={import.meta.env.SSR ? photoFallbackScript : ""} />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
      </head>
      <body className="bg-sand-50 font-sans text-ink antialiased">
        {root && (
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-night px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
          >
            {root.words.frame.skipLink}
          </a>
        )}
        {children}
        {hydrates && (
          <>
            <Scripts />
            <InlineScript code={import.meta.env.SSR ? appStartScript : ""} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData: { site, buildYear } }: Route.ComponentProps) {
  // React handles events from now on, also in sections it has yet to hydrate.
  useEffect(answerEarlyTap, []);
  return (
    <>
      <SiteHeader alias={site.alias} />
      <Outlet />
      <SiteFooter
        alias={site.alias}
        tagline={site.tagline}
        copyrightStartYear={site.copyrightStartYear}
        buildYear={buildYear}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  // Without the root's data there are no words to say it in: React Router's own screen says it.
  if (!root) throw error;
  const { site, words } = root;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // A story that does not exist (only `npm run dev` asks for one: the build prerenders the stories).
  if (status === 404) {
    return (
      <>
        <SiteHeader alias={site.alias} />
        <NotFoundPage />
      </>
    );
  }
  return (
    <>
      <SiteHeader alias={site.alias} />
      <ProblemPage code={status ? String(status) : undefined} title={words.error.title}>
        {words.error.text}
      </ProblemPage>
    </>
  );
}
