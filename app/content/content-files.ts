import { lstatSync, readdirSync, readlinkSync, type Stats } from "node:fs";
import path from "node:path";
import { ContentError } from "./errors.ts";

export const CONTENT_DIR = "content";

export type ContentFile = { file: string; size: number; mtimeMs: number };

/**
 * Every file in content/, as "content/uploads/IMG_2041.JPG", without following a symbolic link:
 * a link is listed apart, never read through. The site publishes what the repository holds, and a
 * link may lead anywhere on the owner's computer (their Photos, /etc), or nowhere.
 */
export function listContent(root: string): { files: ContentFile[]; links: string[] } {
  const files: ContentFile[] = [];
  const links: string[] = [];
  const visit = (file: string) => {
    let stat: Stats;
    try {
      stat = lstatSync(path.join(root, file));
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) links.push(file);
    else if (stat.isFile()) files.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
    else if (stat.isDirectory()) {
      for (const name of readdirSync(path.join(root, file)).sort()) visit(`${file}/${name}`);
    }
  };
  visit(CONTENT_DIR);
  return { files, links };
}

/** Where a link leads, as it is written, or that it cannot be read. */
function target(root: string, link: string) {
  try {
    return `"${readlinkSync(path.join(root, link))}"`;
  } catch {
    return "a place that cannot be read";
  }
}

/** Stops the build at every link in content/, naming it and where it leads, and what to do. */
export function refuseLinks(root: string, links: readonly string[]) {
  if (links.length === 0) return;
  throw new ContentError(
    [
      `content/ holds ${links.length === 1 ? "a symbolic link" : `${links.length} symbolic links`} (a shortcut to a file or folder elsewhere), which the site does not follow: it publishes only what is in the project itself.`,
      ...links.map((link) => `  - ${link} leads to ${target(root, link)}`),
      "  Copy the files themselves into the folder, then delete the link.",
    ].join("\n"),
  );
}
