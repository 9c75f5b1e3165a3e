import { Link } from "react-router";
import { getStories } from "~/content/content.server";
import type { Route } from "./+types/stories";

export function loader() {
  return { stories: getStories() };
}

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Link to="/">Back to Home</Link>
      <h1>Stories from the Road</h1>
      {loaderData.stories.map((story) => (
        <article key={story.slug} id={story.slug}>
          <h2>{story.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: story.html }} />
        </article>
      ))}
    </main>
  );
}
