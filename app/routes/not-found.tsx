import { useEffect } from "react";
import { useLocation } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { NotFoundProblem } from "~/components/problem-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0].loaderData.site, {
    title: "Page not found",
    description: "This page does not exist.",
  }),
  { name: "robots", content: "noindex" },
];

// The prerendered page (404.html, served for every unknown path) loads no app scripts, so an inline
// script logs the path the visitor asked for. Reached inside the hydrated home page, React renders
// the route instead: a script it renders never runs, and the effect logs the path.
const logPathScript = "console.error(`404: no page at ${location.pathname}`);";

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <NotFoundProblem />
      <InlineScript code={import.meta.env.SSR ? logPathScript : ""} />
    </>
  );
}
