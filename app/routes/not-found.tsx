import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageMeta } from "~/lib/seo";
import { ProblemPage } from "~/components/problem-page";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0].loaderData.site, {
    title: "Page not found",
    description: "This page does not exist.",
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  // Logged after hydration: the prerendered page cannot know the path a visitor asked for.
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <ProblemPage code="404" title="Oops! Page not found">
      The page you were looking for has wandered off the map.
    </ProblemPage>
  );
}
