import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

export function useSite() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The root loader's site data is missing.");
  return data;
}
