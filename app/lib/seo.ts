import type { MetaDescriptor } from "react-router";
import type { Site } from "~/content/schema";

/** A page's title and description; the home page (no title) is the alias and tagline. */
export function pageMeta(
  site: Pick<Site, "alias" | "tagline"> | undefined,
  { title, description }: { title?: string; description: string },
): MetaDescriptor[] {
  const alias = site?.alias ?? "";
  return [
    { title: title ? `${title} | ${alias}` : `${alias}: ${site?.tagline ?? ""}` },
    { name: "description", content: description },
  ];
}
