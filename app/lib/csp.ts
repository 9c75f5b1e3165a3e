import { createHash } from "node:crypto";
import { APP_INLINE_SCRIPTS } from "./inline-scripts.ts";

/** A CSP source that allows exactly `text` as an inline script or style. */
const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const ASSET = String.raw`"/[\w./-]+\.js"`;
const CONTEXT =
  /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/s;
const BOOTSTRAP = new RegExp(
  String.raw`^(?:import ${ASSET};\n)?(?:import \* as route\d+ from ${ASSET};\n)+\s*window\.__reactRouterRouteModules = \{(?:"[\w/.-]+":route\d+,?)+\};\n\nimport\(${ASSET}\);$`,
);
const STREAM_DATA =
  /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;
const STREAM_END = "window.__reactRouterContext.streamController.close();";

/**
 * React Router's scripts on the page that starts the app, in the forms it writes them: its context
 * and its data (each JSON), the module script that loads the routes, and the end of the data.
 */
function isReactRouterScript(code: string) {
  const context = CONTEXT.exec(code);
  if (context) return isJson(context[1] ?? "");
  const data = STREAM_DATA.exec(code);
  if (data) return isJson(data[1] ?? "");
  return code === STREAM_END || BOOTSTRAP.test(code);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TAG_WITH_HANDLER = /<[a-z][^>]*?\son[a-z]+\s*=/i;
const SCRIPT_URL = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i;

/**
 * The CSP source of every inline script in a built page, so only those exact scripts may run.
 * Structured data (JSON-LD) runs nothing and needs none. A script the site did not write, an event
 * handler attribute or a script address in a link throws, naming `page`.
 */
export function inlineScriptHashes(html: string, page: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (/type="application\/ld\+json"/.test(attributes) && isJson(code)) continue;
    if (!APP_INLINE_SCRIPTS.includes(code) && !isReactRouterScript(code)) {
      throw new Error(
        `${page} holds an inline script the site did not write, which its policy will not allow: ${JSON.stringify(code.slice(0, 120))}`,
      );
    }
    hashes.add(sha256Source(code));
  }
  const handler = TAG_WITH_HANDLER.exec(html) ?? SCRIPT_URL.exec(html);
  if (handler) {
    throw new Error(
      `${page} holds script in an attribute, which the site never writes: ${JSON.stringify(handler[0].slice(-80))}`,
    );
  }
  return [...hashes];
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
    // The web editor is the owner's: no search engine lists it.
    `${basePath}/admin/*`,
    "  X-Robots-Tag: noindex, nofollow",
    "",
  ].join("\n");
}
