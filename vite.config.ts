import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { photos } from "./plugins/photos/index.ts";
import { editor } from "./plugins/editor/index.ts";
import { output } from "./plugins/output/index.ts";
import { loadSiteModel } from "./app/content/site-model.ts";
import { lazyWordsFor } from "./app/i18n/languages.ts";
import { lazyWords } from "./plugins/words/index.ts";

// React, React DOM and React Router in one file that stays the same from one deploy to the next;
// the app's code the home page runs at start, its two routes and its sections too, in another. In
// one file, React DOM and React Router compress better together (1.6 KB less than apart), and the
// app's code 1 KB less than over three files that import from each other.
const vendorModules = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
// Not lucide's icons: its index imports every icon, so each icon any page uses looked run at start.
// The bundler places each with what uses it (the components here take theirs along).
const sharedModules = /\/app\/|\/node_modules\/clsx\//;
/** The modules the home page runs at start, the app's only page that runs it (decision 005). */
const startModules = /\/app\/(root|routes\/home)\.tsx/;

/**
 * Whether a chain of static imports leads to `id` from the root or home route. Code the home page
 * does not run at start stays out of the shared chunk: the dialogs load on the first click, the
 * SEO helpers only with a not-found page drawn in the browser, and what only the pages without the
 * app use (the stories' articles, their map, sharing) never runs in a browser at all.
 */
function isRunAtStart(
  id: string,
  context: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (startModules.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = context.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => isRunAtStart(importer, context, seen));
}

// The chunks the home page runs at start.
const compiledOnLoad = new Set(["vendor", "shared"]);

/**
 * React Router 7's package exports point at its development build in every mode
 * (remix-run/react-router#14102), so a production bundle carries its development warnings. The
 * browser build takes the production build the package also ships: the same code without them.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) =>
    fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = {
    "react-router": production("index.mjs"),
    "react-router/dom": production("dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => files[id],
  };
}

/**
 * React Router prerenders the pages on a Vite preview server started from this config. The React
 * Router plugin of that server starts a route-type watcher and a config loader that it closes only
 * in its `buildEnd`, which a preview server never calls; with React Router 8 the build then did
 * not exit (remix-run/react-router#15427). The server's close closes them too.
 */
function closeReactRouterWithPreview(): Plugin {
  return {
    name: "close-react-router-with-preview",
    apply: (_config, { isPreview }) => isPreview === true,
    configurePreviewServer(server) {
      const buildEnd = server.config.plugins.find(({ name }) => name === "react-router")?.buildEnd;
      const closeReactRouter = (typeof buildEnd === "function" ? buildEnd : buildEnd?.handler) as
        (() => Promise<void>) | undefined;
      const close = server.close.bind(server);
      server.close = async () => {
        await close();
        await closeReactRouter?.();
      };
    },
  };
}

export default defineConfig(({ command, isPreview }) => {
  // Drafts show on the development server and never in a build, whatever NODE_ENV says (a build
  // with NODE_ENV=development would otherwise count as development), nor on the preview server
  // that prerenders the build. The pages get the flag as import.meta.env.SHOW_DRAFTS;
  // react-router.config.ts, which lists the pages, from the process.
  const showDrafts = command === "serve" && !isPreview;
  process.env.SHOW_DRAFTS = String(showDrafts);
  // The content, read and checked before anything is bundled: a mistake stops the build here.
  const model = loadSiteModel({ showDrafts });
  return {
    // The site lives under siteUrl's path, if it has one (app/lib/paths.ts).
    base: `${model.basePath}/`,
    define: { "import.meta.env.SHOW_DRAFTS": JSON.stringify(showDrafts) },
    plugins: [
      // The site model, for the build's summary (scripts/build.mjs).
      { name: "site-model", api: { model } },
      tailwindcss(),
      photos(),
      lazyWords(() => lazyWordsFor(model.site)),
      // The web editor at /admin/ on the development server (the build writes it: plugins/output).
      editor(() => loadSiteModel({ showDrafts })),
      reactRouterProductionBuild(),
      reactRouter(),
      closeReactRouterWithPreview(),
      // After React Router's build, the steps that make build/client what a host serves.
      output(),
    ],
    resolve: { tsconfigPaths: true },
    build: {
      // Vite's list of what each route loads, which the size check reads (plugins/output keeps it
      // outside the published folder).
      manifest: true,
      rolldownOptions: {
        // The build prints a line per step (scripts/build.mjs), not the bundler's timing notes.
        checks: { pluginTimings: false },
        output: {
          // Most of these two chunks runs while the page hydrates. The magic comment (V8's explicit
          // compile hints, Chrome 136+; other browsers ignore it) has V8 compile all their functions
          // on a background thread as they arrive, instead of on the main thread at first call.
          postBanner: (chunk) =>
            compiledOnLoad.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : "",
          codeSplitting: {
            groups: [
              { name: "vendor", test: vendorModules, priority: 1 },
              {
                debugName: "shared",
                name: (id, context) =>
                  sharedModules.test(id) && isRunAtStart(id, context) ? "shared" : null,
              },
            ],
          },
        },
      },
    },
  };
});
