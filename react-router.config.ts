import type { Config } from "@react-router/dev/config";
import { loadSiteModel } from "./app/content/site-model";

/** The site as the content makes it (app/content/site-model.ts): its path, pages and stories. */
const model = () => loadSiteModel({ showDrafts: process.env.SHOW_DRAFTS === "true" });

export default {
  ssr: false,
  basename: `${model().basePath}/`,
  // React Router 7 (8 needs Node 22.22; the project installs on Node 20) with React Router 8's
  // behaviour, which 8 has on by default.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // Every page and every file the routes make from the content; the not-found page as /404. What
  // the build does with them afterwards is one list: plugins/output/index.ts.
  async prerender() {
    const { pages, files } = model();
    return [...pages, ...files, "/404"];
  },
} satisfies Config;
