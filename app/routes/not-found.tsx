import { NotFoundPage } from "~/components/problem-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0].loaderData.site, matches[0].loaderData.words, {
    title: matches[0].loaderData.words.notFound.pageTitle,
    description: matches[0].loaderData.words.notFound.description,
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
