import { getDjOfferings, getGalleryItems, getStoryExcerpts } from "~/content/content.server";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/home";

export function loader() {
  return {
    gallery: getGalleryItems(),
    stories: getStoryExcerpts(),
    offerings: getDjOfferings(),
  };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { site } = useSite();
  return (
    <main>
      <h1>{site.alias}</h1>
      <p>{site.tagline}</p>
      <ul>
        {loaderData.stories.map((story) => (
          <li key={story.slug}>{story.title}</li>
        ))}
      </ul>
    </main>
  );
}
