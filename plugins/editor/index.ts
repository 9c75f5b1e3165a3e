import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { stringify } from "yaml";
import type { SiteModel } from "../../app/content/site-model.ts";
import { escapeXml } from "../../app/lib/feeds.ts";
import { siteLanguage } from "../../app/i18n/languages.ts";
import { editorConfig, editorTitle, photoComponent } from "./config.ts";
import { DAY_FIELD } from "./fields.ts";
import { editorWords } from "./words.ts";

// Sveltia CMS, served by the site itself, its CDN addresses pointed at copies in the same folder;
// what it still asks elsewhere is in docs/editor.md.

/** Where npm installed a package (not every package lets node resolve its package.json). */
const packageFolder = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/${name}`, import.meta.url));
const versionOf = (name: string): string =>
  JSON.parse(readFileSync(path.join(packageFolder(name), "package.json"), "utf8")).version;

/** Immutable is for the editor's own field types (day-field.js), with React DOM's chunk. */
const VENDOR = ["@jsquash/webp", "@discourse/heic", "wasm-feature-detect", "immutable"];

const FONTS = [
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
];

/** Sveltia CMS has no setting for where it fetches these, so its copied script is changed. */
const ADDRESSES: [from: string, to: string][] = [
  ...FONTS.map(({ url, file }): [string, string] => [url, `fonts/${path.basename(file)}`]),
  // The modules from unpkg, at an absolute address: the HEIC decoder is imported by a worker.
  ["`https://unpkg.com/${e}`", '`${new URL("vendor/",document.baseURI).href}${e}`'],
  // "Is there a newer version?": the version this site serves, which package.json pins.
  ["`${iP}/package.json`", "`package.json`"],
  // GitHub's status page, asked every five minutes: not asked (the GitHub backend's status check).
  ["statusDashboardURL:Dye,checkStatus:kye,", "statusDashboardURL:Dye,checkStatus:void 0,"],
  // Its interface's words in another language than English, from unpkg: the copies beside it.
  ["`${iP}@${rP}/locales`", "`locales`"],
  // Its interface's language, unless the owner picks one in its settings: the browser's first one
  // it has words for; here the site's (the page's data-language) first, in the browser's variant
  // of it if the browser has one ("pt-PT" for "pt"), then the browser's.
  [
    "let e=navigator.languages?.length?navigator.languages:[navigator.language];",
    "let $b=navigator.languages?.length?navigator.languages:[navigator.language],$s=document.documentElement.dataset.language,e=$s?[...$b.filter($l=>$l.split(`-`)[0]===$s.split(`-`)[0]),$s,...$b]:$b;",
  ],
];

function editorScript() {
  let script = readFileSync(
    path.join(packageFolder("@sveltia/cms"), "dist/sveltia-cms.js"),
    "utf8",
  );
  for (const [from, to] of ADDRESSES) {
    const count = script.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `@sveltia/cms ${versionOf("@sveltia/cms")} holds ${from} ${count} times, not once: check plugins/editor/index.ts's addresses against the new version.`,
      );
    }
    script = script.replace(from, () => to);
  }
  return script;
}

/** The WebP encoder imports wasm-feature-detect by its package name. */
const IMPORT_MAP = JSON.stringify({
  imports: {
    "wasm-feature-detect": `./vendor/wasm-feature-detect@${versionOf("wasm-feature-detect")}/dist/esm/index.js`,
  },
});

/** WebAssembly is for the photo encoders; Sveltia writes inline styles. */
export const EDITOR_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' 'sha256-${createHash("sha256").update(IMPORT_MAP).digest("base64")}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://images.unsplash.com https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");

/** No "</script>" can end the script early. */
const scriptData = (data: unknown) => JSON.stringify(data).replaceAll("<", "\\u003c");

