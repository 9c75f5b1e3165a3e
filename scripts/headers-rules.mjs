// The `_headers` file as Netlify and Cloudflare Pages read it (docs.netlify.com "Custom headers",
// developers.cloudflare.com/pages/configuration/headers): a path line, not indented, starting
// with "/", then its headers indented below it as `Name: value`; `#` starts a comment. A path may
// hold one splat `*` (any characters, "/" included) and `:placeholders` (one segment each).
// Cloudflare reads at most 100 rules and 2,000 characters a line, keeps only the last rule of a
// path written twice, and, like Netlify, joins the values of a header set twice for one address
// with a comma. Neither host refuses a deploy for a mistake: it drops the line or the rule, so
// these checks are the only place a mistake shows.

export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

/** An HTTP field name (RFC 9110 token). */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PLACEHOLDER = /:[A-Za-z]\w*/g;

/**
 * @typedef {{ path: string, line: number, headers: [string, string][] }} HeadersRule
 * @typedef {"netlify" | "cloudflare"} Host
 */

/**
 * The rules of a `_headers` file, and the lines neither host reads as written, each as a sentence
 * naming its line.
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  /** @type {string[]} */
  const problems = [];
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (raw.length > MAX_LINE_LENGTH) {
      problems.push(`line ${line} is longer than ${MAX_LINE_LENGTH} characters`);
    }
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const indented = /^\s/.test(raw);
    if (trimmed.startsWith("/") || /^\w+:\/\//.test(trimmed)) {
      if (indented) problems.push(`line ${line}, a path, is indented`);
      if (!trimmed.startsWith("/")) {
        problems.push(
          `line ${line}: ${trimmed} is a full address, which Netlify reads as a header`,
        );
      }
      rules.push({ path: trimmed, line, headers: [] });
      return;
    }
    if (!indented) problems.push(`line ${line}, a header, is not indented`);
    const rule = rules.at(-1);
    const separator = trimmed.indexOf(":");
    const name = trimmed.slice(0, Math.max(separator, 0)).trim();
    const value = trimmed.slice(separator + 1).trim();
    if (!rule) problems.push(`line ${line} is a header before any path`);
    else if (separator < 0 || !FIELD_NAME.test(name) || value === "") {
      problems.push(`line ${line} is not a header written "Name: value": ${trimmed}`);
    } else rule.headers.push([name, value]);
  });
  return { rules, problems };
}

/**
 * The address pattern of a rule's path as `host` matches it: Cloudflare exactly (a splat for any
 * characters, a placeholder for one segment); Netlify ignoring case, with a splat after "/" that
 * also matches the folder without it.
 * @param {string} path @param {Host} host
 */
export function pathPattern(path, host) {
  const escape = (/** @type {string} */ text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const part = (/** @type {string} */ text) =>
    escape(text).replaceAll("*", ".*").replace(PLACEHOLDER, "[^/]+");
  if (host === "cloudflare") return new RegExp(`^${part(path)}$`);
  const segments = path.split("/").filter(Boolean);
  const last = segments.at(-1) === "*" ? `(?:/.*)?` : "";
  const fixed = (last ? segments.slice(0, -1) : segments).map((segment) => `/${part(segment)}`);
  return new RegExp(`^${fixed.join("")}${last}/?$`, "i");
}

/**
 * The headers `host` sends for `pathname` by these rules, names in lower case, values of a name
 * set twice joined with a comma as both hosts join them.
 * @param {HeadersRule[]} rules @param {string} pathname @param {Host} host
 */
export function headersFor(rules, pathname, host = "cloudflare") {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path, host).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/** An address a rule's path matches, to find rules that meet: `/assets/*` gives `/assets/x/y`. */
const exampleOf = (/** @type {string} */ path) =>
  path.replaceAll("*", "x/y").replace(PLACEHOLDER, "p");

/**
 * Everything in a `_headers` file that Netlify or Cloudflare Pages would read otherwise than
 * written, or that would send a header twice; for a site under `basePath`, also any rule outside
 * it. Each problem is a sentence; none means both hosts send what the file says.
 * @param {string} text @param {string} basePath "" at the host's root, else "/travel-notes"
 */
export function checkHeadersFile(text, basePath = "") {
  const { rules, problems } = parseHeadersFile(text);
  if (rules.length > MAX_RULES) {
    problems.push(`${rules.length} rules: Cloudflare Pages reads only the first ${MAX_RULES}`);
  }
  const seen = new Map();
  for (const rule of rules) {
    const { path, line } = rule;
    if (!path.startsWith("/")) continue;
    if (rule.headers.length === 0) problems.push(`line ${line}: ${path} sets no header`);
    if ((path.match(/\*/g) ?? []).length > 1) {
      problems.push(`line ${line}: ${path} has more than one splat (*), which Cloudflare drops`);
    }
    const names = /** @type {string[]} */ (path.match(PLACEHOLDER) ?? []);
    if (new Set(names).size < names.length || (path.includes("*") && names.includes(":splat"))) {
      problems.push(`line ${line}: ${path} names a placeholder twice`);
    }
    if (path.split("/").some((segment) => /.:|:(?![A-Za-z]\w*$)/.test(segment))) {
      problems.push(`line ${line}: ${path} has a placeholder that is not a whole segment`);
    }
    if (/[?#\s]/.test(path)) {
      problems.push(`line ${line}: ${path} holds a query, fragment or space`);
    }
    if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) {
      problems.push(`line ${line}: ${path} is outside the site's path ${basePath}`);
    }
    if (seen.has(path)) {
      problems.push(
        `line ${line}: ${path} repeats line ${seen.get(path)}'s path, which Cloudflare then ignores`,
      );
    }
    seen.set(path, line);
    const lower = rule.headers.map(([name]) => name.toLowerCase());
    for (const name of new Set(lower.filter((name, i) => lower.indexOf(name) !== i))) {
      problems.push(`line ${line}: ${path} sets ${name} twice, which the hosts join with a comma`);
    }
  }
  rules.forEach((rule, i) => {
    for (const other of rules.slice(i + 1)) {
      const meet = /** @type {Host[]} */ (["netlify", "cloudflare"]).some(
        (host) =>
          pathPattern(other.path, host).test(exampleOf(rule.path)) ||
          pathPattern(rule.path, host).test(exampleOf(other.path)),
      );
      if (!meet) continue;
      const names = new Set(rule.headers.map(([name]) => name.toLowerCase()));
      for (const [name] of other.headers.filter(([name]) => names.has(name.toLowerCase()))) {
        problems.push(
          `lines ${rule.line} and ${other.line}: ${rule.path} and ${other.path} both set ${name} for some addresses, which the hosts join with a comma`,
        );
      }
    }
  });
  return problems;
}
