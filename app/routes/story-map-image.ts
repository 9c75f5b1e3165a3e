import { getStoryMapImage } from "~/content/content.server";
import type { Route } from "./+types/story-map-image";

export function loader({ request }: Route.LoaderArgs) {
  const theme = new URL(request.url).pathname.endsWith("-dark.svg") ? "dark" : "light";
  return new Response(getStoryMapImage(theme), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
