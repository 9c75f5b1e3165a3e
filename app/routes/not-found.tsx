import { NotFoundPage } from "~/components/problem-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0].loaderData.site, {
    title: "Page not found",
    description: "This page does not exist.",
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
