import { closeSync, existsSync, openSync, readSync } from "node:fs";
import { expect } from "vitest";
import { basePath, site } from "../content";
import { builtPath } from "./html";

// The photos a page, a card or a feed names, as files of build/client: what a browser or a mail
// client gets at their addresses (the server's headers for them are nginx-check's).

/** The file of build/client at an address of the site: under its path, or under siteUrl. */
export function fileAt(address: string) {
  const within = address.startsWith(`${site.siteUrl}/`)
    ? address.slice(site.siteUrl.length)
    : address.startsWith(`${basePath}/`)
      ? address.slice(basePath.length)
      : undefined;
  expect(within, `${address} is an address of the site, under its path`).toBeDefined();
  return decodeURIComponent((within ?? "").slice(1));
}

/** Asserts that the site publishes a JPEG at `address`. */
export function expectPublishedJpeg(address: string) {
  const file = fileAt(address);
  expect(existsSync(builtPath(file)), `${address} is build/client/${file}`).toBe(true);
  const start = Buffer.alloc(3);
  const descriptor = openSync(builtPath(file), "r");
  readSync(descriptor, start, 0, 3, 0);
  closeSync(descriptor);
  expect(start.toString("hex"), `${address} is a JPEG`).toBe("ffd8ff");
}

/** The addresses and widths of a srcset, in its order. */
export const candidates = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) }));
