import { data } from "react-router";
import { getTripMapImage } from "~/content/content.server";
import type { Route } from "./+types/trip-map-image";

export function loader({ request, params }: Route.LoaderArgs) {
  const theme = new URL(request.url).pathname.endsWith("-dark.svg") ? "dark" : "light";
  const image = getTripMapImage(params.slug, theme);
  if (!image) throw data(null, { status: 404 });
  return new Response(image, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
