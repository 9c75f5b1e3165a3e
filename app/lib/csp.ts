import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of every inline script in a page, so only those exact scripts may run. */
export function inlineScriptHashes(html: string) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/** The policy a page carries in its <meta>: nothing runs or loads that the site does not use. */
export function pageContentSecurityPolicy({
  scriptHashes,
  formActions,
}: {
  scriptHashes: string[];
  formActions: string[];
}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' https://images.unsplash.com",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `form-action ${formActions.join(" ")}`,
  ].join("; ");
}

const CHARSET = '<meta charSet="utf-8"/>';

/** Puts the policy right after the charset, before any script it has to govern. */
export function withContentSecurityPolicy(html: string, policy: string) {
  if (!html.includes(CHARSET)) throw new Error("A prerendered page has no charset <meta>.");
  return html.replace(
    CHARSET,
    `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
}

/**
 * Headers for every response, in the _headers format that Netlify and Cloudflare Pages read. No
 * Cross-Origin-Opener-Policy: on a site with no sign-in and nothing private it protects nothing,
 * and it costs a visitor who opens the site in a new tab a second renderer start
 * (docs/decisions/008).
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

/** The rules match the addresses the host is asked for: under the site's path, if it has one. */
export function headersFile(basePath = "") {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  return [
    `${basePath}/*`,
    ...lines,
    `${basePath}/assets/*`,
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}
