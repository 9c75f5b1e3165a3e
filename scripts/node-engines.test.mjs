import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";

// The Node a machine needs to install the site is said once, in package.json's `engines`; the
// README names the same. npm checks every installed package's own `engines` against the machine's
// Node and warns (EBADENGINE) for each that refuses it, so no package may need more than
// `engines` allows.

/**
 * The parts of semver (a pinned devDependency; it has no types of its own) these tests use.
 * @type {{
 *   subset(range: string, superset: string): boolean,
 *   satisfies(version: string, range: string): boolean,
 *   validRange(range: string): string | null,
 * }}
 */
const semver = createRequire(import.meta.url)("semver");

const { engines, devDependencies } = JSON.parse(readFileSync("package.json", "utf8"));
/** @type {{ packages: Record<string, { version?: string, optional?: boolean, engines?: { node?: string } }> }} */
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
/** @type {string} */
const wanted = engines.node;

/**
 * Packages of the lock file that refuse some Node `engines` allows, and why that does no harm.
 * npm leaves out an optional package that refuses the machine's Node, without a word: only one
 * that nothing loads may be here.
 * @type {Record<string, string>}
 */
const HARMLESS = {
  "@napi-rs/lzma-linux-x64-gnu":
    "an optional dependency of the registry's rollup 4.67.4 (through vite-node, from " +
    "@react-router/dev 7), which rollup never loads",
};

/** A package's name, from its place in the lock file. @param {string} place */
const nameOf = (place) => place.slice(place.lastIndexOf("node_modules/") + "node_modules/".length);

test("package.json's engines is a range of Node versions, and the README names the same", () => {
  expect(semver.validRange(wanted), `engines.node "${wanted}"`).not.toBeNull();
  // "with Node 20.19+, 22.16+ or 24+": each but the last up to the next major version.
  const named =
    /On a fresh machine with Node (\d+(?:\.\d+)*\+(?:(?:, | or )\d+(?:\.\d+)*\+)*)/.exec(
      readFileSync("README.md", "utf8"),
    )?.[1];
  expect(named, "README.md names no Node in its sentence before the two commands").toBeDefined();
  const versions = [...String(named).matchAll(/(\d+(?:\.\d+)*)\+/g)].map(([, version]) => version);
  const said = versions.map((version, index) =>
    index < versions.length - 1 ? `^${version}` : `>=${version}`,
  );
  const readme = said.join(" || ");
  expect(
    [semver.subset(readme, wanted), semver.subset(wanted, readme)],
    `the README says Node ${named}, package.json's engines "${wanted}"`,
  ).toEqual([true, true]);
});

test("the project's own Node, npm's node package that runs every npm script, is one engines allows", () => {
  expect(semver.satisfies(devDependencies.node, wanted), `node ${devDependencies.node}`).toBe(true);
});

test("every package in package-lock.json runs on every Node that package.json's engines allows", () => {
  const refusing = Object.entries(lock.packages)
    .filter(([place, entry]) => place && entry.engines?.node)
    .filter(([place]) => !(nameOf(place) in HARMLESS))
    .filter(([, entry]) => !semver.subset(wanted, String(entry.engines?.node)))
    .map(([place, entry]) => `${nameOf(place)}@${entry.version} needs Node ${entry.engines?.node}`);
  expect(refusing, `engines.node is "${wanted}"`).toEqual([]);
});

test("each package let through above is still in the lock file, optional, and refuses some Node engines allows", () => {
  for (const name of Object.keys(HARMLESS)) {
    const entries = Object.entries(lock.packages).filter(([place]) => nameOf(place) === name);
    expect(entries.length, `${name} is in package-lock.json`).toBeGreaterThan(0);
    for (const [, entry] of entries) {
      expect(entry.optional, `${name}@${entry.version} is optional`).toBe(true);
      expect(semver.subset(wanted, String(entry.engines?.node)), `${name} refuses some`).toBe(
        false,
      );
    }
  }
});