/** The field types come first, before the photo component starts the editor. */
const page = (title: string, language: string, photo: unknown) => `<!doctype html>
<html lang="${language}" data-language="${language}">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${EDITOR_POLICY}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeXml(title)}</title>
    <link href="config.yml" type="application/yaml" rel="cms-config-url" />
    <script type="importmap">${IMPORT_MAP}</script>
    <script type="application/json" id="photo-component">${scriptData(photo)}</script>
    <script src="day-field.js" data-field-type="${DAY_FIELD}"></script>
    <script src="photo-component.js"></script>
  </head>
  <body>
    <script src="sveltia-cms.js"></script>
  </body>
</html>
`;

function repository() {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { encoding: "utf8", stdio: "pipe" }).trim();
    } catch {
      return "";
    }
  };
  const origin = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(
    git("remote", "get-url", "origin"),
  );
  return {
    repo: process.env.GITHUB_REPOSITORY || origin?.[1] || "owner/repository",
    branch: process.env.GITHUB_REF_NAME || git("rev-parse", "--abbrev-ref", "HEAD") || "main",
  };
}

let packaged: Map<string, string | Buffer> | undefined;
function packagedFiles() {
  if (packaged) return packaged;
  packaged = new Map<string, string | Buffer>([
    ["sveltia-cms.js", editorScript()],
    ...["day-field.js", "photo-component.js"].map((file): [string, Buffer] => [
      file,
      readFileSync(fileURLToPath(new URL(file, import.meta.url))),
    ]),
    ["package.json", JSON.stringify({ version: versionOf("@sveltia/cms") })],
    // Its interface's words in each language it has, fetched when the owner's language is one.
    ...readdirSync(path.join(packageFolder("@sveltia/cms"), "locales")).map(
      (file): [string, Buffer] => [
        `locales/${file}`,
        readFileSync(path.join(packageFolder("@sveltia/cms"), "locales", file)),
      ],
    ),
    // Sveltia looks for its chunks beside its script first, then on unpkg.
    [
      "chunks/react-dom.js",
      readFileSync(path.join(packageFolder("@sveltia/cms"), "dist/chunks/react-dom.js")),
    ],
  ]);
  for (const { file } of FONTS) {
    packaged.set(`fonts/${path.basename(file)}`, readFileSync(path.join(packageFolder(""), file)));
  }
  for (const name of VENDOR) {
    const folder = packageFolder(name);
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!/\.(js|wasm)$/.test(file)) continue;
      const content = readFileSync(path.join(folder, file));
      packaged.set(`vendor/${name}@${versionOf(name)}/${file}`, content);
    }
  }
  return packaged;
}

export function editorFiles(model: SiteModel): Map<string, string | Buffer> {
  const { site, basePath } = model;
  const language = siteLanguage(site);
  const words = editorWords(language);
  const config = editorConfig(
    { ...repository(), siteUrl: site.siteUrl, alias: site.alias, basePath, language },
    words,
  );
  return new Map([
    ["index.html", page(editorTitle(site.alias, words), language, photoComponent(language, words))],
    ["config.yml", stringify(config, { aliasDuplicateObjects: false })],
    ...packagedFiles(),
  ]);
}

export async function writeEditor(client: string, model: SiteModel) {
  for (const [file, content] of editorFiles(model)) {
    const target = path.join(client, "admin", file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "application/yaml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
};

/** In `npm run dev`, "Work with Local Repository" edits this folder's content directly. */
export function editor(model: () => SiteModel): Plugin {
  return {
    name: "editor",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { basePath } = model();
        const url = new URL(request.url ?? "/", "http://localhost");
        const prefix = `${basePath}/admin/`;
        if (url.pathname === `${basePath}/admin`) {
          response.writeHead(308, { Location: prefix }).end();
          return;
        }
        if (!url.pathname.startsWith(prefix)) return next();
        const file = decodeURIComponent(url.pathname.slice(prefix.length)) || "index.html";
        const content = editorFiles(model()).get(file);
        if (content === undefined) return next();
        response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "text/plain" });
        response.end(content);
      });
    },
  };
}
