import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getSite } from "~/content/content.server";
import type { Route } from "./+types/root";
import "./app.css";
import displayFont from "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";

export function loader() {
  // The year is fixed at build time so the prerendered HTML and the hydrated page agree.
  return { site: getSite(), buildYear: new Date().getFullYear() };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-sand-50 font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData: { site, buildYear } }: Route.ComponentProps) {
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
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while showing this page.";
  return (
    <main>
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
