import { MIX_PROVIDERS } from "./mixes.ts";

export function pageContentSecurityPolicy({
  scriptHashes,
  formActions,
  runsWasm = false,
  frameSources = [],
}: {
  scriptHashes: string[];
  formActions: string[];
  /** The providers whose players the page's mixes load on a tap; none elsewhere. */
  frameSources?: string[];
  /** The search page alone: Pagefind compiles its WebAssembly where no worker can. */
  runsWasm?: boolean;
}) {
  const wasm = runsWasm ? ["'wasm-unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...wasm, ...scriptHashes].join(" "),
    "style-src 'self'",
    "img-src 'self' https://images.unsplash.com",
    ...(frameSources.length > 0 ? [`frame-src ${frameSources.join(" ")}`] : []),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `form-action ${formActions.join(" ")}`,
  ].join("; ");
}

// No Cross-Origin-Opener-Policy: with no sign-in and nothing private it protects nothing, and it
// costs a visitor who opens the site in a new tab a second renderer start (docs/decisions/008).
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": `accelerometer=(), autoplay=(self ${Object.values(MIX_PROVIDERS)
    .map(({ player }) => `"${player}"`)
    .join(
      " ",
    )}), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()`,
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

/** The rules match the addresses the host is asked for, under the site's path. */
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
