import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The site identity from content/site.ts, loaded once by the root route at build time. */
export function useSite() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The root loader's site data is missing.");
  return data;
}
